import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DiscountValidationDto } from '../../../../domain/dto';
import { render } from '../../../test/render';
import { BookingForm, type BookingFormValues, type DiscountState } from './booking-form';

function Harness({ answer, onSubmit }: { answer?: (code: string) => DiscountValidationDto; onSubmit: (v: BookingFormValues) => void }) {
  const [discount, setDiscount] = useState<DiscountState>({ status: 'idle' });
  return (
    <BookingForm
      pricePence={1200}
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

describe('booking form', () => {
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

  it('checks the discount code when the field loses focus and shows the discounted price, the original struck through and the savings', async () => {
    const answer = vi.fn((code: string): DiscountValidationDto => ({
      valid: true,
      code,
      error: null,
      description: '10% off',
      discountType: 'percentage',
      discountValue: '10',
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
});
