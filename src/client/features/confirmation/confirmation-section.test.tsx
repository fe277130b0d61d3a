/**
 * The confirmation screen after paying, read by the order in the address's fragment: an appointment shows its
 * `A-` reference, session, London date and times, where it happens and the calendar buttons, as a class does.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptDto } from '../../../domain/manage';
import { render } from '../../test/render';
import { serveTrpc } from '../../test/serve-trpc';
import { ConfirmationSection } from './confirmation-section';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

const appointment: ReceiptDto = {
  orderId: 34,
  kind: 'appointment',
  reference: 'A-12',
  title: 'Personal Training - Single Session',
  email: 'ava@example.com',
  status: 'confirmed',
  date: '2026-12-02',
  startTime: '10:00',
  endTime: '11:00',
  location: null,
  place: 'online',
  virtualDetails: null,
  amountPaidPence: 4000,
  calendar: { google: 'https://calendar.google.com/x', outlook: 'https://outlook.live.com/x', ics: 'BEGIN:VCALENDAR' },
};

async function open(receipt: ReceiptDto) {
  window.location.hash = `#${receipt.orderId}`;
  const calls = serveTrpc({ 'payments.receipt': () => ({ data: receipt }) });
  const rootRoute = createRootRoute({ component: ConfirmationSection });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/booking' }),
      createRoute({ getParentRoute: () => rootRoute, path: '/account' }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  await router.load();
  return calls;
}

describe('the confirmation screen', () => {
  it('shows an appointment with its A- reference, London times, place and calendar buttons', async () => {
    const calls = await open(appointment);
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'payments.receipt')?.input).toEqual({ order: 34 });
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('A-12');
    expect(screen.getByText('Booking reference', { exact: false })).toBeInTheDocument();
    const row = (label: string) => screen.getByText(label, { selector: 'th' }).closest('tr')!;
    expect(row('Session')).toHaveTextContent('Personal Training - Single Session');
    expect(row('Date')).toHaveTextContent('Wednesday, 2 December 2026');
    expect(row('Time')).toHaveTextContent('10:00 AM - 11:00 AM (UK time)');
    expect(row('Place')).toHaveTextContent('Online: the joining details are e-mailed before the session');
    expect(row('Amount paid')).toHaveTextContent('£40.00');
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute('href', 'https://calendar.google.com/x');
    expect(screen.getByText(/Its private link lets you see, move to another time or cancel this booking/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book another session' })).toHaveAttribute('href', '/booking?type=appointment');
  });

  it('shows an appointment at a location with its address and map link', async () => {
    await open({
      ...appointment,
      place: 'location',
      location: { name: 'Main Studio', address: '1 High Street', mapUrl: 'https://maps.example/x' },
    });
    const place = (await screen.findByText('Place', { selector: 'th' })).closest('tr')!;
    expect(place).toHaveTextContent('Main Studio1 High StreetOpen in Google Maps');
  });

  it("shows an appointment at the client's home as such", async () => {
    await open({ ...appointment, place: 'client_home' });
    expect((await screen.findByText('Place', { selector: 'th' })).closest('tr')!).toHaveTextContent('At your home');
  });
});
