import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { MembershipCard, monthName, nextMonth } from './memberships-panel';

const base = {
  id: 3,
  planName: 'Eight a month',
  pricePence: 6900,
  status: 'active' as const,
  currentPeriod: { start: '2032-04-01T08:00:00.000Z', end: '2032-05-01T08:00:00.000Z', allowance: 8, used: 3 },
  paidThrough: '2032-05-01T08:00:00.000Z',
  cancelAt: null,
  classTypeIds: [],
  minimumTermMonths: 3,
  noticeDays: 30,
  endsIfCancelledNow: '2032-07-01T08:00:00.000Z',
  holidayFromMonth: '2032-05',
  pauseFrom: null,
  pauseUntil: null,
};
const none = { onCancel: vi.fn(), onPause: vi.fn(), onChangeCard: vi.fn() };

describe('a membership on her account page', () => {
  it("shows the plan, its price in pounds, this month's classes, and asks to cancel, pause or change the card", async () => {
    const on = { onCancel: vi.fn(), onPause: vi.fn(), onChangeCard: vi.fn() };
    render(<MembershipCard m={base} {...on} />);
    expect(screen.getByText('Eight a month · £69.00 a month')).toBeInTheDocument();
    expect(screen.getByText(/3 of 8 classes booked/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pause for a holiday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change card' }));
    expect(on.onCancel).toHaveBeenCalledOnce();
    expect(on.onPause).toHaveBeenCalledOnce();
    expect(on.onChangeCard).toHaveBeenCalledOnce();
  });

  it('says when it ends once cancelled, and asks for a new card when a payment failed', () => {
    render(
      <MembershipCard m={{ ...base, status: 'past_due', cancelAt: '2032-07-01T08:00:00.000Z', endsIfCancelledNow: null }} {...none} />,
    );
    expect(screen.getByText('Ends on Thursday, 1 July 2032.')).toBeInTheDocument();
    expect(screen.getByText('Payment failed: please update your card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause for a holiday' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update card' })).toBeInTheDocument();
  });

  it('months for a holiday run on across the year', () => {
    expect(nextMonth('2032-11', 2)).toBe('2033-01');
    expect(monthName('2032-05')).toBe('May 2032');
  });
});
