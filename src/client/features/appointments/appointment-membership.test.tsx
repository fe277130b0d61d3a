/**
 * "Book with my membership" on the public appointment page (decision 793): beside the card and the credit for a
 * paid session when a plan includes appointments; signed in it books at once, signed out it asks for her code and
 * says the server's refusal there; a first session without answers on file goes through the health step first;
 * each ends on the confirmation screen a class ends on (/booking/confirmed#<order>).
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentTypeDto } from '../../../domain/appointments/dto';
import { PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import { londonToday, mondayOf } from '../../../domain/time';
import { render } from '../../test/render';
import { serveTrpc, type TrpcAnswer } from '../../test/serve-trpc';
import { AppointmentBooking, membershipChoice } from './appointment-booking';

afterEach(() => vi.unstubAllGlobals());

const single: AppointmentTypeDto = {
  id: 1,
  name: 'Personal Training - Single Session',
  description: 'One hour, one to one.',
  durationMinutes: 60,
  pricePence: 4000,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 60,
  horizonDays: 56,
  place: 'online',
  locationId: null,
  acceptsTrainingCredits: false,
  creditPackIds: [],
  isActive: true,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};
const day = mondayOf(londonToday());
const start = `${day}T09:00:00+00:00`;
const time = { start, end: `${day}T10:00:00+00:00`, date: day, startTime: '09:00', locationId: null };
const PLAN = { id: 4, name: 'All in', includesAppointments: true };
const booked = {
  success: true,
  status: 'confirmed',
  clientSecret: null,
  amountPence: 0,
  appointmentId: 12,
  orderId: 34,
  message: 'Booked.',
};

function serve(over: Record<string, (input: unknown) => TrpcAnswer>) {
  return serveTrpc({
    'appointments.types': () => ({ data: [single] }),
    'appointments.availability': () => ({ data: { typeId: 1, from: day, to: day, times: [time] } }),
    'memberships.plans': () => ({ data: [PLAN] }),
    'memberships.appointmentQuote': () => ({ data: { email: null, included: false, reason: null } }),
    ...over,
  });
}

/** The booking on the page, in a router whose confirmation route names the order its address carries. */
async function toDetails(user: ReturnType<typeof userEvent.setup>) {
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/booking', component: AppointmentBooking }),
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/booking/confirmed',
        component: () => <p data-testid="confirmation-page">Confirmation of order {window.location.hash || router.state.location.hash}</p>,
      }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/booking'] }),
  });
  render(<RouterProvider router={router} />);
  await router.load();
  await user.click(await screen.findByRole('button', { name: `Choose a time for ${single.name}` }));
  await user.click(await screen.findByRole('button', { name: /at 9:00 AM$/ }));
  await screen.findByRole('heading', { name: 'Your details' });
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, answer = true) {
  const name = screen.getByLabelText(/Full Name/);
  if (!(name as HTMLInputElement).value) await user.type(name, 'Mia Member');
  const email = screen.getByLabelText(/Email Address/);
  if (!(email as HTMLInputElement).value) await user.type(email, 'mia@example.com');
  await user.type(screen.getByLabelText(/Phone Number/), '07700 900123');
  if (answer) for (const group of screen.getAllByRole('radiogroup')) await user.click(within(group).getByRole('radio', { name: 'No' }));
}

const bookCalls = (calls: { path: string; input: unknown }[]) => calls.filter((c) => c.path === 'appointments.book').map((c) => c.input);

describe('booking an appointment with a membership', { timeout: 60_000 }, () => {
  it('signed out: her code in the step, the refusal said there, then booked on the same confirmation', async () => {
    let refuse = true;
    const calls = serve({
      'appointments.book': () =>
        refuse
          ? { error: { message: "membershipCode: You have used this month's sessions of your membership", code: 'CONFLICT' } }
          : { data: booked },
    });
    const user = userEvent.setup();
    await toDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book with my membership' }));
    expect(await screen.findByRole('heading', { name: 'Book with your membership' })).toBeInTheDocument();
    expect(screen.getByText(/Booking for mia@example.com\..*the session is included/)).toBeInTheDocument();
    expect(bookCalls(calls)).toEqual([]);

    await user.type(screen.getByLabelText(/Membership code/), 'M-ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Book with my membership' }));
    // The refusal is said in the step (not as a time taken: she stays here), and nothing else happens.
    expect(await screen.findByText("You have used this month's sessions of your membership")).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { name: 'Book with your membership' })).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Book with my membership' }));
    expect(await screen.findByTestId('confirmation-page')).toHaveTextContent('Confirmation of order 34');
    const sent = bookCalls(calls);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      typeId: 1,
      name: 'Mia Member',
      email: 'mia@example.com',
      useMembership: true,
      membershipCode: 'M-ABCDE-FGHJK',
      health: { answers: PARQ_QUESTIONS.map(() => false), details: '' },
    });
    // A membership pays: no card, no voucher, no credit.
    expect(sent[1]).not.toHaveProperty('voucherCode');
    expect(sent[1]).not.toHaveProperty('creditToken');
  });

  it("signed in as a member: her account's e-mail, no code asked, booked straight from her details", async () => {
    const calls = serve({
      'memberships.appointmentQuote': () => ({ data: { email: 'mia@example.com', included: true, planName: 'All in', left: 2 } }),
      'appointments.book': () => ({ data: booked }),
    });
    const user = userEvent.setup();
    await toDetails(user);
    await waitFor(() => expect(screen.getByLabelText(/Email Address/)).toHaveValue('mia@example.com'));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book with my membership' }));
    expect(await screen.findByTestId('confirmation-page')).toHaveTextContent('Confirmation of order 34');
    expect(screen.queryByLabelText(/Membership code/)).toBeNull();
    const [sent] = bookCalls(calls);
    expect(sent).toMatchObject({ email: 'mia@example.com', useMembership: true });
    expect(sent).not.toHaveProperty('membershipCode');
    expect(calls.find((c) => c.path === 'memberships.appointmentQuote')?.input).toEqual({ start });
  });

  it('a first session with the questionnaire left: the health step, then the same code books it with her answers', async () => {
    const calls = serve({
      'appointments.book': (input) =>
        (input as { health?: unknown }).health
          ? { data: booked }
          : { error: { message: 'health: answer the health questionnaire (PAR-Q) before your first session', code: 'BAD_REQUEST' } },
    });
    const user = userEvent.setup();
    await toDetails(user);
    expect(screen.getByTestId('health-questions')).toHaveTextContent('Booking with your membership and answered these with us before?');
    await fillDetails(user, false);
    await user.click(screen.getByRole('button', { name: 'Book with my membership' }));
    await user.type(await screen.findByLabelText(/Membership code/), 'M-ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Book with my membership' }));
    expect(await screen.findByRole('heading', { name: 'Your health questionnaire' })).toBeInTheDocument();
    const step = screen.getByTestId('credit-health');
    for (const group of within(step).getAllByRole('radiogroup')) await user.click(within(group).getByRole('radio', { name: 'No' }));
    await user.click(within(step).getByRole('button', { name: 'Book with my membership' }));
    expect(await screen.findByTestId('confirmation-page')).toHaveTextContent('Confirmation of order 34');
    const sent = bookCalls(calls);
    expect(sent[0]).not.toHaveProperty('health');
    expect(sent[1]).toMatchObject({
      useMembership: true,
      membershipCode: 'M-ABCDE-FGHJK',
      health: { answers: PARQ_QUESTIONS.map(() => false) },
    });
  });
});

describe('a gift voucher that paid for the session', { timeout: 60_000 }, () => {
  it('says what is left on it as the booking is confirmed; no membership choice when no plan includes appointments', async () => {
    const calls = serve({
      'memberships.plans': () => ({ data: [{ ...PLAN, includesAppointments: false }] }),
      'appointments.book': () => ({ data: { ...booked, voucherPence: 4000, voucherBalancePence: 1000 } }),
    });
    const user = userEvent.setup();
    await toDetails(user);
    await fillDetails(user);
    await waitFor(() => expect(calls.some((c) => c.path === 'memberships.plans')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Book with my membership' })).toBeNull();
    await user.type(screen.getByLabelText(/Gift Voucher Code/), 'GIFT-AAAA-BBBB-CCCC-DDDD');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    // Said on the way to the confirmation screen, which does not know the voucher.
    expect(await screen.findByText('Your gift voucher paid £40.00: £10.00 left on it.')).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-page')).toHaveTextContent('Confirmation of order 34');
    expect(bookCalls(calls)[0]).toMatchObject({ voucherCode: 'GIFT-AAAA-BBBB-CCCC-DDDD' });
    expect(bookCalls(calls)[0]).not.toHaveProperty('useMembership');
  });
});

describe('whether the membership choice is offered', () => {
  it('signed in and included: at once; signed in and refused: not; otherwise her code, if a plan includes appointments', () => {
    expect(membershipChoice(true, { email: 'a@example.com', included: true })).toBe('signed-in');
    expect(membershipChoice(false, { email: 'a@example.com', included: true })).toBe('signed-in');
    expect(membershipChoice(true, { email: 'a@example.com', included: false, reason: 'Your membership is paused' })).toBeNull();
    expect(membershipChoice(true, { email: 'a@example.com', included: false, reason: null })).toBe('code');
    expect(membershipChoice(true, { email: null, included: false, reason: null })).toBe('code');
    expect(membershipChoice(true, undefined)).toBe('code');
    expect(membershipChoice(false, { email: null, included: false, reason: null })).toBeNull();
  });
});
