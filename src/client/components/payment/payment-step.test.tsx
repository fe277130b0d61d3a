import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { PaymentStep, preparedPayment } from './payment-step';

describe('payment step (SPEC §4)', () => {
  it('is preparing while the booking is created', () => {
    expect(preparedPayment({ isPending: true, isError: false })).toEqual({ status: 'preparing' });
    render(<PaymentStep payment={{ status: 'preparing' }} pricePence={1200} discountCode={null} onPaid={() => {}} onBack={() => {}} />);
    expect(screen.getByText('Preparing payment...')).toBeInTheDocument();
  });

  it.each([
    ['the call threw', { isPending: false, isError: true }],
    ['success is false', { isPending: false, isError: false, data: { success: false, clientSecret: null, message: 'Fully booked' } }],
    ['there is no secret', { isPending: false, isError: false, data: { success: true, clientSecret: null, message: '' } }],
  ])('fails when %s', (_, state) => {
    const payment = preparedPayment(state);
    expect(payment).toEqual({ status: 'failed' });
    render(<PaymentStep payment={payment} pricePence={1200} discountCode={null} onPaid={() => {}} onBack={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to prepare payment. Please try again.');
  });

  it('is ready with a secret', () => {
    const payment = preparedPayment({
      isPending: false,
      isError: false,
      data: { success: true, clientSecret: 'pi_1_secret', message: '', originalPence: 1200, discountPence: 120, amountPence: 1080 },
    });
    expect(payment.status).toBe('ready');
  });

  it('confirms without a card form when the server says there is nothing to pay', async () => {
    const payment = preparedPayment({
      isPending: false,
      isError: false,
      data: {
        success: true,
        clientSecret: null,
        message: 'Booking confirmed. There is nothing to pay.',
        originalPence: 1200,
        discountPence: 1200,
        amountPence: 0,
      },
    });
    expect(payment.status).toBe('free');
    let paid = 0;
    render(<PaymentStep payment={payment} pricePence={1200} discountCode="FREE100" onPaid={() => (paid += 1)} onBack={() => {}} />);
    expect(screen.getByText('Booking confirmed. There is nothing to pay.')).toBeInTheDocument();
    expect(screen.getByText('£0.00')).toBeInTheDocument();
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Done' }).click();
    expect(paid).toBe(1);
  });

  it('shows what a gift voucher paid and what is left to pay; a voucher covering it all needs no card', () => {
    const part = preparedPayment({
      isPending: false,
      isError: false,
      data: { success: true, clientSecret: 'pi_2_secret', message: '', originalPence: 1200, voucherPence: 700, amountPence: 500 },
    });
    expect(part.status).toBe('ready');
    const { unmount } = render(<PaymentStep payment={part} pricePence={1200} discountCode={null} onPaid={() => {}} onBack={() => {}} />);
    const amounts = screen.getByTestId('payment-amounts');
    expect(amounts).toHaveTextContent('Original price£12.00');
    // An answer without the balance says only what it paid.
    expect(amounts).toHaveTextContent('Gift voucher-£7.00');
    expect(amounts).toHaveTextContent('Left to pay£5.00');
    unmount();

    const whole = preparedPayment({
      isPending: false,
      isError: false,
      data: {
        success: true,
        clientSecret: null,
        message: 'Booking confirmed.',
        originalPence: 1200,
        voucherPence: 1200,
        voucherBalancePence: 1800,
        amountPence: 0,
      },
    });
    expect(whole.status).toBe('free');
    render(<PaymentStep payment={whole} pricePence={1200} discountCode={null} onPaid={() => {}} onBack={() => {}} />);
    // Balance shown when used: what is left on the voucher, from the server's answer.
    expect(screen.getByTestId('payment-amounts')).toHaveTextContent('Gift voucher (£18.00 left on it)-£12.00');
    expect(screen.getByTestId('payment-amounts')).toHaveTextContent('Left to pay£0.00');
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('shows until when the place is held (London time) and offers Back, which leaves the step', async () => {
    const payment = preparedPayment({
      isPending: false,
      isError: false,
      data: {
        success: true,
        clientSecret: 'testpi_1_secret_x',
        message: '',
        originalPence: 1200,
        discountPence: 0,
        amountPence: 1200,
        holdExpiresAt: new Date('2026-07-01T17:42:00Z'),
      },
    });
    let back = 0;
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-07-01T17:27:28Z'));
    render(<PaymentStep payment={payment} pricePence={1200} discountCode={null} onPaid={() => {}} onBack={() => (back += 1)} />);
    // Counting down on the second, with the end on the timetable's 12-hour UK clock (BST).
    expect(screen.getByTestId('held-until')).toHaveTextContent('Held for 14:32 (until 6:42 PM)');
    void act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('held-until')).toHaveTextContent('Held for 14:30 (until 6:42 PM)');
    void act(() => {
      vi.advanceTimersByTime(14 * 60_000 + 30_000);
    });
    expect(screen.getByTestId('held-until')).toHaveTextContent('Your hold on this place has run out.');
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('held-until'));
    vi.useRealTimers();
    screen.getByRole('button', { name: 'Back' }).click();
    expect(back).toBe(1);
  });
});
