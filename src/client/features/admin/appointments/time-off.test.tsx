import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { londonInstant } from '../../../../domain/time';
import { render } from '../../../test/render';
import { TimeOffForm, timeOffLabel } from './time-off-section';

describe('time off', () => {
  it('labels a day, a range and exact times in London time', () => {
    expect(timeOffLabel({ startsAt: londonInstant('2026-12-21', '00:00'), endsAt: londonInstant('2026-12-22', '00:00') })).toBe(
      'Mon 21 Dec 2026',
    );
    expect(timeOffLabel({ startsAt: londonInstant('2026-12-21', '00:00'), endsAt: londonInstant('2027-01-02', '00:00') })).toBe(
      'Mon 21 Dec 2026 - Fri 1 Jan 2027',
    );
    // Across the clocks going back (25 October 2026).
    expect(timeOffLabel({ startsAt: londonInstant('2026-10-24', '00:00'), endsAt: londonInstant('2026-10-26', '00:00') })).toBe(
      'Sat 24 Oct 2026 - Sun 25 Oct 2026',
    );
    expect(timeOffLabel({ startsAt: londonInstant('2026-06-01', '13:00'), endsAt: londonInstant('2026-06-01', '15:30') })).toBe(
      'Mon 1 Jun 2026 13:00 - Mon 1 Jun 2026 15:30',
    );
  });

  it('adds a day or a range, and needs the first day', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<TimeOffForm busy={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add Time Off' }));
    expect(screen.getByText('Choose the first day off')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^From/), '2026-12-21');
    await user.type(screen.getByLabelText(/^Reason/), 'Holiday');
    await user.click(screen.getByRole('button', { name: 'Add Time Off' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ from: '2026-12-21', reason: 'Holiday' });
    await user.type(screen.getByLabelText(/^To/), '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Add Time Off' }));
    expect(screen.getByText('Must not be before the first day')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^To/));
    await user.type(screen.getByLabelText(/^To/), '2027-01-01');
    await user.click(screen.getByRole('button', { name: 'Add Time Off' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ from: '2026-12-21', to: '2027-01-01', reason: 'Holiday' });
  }, 30_000);
});
