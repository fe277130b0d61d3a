import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { ReceiptDto } from '../../../domain/manage';
import { formatPence } from '../../../domain/money';
import { formatLongDate, formatTime12h } from '../../../domain/time';
import { ButtonLink } from '../../components/button-link';
import { downloadIcs } from '../../components/calendar-file';
import { ClassPlace } from '../../components/class-place';
import { LinkLoading } from '../../components/private-link-states';
import { useSiteData } from '../../components/site-data';
import { useHashToken } from '../../components/use-hash-token';
import { trpc } from '../../trpc';

const DONE = new Set<ReceiptDto['status']>(['confirmed', 'paid']);
const WAITING = new Set<ReceiptDto['status']>(['held', 'pending']);

/** A class or an appointment books a time (confirmed, with a place and a calendar event); anything else is a purchase. */
const booksTime = (r: ReceiptDto) => r.kind === 'class' || r.kind === 'appointment';

/** Where an appointment away from a location happens (its location, when it has one, is shown as a class's). */
const AWAY: Record<'client_home' | 'online', string> = {
  client_home: 'At your home',
  online: 'Online: the joining details are e-mailed before the session',
};

function headingOf(r: ReceiptDto): string {
  if (DONE.has(r.status)) return booksTime(r) ? 'Booking confirmed' : 'Payment received';
  if (WAITING.has(r.status)) return 'Your payment is being confirmed';
  return 'This booking was not completed';
}

function rowsOf(r: ReceiptDto): [string, React.ReactNode][] {
  const rows: [string, React.ReactNode][] = [[r.kind === 'class' ? 'Class' : r.kind === 'appointment' ? 'Session' : 'For', r.title]];
  if (r.date) rows.push(['Date', formatLongDate(r.date)]);
  if (r.startTime && r.endTime) rows.push(['Time', `${formatTime12h(r.startTime)} - ${formatTime12h(r.endTime)} (UK time)`]);
  if (r.kind === 'class') {
    rows.push([
      r.location ? 'Place' : 'Joining',
      <ClassPlace location={r.location} virtualDetails={r.virtualDetails} onlineLabel="Online class" />,
    ]);
  }
  if (r.kind === 'appointment') {
    const away = r.place === 'client_home' || r.place === 'online' ? AWAY[r.place] : null;
    rows.push(['Place', away ?? <ClassPlace location={r.location} virtualDetails={null} onlineLabel="The studio" />]);
  }
  rows.push(['Amount paid', formatPence(r.amountPaidPence)]);
  return rows;
}

/** The confirmation after paying: stays on screen and survives a reload (the order id is in the fragment). */
export function ConfirmationSection() {
  const hash = useHashToken();
  const site = useSiteData();
  const receipt = trpc.payments.receipt.useMutation();
  const { mutate } = receipt;
  const heading = useRef<HTMLHeadingElement>(null);
  const order = hash && /^\d{1,10}$/.test(hash) ? Number(hash) : null;

  useEffect(() => {
    if (order) mutate({ order });
  }, [order, mutate]);
  // Keyboard and screen-reader users start at what happened, not at the top of the page.
  useEffect(() => {
    if (receipt.data || receipt.error || hash === null) heading.current?.focus();
  }, [receipt.data, receipt.error, hash]);

  const contact = site.contactEmail ? ` If it has not arrived, contact us at ${site.contactEmail}.` : '';
  let body: React.ReactNode;
  if (hash === undefined || (order && !receipt.data && !receipt.error)) {
    body = <LinkLoading what="your confirmation" />;
  } else if (!receipt.data) {
    const notFound = !order || receipt.error?.data?.code === 'NOT_FOUND';
    body = (
      <Alert
        color={notFound ? 'gray' : 'red'}
        role="alert"
        title={notFound ? 'Your confirmation e-mail has every detail' : 'Your confirmation could not be loaded'}
      >
        <Text>
          {notFound ? 'This page shows a booking only in the browser that made it.' : 'Please try again in a moment.'}
          {contact}
        </Text>
        <Anchor component={Link} to="/booking" mt="xs" display="inline-block">
          See the class schedule
        </Anchor>
      </Alert>
    );
  } else {
    const r = receipt.data;
    const done = DONE.has(r.status);
    body = (
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="center" wrap="wrap" gap="xs">
            <Text fz="sm">
              {booksTime(r) ? 'Booking reference' : 'Order reference'}{' '}
              <Text span fw={800} fz="lg" ff="monospace" data-testid="booking-reference">
                {r.reference}
              </Text>
            </Text>
            <Badge color={done ? 'teal' : WAITING.has(r.status) ? 'yellow' : 'gray'} variant="light" size="lg">
              {done ? (booksTime(r) ? 'Confirmed' : 'Paid') : WAITING.has(r.status) ? 'Awaiting payment' : 'Not completed'}
            </Badge>
          </Group>
          <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={6}>
            <Table.Tbody>
              {rowsOf(r).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={{ base: 110, sm: 160 }} fw={500} c="dimmed" bg="transparent">
                    {label}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {r.places && r.places.length > 1 && (
            <Stack gap={4} data-testid="booked-places">
              <Text fw={600}>{r.places.length} places, one for each attendee</Text>
              {r.places.map((p) => (
                <Text key={p.reference} fz="sm">
                  {p.name}:{' '}
                  <Text span ff="monospace" fw={700}>
                    {p.reference}
                  </Text>
                </Text>
              ))}
            </Stack>
          )}
          {r.calendar && done && (
            <Stack gap="xs">
              <Text fw={600}>Add to your calendar</Text>
              <Group gap="xs" wrap="wrap">
                <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={() => downloadIcs(r.calendar!.ics, r.title)}>
                  Add to calendar (.ics)
                </Button>
                <Button component="a" href={r.calendar.google} target="_blank" rel="noopener noreferrer" variant="light">
                  Google Calendar
                </Button>
                <Button component="a" href={r.calendar.outlook} target="_blank" rel="noopener noreferrer" variant="light">
                  Outlook
                </Button>
              </Group>
            </Stack>
          )}
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {done
              ? `We have e-mailed your confirmation to ${r.email}. Its private link lets you see, ${r.kind === 'appointment' ? 'move to another time' : 'move to your calendar'} or cancel this booking.`
              : WAITING.has(r.status)
                ? `We will e-mail ${r.email} as soon as your payment is confirmed.`
                : 'Nothing was booked. If you were charged, the money is on its way back to your card.'}
            {done && booksTime(r) ? '' : contact}
          </Text>
          {done && r.amountPaidPence > 0 && (
            <Text fz="sm">
              Your receipt (PDF) is in your account: sign in there with {r.email ? 'this e-mail address' : 'your e-mail address'}.{' '}
              <Anchor component={Link} to="/account">
                Your receipt and bookings
              </Anchor>
            </Text>
          )}
          <Group gap="sm" wrap="wrap">
            {r.kind === 'appointment' ? (
              <ButtonLink to="/booking" search={{ type: 'appointment' }} variant={done ? 'default' : 'filled'}>
                {done ? 'Book another session' : 'Choose a time again'}
              </ButtonLink>
            ) : (
              <Button component={Link} to="/booking" variant={done ? 'default' : 'filled'}>
                {done ? 'Book another class' : 'See the class schedule'}
              </Button>
            )}
            <Button component={Link} to="/" variant="subtle">
              Home page
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }
  const title = receipt.data ? headingOf(receipt.data) : 'Your booking';
  return (
    <Container size="sm" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Group gap="xs" wrap="nowrap">
          {receipt.data && DONE.has(receipt.data.status) && (
            <IconCircleCheck size={32} color="var(--mantine-color-teal-8)" aria-hidden style={{ flexShrink: 0 }} />
          )}
          <Title order={1} fz="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {title}
          </Title>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
