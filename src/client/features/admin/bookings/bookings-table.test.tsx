import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBookingDto } from '../../../../domain/dto';
import { render } from '../../../test/render';
import { BookingsTable } from './bookings-table';

function row(over: Partial<AdminBookingDto>): AdminBookingDto {
  return {
    id: 7,
    kind: 'booking',
    name: 'Alice Example',
    email: 'alice@example.test',
    phone: '07700 900123',
    className: 'Mat Pilates Class',
    classDate: '2026-03-02',
    classTime: '09:30',
    locationName: 'Main Studio',
    participantCount: 1,
    specialRequests: 'Knee injury',
    status: 'confirmed',
    amountPence: 1200,
    sessionType: null,
    createdAt: new Date('2026-02-20T10:00:00Z'),
    ...over,
  };
}

describe('BookingsTable', () => {
  it("has SPEC §2's columns and shows a booking's details in them", () => {
    render(<BookingsTable rows={[row({})]} onStatusChange={vi.fn()} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Client',
      'Class',
      'Date & Time',
      'Contact',
      'Participants',
      'Status',
    ]);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Alice Example#7');
    expect(cells[1]).toHaveTextContent('Mat Pilates Class');
    expect(cells[2]).toHaveTextContent('Mon 2 Mar 2026');
    expect(cells[2]).toHaveTextContent('9:30 AM');
    expect(cells[3]).toHaveTextContent('alice@example.test07700 900123');
    expect(cells[4]).toHaveTextContent('1Knee injury');
  });

  it('marks training and checkout orders, and lets only class places change status', () => {
    render(
      <BookingsTable
        rows={[
          row({ id: 1, kind: 'training', className: 'Personal Training - Single Session', classDate: null, classTime: null }),
          row({ id: 2, kind: 'class_checkout' }),
        ]}
        onStatusChange={vi.fn()}
      />,
    );
    const [training, checkout] = screen.getAllByRole('row').slice(1);
    expect(within(training!).getByText('Training')).toBeInTheDocument();
    expect(within(training!).getByText('Ordered 20 Feb 2026')).toBeInTheDocument();
    expect(within(training!).queryByRole('combobox')).toBeNull();
    expect(within(checkout!).getByText('Checkout')).toBeInTheDocument();
    expect(within(checkout!).getByRole('combobox', { name: /Change status/ })).toBeInTheDocument();
  });

  it('asks to change the status when another one is chosen', async () => {
    const user = userEvent.setup();
    const onStatusChange = vi.fn();
    render(<BookingsTable rows={[row({ status: 'held' })]} onStatusChange={onStatusChange} />);
    await user.click(screen.getByRole('combobox', { name: /Change status of Alice Example's booking #7/ }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(onStatusChange).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), 'cancelled');
  });
});
