import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { londonInstant } from '../../../domain/time';
import { render } from '../../test/render';
import { buildWeek, firstWeekWithClasses, shiftWeek, weekOfParam } from './schedule-model';
import { CLASS_TYPES, slot } from './schedule-fixtures';
import { ScheduleView, type ScheduleViewProps } from './schedule-view';

const MONDAY = '2026-03-02';
// Sunday 1 March 2026, 12:00 in London: the whole week of 2 March is in the future.
const BEFORE_WEEK = londonInstant('2026-03-01', '12:00');

function view(props: Partial<ScheduleViewProps> = {}) {
  const onBook = vi.fn();
  const ui = (layout: ScheduleViewProps['layout']) => (
    <ScheduleView
      monday={MONDAY}
      days={null}
      error={null}
      onPrevWeek={() => {}}
      onNextWeek={() => {}}
      onBook={onBook}
      layout={layout}
      {...props}
    />
  );
  const { rerender } = render(ui(props.layout ?? 'desktop'));
  return { onBook, asPhone: () => rerender(ui('phone')) };
}

const week = (slots: Parameters<typeof buildWeek>[0]['slots'], now = BEFORE_WEEK) =>
  buildWeek({ monday: MONDAY, slots, classTypes: CLASS_TYPES, now, openClassPricePence: 2500 });

describe('weekly schedule states', () => {
  it('shows the loading text while the week is fetched', () => {
    view({ days: null });
    expect(screen.getByText('Loading schedule...')).toBeInTheDocument();
    expect(screen.queryByTestId('desktop-week')).not.toBeInTheDocument();
  });

  it('shows the fetch error instead of the week', () => {
    view({ error: 'Failed to fetch schedules' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch schedules');
  });

  it("shows 'No classes' on empty days of the desktop grid and lists only days with classes on phones", () => {
    const { asPhone } = view({ days: week([slot({ date: '2026-03-04', startTime: '18:30', endTime: '19:30' })]) });
    const desktop = screen.getByTestId('desktop-week');
    expect(within(desktop).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(within(desktop).getAllByText('No classes')).toHaveLength(6);
    expect(within(desktop).getByRole('button', { name: /^Book & Pay: Yoga Class/ })).toBeEnabled();
    expect(screen.queryByTestId('phone-week')).not.toBeInTheDocument();
    asPhone();
    const phone = screen.getByTestId('phone-week');
    expect(screen.queryByTestId('desktop-week')).not.toBeInTheDocument();
    expect(
      within(phone)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Wednesday, 4 March 2026']);
    expect(within(phone).queryByText('No classes')).not.toBeInTheDocument();
    // 12-hour start time, spots, location, class name and price.
    expect(within(phone).getByText('6:30 PM')).toBeInTheDocument();
    expect(within(phone).getByText('10 spots available')).toBeInTheDocument();
    expect(within(phone).getByText('Main Studio')).toBeInTheDocument();
    expect(within(phone).getByText('Yoga Class')).toBeInTheDocument();
    expect(within(phone).getByText('£12.00')).toBeInTheDocument();
    expect(within(phone).getByRole('button', { name: /^Book & Pay Now: Yoga Class, Wednesday, 4 March 2026 at 6:30 PM$/ })).toBeEnabled();
  });

  it("disables a full slot's buttons with 'Fully Booked'", async () => {
    const { onBook } = view({ days: week([slot({ availableSpots: 0, allowedClassTypes: ['1', '2'] })]) });
    const desktop = screen.getByTestId('desktop-week');
    const buttons = within(desktop).getAllByRole('button', { name: /Fully Booked/ });
    expect(buttons).toHaveLength(2);
    buttons.forEach((b) => expect(b).toBeDisabled());
    expect(within(desktop).getByText('0 spots available')).toBeInTheDocument();
    await userEvent.click(buttons[0]!, { pointerEventsCheck: 0 });
    expect(onBook).not.toHaveBeenCalled();
  });

  it("offers one 'Join waiting list' button under a full slot, desktop and phone, and none on a slot with places", async () => {
    const onJoinWaitlist = vi.fn();
    const { asPhone } = view({
      onJoinWaitlist,
      days: week([
        slot({ id: 7, availableSpots: 0, allowedClassTypes: ['1', '2'] }),
        slot({ id: 8, date: '2026-03-05', availableSpots: 3 }),
      ]),
    });
    const desktop = screen.getByTestId('desktop-week');
    const join = within(desktop).getAllByRole('button', { name: /^Join waiting list: / });
    expect(join).toHaveLength(1);
    await userEvent.click(join[0]!);
    expect(onJoinWaitlist).toHaveBeenCalledWith(
      expect.objectContaining({ slot: expect.objectContaining({ slot: expect.objectContaining({ id: 7 }) }) }),
    );
    asPhone();
    expect(within(screen.getByTestId('phone-week')).getAllByRole('button', { name: /^Join waiting list: / })).toHaveLength(1);
  });

  it('offers an Open Class at £25 for a slot with no class types, booking class type 1', async () => {
    const { onBook, asPhone } = view({ days: week([slot({ allowedClassTypes: [] })]) });
    const desktop = screen.getByTestId('desktop-week');
    expect(within(desktop).getByText('Open Class')).toBeInTheDocument();
    expect(within(desktop).getByText('£25.00')).toBeInTheDocument();
    await userEvent.click(within(desktop).getByRole('button', { name: /^Book & Pay: Open Class/ }));
    expect(onBook).toHaveBeenCalledWith(
      expect.objectContaining({
        layout: 'desktop',
        offer: { classTypeId: 1, name: 'Open Class', pricePence: 2500, durationMinutes: null, isOpenClass: true },
      }),
    );
    asPhone();
    const phone = screen.getByTestId('phone-week');
    await userEvent.click(within(phone).getByRole('button', { name: /^Book & Pay Now: Open Class/ }));
    expect(onBook).toHaveBeenLastCalledWith(expect.objectContaining({ layout: 'phone' }));
  });

  it("labels a slot without a location 'Virtual Class'", () => {
    view({ days: week([slot({ locationId: null, locationName: null, isVirtualOnly: true })]) });
    expect(within(screen.getByTestId('desktop-week')).getByText('Virtual Class')).toBeInTheDocument();
  });

  it('highlights today', () => {
    view({ days: week([], londonInstant('2026-03-05', '08:00')) });
    expect(screen.getAllByText('Today')).toHaveLength(1);
    const column = screen.getByTestId('desktop-week').querySelector('[aria-current="date"]');
    expect(column).toHaveTextContent('Thursday');
    expect(column).toHaveTextContent('5 Mar');
  });

  it('does not let a past or started class be booked', () => {
    const now = londonInstant('2026-03-04', '09:30');
    view({
      days: week(
        [
          slot({ date: '2026-03-03', startTime: '09:00' }),
          slot({ date: '2026-03-04', startTime: '09:00' }),
          slot({ date: '2026-03-04', startTime: '10:00', endTime: '11:00' }),
        ],
        now,
      ),
    });
    const desktop = screen.getByTestId('desktop-week');
    expect(within(desktop).getByRole('button', { name: /^Past: Yoga Class, Tuesday/ })).toBeDisabled();
    expect(within(desktop).getByRole('button', { name: /^Class started: Yoga Class, Wednesday, 4 March 2026 at 9:00 AM/ })).toBeDisabled();
    expect(within(desktop).getByRole('button', { name: /^Book & Pay: Yoga Class, Wednesday, 4 March 2026 at 10:00 AM/ })).toBeEnabled();
  });
});

function NavigableWeek({ start }: { start: string }) {
  const [monday, setMonday] = useState(start);
  return (
    <ScheduleView
      monday={monday}
      days={null}
      error={null}
      onPrevWeek={() => setMonday((m) => shiftWeek(m, -1))}
      onNextWeek={() => setMonday((m) => shiftWeek(m, 1))}
      onBook={() => {}}
      layout="desktop"
    />
  );
}

describe('week navigation', () => {
  it('moves across a month end', async () => {
    render(<NavigableWeek start="2026-11-23" />);
    expect(screen.getByText('23 Nov - 29 Nov 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByText('30 Nov - 6 Dec 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByText('16 Nov - 22 Nov 2026')).toBeInTheDocument();
  });

  it('moves across a year end, Monday to Sunday', async () => {
    render(<NavigableWeek start="2025-12-22" />);
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByText('29 Dec 2025 - 4 Jan 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByText('5 Jan - 11 Jan 2026')).toBeInTheDocument();
  });

  it('has no week to move from until the date is known', () => {
    view({ monday: null });
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
  });
});

describe('the week in the address', () => {
  const THIS_MONDAY = '2026-11-30';
  it.each([
    [undefined, THIS_MONDAY, 'no parameter: this week'],
    ['2026-12-07', '2026-12-07', 'a Monday'],
    ['2026-12-10', '2026-12-07', 'any day: its week'],
    ['2026-11-16', THIS_MONDAY, 'a week gone by: this week'],
    ['2026-02-30', THIS_MONDAY, 'not a date: this week'],
    ['next', THIS_MONDAY, 'not a date: this week'],
  ])('reads ?week=%s as %s (%s)', (param, monday, _why) => {
    expect(weekOfParam(param, THIS_MONDAY)).toBe(monday);
  });

  it('finds the week of the first class still to come', () => {
    const now = londonInstant('2026-03-09', '12:00');
    expect(
      firstWeekWithClasses(
        [
          slot({ date: '2026-03-09', startTime: '09:00' }),
          slot({ date: '2026-03-26', startTime: '09:00' }),
          slot({ date: '2026-03-18', startTime: '09:00', isActive: false }),
          slot({ date: '2026-03-19', startTime: '09:00' }),
        ],
        now,
      ),
    ).toBe('2026-03-16');
    expect(firstWeekWithClasses([slot({ date: '2026-03-09', startTime: '09:00' })], now)).toBeNull();
  });

  it("disables 'Previous week' on the current week", () => {
    view({ isCurrentWeek: true });
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeEnabled();
  });

  it('offers the next week with classes when this one has none left', async () => {
    const onShowWeek = vi.fn();
    const { asPhone } = view({ days: week([]), nextWeekWithClasses: '2026-03-16', onShowWeek });
    expect(screen.getByText('No classes this week')).toBeInTheDocument();
    asPhone();
    await userEvent.click(screen.getByRole('button', { name: 'Next classes: 16 Mar - 22 Mar 2026' }));
    expect(onShowWeek).toHaveBeenCalledWith('2026-03-16');
  });

  it('says so when nothing is scheduled ahead, and only the past is left this week', () => {
    // Thursday 5 March, 12:00: Monday's class is over.
    view({ days: week([slot({ date: '2026-03-02' })], londonInstant('2026-03-05', '12:00')), nextWeekWithClasses: null, layout: 'phone' });
    expect(screen.getByText('No more classes this week')).toBeInTheDocument();
    expect(screen.getByText('No classes are scheduled in the next four weeks yet.')).toBeInTheDocument();
  });

  it('asks for nothing while the week has classes to come', () => {
    view({ days: week([slot({ date: '2026-03-04' })]), nextWeekWithClasses: undefined });
    expect(screen.queryByTestId('no-classes-ahead')).not.toBeInTheDocument();
  });
});

describe('the phone week opens at today', () => {
  it('folds the days before today behind one button, and shows them when asked', async () => {
    // Wednesday 4 March, 08:00: Monday and Tuesday are over.
    const days = week(
      [slot({ date: '2026-03-02' }), slot({ date: '2026-03-03' }), slot({ date: '2026-03-04', startTime: '18:00' })],
      londonInstant('2026-03-04', '08:00'),
    );
    view({ days, layout: 'phone' });
    const headings = () =>
      within(screen.getByTestId('phone-week'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(headings()).toEqual(['Wednesday, 4 March 2026']);
    const toggle = screen.getByRole('button', { name: 'Show earlier days (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(headings()).toEqual(['Monday, 2 March 2026', 'Tuesday, 3 March 2026', 'Wednesday, 4 March 2026']);
    expect(screen.getByRole('button', { name: 'Hide earlier days' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no button when no day is past', () => {
    view({ days: week([slot({ date: '2026-03-04' })]), layout: 'phone' });
    expect(screen.queryByRole('button', { name: /earlier days/ })).not.toBeInTheDocument();
  });
});

describe('12-hour times in the schedule', () => {
  it.each([
    ['00:15', '12:15 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['13:45', '1:45 PM'],
    ['21:45', '9:45 PM'],
  ])('shows %s as %s', (startTime, text) => {
    view({ days: week([slot({ startTime })], londonInstant('2026-02-28', '00:00')) });
    expect(within(screen.getByTestId('desktop-week')).getByText(text)).toBeInTheDocument();
  });
});
