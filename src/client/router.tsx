import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { NotFound } from './components/not-found';
import { LandingPage } from './features/landing/landing-page';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
});

const landingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: LandingPage });

/** /booking?class=...&price=...&type=training (the personal-training links). */
const bookingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/booking',
  validateSearch: (search: Record<string, unknown>) => ({
    class: typeof search.class === 'string' ? search.class : undefined,
    price: search.price === undefined ? undefined : String(search.price),
    type: typeof search.type === 'string' ? search.type : undefined,
  }),
  component: lazyRouteComponent(() => import('./features/booking/booking-page'), 'BookingPage'),
});

/** /checkout?price|amount&type&class&date&time&description&sessionType */
const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout',
  validateSearch: (search: Record<string, unknown>) => {
    const text = (k: string) => (search[k] === undefined || search[k] === null ? undefined : String(search[k]));
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
  component: lazyRouteComponent(() => import('./features/checkout/checkout-page'), 'CheckoutPage'),
});

const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy',
  component: lazyRouteComponent(() => import('./features/legal/privacy-page'), 'PrivacyPage'),
});
const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  component: lazyRouteComponent(() => import('./features/legal/terms-page'), 'TermsPage'),
});

const adminLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/login',
  component: lazyRouteComponent(() => import('./features/admin/login-page'), 'LoginPage'),
});
const adminDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/dashboard',
  validateSearch: (search: Record<string, unknown>) => ({
    tab: typeof search.tab === 'string' ? search.tab : undefined,
    date: typeof search.date === 'string' ? search.date : undefined,
  }),
  component: lazyRouteComponent(() => import('./features/admin/dashboard-page'), 'DashboardPage'),
});

export const routeTree = rootRoute.addChildren([
  landingRoute,
  bookingRoute,
  checkoutRoute,
  privacyRoute,
  termsRoute,
  adminLoginRoute,
  adminDashboardRoute,
]);

export function createAppRouter(context: RouterContext) {
  return createRouter({ routeTree, context, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
