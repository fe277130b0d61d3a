import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CalendarAppointmentDto } from '../../../../domain/appointments/calendar';
import { render } from '../../../test/render';
import { AddForClient, AppointmentActions, startOf } from './calendar-actions';

const appointment: CalendarAppointmentDto = {
  id: 5,
  typeId: 1,
  typeName: 'Personal Training - Single Session',
  startsAt: '2026-11-30T08:00:00+00:00',
  endsAt: '2026-11-30T09:00:00+00:00',
  date: '2026-11-30',
  startTime: '08:00',
  endTime: '09:00',
  place: 'location',
  locationId: 1,
  status: 'confirmed',
  name: 'Jane Client',
  email: 'jane@example.com',
  phone: '07700 900123',
  notes: '',
  healthFlagged: false,
};

describe('her calendar actions', () => {
  it('reads a typed London date and time as the instant, across the clock change', () => {
    expect(startOf('2026-03-30', '09:00')?.toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(startOf('2026-03-27', '09:00')?.toISOString()).toBe('2026-03-27T09:00:00.000Z');
    expect(startOf('2026-03-30', '9')).toBeNull();
    expect(startOf('', '09:00')).toBeNull();
  });

  it('opens Move with the current time filled in, and Cancel with what she gets back', async () => {
    const user = userEvent.setup();
    render(<AppointmentActions appointment={appointment} />);
    await user.click(screen.getByRole('button', { name: 'Move Personal Training - Single Session with Jane Client' }));
    const move = await screen.findByRole('dialog', { name: 'Move Appointment' });
    expect(screen.getByLabelText('New date')).toHaveValue('2026-11-30');
    expect(screen.getByLabelText('New time (UK)')).toHaveValue('08:00');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(move).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Personal Training - Single Session with Jane Client' }));
    await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    expect(screen.getByRole('radio', { name: /Refund what was paid/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Give nothing back' })).not.toBeChecked();
  }, 30_000);

  it('adds for a client only with a session, a time and her details', async () => {
    const user = userEvent.setup();
    render(<AddForClient defaultDate="2026-11-30" />);
    await user.click(screen.getByRole('button', { name: 'Add for a client' }));
    await screen.findByRole('dialog', { name: 'Add an Appointment' });
    await user.click(screen.getByRole('button', { name: 'Add and e-mail her' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the session');
  }, 30_000);
});
