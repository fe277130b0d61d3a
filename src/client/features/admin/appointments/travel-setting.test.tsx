import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render';
import { TravelSetting, travelMinutesFrom } from './travel-setting';

describe('the travel time between two places', () => {
  it('takes whole minutes from 0 to 240', () => {
    expect(travelMinutesFrom(45)).toEqual({ travelMinutes: 45 });
    expect(travelMinutesFrom('0')).toEqual({ travelMinutes: 0 });
    for (const bad of [241, -1, '', 12.5])
      expect(travelMinutesFrom(bad)).toEqual({ error: 'Travel time must be a whole number of minutes from 0 to 240.' });
  });

  it('shows the saved minutes, says a change applies to new bookings, and saves or names the problem', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<TravelSetting initial={30} busy={false} onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: /Travel time between two different places/ });
    expect(input).toHaveValue('30');
    expect(screen.getByText(/applies to appointments booked after you save it/)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '300');
    await user.click(screen.getByRole('button', { name: 'Save travel time' }));
    expect(screen.getByRole('alert')).toHaveTextContent('from 0 to 240');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '45');
    await user.click(screen.getByRole('button', { name: 'Save travel time' }));
    expect(onSave).toHaveBeenCalledWith({ travelMinutes: 45 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);
});
