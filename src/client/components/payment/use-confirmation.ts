import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { trpc } from '../../trpc';
import { onDialogEntry } from '../use-back-closes';

/**
 * Goes to the confirmation screen of what was just paid for (by the payment's client secret) or booked free (by
 * its order). The screen's address keeps only the order id, in the fragment; false when it could not be found
 * (the caller then says so its own way).
 */
export function useShowConfirmation() {
  const navigate = useNavigate();
  const router = useRouter();
  const { mutateAsync } = trpc.payments.receipt.useMutation();
  return useCallback(
    async (from: { clientSecret: string } | { order: number }, opts: { replace?: boolean } = {}): Promise<boolean> => {
      try {
        const order = 'order' in from ? from.order : (await mutateAsync(from)).orderId;
        // From a dialog's own history entry (useBackCloses) the confirmation takes its place: Back then leaves it for
        // the page under the dialog, not for a dialog that is no longer open.
        await navigate({ to: '/booking/confirmed', hash: String(order), replace: opts.replace ?? onDialogEntry(router) });
        return true;
      } catch {
        return false;
      }
    },
    [mutateAsync, navigate, router],
  );
}
