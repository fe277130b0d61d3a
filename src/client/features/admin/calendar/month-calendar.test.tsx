import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SlotDto } from '../../../../domain/dto';
import { render } from '../../../test/render';
import { MonthCalendar } from './month-calendar';

const NAMES = new Map([
  ['1', 'Reformer Pilates'],
  ['2', 'Mat Pilates Class'],
  ['3', 'Yoga Class'],
  ['4', 'Yogalates'],
  ['5', 'Stretch & Tone'],
]);

function slot(over: Partial<SlotDto>): SlotDto {
  return {
    id: 1,
    date: '2026-02-10',
    startTime: '09:00',
    endTime: '10:00',
    locationId: 1,
    locationName: 'Main Studio',
    isVirtualOnly: false,
    allowedClassTypes: [],
    maxBookings: 1,
    availableSpots: 1,
    notes: '',
    isActive: true,
    ...over,
  };
}

function renderMonth(month: string, slots: SlotDto[] = [], onSelectDay = vi.fn()) {
  render(
    <MonthCalendar
      month={month}
      slots={slots}
      classTypeNames={NAMES}
      today="2026-02-10"
      onSelectDay={onSelectDay}
      onPrevMonth={vi.fn()}
      onNextMonth={vi.fn()}
    />,
  );
  const cells = Array.from(screen.getByTestId('calendar-grid').querySelectorAll<HTMLElement>('[data-date]'));
  return { cells, onSelectDay };
}

describe('MonthCalendar layout', () => {
  it('heads the columns Monday to Sunday', () => {
    renderMonth('2026-02');
    const heads = within(screen.getByTestId('calendar-weekdays')).getAllByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/);
    expect(heads.map((h) => h.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('puts 1 February 2026, a Sunday, in the seventh column after six January days', () => {
    const { cells } = renderMonth('2026-02');
    expect(screen.getByText('February 2026')).toBeInTheDocument();
    expect(cells).toHaveLength(35);
    expect(cells.slice(0, 7).map((c) => c.dataset.date)).toEqual([
      '2026-01-26',
      '2026-01-27',
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
    expect(cells.slice(0, 6).every((c) => c.dataset.inMonth === undefined)).toBe(true);
    expect(cells[6]!.dataset.inMonth).toBe('true');
    expect(cells.at(-1)!.dataset.date).toBe('2026-03-01');
  });

  it('shows 29 days for February 2028 (a leap year), 29 February on a Tuesday', () => {
    const { cells } = renderMonth('2028-02');
    const inMonth = cells.filter((c) => c.dataset.inMonth);
    expect(inMonth).toHaveLength(29);
    const leapDay = cells.findIndex((c) => c.dataset.date === '2028-02-29');
    expect(leapDay % 7).toBe(1);
    expect(cells[0]!.dataset.date).toBe('2028-01-31');
    expect(screen.getByRole('button', { name: /^Tuesday,? 29 February 2028/ })).toBeInTheDocument();
  });

  it('marks today and shows the legend', () => {
    const { cells } = renderMonth('2026-02');
    expect(cells.filter((c) => c.dataset.today).map((c) => c.dataset.date)).toEqual(['2026-02-10']);
    expect(screen.getByText('Scheduled Class')).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();
  });
});

describe("MonthCalendar's '+N more' rule", () => {
  it('shows at most two class-type badges per slot and counts the rest', () => {
    const { cells } = renderMonth('2026-02', [slot({ id: 7, allowedClassTypes: ['1', '2', '3', '4', '5'] })]);
    const day = cells.find((c) => c.dataset.date === '2026-02-10')!;
    const preview = within(day).getByTestId('calendar-slot');
    expect(within(preview).getByText('Reformer Pilates')).toBeInTheDocument();
    expect(within(preview).getByText('Mat Pilates Class')).toBeInTheDocument();
    expect(within(preview).queryByText('Yoga Class')).toBeNull();
    expect(within(preview).queryByText('Stretch & Tone')).toBeNull();
    expect(within(preview).getByText('+3 more')).toBeInTheDocument();
  });

  it('shows both badges and no "+N more" for two class types, and Open Class for none', () => {
    const { cells } = renderMonth('2026-02', [
      slot({ id: 1, date: '2026-02-03', allowedClassTypes: ['3', '4'] }),
      slot({ id: 2, date: '2026-02-04', allowedClassTypes: [] }),
    ]);
    const two = cells.find((c) => c.dataset.date === '2026-02-03')!;
    expect(within(two).getByText('Yoga Class')).toBeInTheDocument();
    expect(within(two).getByText('Yogalates')).toBeInTheDocument();
    expect(within(two).queryByText(/more$/)).toBeNull();
    const open = cells.find((c) => c.dataset.date === '2026-02-04')!;
    expect(within(open).getByText('Open Class')).toBeInTheDocument();
  });

  it('applies the rule to each slot of a day separately', () => {
    const { cells } = renderMonth('2026-02', [
      slot({ id: 1, startTime: '18:00', endTime: '19:00', allowedClassTypes: ['1', '2', '3'] }),
      slot({ id: 2, startTime: '07:00', endTime: '08:00', allowedClassTypes: ['1', '2', '3', '4'] }),
    ]);
    const day = cells.find((c) => c.dataset.date === '2026-02-10')!;
    const previews = within(day).getAllByTestId('calendar-slot');
    expect(previews.map((p) => p.textContent)).toEqual([
      '07:00Reformer PilatesMat Pilates Class+2 more',
      '18:00Reformer PilatesMat Pilates Class+1 more',
    ]);
  });
});

describe('MonthCalendar interaction', () => {
  it('opens a day when it is clicked or chosen from the keyboard', async () => {
    const user = userEvent.setup();
    const { onSelectDay } = renderMonth('2026-02', [slot({ allowedClassTypes: ['1'] })]);
    await user.click(screen.getByRole('button', { name: /^Tuesday,? 10 February 2026 \(today\): 1 slot$/ }));
    expect(onSelectDay).toHaveBeenLastCalledWith('2026-02-10');
    screen.getByRole('button', { name: /^Wednesday,? 11 February 2026: 0 slots$/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSelectDay).toHaveBeenLastCalledWith('2026-02-11');
  });
});

describe('MonthCalendar on a phone', () => {
  it('shows whole Monday-to-Sunday weeks with a slot count per day instead of badges that would need sideways scrolling', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    try {
      renderMonth('2026-02', [slot({ id: 1, allowedClassTypes: ['1', '2', '3'] }), slot({ id: 2, startTime: '18:00' })]);
      expect(
        within(screen.getByTestId('calendar-weekdays'))
          .getAllByText(/./)
          .map((d) => d.textContent),
      ).toHaveLength(7);
      expect(screen.getByTestId('calendar-grid').parentElement!.style.minWidth).toBe('');
      expect(screen.queryAllByTestId('calendar-slot')).toHaveLength(0);
      const day = screen.getByRole('button', { name: /10 February 2026 \(today\): 2 slots/ });
      expect(day).toHaveTextContent('102');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
