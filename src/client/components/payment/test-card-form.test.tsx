import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { TestCardForm } from './test-card-form';

const props = { amountPence: 1080, businessName: 'Studio Nine', processing: false, ready: true, processingLabel: 'Processing Payment...' };

describe('test-mode card form', () => {
  it('is clearly labelled, lists the test cards and pays the amount', async () => {
    const onPay = vi.fn();
    render(<TestCardForm {...props} onPay={onPay} />);
    expect(screen.getByText('Test mode: no real card is charged')).toBeInTheDocument();
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995'])
      expect(screen.getByText(card)).toBeInTheDocument();
    expect(screen.getByText('Studio Nine')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Card number', { exact: false }), '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay £10.80' }));
    expect(onPay).toHaveBeenCalledWith('4242 4242 4242 4242');
  });

  it('asks for a card number before paying', async () => {
    const onPay = vi.fn();
    render(<TestCardForm {...props} onPay={onPay} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay £10.80' }));
    expect(screen.getByText('Card number is required')).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('is disabled while processing and until the provider is known', () => {
    const { unmount } = render(<TestCardForm {...props} processing onPay={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
    unmount();
    render(<TestCardForm {...props} ready={false} onPay={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Pay £10.80' })).toBeDisabled();
  });

  it("shows a refused card's reason beside the card number, as an alert", () => {
    render(<TestCardForm {...props} refusal="Your card was declined." onPay={vi.fn()} />);
    const reason = screen.getByTestId('card-refusal');
    expect(reason).toHaveTextContent('Your card was declined.');
    expect(reason).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Card number', { exact: false })).toHaveAttribute('aria-invalid', 'true');
  });
});
