/**
 * Title and meta description of every public page but the landing page (route-meta.ts), one constant per page;
 * the server and the build read them all through ROUTE_META.
 */
import { HOME_META, type RouteMeta } from './route-meta';

export const BOOKING_META: RouteMeta = {
  title: 'Book a class',
  description: 'The weekly class schedule with live availability: choose a class, book and pay online in a minute.',
};
export const CHECKOUT_META: RouteMeta = {
  title: 'Secure payment',
  description: 'Pay securely by card for your class or personal training.',
};
export const PRIVACY_META: RouteMeta = {
  title: 'Privacy policy',
  description: 'What personal data we collect when you book or contact us, why, how long we keep it and your rights.',
};
export const TERMS_META: RouteMeta = {
  title: 'Terms and conditions',
  description: 'Booking, payment and cancellation terms for classes and personal training, including refund tiers.',
};
export const MANAGE_META: RouteMeta = {
  title: 'Your booking',
  description: 'See your booking, add it to your calendar or cancel it under the terms.',
};
export const CONFIRMED_META: RouteMeta = {
  title: 'Booking confirmed',
  description: 'Your booking reference, the class, date, time and place, and a file for your calendar.',
};
export const WAITLIST_META: RouteMeta = {
  title: 'A place for you',
  description: 'Claim the place offered to you from the waiting list, or let it go to the next person.',
};
export const MY_DATA_META: RouteMeta = {
  title: 'Your data',
  description: 'Download or erase the personal data held about your e-mail address.',
};
export const ACCOUNT_META: RouteMeta = {
  title: 'Your account',
  description: 'Sign in with a link sent to your e-mail to see your bookings, credits and waiting lists.',
};
export const GIFT_VOUCHERS_META: RouteMeta = {
  title: 'Gift vouchers',
  description: 'Give a class or personal training as a present: a gift voucher e-mailed on the day you choose.',
};
export const MEMBERSHIPS_META: RouteMeta = {
  title: 'Memberships',
  description: 'A monthly membership: your classes each month for one payment, booked without paying each time.',
};
export const MEMBERSHIP_CARD_META: RouteMeta = {
  title: 'Update your card',
  description: "A new card for your membership when a month's payment did not go through.",
};
export const NOT_FOUND_META: RouteMeta = {
  title: 'Page not found',
  description: 'The page you asked for does not exist.',
};

export const ROUTE_META = {
  '/': HOME_META,
  '/booking': BOOKING_META,
  '/checkout': CHECKOUT_META,
  '/privacy': PRIVACY_META,
  '/terms': TERMS_META,
  '/manage': MANAGE_META,
  '/booking/confirmed': CONFIRMED_META,
  '/waitlist': WAITLIST_META,
  '/my-data': MY_DATA_META,
  '/account': ACCOUNT_META,
  '/gift-vouchers': GIFT_VOUCHERS_META,
  '/memberships': MEMBERSHIPS_META,
  '/membership/card': MEMBERSHIP_CARD_META,
  notFound: NOT_FOUND_META,
} satisfies Record<string, RouteMeta>;

export type MetaKey = keyof typeof ROUTE_META;
