import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { DataProvider } from '../../api/data-provider';
import { trpc } from '../../trpc';
import { notifyError, notifySuccess } from '../notify';
import { useShowConfirmation } from './use-confirmation';

function Check({ clientSecret }: { clientSecret: string }) {
  const refresh = trpc.payments.refresh.useMutation();
  const showConfirmation = useShowConfirmation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // The secret must not linger in the address bar or the history: the confirmation screen replaces it, or home.
    const home = () => void navigate({ to: '/', replace: true, hash: window.location.hash.slice(1) || undefined });
    refresh
      .mutateAsync({ clientSecret })
      .then(async (result) => {
        if (result.status === 'succeeded' || result.status === 'pending') {
          if (await showConfirmation({ clientSecret }, { replace: true })) return;
          notifySuccess('Payment Successful', "Your booking has been confirmed! You'll receive an email confirmation shortly.");
        } else {
          notifyError('Payment Failed', result.message ?? 'Your payment was not completed. Please try again.');
        }
        home();
      })
      .catch(() => {
        notifyError('Payment Failed', 'We could not check your payment. Please contact us.');
        home();
      });
  }, [clientSecret, refresh, navigate, showConfirmation]);
  return null;
}

/** Back from a redirecting payment method: ask the server for the outcome and say it (then tidy the URL). */
export default function PaymentReturn({ clientSecret }: { clientSecret: string }) {
  return (
    <DataProvider>
      <Check clientSecret={clientSecret} />
    </DataProvider>
  );
}
