/**
 * The owner books a client into a class (a walk-in at the door, a booking taken by phone): the form the admin
 * dialog and the server share, and the ways such a booking is paid. Pure: no I/O.
 */
import { z } from 'zod';
import { email, id, line } from './input';

/**
 * How the owner's booking is paid: `card_link` is the normal online payment (the place is held and the client
 * e-mailed a link to pay by card); cash and bank transfer are taken by the owner and recorded as paid;
 * complimentary is a free place, £0, marked as such.
 */
export const WALK_IN_PAYMENTS = ['card_link', 'cash', 'bank_transfer', 'complimentary'] as const;
export type WalkInPayment = (typeof WALK_IN_PAYMENTS)[number];

/** The kind of a payment row: the provider's card, or money the owner took herself (complimentary: £0 given). */
export const PAYMENT_METHODS = ['card', 'cash', 'bank_transfer', 'complimentary'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const WALK_IN_PAYMENT_LABELS: Record<WalkInPayment, string> = {
  card_link: 'Card (e-mail her a payment link)',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  complimentary: 'Complimentary (free)',
};

/** What the owner pays for the class in each case: the class's price, except a complimentary place. */
export const walkInAmountPence = (payment: WalkInPayment, pricePence: number) => (payment === 'complimentary' ? 0 : pricePence);

/** How long a place the owner booked with a card link is held while the client pays through her link. */
export const CARD_LINK_HOLD_HOURS = 48;

export const walkInSchema = z.object({
  scheduleId: id,
  /** The class on a slot that offers several; optional when the slot offers one (or is an open class). */
  classTypeId: id.optional(),
  name: line(200).min(2, 'Name must be at least 2 characters'),
  email: email(),
  /** Optional at the door: she may not give one. */
  phone: line(40).optional().default(''),
  payment: z.enum(WALK_IN_PAYMENTS, `payment must be one of ${WALK_IN_PAYMENTS.join(', ')}`),
});
export type WalkInInput = z.output<typeof walkInSchema>;
export type WalkInForm = z.input<typeof walkInSchema>;
