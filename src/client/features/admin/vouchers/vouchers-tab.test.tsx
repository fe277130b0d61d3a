import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render';
import { serveTrpc } from '../../../test/serve-trpc';
import { IntroOfferForm, VouchersTab, VoucherSettingsForm } from './vouchers-tab';

afterEach(() => vi.unstubAllGlobals());

const row = {
  id: 7,
  codeHint: 'QRST',
  source: 'purchase',
  initialPence: 5000,
  balancePence: 3800,
  expiresAt: '2033-02-01T00:00:00.000Z',
  recipientEmail: 'bea@example.com',
  recipientName: 'Bea',
  createdAt: '2032-02-01T10:00:00.000Z',
  sentAt: null,
};

describe('the admin Vouchers section', () => {
  it('lists vouchers by their last four characters, and issues one whose code is shown once', { timeout: 30_000 }, async () => {
    const calls = serveTrpc({
      'admin.vouchers.list': () => ({ data: [row] }),
      'admin.vouchers.settings': () => ({ data: { amountsPence: [2000, 5000], validityMonths: 12 } }),
      'admin.introOffer.get': () => ({ data: { enabled: false, classPence: 500, appointmentPence: 2000 } }),
      'admin.vouchers.issue': () => ({
        data: { id: 8, code: 'GIFT-ABCD-EFGH-JKMN-PQRS', amountPence: 2500, expiresAt: new Date('2033-02-01T00:00:00.000Z') },
      }),
    });
    render(<VouchersTab />);
    expect((await screen.findAllByText('…QRST')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('£38.00 of £50.00').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Issue a voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a voucher' });
    const amount = within(dialog).getByLabelText(/Amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '25');
    await userEvent.type(within(dialog).getByLabelText(/Recipient's e-mail/), 'cat@example.com');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Thank you');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue £25.00' }));
    expect(await within(dialog).findByTestId('issued-code')).toHaveTextContent('GIFT-ABCD-EFGH-JKMN-PQRS');
    expect(calls.find((c) => c.path === 'admin.vouchers.issue')?.input).toEqual({
      amountPence: 2500,
      recipientEmail: 'cat@example.com',
      message: 'Thank you',
    });
  });

  it('says so when there are no vouchers', async () => {
    serveTrpc({
      'admin.vouchers.list': () => ({ data: [] }),
      'admin.vouchers.settings': () => ({ data: { amountsPence: [2000], validityMonths: 12 } }),
      'admin.introOffer.get': () => ({ data: { enabled: false, classPence: 500, appointmentPence: 2000 } }),
    });
    render(<VouchersTab />);
    expect(await screen.findByText('No vouchers yet')).toBeInTheDocument();
  });

  it('saves the amounts offered and months valid, refusing fewer than twelve months', async () => {
    const calls = serveTrpc({
      'admin.vouchers.settings': () => ({ data: { amountsPence: [2000, 5000], validityMonths: 12 } }),
      'admin.vouchers.saveSettings': (input) => ({ data: input }),
    });
    render(<VoucherSettingsForm />);
    const amounts = await screen.findByLabelText(/Amounts offered/);
    await waitFor(() => expect(amounts).toHaveValue('20, 50'));
    await userEvent.clear(amounts);
    await userEvent.type(amounts, '15, 40');
    const months = screen.getByLabelText('Months valid');
    await userEvent.clear(months);
    await userEvent.type(months, '6');
    expect(screen.getByText('At least 12 months')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save voucher settings' }));
    expect(calls.filter((c) => c.path === 'admin.vouchers.saveSettings')).toEqual([]);
    await userEvent.clear(months);
    await userEvent.type(months, '18');
    await userEvent.click(screen.getByRole('button', { name: 'Save voucher settings' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'admin.vouchers.saveSettings')?.input).toEqual({
        amountsPence: [1500, 4000],
        validityMonths: 18,
      }),
    );
  });

  it('switches the introductory offer on at a first-class price', async () => {
    const calls = serveTrpc({
      'admin.introOffer.get': () => ({ data: { enabled: false, classPence: 500, appointmentPence: 2000 } }),
      'admin.introOffer.save': (input) => ({ data: input }),
    });
    render(<IntroOfferForm />);
    await userEvent.click(await screen.findByLabelText('Offer a first-class price to new customers'));
    const price = screen.getByLabelText(/First class price/);
    await userEvent.clear(price);
    await userEvent.type(price, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save introductory offer' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'admin.introOffer.save')?.input).toEqual({
        enabled: true,
        classPence: 400,
        appointmentPence: 2000,
        membershipPence: null,
      }),
    );
  });

  it('sets a first-month membership price, and switches it off again', async () => {
    const calls = serveTrpc({
      'admin.introOffer.get': () => ({ data: { enabled: true, classPence: 500, appointmentPence: 2000, membershipPence: null } }),
      'admin.introOffer.save': (input) => ({ data: input }),
    });
    render(<IntroOfferForm />);
    expect(await screen.findByLabelText('Offer a first-class price to new customers')).toBeChecked();
    expect(screen.queryByLabelText(/First month of a membership/)).toBeNull();
    await userEvent.click(screen.getByLabelText('Offer a first-month membership price too'));
    const month = screen.getByLabelText(/First month of a membership/);
    await userEvent.clear(month);
    await userEvent.type(month, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save introductory offer' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'admin.introOffer.save').at(-1)?.input).toEqual({
        enabled: true,
        classPence: 500,
        appointmentPence: 2000,
        membershipPence: 1500,
      }),
    );
    await userEvent.click(screen.getByLabelText('Offer a first-month membership price too'));
    await userEvent.click(screen.getByRole('button', { name: 'Save introductory offer' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'admin.introOffer.save').at(-1)?.input).toMatchObject({ membershipPence: null }),
    );
  });
});
