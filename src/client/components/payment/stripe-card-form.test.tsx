/**
 * The production card form against a stand-in for Stripe.js, handed to `<Elements>` through the form's
 * `stripe` prop exactly as the loaded library would be: the real @stripe/react-stripe-js mounts the
 * Payment Element into it and the form confirms through it. Nothing of ours or Stripe's is module-mocked.
 */
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app-providers';
import StripeCardForm from './stripe-card-form';

const CLIENT_SECRET = 'pi_3Test_secret_4Fake';

/** What Stripe.js offers the React integration, recording what the form asks of it. */
function standInStripe(outcome: { error?: { type: string; message: string } } = {}) {
  const element = {
    mount: vi.fn((node: HTMLElement | string) => {
      if (typeof node !== 'string') node.textContent = 'Card number, expiry and CVC (Stripe)';
    }),
    on: vi.fn(),
    off: vi.fn(),
    update: vi.fn(),
    destroy: vi.fn(),
    unmount: vi.fn(),
  };
  const elements = { create: vi.fn(() => element), getElement: vi.fn(() => element), update: vi.fn(), fetchUpdates: vi.fn() };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    confirmPayment: vi.fn(async () => outcome),
    confirmSetup: vi.fn(async () => outcome),
  };
  return { stripe, elements, element, asStripe: stripe as unknown as Stripe };
}

function renderForm(stripe: Stripe, onConfirmed = vi.fn(async () => undefined), setup: { intent?: 'setup'; submitLabel?: string } = {}) {
  render(
    <AppProviders env="test">
      <StripeCardForm
        publishableKey="pk_test_unused"
        stripe={stripe}
        clientSecret={CLIENT_SECRET}
        amountPence={2500}
        businessName="Studio Nine"
        processingLabel="Processing Payment..."
        onConfirmed={onConfirmed}
        {...setup}
      />
    </AppProviders>,
  );
  return onConfirmed;
}

describe('the Stripe card form', () => {
  it("renders Stripe's Payment Element for the payment's client secret, and the amount to pay", async () => {
    const fake = standInStripe();
    renderForm(fake.asStripe);
    expect(screen.getByText('Studio Nine')).toBeInTheDocument();
    expect(await screen.findByText('Card number, expiry and CVC (Stripe)')).toBeInTheDocument();
    expect(fake.stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: CLIENT_SECRET }));
    expect(fake.elements.create).toHaveBeenCalledWith('payment', expect.anything());
    expect(screen.getByRole('button', { name: 'Pay £25.00' })).toBeEnabled();
  });

  it('confirms the payment through those elements, staying on the page unless a redirect is needed', async () => {
    const fake = standInStripe();
    const onConfirmed = renderForm(fake.asStripe);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £25.00' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(fake.stripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: fake.elements as unknown as StripeElements,
      confirmParams: { return_url: `${window.location.origin}/` },
      redirect: 'if_required',
    });
  });

  it("a membership's new card: a SetupIntent, confirmed with confirmSetup under the button's own words", async () => {
    const fake = standInStripe();
    const onConfirmed = renderForm(fake.asStripe, undefined, { intent: 'setup', submitLabel: 'Save card' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(fake.stripe.confirmPayment).not.toHaveBeenCalled();
    expect(fake.stripe.confirmSetup).toHaveBeenCalledWith({
      elements: fake.elements as unknown as StripeElements,
      confirmParams: { return_url: `${window.location.origin}/` },
      redirect: 'if_required',
    });
  });

  it("shows a refusal's message and lets her try again, without confirming the booking", async () => {
    const fake = standInStripe({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const onConfirmed = renderForm(fake.asStripe);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £25.00' }));
    expect(await screen.findByText('Payment Failed', {}, { timeout: 3000 })).toBeInTheDocument();
    // In the toast, and beside the card where she is looking (the toast may cover the Back button).
    expect(screen.getByTestId('card-refusal')).toHaveTextContent('Your card was declined.');
    expect(screen.getByTestId('card-refusal')).toHaveAttribute('role', 'alert');
    expect(screen.getAllByText('Your card was declined.')).toHaveLength(2);
    expect(onConfirmed).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay £25.00' })).toBeEnabled());
  });
});
