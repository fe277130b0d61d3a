/** Title and meta description of each public route; the prerender writes them into the HTML head too. */
export interface RouteMeta {
  title: string;
  description: string;
}

export const ROUTE_META = {
  '/': {
    title: 'Pilates, yoga, fitness classes and personal training',
    description: 'Small group Pilates, yoga and fitness classes and one-to-one personal training. See the weekly schedule and book online.',
  },
  '/booking': {
    title: 'Book a class',
    description: 'The weekly class schedule with live availability: choose a class, book and pay online in a minute.',
  },
  '/checkout': {
    title: 'Secure payment',
    description: 'Pay securely by card for your class or personal training.',
  },
  '/privacy': {
    title: 'Privacy policy',
    description: 'What personal data we collect when you book or contact us, why, how long we keep it and your rights.',
  },
  '/terms': {
    title: 'Terms and conditions',
    description: 'Booking, payment and cancellation terms for classes and personal training, including refund tiers.',
  },
  '/manage': {
    title: 'Your booking',
    description: 'See your booking, add it to your calendar or cancel it under the terms.',
  },
  '/booking/confirmed': {
    title: 'Booking confirmed',
    description: 'Your booking reference, the class, date, time and place, and a file for your calendar.',
  },
  '/waitlist': {
    title: 'A place for you',
    description: 'Claim the place offered to you from the waiting list, or let it go to the next person.',
  },
  '/my-data': {
    title: 'Your data',
    description: 'Download or erase the personal data held about your e-mail address.',
  },
  '/account': {
    title: 'Your account',
    description: 'Sign in with a link sent to your e-mail to see your bookings, credits and waiting lists.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
  },
} satisfies Record<string, RouteMeta>;

export type MetaKey = keyof typeof ROUTE_META;

/** The routes written to static HTML at build time. */
export const PRERENDERED_ROUTES = ['/', '/booking', '/privacy', '/terms'] as const;

/** 'Book a class | Studio Name' once the business name is known. */
export function documentTitle(title: string, businessName?: string | null): string {
  return businessName ? `${title} | ${businessName}` : title;
}
