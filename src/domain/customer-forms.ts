/**
 * The forms a customer fills in on the public pages (booking, checkout). Apart from schemas.ts, which the admin
 * pages and the server use whole: building a zod schema costs time on a phone, and the public pages would otherwise
 * build every admin schema before they hydrate (decision 225).
 */
import { z } from 'zod';
import { email, line, optionalText } from './input';

/** The booking form (payment-step reading of SPEC §5). */
export const bookingFormSchema = z.object({
  name: line(200).min(2, 'Name must be at least 2 characters'),
  email: email(),
  phone: line(40).min(10, 'Please enter a valid phone number'),
  specialRequests: optionalText(2000),
  discountCode: line(64).optional(),
  /** A gift voucher's code (decision 730): it pays what it can, on the server. */
  voucherCode: line(40).optional(),
});
export type BookingForm = z.input<typeof bookingFormSchema>;

/** Checkout customer details (the spec's /checkout did not ask for them; ours does). */
export const customerSchema = z.object({
  name: line(200).min(2, 'Name must be at least 2 characters'),
  email: email(),
  phone: line(40).min(10, 'Please enter a valid phone number'),
});
