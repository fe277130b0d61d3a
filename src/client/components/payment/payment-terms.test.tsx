import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { PaymentTerms } from './payment-terms';

describe('what paying agrees to', () => {
  it('names the terms and the cancellation policy, each opening in a new tab, and the tiers of a class', () => {
    render(<PaymentTerms purchase="class" />);
    const terms = screen.getByTestId('payment-terms');
    expect(terms).toHaveTextContent(/^By paying you agree to our Terms and Conditions \(opens in a new tab\) and cancellation policy/);
    expect(terms).toHaveTextContent(
      'Cancelling 24 hours or more before the class: full refund or credit; 12 to 24 hours before the class: 50% refund; ' +
        'less than 12 hours before the class: no refund; no-show: no refund.',
    );
    const policy = screen.getByRole('link', { name: /cancellation policy/ });
    expect(policy).toHaveAttribute('href', '/terms#cancellations');
    expect(policy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute('href', '/terms');
  });

  it('speaks of the session for an appointment, and of the package and credits for training and packs', () => {
    const { unmount } = render(<PaymentTerms purchase="session" />);
    expect(screen.getByTestId('payment-terms')).toHaveTextContent('24 hours or more before the session: full refund or credit');
    unmount();
    const training = render(<PaymentTerms purchase="training" />);
    expect(screen.getByTestId('payment-terms')).toHaveTextContent('a package is valid for twelve months from purchase');
    training.unmount();
    render(<PaymentTerms purchase="pack" />);
    expect(screen.getByTestId('payment-terms')).toHaveTextContent('The credits are for bookings made with this e-mail address');
  });
});
