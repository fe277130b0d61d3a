import { Anchor, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { SlotDto } from '../../../../domain/dto';
import { formatLongDate } from '../../../../domain/time';
import type { WaitlistEntryDto, WaitlistStatus } from '../../../../domain/waitlist';
import { trpc } from '../../../trpc';
import { ConfirmDialog, type ConfirmRequest } from '../confirm-dialog';
import { londonDateTime } from '../format';
import { notifyError, notifySuccess } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';

const STATUS: Record<WaitlistStatus, { label: string; color: string }> = {
  waiting: { label: 'Waiting', color: 'blue' },
  offered: { label: 'Offered', color: 'orange' },
  claimed: { label: 'Claimed', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
  declined: { label: 'Declined', color: 'gray' },
  removed: { label: 'Removed', color: 'gray' },
};

function EntryCard({ entry, onRemove, busy }: { entry: WaitlistEntryDto; onRemove: () => void; busy: boolean }) {
  const status = STATUS[entry.status];
  const removable = entry.status === 'waiting' || entry.status === 'offered';
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`waitlist-entry-${entry.id}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            {entry.position !== null && <Text fw={700}>{entry.position}.</Text>}
            <Text fw={600}>{entry.name}</Text>
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          <Anchor size="sm" href={`mailto:${entry.email}`} style={{ overflowWrap: 'anywhere' }}>
            {entry.email}
          </Anchor>
          {entry.offeredUntil && <Text size="sm">Offer held until {londonDateTime(new Date(entry.offeredUntil))}</Text>}
          <Text size="xs" c="dimmed">
            Joined {londonDateTime(new Date(entry.joinedAt))}
          </Text>
        </Stack>
        {removable && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
            loading={busy}
            aria-label={`Remove ${entry.name} from the waiting list`}
          >
            Remove
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** One class's waiting list, first in line first; the owner can take someone off it. */
export function WaitlistDialog({ slot, onClose }: { slot: SlotDto; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const list = trpc.admin.waitlist.list.useQuery({ scheduleId: slot.id });
  const utils = trpc.useUtils();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const remove = trpc.admin.waitlist.remove.useMutation({
    onSuccess: (res) => {
      if (res.removed) notifySuccess('Removed', 'They are off the waiting list; an open offer of theirs has passed to the next in line.');
      void utils.admin.waitlist.list.invalidate({ scheduleId: slot.id });
      void utils.admin.schedule.invalidate();
    },
    onError: (error) => notifyError('Could not remove them from the waiting list', error),
  });
  const askRemove = (entry: WaitlistEntryDto) =>
    setConfirm({
      title: 'Remove from the waiting list?',
      message:
        entry.status === 'offered'
          ? `${entry.name} holds an offer for this class. Removing her lets the place go to the next person in line.`
          : `${entry.name} will no longer be offered a place in this class.`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => remove.mutate({ id: entry.id }),
    });

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Waiting list: ${formatLongDate(slot.date)}, ${slot.startTime}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      fullScreen={phone}
    >
      {list.isPending ? (
        <LoadingState label="Loading the waiting list..." />
      ) : list.isError ? (
        <ErrorState message="Failed to fetch the waiting list" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>Nobody is on the waiting list for this class.</EmptyState>
      ) : (
        <Stack gap="xs">
          {list.data.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              onRemove={() => askRemove(entry)}
              busy={remove.isPending && remove.variables?.id === entry.id}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} busy={remove.isPending} />
    </Modal>
  );
}
