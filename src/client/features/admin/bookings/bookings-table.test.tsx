import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBookingDto } from '../../../../domain/dto';
import { render } from '../../../test/render';
import { BookingsTable, movable, statusOptions } from './bookings-table';

function row(over: Partial<AdminBookingDto>): AdminBookingDto {
  const id = over.id ?? 7;
  return {
    id,
    ref: over.kind === 'training' ? `T-${id}` : `B-${id}`,
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
    orderId: 3,
    paidPence: 1200,
    refundedPence: 0,
    sessionType: null,
    discountCode: null,
    paid: true,
    checkedIn: false,
    partyRef: null,
    createdAt: new Date('2026-02-20T10:00:00Z'),
    updatedAt: new Date('2026-02-20T10:00:00Z'),
    ...over,
  };
}

describe('BookingsTable', () => {
  it("has SPEC §2's columns and shows a booking's details in them", () => {
    render(<BookingsTable rows={[row({})]} onStatusChange={vi.fn()} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Client',
      'Kind',
      'Class',
      'Date & Time',
      'Contact',
      'Participants',
      'Status',
    ]);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Alice ExampleB-7');
    expect(cells[1]).toHaveTextContent('Class');
    expect(cells[2]).toHaveTextContent('Mat Pilates Class');
    expect(cells[3]).toHaveTextContent('Mon 2 Mar 2026');
    expect(cells[3]).toHaveTextContent('9:30 AM');
    expect(cells[4]).toHaveTextContent('alice@example.test07700 900123');
    expect(cells[5]).toHaveTextContent('1Knee injury');
  });

  it('gives both kinds their own reference and status choices; a refunded row has none to pick', async () => {
    const user = userEvent.setup();
    render(
      <BookingsTable
        rows={[
          row({ id: 1, kind: 'training', className: 'Personal Training - Single Session', classDate: null, classTime: null, paid: false }),
          row({ id: 1, kind: 'class_checkout' }),
          row({ id: 3, status: 'refunded' }),
        ]}
        onStatusChange={vi.fn()}
      />,
    );
    const [training, checkout, refunded] = screen.getAllByRole('row').slice(1);
    expect(within(training!).getByText('T-1')).toBeInTheDocument();
    expect(within(training!).getByText('Training')).toBeInTheDocument();
    expect(within(training!).getByText('Ordered 20 Feb 2026')).toBeInTheDocument();
    expect(within(checkout!).getByText('B-1')).toBeInTheDocument();
    expect(within(checkout!).getByText('Class (checkout)')).toBeInTheDocument();
    await user.click(within(training!).getByRole('combobox', { name: /Change status of Alice Example's booking T-1/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Confirmed', 'Cancelled']);
    expect(within(refunded!).queryByRole('combobox')).toBeNull();
    expect(within(refunded!).getByText('Set by the refund')).toBeInTheDocument();
  });

  it('offers no cancel for a paid order (it is refunded instead), nor any status for an appointment', () => {
    render(
      <BookingsTable
        rows={[
          row({ id: 4, kind: 'pack', ref: 'T-4', className: '5-class pack', classDate: null, classTime: null }),
          row({ id: 5, kind: 'pack', ref: 'T-5', className: '5-class pack', classDate: null, classTime: null, paid: false, paidPence: 0 }),
          row({ id: 6, kind: 'appointment', ref: 'A-6', className: 'Personal training' }),
        ]}
        onStatusChange={vi.fn()}
      />,
    );
    const [paid, unpaid, appointment] = screen.getAllByRole('row').slice(1);
    expect(within(paid!).queryByRole('combobox')).toBeNull();
    expect(paid).toHaveTextContent('Paid: refund it to cancel');
    // An unpaid pack order is an order, not a class: confirmed or cancelled, never held or expired.
    expect(statusOptions({ ref: 'T-5', status: 'confirmed', paid: false, checkedIn: false }).map((o) => o.value)).toEqual([
      'confirmed',
      'cancelled',
    ]);
    expect(within(unpaid!).getByRole('combobox', { name: /T-5/ })).toBeInTheDocument();
    expect(within(appointment!).queryByRole('combobox')).toBeNull();
    expect(appointment).toHaveTextContent('Cancel or move it from Appointments');
  });

  it('shows cards, not a sideways-scrolling table, on a phone', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    try {
      render(
        <BookingsTable
          rows={[row({}), row({ id: 2, kind: 'training', classDate: null, classTime: null, paid: false })]}
          onStatusChange={vi.fn()}
        />,
      );
      expect(screen.queryByRole('table')).toBeNull();
      const cards = screen.getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent('B-7');
      expect(within(cards[1]!).getByRole('combobox', { name: /T-2/ })).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('offers only the transitions that exist: a paid or checked-in booking never goes back to held or expired', async () => {
    const user = userEvent.setup();
    render(
      <BookingsTable
        rows={[row({ id: 1 }), row({ id: 2, paid: false, paidPence: 0 }), row({ id: 3, paid: false, paidPence: 0, checkedIn: true })]}
        onStatusChange={vi.fn()}
      />,
    );
    const optionsOf = async (ref: string) => {
      await user.click(screen.getByRole('combobox', { name: new RegExp(`booking ${ref}$`) }));
      const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
      await user.keyboard('{Escape}');
      return options;
    };
    expect(await optionsOf('B-1')).toEqual(['Confirmed', 'Cancelled']);
    expect(await optionsOf('B-2')).toEqual(['Confirmed', 'Held', 'Cancelled', 'Expired']);
    expect(await optionsOf('B-3')).toEqual(['Confirmed', 'Cancelled']);
  });

  it('asks to change the status when another one is chosen', async () => {
    const user = userEvent.setup();
    const onStatusChange = vi.fn();
    render(<BookingsTable rows={[row({ status: 'held' })]} onStatusChange={onStatusChange} />);
    await user.click(screen.getByRole('combobox', { name: /Change status of Alice Example's booking B-7/ }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(onStatusChange).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), 'cancelled');
  });

  it('offers a refund only where money is left to give back, and shows what was refunded', async () => {
    const onRefund = vi.fn();
    render(
      <BookingsTable
        rows={[
          row({ id: 1, paidPence: 1200, refundedPence: 600 }),
          row({ id: 2, paidPence: 1200, refundedPence: 1200, status: 'refunded' }),
          row({ id: 3, paidPence: 0 }),
        ]}
        onStatusChange={vi.fn()}
        onRefund={onRefund}
      />,
    );
    const [part, full, unpaid] = screen.getAllByRole('row').slice(1);
    expect(part).toHaveTextContent('Refunded £6.00 of £12.00');
    await userEvent.setup().click(within(part!).getByRole('button', { name: 'Refund B-1' }));
    expect(onRefund).toHaveBeenCalledWith(expect.objectContaining({ ref: 'B-1' }));
    expect(within(full!).queryByRole('button', { name: /Refund/ })).toBeNull();
    expect(within(unpaid!).queryByRole('button', { name: /Refund/ })).toBeNull();
  });

  it('offers the receipts of every row that took money, refunded or not', async () => {
    const onReceipts = vi.fn();
    render(
      <BookingsTable
        rows={[row({ id: 1, paidPence: 1200, refundedPence: 1200, status: 'refunded' }), row({ id: 3, paidPence: 0 })]}
        onStatusChange={vi.fn()}
        onReceipts={onReceipts}
      />,
    );
    const [refunded, unpaid] = screen.getAllByRole('row').slice(1);
    await userEvent.setup().click(within(refunded!).getByRole('button', { name: 'Receipts of B-1' }));
    expect(onReceipts).toHaveBeenCalledWith(expect.objectContaining({ ref: 'B-1' }));
    expect(within(unpaid!).queryByRole('button', { name: /Receipts/ })).toBeNull();
  });

  it("says a friend's place is paid with the first place of the group", () => {
    render(
      <BookingsTable
        rows={[row({ id: 1, partyRef: 'B-1' }), row({ id: 2, partyRef: 'B-1', paidPence: 0, amountPence: null, orderId: null })]}
        onStatusChange={vi.fn()}
        onRefund={vi.fn()}
      />,
    );
    expect(screen.getAllByText('Paid with B-1')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Refund B-1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund B-2' })).toBeNull();
  });

  it('offers Move on confirmed class bookings still to come, not on past, cancelled or training rows', async () => {
    expect(movable({ ref: 'B-1', status: 'confirmed', classDate: '2026-03-02', partyRef: null }, '2026-03-02')).toBe(true);
    expect(movable({ ref: 'B-1', status: 'confirmed', classDate: '2026-03-01', partyRef: null }, '2026-03-02')).toBe(false);
    expect(movable({ ref: 'B-1', status: 'cancelled', classDate: '2026-03-09', partyRef: null }, '2026-03-02')).toBe(false);
    expect(movable({ ref: 'T-1', status: 'confirmed', classDate: null, partyRef: null }, '2026-03-02')).toBe(false);
    // A place of several booked together stays with its group (decision 780).
    expect(movable({ ref: 'B-2', status: 'confirmed', classDate: '2026-03-09', partyRef: 'B-1' }, '2026-03-02')).toBe(false);
    const onMove = vi.fn();
    render(<BookingsTable rows={[row({ id: 5, classDate: '2999-01-04' })]} onStatusChange={vi.fn()} onMove={onMove} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move B-5 to another class' }));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ ref: 'B-5' }));
  });
});
