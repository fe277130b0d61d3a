import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DiscountValidationDto } from '../../../../domain/dto';
import { render } from '../../../test/render';
import { BookingForm, type BookingFormValues, type DiscountState } from './booking-form';

function Harness({
  answer,
  onSubmit,
  spotsLeft,
}: {
  answer?: (code: string) => DiscountValidationDto;
  onSubmit: (v: BookingFormValues) => void;
  spotsLeft?: number;
}) {
  const [discount, setDiscount] = useState<DiscountState>({ status: 'idle' });
  return (
    <BookingForm
      pricePence={1200}
      spotsLeft={spotsLeft}
      discount={discount}
      onDiscountBlur={(code) => {
        if (!code) return setDiscount({ status: 'idle' });
        const result = answer!(code);
        setDiscount(result.valid ? { status: 'valid', code, result } : { status: 'invalid', code, message: result.error ?? '' });
      }}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />
  );
}

const fill = async (label: string, value: string) => userEvent.type(screen.getByLabelText(label, { exact: false }), value);

// Typing every field key by key takes more than the default five seconds on a loaded machine.
describe('booking form', { timeout: 30_000 }, () => {
  it("shows the spec's validation messages and does not submit", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a one-letter name, a malformed e-mail and a short phone number', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await fill('Full Name', 'A');
    await fill('Email Address', 'ann@');
    await fill('Phone Number', '0770090');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid details, optional fields left empty', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await fill('Full Name', 'Ann Example');
    await fill('Email Address', 'ann@example.com');
    await fill('Phone Number', '07700 900123');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Ann Example',
      email: 'ann@example.com',
      phone: '07700 900123',
      discountCode: '',
    });
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  });

  it('hands on the gift voucher code she typed', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await fill('Full Name', 'Ann Example');
    await fill('Email Address', 'ann@example.com');
    await fill('Phone Number', '07700 900123');
    await fill('Gift Voucher Code', 'gift-abcd-efgh-jkmn-pqrs');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ voucherCode: 'gift-abcd-efgh-jkmn-pqrs', discountCode: '' });
  });

  it('checks the discount code when the field loses focus and shows the discounted price, the original struck through and the savings', async () => {
    const answer = vi.fn((code: string): DiscountValidationDto => ({
      valid: true,
      code,
      error: null,
      description: '10% off',
      discountType: 'percentage',
      discountValue: '10',
      percentOff: 10,
      amountOffPence: null,
    }));
    render(<Harness answer={answer} onSubmit={() => {}} />);
    await fill('Discount Code', 'welcome10');
    expect(answer).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(answer).toHaveBeenCalledWith('welcome10');
    const result = screen.getByTestId('discount-result');
    expect(result).toHaveTextContent('£10.80');
    expect(screen.getByText('£12.00')).toHaveStyle({ textDecoration: 'line-through' });
    expect(result).toHaveTextContent('You save £1.20 (10% off)');
  });

  it('shows a fixed discount in pounds', async () => {
    const answer = (code: string): DiscountValidationDto => ({
      valid: true,
      code,
      error: null,
      description: null,
      discountType: 'fixed',
      discountValue: '5.00',
      percentOff: null,
      amountOffPence: 500,
    });
    render(<Harness answer={answer} onSubmit={() => {}} />);
    await fill('Discount Code', 'FIVER');
    await userEvent.tab();
    expect(screen.getByTestId('discount-result')).toHaveTextContent('£7.00');
    expect(screen.getByTestId('discount-result')).toHaveTextContent('You save £5.00 (£5.00 off)');
  });

  it("shows the server's error for an invalid code, and clears it when the field is emptied", async () => {
    const answer = (code: string): DiscountValidationDto => ({
      valid: false,
      code,
      error: 'This discount code has expired',
      description: null,
      discountType: null,
      discountValue: null,
      percentOff: null,
      amountOffPence: null,
    });
    render(<Harness answer={answer} onSubmit={() => {}} />);
    await fill('Discount Code', 'OLD');
    await userEvent.tab();
    expect(screen.getByText('This discount code has expired')).toBeInTheDocument();
    expect(screen.queryByTestId('discount-result')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Discount Code', { exact: false }));
    await userEvent.tab();
    expect(screen.queryByText('This discount code has expired')).not.toBeInTheDocument();
  });

  it('shows a spinner while the code is being checked, and keeps Continue tappable (the dialog waits for the check)', () => {
    render(
      <BookingForm
        pricePence={1200}
        discount={{ status: 'checking', code: 'X' }}
        onDiscountBlur={() => {}}
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByLabelText('Checking discount code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  });

  it('asks a name for each further place, shows the total, and keeps within the places left (decision 780)', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} spotsLeft={3} />);
    await fill('Full Name', 'Ann Example');
    await fill('Email Address', 'ann@example.com');
    await fill('Phone Number', '07700 900123');
    const places = screen.getByLabelText('Places', { exact: false });
    const more = screen.getByRole('button', { name: 'One place more' });
    for (let i = 0; i < 2; i++) await userEvent.click(more);
    // No further than the places left.
    expect(more).toBeDisabled();
    // Three places left: the number stops there, with a name field for each friend.
    await waitFor(() => expect(places).toHaveValue('3'));
    expect(screen.getByTestId('booking-total')).toHaveTextContent('Total for 3 places: £36.00');
    expect(screen.queryByRole('button', { name: 'Use a class credit' })).not.toBeInTheDocument();
    await fill('Attendee 2 name', 'Bea Friend');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Please enter the name of this attendee')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await fill('Attendee 3 name', 'Cat Friend');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ participantCount: 3, attendees: ['Bea Friend', 'Cat Friend'] });
  });

  it('offers a member to book with her code once her details are valid, for one place only', async () => {
    const onUseMembershipCode = vi.fn();
    render(
      <BookingForm
        pricePence={1200}
        discount={{ status: 'idle' }}
        onDiscountBlur={vi.fn()}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
        onUseMembershipCode={onUseMembershipCode}
      />,
    );
    const link = screen.getByRole('button', { name: 'A member? Book with your membership code' });
    await userEvent.click(link);
    expect(onUseMembershipCode).not.toHaveBeenCalled();
    await fill('Full Name', 'Mia Member');
    await fill('Email Address', 'mia@example.com');
    await fill('Phone Number', '07700 900123');
    await userEvent.click(link);
    expect(onUseMembershipCode).toHaveBeenCalledWith(expect.objectContaining({ email: 'mia@example.com', participantCount: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'One place more' }));
    expect(screen.queryByRole('button', { name: 'A member? Book with your membership code' })).toBeNull();
  });
});
