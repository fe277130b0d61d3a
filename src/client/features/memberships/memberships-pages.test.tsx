import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MembershipPlanDto } from '../../../domain/memberships';
import { render } from '../../test/render';
import { serveTrpc } from '../../test/serve-trpc';
import { CardUpdateSection } from './card-update-section';
import { MembershipsSection } from './memberships-section';

afterEach(() => vi.unstubAllGlobals());

const config = { payments: { provider: 'test' }, businessName: 'Studio' };
const PLAN: MembershipPlanDto = {
  id: 4,
  name: 'Eight a month',
  description: 'Two classes a week.',
  pricePence: 6900,
  classesPerMonth: 8,
  classTypeIds: [1],
  includesAppointments: false,
  minimumTermMonths: 3,
  noticeDays: 30,
  isActive: true,
  covers: ['Mat Pilates'],
  updatedAt: new Date('2032-04-01T00:00:00Z'),
};

/** The section inside a router of its own (its links are the router's), with tRPC answered by serveTrpc. */
async function open(Section: () => ReactNode) {
  const rootRoute = createRootRoute({ component: Section });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/booking' }),
      createRoute({ getParentRoute: () => rootRoute, path: '/account' }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  await router.load();
}

describe('the membership pages', () => {
  it(
    'lists a plan in pounds with what it includes, joins with her details, takes the card and welcomes her',
    { timeout: 30_000 },
    async () => {
      const calls = serveTrpc({
        'memberships.plans': () => ({ data: [PLAN] }),
        'memberships.subscribe': () => ({
          data: {
            membershipId: 9,
            clientSecret: 'testsub_x_secret_y',
            intent: 'payment',
            membershipCode: 'M-ABCDE-FGHJK',
            firstMonthPence: 6900,
            introPriced: false,
            voucherPence: 0,
            amountPence: 6900,
          },
        }),
        'config.public': () => ({ data: config }),
        'memberships.confirmTestCard': () => ({ data: { status: 'succeeded', message: null } }),
      });
      await open(MembershipsSection);
      const card = await screen.findByLabelText('Eight a month membership', {}, { timeout: 10_000 });
      expect(card).toHaveTextContent('£69.00 a month');
      for (const fact of ['8 classes a month', 'Covers: Mat Pilates', 'Minimum term: 3 months', "Cancel with 30 days' notice"])
        expect(card).toHaveTextContent(fact);

      await userEvent.click(screen.getByRole('button', { name: 'Join Eight a month' }));
      await userEvent.type(screen.getByLabelText(/Your name/), 'Ann Example');
      await userEvent.type(screen.getByLabelText(/Your e-mail/), 'ann@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment (£69.00)' }));
      await waitFor(() =>
        expect(calls.find((c) => c.path === 'memberships.subscribe')?.input).toEqual({
          planId: 4,
          name: 'Ann Example',
          email: 'ann@example.com',
          phone: '',
        }),
      );
      await userEvent.type(await screen.findByLabelText(/Card number/), '4242 4242 4242 4242');
      await userEvent.click(screen.getByRole('button', { name: 'Pay £69.00' }));
      expect(await screen.findByText('Welcome: your Eight a month membership has started')).toBeInTheDocument();
      expect(screen.getByTestId('membership-code')).toHaveTextContent('M-ABCDE-FGHJK');
      // The membership's own confirmation, not the one-off payments'.
      expect(calls.find((c) => c.path === 'memberships.confirmTestCard')?.input).toEqual({
        clientSecret: 'testsub_x_secret_y',
        cardNumber: '4242 4242 4242 4242',
      });
      expect(calls.some((c) => c.path === 'payments.confirmTest')).toBe(false);
    },
  );

  it(
    'takes a gift voucher code: a refused one is said under the field; one in part shows the voucher and the rest, one in full saves the card',
    { timeout: 30_000 },
    async () => {
      let answer: 'refuse' | 'part' | 'full' = 'refuse';
      const subscribed = (voucherPence: number, amountPence: number, intent: 'payment' | 'setup', clientSecret: string) => ({
        data: {
          membershipId: 9,
          clientSecret,
          intent,
          membershipCode: 'M-ABCDE-FGHJK',
          firstMonthPence: 6900,
          introPriced: false,
          voucherPence,
          amountPence,
        },
      });
      const calls = serveTrpc({
        'memberships.plans': () => ({ data: [PLAN] }),
        'memberships.subscribe': () =>
          answer === 'refuse'
            ? { error: { message: 'voucherCode: this voucher has no balance left', code: 'BAD_REQUEST' } }
            : answer === 'part'
              ? subscribed(2000, 4900, 'payment', 'testsub_x_secret_y')
              : subscribed(6900, 0, 'setup', 'testsub_x_setup_y'),
        'config.public': () => ({ data: config }),
        'memberships.confirmTestCardSetup': () => ({ data: { status: 'succeeded', message: null } }),
      });
      await open(MembershipsSection);
      await userEvent.click(await screen.findByRole('button', { name: 'Join Eight a month' }, { timeout: 10_000 }));
      await userEvent.type(screen.getByLabelText(/Your name/), 'Ann Example');
      await userEvent.type(screen.getByLabelText(/Your e-mail/), 'ann@example.com');
      await userEvent.type(screen.getByLabelText(/Gift Voucher Code/), ' GIFT-AAAA-BBBB-CCCC-DDDD ');
      await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment (£69.00)' }));
      expect(await screen.findByText('this voucher has no balance left')).toHaveAttribute('role', 'alert');
      expect(screen.getByLabelText(/Gift Voucher Code/)).toHaveAttribute('aria-invalid', 'true');
      expect(calls.find((c) => c.path === 'memberships.subscribe')?.input).toEqual({
        planId: 4,
        name: 'Ann Example',
        email: 'ann@example.com',
        phone: '',
        voucherCode: 'GIFT-AAAA-BBBB-CCCC-DDDD',
      });

      answer = 'part';
      await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment (£69.00)' }));
      const sum = await screen.findByTestId('first-month');
      expect(sum).toHaveTextContent('Gift voucher−£20.00');
      expect(sum).toHaveTextContent('To pay now£49.00');
      expect(await screen.findByRole('button', { name: 'Pay £49.00' })).toBeInTheDocument();
      cleanup();

      // Paid in full by the voucher: nothing is charged, the card is saved for the renewals (the SetupIntent path).
      answer = 'full';
      await open(MembershipsSection);
      await userEvent.click(await screen.findByRole('button', { name: 'Join Eight a month' }, { timeout: 10_000 }));
      await userEvent.type(screen.getByLabelText(/Your name/), 'Ann Example');
      await userEvent.type(screen.getByLabelText(/Your e-mail/), 'ann@example.com');
      await userEvent.type(screen.getByLabelText(/Gift Voucher Code/), 'GIFT-AAAA-BBBB-CCCC-DDDD');
      await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment (£69.00)' }));
      expect(await screen.findByTestId('first-month')).toHaveTextContent('To pay now£0.00');
      expect(screen.getByText(/Nothing is charged now/)).toBeInTheDocument();
      await userEvent.type(await screen.findByLabelText(/Card number/), '4242 4242 4242 4242');
      await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
      expect(await screen.findByText('Welcome: your Eight a month membership has started')).toBeInTheDocument();
      expect(calls.find((c) => c.path === 'memberships.confirmTestCardSetup')?.input).toEqual({
        clientSecret: 'testsub_x_setup_y',
        cardNumber: '4242 4242 4242 4242',
      });
      expect(calls.some((c) => c.path === 'memberships.confirmTestCard')).toBe(false);
    },
  );

  it('the card link: a link without its token, an expired one, and a new card that pays the month', { timeout: 30_000 }, async () => {
    serveTrpc({});
    await open(CardUpdateSection);
    expect(await screen.findByText('This card link is not valid', {}, { timeout: 10_000 })).toBeInTheDocument();
    cleanup();
    vi.unstubAllGlobals();

    serveTrpc({
      'memberships.cardSetup': () => ({ error: { message: 'This card-update link is not valid or has expired', code: 'NOT_FOUND' } }),
    });
    window.location.hash = '#expired-token';
    await open(CardUpdateSection);
    expect(await screen.findByText('This card link is not valid', {}, { timeout: 10_000 })).toBeInTheDocument();
    cleanup();
    vi.unstubAllGlobals();

    const calls = serveTrpc({
      'memberships.cardSetup': () => ({ data: { clientSecret: 'testsub_x_setup_y', planName: 'Eight a month', amountPence: 6900 } }),
      'config.public': () => ({ data: config }),
      'memberships.confirmTestCardSetup': () => ({ data: { status: 'succeeded', message: null } }),
    });
    window.location.hash = '#good-token';
    await open(CardUpdateSection);
    expect(await screen.findByText(/payment of/, {}, { timeout: 10_000 })).toHaveTextContent('£69.00 did not go through');
    expect(calls.find((c) => c.path === 'memberships.cardSetup')?.input).toEqual({ token: 'good-token' });
    await userEvent.type(await screen.findByLabelText(/Card number/), '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay £69.00' }));
    expect(await screen.findByText('Thank you: your card is updated')).toBeInTheDocument();
    window.location.hash = '';
  });
});
