import { Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { trpc } from '../../trpc';
import { useSiteData } from '../site-data';
import { notifyError } from '../notify';
import { errorMessage } from './error-message';
import { PaymentTerms, type Purchase } from './payment-terms';
import { TestCardForm } from './test-card-form';

// Stripe's React bindings and Stripe.js itself load only when a Stripe payment form is actually shown.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface PaymentFormProps {
  clientSecret: string;
  amountPence: number;
  /** 'Processing Payment...' in the booking dialog, 'Processing...' on /checkout. */
  processingLabel: string;
  onPaid: () => void;
  /** What is paid for, for the terms she agrees to under the form (a class unless said). */
  purchase?: Purchase;
  /**
   * A membership's secret (issue 36): the test provider's card is confirmed by this call instead of
   * payments.confirmTest, and Stripe's confirmation is a payment (the first month's invoice) or a SetupIntent
   * (a new card); the webhooks fulfil it, so there is no order to re-check.
   */
  membership?: {
    confirmTest: (input: { clientSecret: string; cardNumber: string }) => Promise<{ status: string; message: string | null }>;
    intent: 'payment' | 'setup';
    /** The button's words when nothing is charged now ('Save card'); else 'Pay £x'. */
    submitLabel?: string;
  };
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

export function PaymentForm({ purchase = 'class', ...props }: PaymentFormProps) {
  // Every way of paying says what she agrees to, under the card form whichever provider draws it.
  const withTerms = (form: ReactNode) => (
    <Stack gap="sm">
      {form}
      <PaymentTerms purchase={purchase} />
    </Stack>
  );
  return <ProviderForm {...props} withTerms={withTerms} />;
}

function ProviderForm({
  clientSecret,
  amountPence,
  processingLabel,
  onPaid,
  withTerms,
  membership,
}: Omit<PaymentFormProps, 'purchase'> & { withTerms: (form: ReactNode) => ReactNode }) {
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
    return withTerms(
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text fz="sm">Loading secure card form...</Text>
      </Group>,
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
    return withTerms(
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
          intent={membership?.intent ?? 'payment'}
          submitLabel={membership?.submitLabel}
          onConfirmed={async () => {
            if (membership) return onPaid();
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
      </Suspense>,
    );
  }

  return withTerms(
    <TestCardForm
      amountPence={amountPence}
      businessName={businessName}
      processing={processing}
      ready={!!payments}
      processingLabel={processingLabel}
      submitLabel={membership?.submitLabel}
      refusal={refusal}
      onPay={async (cardNumber) => {
        setProcessing(true);
        setRefusal(null);
        try {
          const result = await (membership?.confirmTest ?? confirmTest.mutateAsync)({ clientSecret, cardNumber });
          settle(result.status, result.message);
        } catch (error) {
          refused(errorMessage(error, 'Your payment could not be processed. Please try again.'));
        } finally {
          setProcessing(false);
        }
      }}
    />,
  );
}
