import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render';
import { TimeSlotGrid } from './time-slot-grid';

function Controlled({ onChange, unavailable }: { onChange?: (v: string[]) => void; unavailable?: Set<string> }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <TimeSlotGrid
      value={value}
      unavailable={unavailable}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

const startsIn = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('checkbox')
    .map((c) => c.getAttribute('aria-label')!.slice(0, 5));

// 64 chips render slowly on a busy two-core machine; the default 5 s was lost to load, not to the grid.
describe('TimeSlotGrid', { timeout: 30_000 }, () => {
  it('offers 64 one-hour starts every 15 minutes, 06:00 first and 21:45 last', () => {
    render(<Controlled />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(64);
    expect(boxes[0]).toHaveAccessibleName('06:00 to 07:00');
    expect(boxes[1]).toHaveAccessibleName('06:15 to 07:15');
    expect(boxes.at(-1)).toHaveAccessibleName('21:45 to 22:45');
    expect(screen.queryByRole('checkbox', { name: /^05:45/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^22:00/ })).toBeNull();
  });

  it('groups the starts into morning 06:00-11:45, afternoon 12:00-17:45 and evening 18:00-21:45', () => {
    render(<Controlled />);
    const morning = screen.getByRole('group', { name: 'Morning (06:00-11:45)' });
    const afternoon = screen.getByRole('group', { name: 'Afternoon (12:00-17:45)' });
    const evening = screen.getByRole('group', { name: 'Evening (18:00-21:45)' });
    expect(startsIn(morning)).toHaveLength(24);
    expect(startsIn(morning)[0]).toBe('06:00');
    expect(startsIn(morning).at(-1)).toBe('11:45');
    expect(startsIn(afternoon)).toHaveLength(24);
    expect(startsIn(afternoon)[0]).toBe('12:00');
    expect(startsIn(afternoon).at(-1)).toBe('17:45');
    expect(startsIn(evening)).toEqual([
      '18:00',
      '18:15',
      '18:30',
      '18:45',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
      '20:15',
      '20:30',
      '20:45',
      '21:00',
      '21:15',
      '21:30',
      '21:45',
    ]);
  });

  it('selects any number of starts, reports them in time order, and unselects on a second click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: '18:30 to 19:30' }));
    await user.click(screen.getByRole('checkbox', { name: '07:00 to 08:00' }));
    await user.click(screen.getByRole('checkbox', { name: '12:15 to 13:15' }));
    expect(onChange).toHaveBeenLastCalledWith(['07:00', '12:15', '18:30']);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '07:00 to 08:00' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: '12:15 to 13:15' }));
    expect(onChange).toHaveBeenLastCalledWith(['07:00', '18:30']);
    expect(screen.getByRole('checkbox', { name: '12:15 to 13:15' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('is usable from the keyboard: Tab reaches a start and Space toggles it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: '06:00 to 07:00' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['06:00']);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: '06:15 to 07:15' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['06:00', '06:15']);
  });

  it('shows starts that overlap an existing slot but does not let them be chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} unavailable={new Set(['09:00'])} />);
    const blocked = screen.getByRole('checkbox', { name: '09:00 to 10:00 (overlaps an existing slot)' });
    expect(blocked).toBeDisabled();
    await user.click(blocked);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getAllByRole('checkbox')).toHaveLength(64);
  });

  it('shows the validation message it is given as an alert', () => {
    render(<TimeSlotGrid value={[]} onChange={() => {}} error="Please select at least one time slot" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one time slot');
  });
});
