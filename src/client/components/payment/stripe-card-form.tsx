import { Button, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { formatPence } from '../../../domain/money';
import { notifyError } from '../notify';

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
}

interface StripeCardFormProps {
  publishableKey: string;
  /** Stripe.js for `<Elements>`; by default loaded once per publishable key (a test passes a stand-in). */
  stripe?: Promise<Stripe | null> | Stripe | null;
  clientSecret: string;
  amountPence: number;
  businessName: string;
  processingLabel: string;
  /** The button's words instead of 'Pay £x' (a card saved without a charge). */
  submitLabel?: string | undefined;
  onConfirmed: () => Promise<void>;
  /** Why the server refused the payment after Stripe took it (shown beside the card). */
  refusal?: string | null;
  /** A PaymentIntent's secret (the default) or a SetupIntent's (a membership's new card). */
  intent?: 'payment' | 'setup';
}

/** Stripe's Payment Element; 3-D Secure and other redirects come back to the site root (SPEC §2). */
export default function StripeCardForm({ publishableKey, stripe, clientSecret, ...rest }: StripeCardFormProps) {
  return (
    <Elements
      stripe={stripe === undefined ? stripeFor(publishableKey) : stripe}
      options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#087f5b' } } }}
    >
      <StripeInner {...rest} />
    </Elements>
  );
}

function StripeInner({
  amountPence,
  businessName,
  processingLabel,
  submitLabel,
  onConfirmed,
  refusal = null,
  intent = 'payment',
}: Omit<StripeCardFormProps, 'publishableKey' | 'stripe' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refused = (message: string) => {
    setFailure(message);
    notifyError('Payment Failed', message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    setFailure(null);
    try {
      const confirm = { elements, confirmParams: { return_url: `${window.location.origin}/` }, redirect: 'if_required' } as const;
      const { error } = intent === 'setup' ? await stripe.confirmSetup(confirm) : await stripe.confirmPayment(confirm);
      if (error) refused(error.message ?? 'Your payment could not be processed.');
      else await onConfirmed();
    } catch (error) {
      refused(error instanceof Error ? error.message : 'Your payment could not be processed.');
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Text fz="sm">
          Paying <strong>{businessName}</strong>
        </Text>
        <PaymentElement />
        {/* The reason beside the card, where she looks: the toast may cover the Back button. */}
        {(failure ?? refusal) && (
          <Text c="red.8" fz="sm" role="alert" data-testid="card-refusal">
            {failure ?? refusal}
          </Text>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          leftSection={<IconLock size={18} aria-hidden />}
          disabled={!stripe || !elements || processing}
        >
          {processing ? processingLabel : (submitLabel ?? `Pay ${formatPence(amountPence)}`)}
        </Button>
      </Stack>
    </form>
  );
}
