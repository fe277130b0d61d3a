import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { trpc } from '../../trpc';
import { useSiteData } from '../site-data';
import { notifyError } from '../notify';
import { errorMessage } from './error-message';
import { TestCardForm } from './test-card-form';

// Stripe's React bindings and Stripe.js itself load only when a Stripe payment form is actually shown.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface PaymentFormProps {
  clientSecret: string;
  amountPence: number;
  /** 'Processing Payment...' in the booking dialog, 'Processing...' on /checkout. */
  processingLabel: string;
  onPaid: () => void;
}

// In a module of its own so a page can show a failure without loading the card form's code.
export { errorMessage };

/**
 * The card form of whichever provider the server uses: Stripe's Payment Element, or the embedded test
 * provider's form. A failure is a red 'Payment Failed' toast with the provider's message.
 */
/** Who the card form says is paid: the business name of Site content, as the header shows it, else the setting. */
export function payeeName(siteBusinessName: string, configBusinessName: string | undefined): string {
  return siteBusinessName || configBusinessName || 'us';
}

export function PaymentForm({ clientSecret, amountPence, processingLabel, onPaid }: PaymentFormProps) {
  const config = trpc.config.public.useQuery();
  const site = useSiteData();
  const confirmTest = trpc.payments.confirmTest.useMutation();
  const refresh = trpc.payments.refresh.useMutation();
  const [processing, setProcessing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const refused = (message: string) => {
    setRefusal(message);
    notifyError('Payment Failed', message);
  };
  const settle = (status: string, message: string | null) => {
    if (status === 'succeeded') onPaid();
    else refused(message ?? 'Your payment was not completed. Please try again.');
  };

  if (config.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text fz="sm">Loading secure card form...</Text>
      </Group>
    );
  }
  const businessName = payeeName(site.businessName, config.data?.businessName);
  const payments = config.data?.payments;

  if (payments?.provider === 'stripe' && !payments.publishableKey) {
    // The server takes Stripe payments but gave no publishable key: nothing here could charge a card.
    return (
      <Text c="red.9" role="alert">
        Card payments are not available right now. Please try again later.
      </Text>
    );
  }
  if (payments?.provider === 'stripe' && payments.publishableKey) {
    return (
      <Suspense
        fallback={
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text fz="sm">Loading secure card form...</Text>
          </Group>
        }
      >
        <StripeCardForm
          publishableKey={payments.publishableKey}
          clientSecret={clientSecret}
          amountPence={amountPence}
          businessName={businessName}
          processingLabel={processingLabel}
          refusal={refusal}
          onConfirmed={async () => {
            // Stripe has accepted the payment. The webhook may be late, so ask the server to re-check with
            // Stripe now; only a definite failure from that check is reported as one.
            try {
              const result = await refresh.mutateAsync({ clientSecret });
              if (result.status === 'failed' || result.status === 'cancelled') settle(result.status, result.message);
              else onPaid();
            } catch {
              onPaid();
            }
          }}
        />
      </Suspense>
    );
  }

  return (
    <TestCardForm
      amountPence={amountPence}
      businessName={businessName}
      processing={processing}
      ready={!!payments}
      processingLabel={processingLabel}
      refusal={refusal}
      onPay={async (cardNumber) => {
        setProcessing(true);
        setRefusal(null);
        try {
          const result = await confirmTest.mutateAsync({ clientSecret, cardNumber });
          settle(result.status, result.message);
        } catch (error) {
          refused(errorMessage(error, 'Your payment could not be processed. Please try again.'));
        } finally {
          setProcessing(false);
        }
      }}
    />
  );
}
