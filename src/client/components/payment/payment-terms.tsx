import { Anchor, Text } from '@mantine/core';
import { cancellationTermsLines } from '../../../domain/cancellation';

/** What is being paid for: it decides which promises the payment step repeats. */
export type Purchase = 'class' | 'session' | 'training' | 'pack' | 'voucher' | 'membership';

// Each link one box (a link wrapped over two lines spans both, and reads as overlapping the next one).
const NEW_TAB = { target: '_blank', rel: 'noopener', display: 'inline-block' } as const;

/** The cancellation tiers as one sentence ('24 hours or more before the class: full refund or credit; ...'). */
function tiersFor(purchase: 'class' | 'session'): string {
  return cancellationTermsLines()
    .map((line) => (purchase === 'session' ? line.replace('the class', 'the session') : line))
    .map((line) => line.charAt(0).toLowerCase() + line.slice(1))
    .join('; ');
}

/**
 * Beside every card form: what she agrees to by paying, with the terms and the cancellation policy a tap away
 * (in a new tab, so the payment and the place she holds stay where they are).
 */
export function PaymentTerms({ purchase }: { purchase: Purchase }) {
  const promise =
    purchase === 'class' || purchase === 'session'
      ? `Cancelling ${tiersFor(purchase)}.`
      : purchase === 'training'
        ? 'Personal training is personal to you; a package is valid for twelve months from purchase.'
        : purchase === 'membership'
          ? 'A membership is paid monthly by this card until you cancel it from your account, under its notice and minimum term.'
          : purchase === 'voucher'
            ? 'A gift voucher is sent on the day you chose and is valid for the months shown; it is not exchangeable for cash.'
            : 'The credits are for bookings made with this e-mail address and expire as the pack states.';
  return (
    <Text fz="sm" data-testid="payment-terms">
      By paying you agree to our{' '}
      <Anchor href="/terms" {...NEW_TAB} inherit>
        Terms and Conditions
        <span className="visually-hidden"> (opens in a new tab)</span>
      </Anchor>{' '}
      and{' '}
      <Anchor href="/terms#cancellations" {...NEW_TAB} inherit>
        cancellation policy
        <span className="visually-hidden"> (opens in a new tab)</span>
      </Anchor>
      . {promise}
    </Text>
  );
}
