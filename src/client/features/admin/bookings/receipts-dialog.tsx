import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminBookingDto } from '../../../../domain/dto';
import { formatPence } from '../../../../domain/money';
import { readAdminToken, trpc } from '../../../trpc';
import { downloadFromApi } from '../download';
import { notifyError } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';

/** The receipts and credit notes of a row, each downloaded as its PDF with the owner's token (a link cannot carry it). */
export function ReceiptsDialog({ row, onClose }: { row: AdminBookingDto | null; onClose: () => void }) {
  return (
    <Modal opened={row !== null} onClose={onClose} title={row ? `Receipts of ${row.ref}` : 'Receipts'} centered>
      {row && <ReceiptList key={row.ref} bookingRef={row.ref} />}
    </Modal>
  );
}

function ReceiptList({ bookingRef }: { bookingRef: string }) {
  const list = trpc.admin.receipts.ofBooking.useQuery({ ref: bookingRef });
  if (list.isLoading) return <LoadingState />;
  if (list.isError) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  const receipts = list.data?.receipts ?? [];
  if (receipts.length === 0) return <EmptyState>No receipt yet: one is issued when a payment is taken.</EmptyState>;
  const download = (ref: string, kind: 'payment' | 'refund') =>
    downloadFromApi(`/api/admin/receipts/${ref}`, `${kind === 'payment' ? 'receipt' : 'credit-note'}-${ref}.pdf`, readAdminToken()).catch(
      (error: unknown) => notifyError('Failed to download the receipt', error),
    );
  return (
    <Stack gap="xs">
      {receipts.map((r) => (
        <Group key={r.ref} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {r.kind === 'payment' ? 'Receipt' : 'Credit note'} {r.ref} · {formatPence(r.amountPence)}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void download(r.ref, r.kind)} aria-label={`Download ${r.ref}`}>
            PDF
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
