import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render';
import { HoursEditor, toWeeklyPattern } from './hours-editor';

const locations = [{ value: '1', label: 'Main Studio' }];

describe('working hours', () => {
  it('turns rows into the weekly pattern, naming the row of a problem', () => {
    expect(toWeeklyPattern([{ weekday: '2', startTime: '09:00', endTime: '12:00', location: '1' }])).toEqual({
      hours: [{ weekday: 2, startTime: '09:00', endTime: '12:00', locationId: 1 }],
    });
    expect(toWeeklyPattern([{ weekday: '1', startTime: '12:00', endTime: '09:00', location: 'anywhere' }])).toEqual({
      error: 'Row 1 (Monday): end must be after startTime',
    });
    expect(
      toWeeklyPattern([
        { weekday: '1', startTime: '09:00', endTime: '12:00', location: 'anywhere' },
        { weekday: '1', startTime: '11:00', endTime: '13:00', location: 'anywhere' },
      ]),
    ).toEqual({ error: 'Row 2 (Monday): start overlaps another interval on weekday 1' });
    expect(toWeeklyPattern([{ weekday: '1', startTime: '', endTime: '12:00', location: 'anywhere' }])).toEqual({
      error: 'Row 1 (Monday): start enter times as HH:mm',
    });
  });

  it('adds and removes rows and saves the whole pattern', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(
      <HoursEditor
        initial={[{ weekday: 1, startTime: '09:00', endTime: '17:00', locationId: null }]}
        locations={locations}
        busy={false}
        onSave={onSave}
      />,
    );
    expect(screen.getAllByTestId('hours-row')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add hours' }));
    expect(screen.getAllByTestId('hours-row')).toHaveLength(2);
    expect(screen.getByLabelText('Row 2 day')).toHaveValue('Tuesday');
    await user.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(onSave).toHaveBeenLastCalledWith([
      { weekday: 1, startTime: '09:00', endTime: '17:00', locationId: null },
      { weekday: 2, startTime: '09:00', endTime: '17:00', locationId: null },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.getByText(/No working hours: nothing can be booked/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(onSave).toHaveBeenLastCalledWith([]);
  }, 30_000);

  it('shows the problem and saves nothing when the rows are wrong', async () => {
    const onSave = vi.fn();
    render(
      <HoursEditor
        initial={[{ weekday: 1, startTime: '09:00', endTime: '17:00', locationId: 1 }]}
        locations={locations}
        busy={false}
        onSave={onSave}
      />,
    );
    const to = screen.getByLabelText('Row 1 to');
    await userEvent.clear(to);
    await userEvent.type(to, '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Row 1 (Monday): end must be after startTime');
    expect(onSave).not.toHaveBeenCalled();
  }, 30_000);
});
