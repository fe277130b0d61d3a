import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { DataProvider } from '../../api/data-provider';
import { trpc } from '../../trpc';
import { notifyError, notifySuccess } from '../notify';

function Check({ clientSecret }: { clientSecret: string }) {
  const refresh = trpc.payments.refresh.useMutation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    refresh
      .mutateAsync({ clientSecret })
      .then((result) => {
        if (result.status === 'succeeded' || result.status === 'pending') {
          notifySuccess('Payment Successful', "Your booking has been confirmed! You'll receive an email confirmation shortly.");
        } else {
          notifyError('Payment Failed', result.message ?? 'Your payment was not completed. Please try again.');
        }
      })
      .catch(() => notifyError('Payment Failed', 'We could not check your payment. Please contact us.'))
      // The secret must not linger in the address bar or the history.
      .finally(() => void navigate({ to: '/', replace: true, hash: window.location.hash.slice(1) || undefined }));
  }, [clientSecret, refresh, navigate]);
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
