import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { londonToday } from '../../../domain/time';
import { render } from '../../test/render';
import { serveTrpc } from '../../test/serve-trpc';
import { GiftVoucherSection } from './gift-voucher-page';

afterEach(() => vi.unstubAllGlobals());

const config = { payments: { provider: 'test' }, businessName: 'Studio' };

describe('the gift voucher page', () => {
  it(
    "offers the owner's amounts, sends what she filled in, takes the card and says when the voucher goes",
    { timeout: 30_000 },
    async () => {
      const calls = serveTrpc({
        'vouchers.options': () => ({ data: { amountsPence: [2000, 5000], validityMonths: 18 } }),
        'vouchers.buy': () => ({ data: { clientSecret: 'test_secret_1', amountPence: 5000, description: 'Gift voucher £50.00' } }),
        'config.public': () => ({ data: config }),
        'payments.confirmTest': () => ({ data: { status: 'succeeded', message: null } }),
      });
      render(<GiftVoucherSection />);
      expect(await screen.findByText(/valid for 18 months/)).toBeInTheDocument();
      // Nothing chosen: the form says what is missing and asks the server nothing.
      await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      expect(await screen.findByText('Choose an amount')).toBeInTheDocument();
      expect(calls.some((c) => c.path === 'vouchers.buy')).toBe(false);

      await userEvent.click(screen.getByRole('radio', { name: '£50.00' }));
      await userEvent.type(screen.getByLabelText("Recipient's name"), 'Bea');
      await userEvent.type(screen.getByLabelText(/Recipient's e-mail/), 'bea@example.com');
      await userEvent.type(screen.getByLabelText('Your message'), 'Happy birthday');
      await userEvent.type(screen.getByLabelText(/Your name/), 'Ann Example');
      await userEvent.type(screen.getByLabelText(/Your e-mail/), 'ann@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment (£50.00)' }));
      await waitFor(() => expect(calls.filter((c) => c.path === 'vouchers.buy')).toHaveLength(1));
      expect(calls.find((c) => c.path === 'vouchers.buy')?.input).toEqual({
        amountPence: 5000,
        recipientEmail: 'bea@example.com',
        recipientName: 'Bea',
        message: 'Happy birthday',
        sendOn: londonToday(),
        name: 'Ann Example',
        email: 'ann@example.com',
      });

      await userEvent.type(await screen.findByLabelText(/Card number/), '4242 4242 4242 4242');
      await userEvent.click(screen.getByRole('button', { name: 'Pay £50.00' }));
      expect(await screen.findByText('Thank you: your gift voucher is paid for')).toBeInTheDocument();
      expect(screen.getByText(/A £50\.00 gift voucher will be e-mailed to Bea \(bea@example\.com\) today/)).toBeInTheDocument();
    },
  );

  it('says so when the owner sells no amounts, and when the list cannot be loaded', async () => {
    serveTrpc({ 'vouchers.options': () => ({ data: { amountsPence: [], validityMonths: 12 } }) });
    const { unmount } = render(<GiftVoucherSection />);
    expect(await screen.findByText('No gift vouchers on sale just now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue to Payment/ })).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    serveTrpc({ 'vouchers.options': () => ({ error: { message: 'Database unavailable', code: 'INTERNAL_SERVER_ERROR' } }) });
    render(<GiftVoucherSection />);
    expect(await screen.findByText('Gift vouchers could not be loaded', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
