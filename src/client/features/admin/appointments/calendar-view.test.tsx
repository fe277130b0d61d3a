import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarDto } from '../../../../domain/appointments/calendar';
import type { AdminSlotDto } from '../../../../domain/dto';
import { render } from '../../../test/render';
import { CalendarView, type CalendarViewProps, dayEntries } from './calendar-view';

const MONDAY = '2026-11-30';
const slot: AdminSlotDto = {
  id: 11,
  date: MONDAY,
  startTime: '09:30',
  endTime: '10:30',
  locationId: 1,
  locationName: 'Main Studio',
  isVirtualOnly: false,
  allowedClassTypes: ['4'],
  maxBookings: 10,
  availableSpots: 7,
  notes: '',
  isActive: true,
  seriesId: null,
  joiningDetails: '',
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};
const data: CalendarDto = {
  from: MONDAY,
  to: '2026-12-06',
  classes: [slot],
  appointments: [
    {
      id: 5,
      typeId: 1,
      typeName: 'Personal Training - Single Session',
      startsAt: `${MONDAY}T08:00:00+00:00`,
      endsAt: `${MONDAY}T09:00:00+00:00`,
      date: MONDAY,
      startTime: '08:00',
      endTime: '09:00',
      place: 'location',
      locationId: 1,
      status: 'confirmed',
      name: 'Jane Client',
      email: 'jane@example.com',
      phone: '07700 900123',
      notes: 'Bad knee',
      healthFlagged: true,
    },
    {
      id: 6,
      typeId: 2,
      typeName: 'Free Consultation',
      startsAt: '2026-12-02T14:00:00+00:00',
      endsAt: '2026-12-02T14:30:00+00:00',
      date: '2026-12-02',
      startTime: '14:00',
      endTime: '14:30',
      place: 'online',
      locationId: null,
      status: 'held',
      name: 'Sam Visitor',
      email: 'sam@example.com',
      phone: '07700 900456',
      notes: '',
      healthFlagged: false,
    },
  ],
};

const props = (over: Partial<CalendarViewProps> = {}): CalendarViewProps => ({
  mode: 'week',
  date: MONDAY,
  today: '2026-12-02',
  data,
  loading: false,
  failed: false,
  classNames: new Map([['4', 'Pilates']]),
  onModeChange: vi.fn(),
  onDateChange: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});

describe('her calendar', () => {
  it('puts classes and appointments of a day in time order', () => {
    expect(dayEntries(data, MONDAY).map((e) => e.key)).toEqual(['a5', 'c11']);
    expect(dayEntries(data, '2026-12-01')).toEqual([]);
  });

  it('shows a week day by day: who, when, where, booked places, held ones marked', () => {
    render(<CalendarView {...props()} />);
    expect(screen.getByTestId('calendar-label')).toHaveTextContent('30 Nov - 6 Dec 2026');
    const monday = screen.getByRole('group', { name: 'Monday 30 November' });
    const [appointment, klass] = within(monday).getAllByTestId(/calendar-(class|appointment)/);
    expect(appointment).toHaveTextContent('8:00 AM - 9:00 AM');
    expect(appointment).toHaveTextContent('Jane Client');
    expect(within(appointment!).getByRole('link', { name: '07700 900123' })).toHaveAttribute('href', 'tel:07700900123');
    expect(klass).toHaveTextContent('Pilates');
    expect(klass).toHaveTextContent('Main Studio · 3/10 booked');
    expect(screen.getByRole('group', { name: 'Tuesday 1 December' })).toHaveTextContent('Nothing booked');
    expect(screen.getByRole('group', { name: 'Wednesday 2 December' })).toHaveTextContent('Being paid');
    expect(screen.getByText('Wed 2 Dec (today)')).toBeInTheDocument();
  }, 30_000);

  it('marks an appointment whose client answered yes to a health question, and only that one', () => {
    render(<CalendarView {...props()} />);
    const [jane, sam] = screen.getAllByTestId('calendar-appointment');
    expect(within(jane!).getByTestId('health-flag')).toHaveTextContent('Health answers need a look');
    expect(within(sam!).queryByTestId('health-flag')).not.toBeInTheDocument();
    expect(screen.getAllByText('Health answers need a look')).toHaveLength(1);
  });

  it('moves by a day or a week, back to today, and switches view', async () => {
    const onDateChange = vi.fn();
    const onModeChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<CalendarView {...props({ onDateChange, onModeChange })} />);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(onDateChange).toHaveBeenLastCalledWith('2026-12-07');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onDateChange).toHaveBeenLastCalledWith('2026-12-02');
    await user.click(screen.getByRole('radio', { name: 'Day' }));
    expect(onModeChange).toHaveBeenCalledWith('day');
    rerender(<CalendarView {...props({ onDateChange, mode: 'day', date: '2026-12-02' })} />);
    expect(screen.getByTestId('calendar-label')).toHaveTextContent('Wednesday 2 December 2026');
    expect(screen.getAllByTestId('calendar-day')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onDateChange).toHaveBeenLastCalledWith('2026-12-01');
  }, 30_000);

  it('shows loading and a failure with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<CalendarView {...props({ loading: true, data: undefined })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading calendar...');
    rerender(<CalendarView {...props({ failed: true, data: undefined, onRetry })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
