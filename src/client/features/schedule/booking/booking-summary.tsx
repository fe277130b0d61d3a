import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock, IconCurrencyPound, IconMapPin, IconVideo } from '@tabler/icons-react';
import { formatPence } from '../../../../domain/money';
import { formatLongDate, formatTime12h, timeAfter } from '../../../../domain/time';
import type { BookChoice } from '../schedule-view';

/** The booking dialog's summary card: class, en-GB long date, time, location, price (SPEC §2). */
export function BookingSummary({ choice, includedIn }: { choice: BookChoice; includedIn?: string | null }) {
  const { slot, offer } = choice;
  const Place = slot.isVirtual ? IconVideo : IconMapPin;
  // The slot is the room's hour; the class ends when its length says (decision 773).
  const end = offer.durationMinutes ? timeAfter(slot.slot.startTime, offer.durationMinutes) : slot.slot.endTime;
  const rows = [
    { icon: IconCalendar, label: 'Date', value: formatLongDate(slot.slot.date) },
    { icon: IconClock, label: 'Time', value: `${formatTime12h(slot.slot.startTime)} - ${formatTime12h(end)}` },
    { icon: Place, label: 'Location', value: slot.placeLabel },
    {
      icon: IconCurrencyPound,
      label: 'Price',
      // Signed in with a membership that covers it: no price, no payment step (decision 741).
      value: includedIn ? `Included in your membership (${includedIn})` : formatPence(offer.pricePence),
    },
  ];
  return (
    <Paper withBorder p="sm" bg="teal.0" data-testid="booking-summary">
      <Title order={3} fz="lg" mb="xs">
        {offer.name}
      </Title>
      <Stack gap={4}>
        {rows.map(({ icon: Icon, label, value }) => (
          <Group key={label} gap="xs" wrap="nowrap">
            <Icon size={16} aria-hidden />
            <Text fz="sm">
              <Text span fz="sm" fw={600}>
                {label}:
              </Text>{' '}
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
