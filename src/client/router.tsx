import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { LandingPage } from './routes/landing-page';
import type { CheckoutSearch } from './features/checkout/checkout-params';

const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: lazyRouteComponent(() => import('./components/not-found'), 'NotFound'),
});

// The landing page is in the entry chunk (it is prerendered and must hydrate at once); every other page is lazy.
const landingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: LandingPage });

export interface BookingSearch {
  class?: string;
  price?: string;
  type?: string;
  /** The schedule's week, by its Monday: /booking?week=2026-11-30 (the page clamps it to a week still to come). */
  week?: string;
}

/** /booking?class=...&price=...&type=training (the personal-training links), ?week=yyyy-mm-dd (the schedule's week). */
/** A query parameter as text: a string or a number (TanStack parses `?price=40` as 40); anything else is absent. */
const scalar = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

const bookingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/booking',
  validateSearch: (search: Record<string, unknown>): BookingSearch => ({
    class: typeof search.class === 'string' ? search.class : undefined,
    price: scalar(search.price),
    type: typeof search.type === 'string' ? search.type : undefined,
    // Only the shape here: this file is in the landing page's first download, which carries no zod and no dayjs
    // (decision 690); the schedule reads the date itself (weekOfParam).
    week: typeof search.week === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.week) ? search.week : undefined,
  }),
  component: lazyRouteComponent(() => import('./routes/booking-page'), 'BookingPage'),
});

/** After paying or a free booking: /booking/confirmed#<order id> (read again with this browser's hold cookie). */
const confirmedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/booking/confirmed',
  component: lazyRouteComponent(() => import('./routes/confirmation-page'), 'ConfirmationPage'),
});

/** /checkout?price|amount&type&class&date&time&description&sessionType */
const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout',
  validateSearch: (search: Record<string, unknown>): CheckoutSearch => {
    const text = (k: string) => scalar(search[k]);
    return {
      price: text('price'),
      amount: text('amount'),
      type: text('type'),
      class: text('class'),
      date: text('date'),
      time: text('time'),
      description: text('description'),
      sessionType: text('sessionType'),
    };
  },
  component: lazyRouteComponent(() => import('./routes/checkout-page'), 'CheckoutPage'),
});

const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy',
  component: lazyRouteComponent(() => import('./routes/privacy-page'), 'PrivacyPage'),
});
/** Gift vouchers on sale (decision 730). */
const giftVouchersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/gift-vouchers',
  component: lazyRouteComponent(() => import('./routes/gift-vouchers-page'), 'GiftVouchersPage'),
});
/** Memberships on sale (issue 36), and the failed-renewal e-mail's card link (/membership/card#<token>). */
const membershipsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/memberships',
  component: lazyRouteComponent(() => import('./routes/memberships-page'), 'MembershipsPage'),
});
const membershipCardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/membership/card',
  component: lazyRouteComponent(() => import('./routes/memberships-page'), 'MembershipCardPage'),
});
const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  component: lazyRouteComponent(() => import('./routes/terms-page'), 'TermsPage'),
});

/** The private manage link of a booking: /manage#<token> (the token never reaches a server log). */
const manageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/manage',
  component: lazyRouteComponent(() => import('./routes/manage-page'), 'ManagePage'),
});

/** A waiting-list offer's private claim link: /waitlist#<token>. */
const waitlistRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/waitlist',
  component: lazyRouteComponent(() => import('./routes/waitlist-page'), 'WaitlistPage'),
});

/** The link from a privacy-page data request: /my-data#<token>. */
const myDataRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-data',
  component: lazyRouteComponent(() => import('./routes/my-data-page'), 'MyDataPage'),
});

/** Her account: sign in by an e-mailed link (/account#<token>), then everything she holds. */
const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  component: lazyRouteComponent(() => import('./routes/account-page'), 'AccountPage'),
});

// The admin area (features/admin) is reached through routes/admin-routes.tsx, which adds its styles and data layer.
const adminLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/login',
  component: lazyRouteComponent(() => import('./routes/admin-routes'), 'AdminLoginRoute'),
});
const adminDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/dashboard',
  validateSearch: (search: Record<string, unknown>): { tab?: string; date?: string } => ({
    tab: typeof search.tab === 'string' ? search.tab : undefined,
    date: typeof search.date === 'string' ? search.date : undefined,
  }),
  component: lazyRouteComponent(() => import('./routes/admin-routes'), 'AdminDashboardRoute'),
});
/** The owner's phone at the door: QR tickets and the class roster (a ticket's QR code opens it as /admin/check-in#ticket=...). */
const adminCheckInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/check-in',
  component: lazyRouteComponent(() => import('./routes/admin-routes'), 'AdminCheckInRoute'),
});
/** SPEC §2 lists /admin/pricing; it is the dashboard's pricing tab. */
const adminPricingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/pricing',
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', search: { tab: 'pricing' } });
  },
});

/** /admin on its own goes to the dashboard (which sends a signed-out visitor on to the sign-in page). */
const adminIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', search: { tab: undefined, date: undefined } });
  },
});

export const routeTree = rootRoute.addChildren([
  landingRoute,
  bookingRoute,
  confirmedRoute,
  checkoutRoute,
  privacyRoute,
  termsRoute,
  giftVouchersRoute,
  membershipsRoute,
  membershipCardRoute,
  manageRoute,
  waitlistRoute,
  myDataRoute,
  accountRoute,
  adminLoginRoute,
  adminDashboardRoute,
  adminCheckInRoute,
  adminPricingRoute,
  adminIndexRoute,
]);

/**
 * Plain query strings (`?price=25&type=class`), every value a string. The router's default JSON encoding
 * would write `price=%2225%22` and turn '25' into a number; the spec's links are plain.
 */
export function parseSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const parts = Object.entries(search)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    // ':' is left readable (time=09:00); it is safe in a query string.
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v)).replace(/%3A/g, ':')}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export function createAppRouter(opts: { history?: RouterHistory; prerender?: boolean } = {}) {
  return createRouter({
    routeTree,
    history: opts.history,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // The prerender has no window to restore scroll in.
    scrollRestoration: !opts.prerender,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
