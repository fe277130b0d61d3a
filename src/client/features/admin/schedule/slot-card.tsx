import { isOpenClassSlot, OPEN_CLASS_NAME } from '../../../../domain/open-class';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconListNumbers, IconMapPin, IconPlayerPause, IconVideo } from '@tabler/icons-react';
import type { SlotDto } from '../../../../domain/dto';
import { AddBooking } from '../add-booking-dialog';
import { ClassMessageButton } from '../message-dialog';
import { CardActions } from '../crud/card-actions';
import { timeRange } from '../format';

export interface SlotCardProps {
  slot: SlotDto;
  classTypeNames: ReadonlyMap<string, string>;
  onEdit: () => void;
  onDelete: () => void;
  /** Only for an active slot: takes it off the public schedule (after showing who is booked). */
  onDeactivate?: () => void;
  /** Opens the class's waiting list. */
  onWaitlist?: () => void;
  deleting?: boolean;
}

export function SlotCard({ slot, classTypeNames, onEdit, onDelete, onDeactivate, onWaitlist, deleting }: SlotCardProps) {
  const label = `${slot.startTime}-${slot.endTime}`;
  return (
    <Card withBorder radius="md" padding="md" bg={slot.isActive ? undefined : 'gray.0'}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={700}>
              {slot.startTime} - {slot.endTime}
            </Text>
            <Text size="xs" c="dimmed">
              {timeRange(slot.startTime, slot.endTime)}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {!slot.isActive && (
              <Badge color="gray" variant="light">
                Inactive
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap={6} wrap="nowrap">
          {slot.locationId === null ? <IconVideo size={16} aria-hidden /> : <IconMapPin size={16} aria-hidden />}
          <Text size="sm">{slot.locationId === null ? 'Virtual Class' : slot.locationName}</Text>
        </Group>
        <Group gap={4}>
          {isOpenClassSlot(slot) ? (
            <Badge variant="outline" size="sm">
              {OPEN_CLASS_NAME} (all classes)
            </Badge>
          ) : (
            slot.allowedClassTypes.map((id) => (
              <Badge key={id} variant="light" size="sm" tt="none">
                {classTypeNames.get(id) ?? `Class type #${id}`}
              </Badge>
            ))
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Max bookings: {slot.maxBookings} · Available spots: {Math.max(0, slot.availableSpots)}
        </Text>
        {slot.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {slot.notes}
          </Text>
        )}
        <CardActions name={`the ${label} slot`} onEdit={onEdit} onDelete={onDelete} deleting={deleting}>
          {/* A phone booking or a walk-in straight into this class (the dialog opens on it). */}
          {slot.isActive && <AddBooking date={slot.date} slotId={slot.id} size="xs" />}
          {slot.availableSpots < slot.maxBookings && <ClassMessageButton slotId={slot.id} label={label} />}
          {onWaitlist && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconListNumbers size={14} aria-hidden />}
              onClick={onWaitlist}
              aria-label={`Waiting list of the ${label} slot`}
            >
              Waiting list
            </Button>
          )}
          {slot.isActive && onDeactivate && (
            <Button
              size="xs"
              variant="light"
              color="orange"
              leftSection={<IconPlayerPause size={14} aria-hidden />}
              onClick={onDeactivate}
              aria-label={`Deactivate the ${label} slot`}
            >
              Deactivate
            </Button>
          )}
        </CardActions>
      </Stack>
    </Card>
  );
}
