import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/render';
import { PaymentStep, preparedPayment } from './payment-step';

describe('payment step (SPEC §4)', () => {
  it('is preparing while the booking is created', () => {
    expect(preparedPayment({ isPending: true, isError: false })).toEqual({ status: 'preparing' });
    render(<PaymentStep payment={{ status: 'preparing' }} pricePence={1200} discountCode={null} onPaid={() => {}} />);
    expect(screen.getByText('Preparing payment...')).toBeInTheDocument();
  });

  it.each([
    ['the call threw', { isPending: false, isError: true }],
    ['success is false', { isPending: false, isError: false, data: { success: false, clientSecret: null, message: 'Fully booked' } }],
    ['there is no secret', { isPending: false, isError: false, data: { success: true, clientSecret: null, message: '' } }],
  ])('fails when %s', (_, state) => {
    const payment = preparedPayment(state);
    expect(payment).toEqual({ status: 'failed' });
    render(<PaymentStep payment={payment} pricePence={1200} discountCode={null} onPaid={() => {}} />);
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
});
