import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PackDto } from '../../../domain/packs';
import { render } from '../../test/render';
import { serveTrpc } from '../../test/serve-trpc';
import BuyPackDialog from './buy-pack-dialog';

afterEach(() => vi.unstubAllGlobals());

const pack: PackDto = {
  id: 3,
  name: 'Five classes',
  description: '',
  pricePence: 5000,
  credits: 5,
  validityDays: 90,
  classTypeIds: [],
  covers: ['All classes'],
  isActive: true,
  updatedAt: new Date('2026-11-01T00:00:00Z'),
};

async function fillBuyer() {
  await userEvent.type(screen.getByLabelText(/Full Name/), 'Ann Example');
  await userEvent.type(screen.getByLabelText(/Email Address/), 'ann@example.com');
}

describe('buying a pack with a gift voucher', { timeout: 30_000 }, () => {
  it('sends the code, and a voucher that pays it all ends there: no card', async () => {
    const calls = serveTrpc({
      'packs.buy': () => ({ data: { clientSecret: '', amountPence: 0, voucherPence: 5000, description: 'Five classes', orderId: 9 } }),
    });
    const onClose = vi.fn();
    render(<BuyPackDialog pack={pack} onClose={onClose} />);
    await fillBuyer();
    await userEvent.type(screen.getByLabelText(/Gift Voucher Code/), ' GIFT-AAAA-BBBB-CCCC-DDDD ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment (£50.00)' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.input).toMatchObject({
      packId: 3,
      name: 'Ann Example',
      email: 'ann@example.com',
      voucherCode: 'GIFT-AAAA-BBBB-CCCC-DDDD',
    });
    expect(await screen.findByText('Your gift voucher paid for it: your credits are on their way by e-mail.')).toBeInTheDocument();
  });

  it('sends no code when none is typed, and says under the field why a code is refused', async () => {
    let refuse = true;
    const calls = serveTrpc({
      'packs.buy': () =>
        refuse
          ? { error: { message: 'voucherCode: this voucher has expired', code: 'BAD_REQUEST' } }
          : { data: { clientSecret: 'pi_1_secret_x', amountPence: 5000, description: 'Five classes' } },
    });
    render(<BuyPackDialog pack={pack} onClose={vi.fn()} />);
    await fillBuyer();
    await userEvent.type(screen.getByLabelText(/Gift Voucher Code/), 'GIFT-OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment (£50.00)' }));
    // Said under the field (the toasts of earlier tests may still be on the page: not by role).
    expect(await screen.findByText('this voucher has expired')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/Gift Voucher Code/)).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await userEvent.clear(screen.getByLabelText(/Gift Voucher Code/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment (£50.00)' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.input).not.toHaveProperty('voucherCode');
  });
});
