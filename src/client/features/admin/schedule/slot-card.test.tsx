import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSlotDto } from '../../../../domain/dto';
import { render } from '../../../test/render';
import { serveTrpc } from '../../../test/serve-trpc';
import { SlotCard } from './slot-card';

const slot: AdminSlotDto = {
  id: 41,
  date: '2031-03-04',
  startTime: '18:00',
  endTime: '19:00',
  locationId: 1,
  locationName: 'Main Studio',
  isVirtualOnly: false,
  allowedClassTypes: ['3'],
  maxBookings: 8,
  availableSpots: 5,
  notes: '',
  isActive: true,
  seriesId: null,
  joiningDetails: '',
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

afterEach(() => vi.unstubAllGlobals());

const card = (over: Partial<AdminSlotDto> = {}) =>
  render(
    <SlotCard slot={{ ...slot, ...over }} classTypeNames={new Map([['3', 'Mat Pilates Class']])} onEdit={vi.fn()} onDelete={vi.fn()} />,
  );

describe('a class on the schedule tab', () => {
  it('adds a booking straight into it: the dialog opens on its date with the class chosen', { timeout: 30_000 }, async () => {
    const calls = serveTrpc({
      'admin.schedule.byDate': () => ({ data: [slot, { ...slot, id: 42, startTime: '07:00', endTime: '08:00' }] }),
      'admin.classTypes.list': () => ({ data: [{ id: 3, name: 'Mat Pilates Class', pricePence: 1200 }] }),
      'config.public': () => ({ data: { openClassPricePence: 1000 } }),
    });
    card();
    await userEvent.click(screen.getByRole('button', { name: 'Add booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Booking' });
    await waitFor(() => expect(calls.find((c) => c.path === 'admin.schedule.byDate')?.input).toEqual({ date: '2031-03-04' }));
    // The class of this card is the one chosen, not the day's first.
    await waitFor(() => expect(within(dialog).getByDisplayValue('6:00 PM - 7:00 PM · Main Studio · 5 left')).toBeInTheDocument());
  });

  it('offers no booking on a class taken off the schedule', () => {
    card({ isActive: false });
    expect(screen.queryByRole('button', { name: 'Add booking' })).not.toBeInTheDocument();
  });
});
