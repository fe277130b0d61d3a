import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckInResultDto, RosterDto, RosterEntryDto } from '../../../../domain/attendance';
import { render } from '../../../test/render';
import { Roster } from './roster';
import { ScanResult } from './scan-result';

const result = (over: Partial<CheckInResultDto>): CheckInResultDto => ({
  outcome: 'checked_in',
  message: 'Checked in: Tia Ticket',
  bookingId: 9,
  ref: 'B-9',
  slotId: 3,
  name: 'Tia Ticket',
  className: 'Mat Pilates Class',
  participantCount: 1,
  date: '2026-11-23',
  startTime: '18:00',
  endTime: '19:00',
  checkedInAt: new Date('2026-11-23T18:02:00Z'),
  ...over,
});

const entry = (over: Partial<RosterEntryDto>): RosterEntryDto => ({
  bookingId: 1,
  ref: 'B-1',
  name: 'Ann Able',
  phone: '07700 900001',
  specialRequests: '',
  className: 'Mat Pilates Class',
  participantCount: 1,
  payment: 'paid',
  paidPence: 1200,
  checkedInAt: null,
  noShowAt: null,
  ...over,
});

const roster = (entries: RosterEntryDto[], slot: Partial<RosterDto['slot']> = {}): RosterDto => ({
  slot: {
    id: 3,
    date: '2026-11-23',
    startTime: '18:00',
    endTime: '19:00',
    locationName: 'Main Studio',
    classNames: ['Mat Pilates Class'],
    booked: entries.length,
    checkedIn: 0,
    noShows: 0,
    started: true,
    ended: true,
    updatedAt: new Date('2026-11-23T19:00:00Z'),
    ...slot,
  },
  entries,
});

describe('ScanResult', () => {
  it('names the person and the class and says it was recorded, or when it was before', () => {
    const { rerender } = render(<ScanResult answer={{ kind: 'result', result: result({}) }} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Checked in');
    expect(status).toHaveTextContent('Tia Ticket');
    expect(status).toHaveTextContent('Mat Pilates Class, Mon 23 Nov 2026, 6:00 PM - 7:00 PM');
    rerender(<ScanResult answer={{ kind: 'result', result: result({ outcome: 'already', message: 'Already checked in at 18:02' }) }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Already checked in at 18:02');
  });

  it('alerts when the ticket is for another day or not a ticket at all', () => {
    const { rerender } = render(
      <ScanResult
        answer={{
          kind: 'result',
          result: result({
            outcome: 'other_day',
            message: 'This ticket is for Mat Pilates Class on Tuesday 24 November 2026 at 6:00 PM, not today',
          }),
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Not today');
    rerender(<ScanResult answer={{ kind: 'error', message: 'This ticket is not recognised' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This ticket is not recognised');
  });
});

describe('Roster', () => {
  it('ticks and unticks names, shows phone, payment and time, and prints a table of the same', async () => {
    const onTick = vi.fn();
    const ann = entry({});
    const bob = entry({
      bookingId: 2,
      ref: 'B-2',
      name: 'Bob Booked',
      payment: 'unpaid',
      paidPence: 0,
      checkedInAt: new Date('2026-11-23T17:58:00Z'),
      specialRequests: 'Recovering from a knee injury',
    });
    render(<Roster roster={roster([ann, bob], { checkedIn: 1 })} busyId={null} onTick={onTick} onNoShows={vi.fn()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ann Able' }));
    expect(onTick).toHaveBeenLastCalledWith(ann, true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bob Booked' }));
    expect(onTick).toHaveBeenLastCalledWith(bob, false);
    expect(screen.getByText('Checked in 17:58')).toBeInTheDocument();
    // Her medical note is on the card she is ticked on, and on paper.
    expect(screen.getByText('Note: Recovering from a knee injury')).toBeInTheDocument();
    const printed = within(screen.getByRole('table'));
    expect(printed.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'NamePhonePaidChecked inNotes',
      'Ann Able07700 900001Paid\u2610',
      'Bob Booked07700 900001To pay17:58Recovering from a knee injury',
    ]);
  });

  it('offers to mark the unticked as no-shows only once the class has ended', async () => {
    const onNoShows = vi.fn();
    const { rerender } = render(
      <Roster roster={roster([entry({})], { ended: false })} busyId={null} onTick={vi.fn()} onNoShows={onNoShows} />,
    );
    expect(screen.queryByRole('button', { name: /no-show/ })).toBeNull();
    rerender(
      <Roster
        roster={roster([entry({}), entry({ bookingId: 2, name: 'Cy Came', checkedInAt: new Date() })])}
        busyId={null}
        onTick={vi.fn()}
        onNoShows={onNoShows}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark 1 no-show' }));
    expect(onNoShows).toHaveBeenCalledWith(1);
  });
});
