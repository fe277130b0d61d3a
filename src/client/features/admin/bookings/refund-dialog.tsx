import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminBookingDto } from '../../../../domain/dto';
import { formatPence } from '../../../../domain/money';
import { creditsKeptAfterRefund } from '../../../../domain/packs';
import { trpc } from '../../../trpc';
import { notifyError, notifySuccess } from '../notify';
import { LoadingState } from '../query-state';

/**
 * Refund a row: the terms' suggestion is filled in, the owner may change it, and nothing moves until the
 * red button naming the amount is pressed. One key per opened dialog, so a double tap refunds once.
 */
export function RefundDialog({ row, onClose }: { row: AdminBookingDto | null; onClose: () => void }) {
  return (
    <Modal opened={row !== null} onClose={onClose} closeOnClickOutside={false} title={row ? `Refund ${row.ref}` : 'Refund'} centered>
      {row && <RefundForm key={row.ref} row={row} onClose={onClose} />}
    </Modal>
  );
}

/** What refunding this much takes from a pack's unused credits, said before any money moves (decision 512). */
export function packCreditsNote(
  lot: { granted: number; remaining: number; revoked: number },
  paidPence: number,
  refundedAfterPence: number,
): string {
  const keep = creditsKeptAfterRefund(lot, paidPence, refundedAfterPence);
  const take = lot.remaining - keep;
  const spent = lot.granted - lot.remaining - lot.revoked;
  return `${spent} of ${lot.granted} credits are spent. This refund takes away ${take} of the ${lot.remaining} unused credits; ${keep} stay usable.`;
}

function RefundForm({ row, onClose }: { row: AdminBookingDto; onClose: () => void }) {
  const quote = trpc.admin.bookings.refundQuote.useQuery({ ref: row.ref });
  const [pounds, setPounds] = useState<number | string | null>(null);
  const [key] = useState(() => `admin-refund-${row.ref}-${crypto.randomUUID()}`);
  const utils = trpc.useUtils();
  const refund = trpc.admin.bookings.refund.useMutation({
    onSuccess: (after) => {
      notifySuccess(
        'Refund Made',
        `${formatPence(after.refundedPence)} of ${formatPence(after.paidPence)} has been refunded to ${after.name}.`,
      );
      onClose();
    },
    onError: (error) => notifyError('Failed to refund', error),
    onSettled: () => Promise.all([utils.admin.bookings.invalidate(), utils.admin.schedule.invalidate(), utils.schedule.invalidate()]),
  });
  if (quote.isPending) return <LoadingState label="Working out the refund..." />;
  if (quote.isError) return <Alert color="red">Failed to load the refund details</Alert>;
  const q = quote.data;
  const value = pounds ?? q.suggestedPence / 100;
  const pence = Math.round(Number(value) * 100);
  const valid = Number.isFinite(pence) && pence >= 1 && pence <= q.refundablePence;
  const terms =
    q.hoursBefore === null
      ? 'Training has no class time: everything left is suggested.'
      : `${q.hoursBefore >= 0 ? `${q.hoursBefore} hours before the class` : 'The class has started'}: the terms give ${q.percent} %.`;
  return (
    <Stack gap="sm">
      <Text size="sm">
        {row.name} paid {formatPence(q.paidPence)}; refunded so far {formatPence(q.refundedPence)}; refundable{' '}
        {formatPence(q.refundablePence)}.
      </Text>
      <Text size="sm" c="dimmed">
        {terms}
      </Text>
      {q.packCredits && valid && (
        <Alert color="orange" variant="light" title="Class pack credits">
          {packCreditsNote(q.packCredits, q.paidPence, q.refundedPence + pence)}
        </Alert>
      )}
      {q.refundablePence === 0 ? (
        <Alert color="gray">Nothing is left to refund.</Alert>
      ) : (
        <NumberInput
          label="Amount to refund"
          prefix="£"
          decimalScale={2}
          min={0.01}
          max={q.refundablePence / 100}
          value={value}
          onChange={setPounds}
          error={valid ? null : `Between £0.01 and ${formatPence(q.refundablePence)}`}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={refund.isPending}>
          Cancel
        </Button>
        <Button
          color="red"
          disabled={!valid || q.refundablePence === 0}
          loading={refund.isPending}
          onClick={() => refund.mutate({ ref: row.ref, amountPence: pence, idempotencyKey: key })}
        >
          {valid ? `Refund ${formatPence(pence)}` : 'Refund'}
        </Button>
      </Group>
    </Stack>
  );
}
