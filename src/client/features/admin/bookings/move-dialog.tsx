import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { AdminBookingDto } from '../../../../domain/dto';
import { formatPence } from '../../../../domain/money';
import { addDays, formatLongDate, formatTime12h, londonToday } from '../../../../domain/time';
import { moveOptions } from '../../../components/move-options';
import { trpc } from '../../../trpc';
import { notifyError, notifySuccess } from '../notify';
import { LoadingState } from '../query-state';

/** How far ahead the owner looks for a class to move a client to. */
const MOVE_WINDOW_DAYS = 42;

/**
 * The owner moves a client's class booking to another class (decision 710): pick, see what the new class costs,
 * confirm. No money moves here: a difference is refunded from the Refund button or taken at the desk.
 */
export function MoveBookingDialog({ row, onClose }: { row: AdminBookingDto | null; onClose: () => void }) {
  return (
    <Modal opened={row !== null} onClose={onClose} title={row ? `Move ${row.ref} (${row.name})` : 'Move'} centered>
      {row && <MoveForm key={row.ref} row={row} onClose={onClose} />}
    </Modal>
  );
}

function MoveForm({ row, onClose }: { row: AdminBookingDto; onClose: () => void }) {
  const today = londonToday();
  const slots = trpc.admin.schedule.range.useQuery({ startDate: today, endDate: addDays(today, MOVE_WINDOW_DAYS - 1) });
  const types = trpc.classTypes.list.useQuery();
  const options = useMemo(
    () =>
      moveOptions(
        { scheduleId: -1 },
        // Not the class it is on (the list names it by day and time).
        (slots.data ?? []).filter((s) => !(s.date === row.classDate && s.startTime.slice(0, 5) === row.classTime)),
        types.data ?? [],
      ),
    [slots.data, types.data, row.classDate, row.classTime],
  );
  const [value, setValue] = useState('');
  const picked = options.find((o) => o.value === value) ?? null;
  const target = picked
    ? { ref: row.ref, scheduleId: picked.scheduleId, ...(picked.classTypeId ? { classTypeId: picked.classTypeId } : {}) }
    : null;
  const quote = trpc.admin.bookings.moveQuote.useQuery(target ?? { ref: row.ref, scheduleId: 1 }, {
    enabled: target !== null,
    retry: false,
  });
  const utils = trpc.useUtils();
  const move = trpc.admin.bookings.move.useMutation({
    onSuccess: (res) => {
      notifySuccess(
        'Booking Moved',
        `${row.name} is now booked on ${res.className}, ${formatLongDate(res.date)} at ${formatTime12h(res.startTime)}.`,
      );
      void Promise.all([utils.admin.bookings.invalidate(), utils.admin.schedule.invalidate(), utils.schedule.invalidate()]);
      onClose();
    },
    onError: (error) => notifyError('Failed to move the booking.', error),
  });
  if (slots.isLoading || types.isLoading) return <LoadingState />;
  const q = quote.data;
  return (
    <Stack gap="md">
      <Text size="sm">
        Now: {row.className}, {row.classDate ? formatLongDate(row.classDate) : ''} {row.classTime ? formatTime12h(row.classTime) : ''}. The
        client and you are e-mailed; the place on this class is freed at once.
      </Text>
      <NativeSelect
        label="Move to"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        data={[{ value: '', label: options.length ? 'Choose a class' : 'No class with a place in the next six weeks' }, ...options]}
      />
      {q && (
        <Text size="sm" role="status" c={q.refusal ? 'red' : undefined}>
          {q.refusal ??
            (q.differencePence === 0
              ? 'Same price.'
              : q.differencePence > 0
                ? `The new class costs ${formatPence(q.differencePence)} more; nothing is charged by this move.`
                : `The new class costs ${formatPence(-q.differencePence)} less; refund the difference with the Refund button if you wish.`)}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!target || !q || q.refusal !== null} loading={move.isPending} onClick={() => target && move.mutate(target)}>
          Move booking
        </Button>
      </Group>
    </Stack>
  );
}
