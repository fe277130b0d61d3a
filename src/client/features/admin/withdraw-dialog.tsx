import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { WithdrawResultDto } from '../../../domain/dto';
import { formatPence } from '../../../domain/money';
import type { WithdrawTarget } from '../../../domain/schemas';
import { trpc } from '../../trpc';
import { shortDate } from './format';
import { notifyError, notifySuccess, notifyWarning } from './notify';
import { ErrorState, LoadingState } from './query-state';
import { ResponsiveTable } from './responsive-table';

/** A slot, class type or location to take off the schedule, with how the owner named it. */
export interface WithdrawRequest extends WithdrawTarget {
  label: string;
}

/** The spec's toast titles: a slot's 'Schedule Deleted' / 'Schedule Updated', a location's or class type's 'Status Updated'. */
function successTitle(request: WithdrawRequest, result: WithdrawResultDto): string {
  if (request.kind !== 'slot') return 'Status Updated';
  return result.outcome === 'deleted' ? 'Schedule Deleted' : 'Schedule Updated';
}

function resultToast(request: WithdrawRequest, result: WithdrawResultDto) {
  const done = result.outcome === 'deleted' ? 'deleted' : 'deactivated';
  const told =
    result.cancelled.length === 1
      ? '1 booking was cancelled and e-mailed'
      : `${result.cancelled.length} bookings were cancelled and e-mailed`;
  const message = `${request.label.charAt(0).toUpperCase()}${request.label.slice(1)} has been ${done}.${result.cancelled.length ? ` ${told}.` : ''}`;
  if (result.failed.length)
    notifyWarning('Partly Done', `${message} Not cancelled: ${result.failed.map((f) => `${f.ref} (${f.reason})`).join(', ')}`);
  else notifySuccess(successTitle(request, result), message);
}

/**
 * Taking a slot, class type or location off the schedule: first who is booked in a class still to come and
 * what each gets back, then one red button that cancels them all (refund-or-credit offer, e-mail) and deactivates or
 * deletes it. Nothing changes until that button is pressed.
 */
export function WithdrawDialog({
  request,
  onClose,
  onDone,
}: {
  request: WithdrawRequest | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? `Take ${request.label} off the schedule?` : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening, so the list is read afresh each time: bookings change between two openings. */}
      {request && <WithdrawBody request={request} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function WithdrawBody({ request, onClose, onDone }: { request: WithdrawRequest; onClose: () => void; onDone?: () => void }) {
  const { label: _label, ...target } = request;
  const preview = trpc.admin.withdrawals.preview.useQuery(target, { staleTime: 0, gcTime: 0 });
  const utils = trpc.useUtils();
  const withdraw = trpc.admin.withdrawals.withdraw.useMutation({
    onSuccess: (result) => {
      resultToast(request, result);
      onClose();
      onDone?.();
    },
    onError: (error) => notifyError('Failed to update schedule', error),
    onSettled: () => Promise.all([utils.admin.invalidate(), utils.schedule.invalidate(), utils.classTypes.invalidate()]),
  });

  if (preview.isPending) return <LoadingState label="Finding who is booked..." />;
  if (preview.isError) return <ErrorState message="Failed to fetch bookings" onRetry={() => void preview.refetch()} />;
  const data = preview.data;
  const deleting = data.outcome === 'delete';
  const count = data.affected.length;
  const action = deleting ? 'Delete' : 'Deactivate';
  const confirmLabel = count === 0 ? action : `Cancel ${count} booking${count === 1 ? '' : 's'} and ${action.toLowerCase()}`;
  return (
    <Stack gap="md">
      {count === 0 ? (
        <Text size="sm">
          Nobody is booked in a class still to come. {deleting ? 'The slot will be deleted.' : 'It will no longer be bookable.'}
        </Text>
      ) : (
        <>
          <Alert color="orange" variant="light" title={`${count} booking${count === 1 ? '' : 's'} will be cancelled`}>
            Each person gets an e-mail offering a full refund of what they paid or a class credit, their choice (refunded after 7 days
            without an answer): {formatPence(data.totalRefundPence)} in all.
            {!deleting && request.kind === 'slot' ? ' The slot is kept, deactivated, for its booking history.' : ''}
          </Alert>
          <ResponsiveTable
            rows={data.affected}
            rowKey={(b) => b.ref}
            label="Bookings that will be cancelled"
            columns={[
              { header: 'Name', primary: true, cell: (b) => `${b.name} (${b.ref})` },
              { header: 'E-mail', cell: (b) => b.email },
              { header: 'Class', cell: (b) => `${b.className}, ${shortDate(b.date)} ${b.startTime}` },
              { header: 'Refund', cell: (b) => (b.status === 'held' ? 'Not paid yet' : formatPence(b.refundPence)) },
            ]}
          />
        </>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={withdraw.isPending}>
          Keep it
        </Button>
        <Button color="red" loading={withdraw.isPending} onClick={() => withdraw.mutate(target)}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
