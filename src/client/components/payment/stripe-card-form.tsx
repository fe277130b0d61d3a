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
  clientSecret: string;
  amountPence: number;
  businessName: string;
  processingLabel: string;
  onConfirmed: () => Promise<void>;
}

/** Stripe's Payment Element; 3-D Secure and other redirects come back to the site root (SPEC §2). */
export default function StripeCardForm({ publishableKey, clientSecret, ...rest }: StripeCardFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#087f5b' } } }}
    >
      <StripeInner {...rest} />
    </Elements>
  );
}

function StripeInner({ amountPence, businessName, processingLabel, onConfirmed }: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/` },
        redirect: 'if_required',
      });
      if (error) notifyError('Payment Failed', error.message ?? 'Your payment could not be processed.');
      else await onConfirmed();
    } catch (error) {
      notifyError('Payment Failed', error instanceof Error ? error.message : 'Your payment could not be processed.');
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text fz="sm">
          Paying <strong>{businessName}</strong>
        </Text>
        <PaymentElement />
        <Button type="submit" size="md" fullWidth leftSection={<IconLock size={18} aria-hidden />} disabled={!stripe || !elements || processing}>
          {processing ? processingLabel : `Pay ${formatPence(amountPence)}`}
        </Button>
      </Stack>
    </form>
  );
}
