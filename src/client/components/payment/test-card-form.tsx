import '@mantine/core/styles/Alert.css';
import { Alert, Button, List, Stack, Text, TextInput } from '@mantine/core';
import { IconFlask, IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { formatPence } from '../../../domain/money';

/** The embedded test provider's documented cards (the server decides the outcome from the number). */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient funds' },
] as const;

export interface TestCardFormProps {
  amountPence: number;
  businessName: string;
  processing: boolean;
  /** False until the payment provider is known. */
  ready: boolean;
  processingLabel: string;
  /** The button's words instead of 'Pay £x' (a card saved without a charge). */
  submitLabel?: string | undefined;
  onPay: (cardNumber: string) => void | Promise<void>;
  /** Why the last payment was refused ('Your card was declined.'): shown beside the card number. */
  refusal?: string | null;
}

/** A card form for the embedded `test` provider: looks and behaves like the real one, charges nothing. */
export function TestCardForm({
  amountPence,
  businessName,
  processing,
  ready,
  processingLabel,
  submitLabel,
  onPay,
  refusal = null,
}: TestCardFormProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cardNumber.replace(/\D/g, '').length < 12) {
      setError('Card number is required');
      return;
    }
    setError(null);
    void onPay(cardNumber);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert
          color="yellow"
          variant="light"
          icon={<IconFlask size={18} aria-hidden />}
          title="Test mode: no real card is charged"
          styles={{ title: { color: 'var(--mantine-color-dark-8)' }, icon: { color: 'var(--mantine-color-dark-8)' } }}
        >
          <Text fz="sm">This form asks only for a card number. Use one of these test numbers:</Text>
          <List fz="sm" mt={4} spacing={2}>
            {TEST_CARDS.map((card) => (
              <List.Item key={card.number}>
                <Text span ff="monospace" fz="sm">
                  {card.number}
                </Text>{' '}
                ({card.outcome})
              </List.Item>
            ))}
          </List>
        </Alert>
        <Text fz="sm">
          Paying <strong>{businessName}</strong>
        </Text>
        <TextInput
          label="Card number"
          placeholder="4242 4242 4242 4242"
          inputMode="numeric"
          autoComplete="cc-number"
          value={cardNumber}
          onChange={(e) => setCardNumber(e.currentTarget.value)}
          // Her own mistake first; else the refusal of the card she tried, where she is looking (not only in a toast).
          error={error ?? refusal}
          errorProps={{ role: 'alert', 'data-testid': 'card-refusal' }}
          withAsterisk
          disabled={processing}
        />
        <Button type="submit" size="md" fullWidth leftSection={<IconLock size={18} aria-hidden />} disabled={!ready || processing}>
          {processing ? processingLabel : (submitLabel ?? `Pay ${formatPence(amountPence)}`)}
        </Button>
      </Stack>
    </form>
  );
}
