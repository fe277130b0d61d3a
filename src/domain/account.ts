import { z } from 'zod';
import { email, id, line, nonEmptyPatch, optionalText, text } from './input';

/** The account page's first form: where to send the sign-in link. */
export const accountSignInSchema = z.object({ email: email() });
export const accountSignInSentSchema = z.object({ sent: z.literal(true) });

/** The one-time token from the sign-in link's fragment (32 random bytes, base64url). */
export const accountTokenSchema = z.object({ token: z.string().trim().min(1, 'token: required').max(200) });
export const accountSessionSchema = z.object({ sessionToken: z.string() });
export const signedOutSchema = z.object({ signedOut: z.number().int().describe('sessions ended') });

/** How long a sign-in link works, and how long an unused session lives (each use starts it again). */
export const SIGN_IN_LINK_MINUTES = 15;
export const SESSION_DAYS = 30;

const instantText = z.string().describe('ISO 8601 instant');

export const accountBookingSchema = z.object({
  /** `B-<id>`, as the owner's lists and the e-mails read it. */
  ref: z.string(),
  className: z.string(),
  date: z.string().describe('YYYY-MM-DD, Europe/London'),
  startTime: z.string().describe('HH:mm'),
  endTime: z.string().describe('HH:mm'),
  location: z.string().nullable().describe('null: online'),
  status: z.enum(['confirmed', 'cancelled', 'refunded']),
  upcoming: z.boolean(),
  paidWith: z.enum(['card', 'credit']),
  /** The class's slot (GET /api/schedule's id); a move names the slot it goes to. */
  scheduleId: z.number().int(),
  /** She may move it to another class now (upcoming, confirmed, the terms' notice ahead, not moved before). */
  movable: z.boolean(),
  participantCount: z.number().int(),
  name: z.string(),
  phone: z.string(),
  specialRequests: z.string(),
});

export const accountAppointmentSchema = z.object({
  /** `A-<id>`. */
  ref: z.string(),
  typeName: z.string(),
  startsAt: instantText,
  endsAt: instantText,
  status: z.enum(['confirmed', 'cancelled', 'refunded']),
  upcoming: z.boolean(),
});

export const accountCreditSchema = z.object({
  title: z.string(),
  scope: z.enum(['class', 'training']),
  remaining: z.number().int(),
  granted: z.number().int(),
  expiresAt: instantText,
  /** What the credits pay for, as she reads it ('Every class', or the class names). */
  covers: z.string(),
});

export const accountWaitlistSchema = z.object({
  id: z.number().int(),
  className: z.string(),
  date: z.string(),
  startTime: z.string(),
  status: z.enum(['waiting', 'offered']),
  position: z.number().int(),
});

export const accountViewSchema = z.object({
  name: z.string(),
  email: z.string(),
  bookings: z.array(accountBookingSchema),
  appointments: z.array(accountAppointmentSchema),
  credits: z.array(accountCreditSchema),
  waitlist: z.array(accountWaitlistSchema),
});
export type AccountView = z.infer<typeof accountViewSchema>;
export type AccountBooking = z.infer<typeof accountBookingSchema>;

/** A reference as the account page shows it: 'B-12' (also 'b12', '12'). */
export const bookingRefText = z
  .string()
  .trim()
  .max(20)
  .regex(/^[Bb]?-?\d{1,10}$/, 'ref: a booking reference such as B-12');

/** What she may change on an upcoming booking of hers. */
export const accountBookingPatchSchema = z.object({
  name: line(200).min(2, 'Name must be at least 2 characters').optional(),
  phone: line(40).min(10, 'Please enter a valid phone number').optional(),
  specialRequests: text(2000).optional(),
});
export const accountBookingEditSchema = nonEmptyPatch(accountBookingPatchSchema.extend({ ref: bookingRefText }), ['ref']);

export const accountWaitlistLeaveSchema = z.object({ id: id });
export const accountWaitlistLeftSchema = z.object({ declined: z.boolean() });

/** Booking with a credit while signed in: her session proves the address, so no code is asked. */
export const accountCreditBookingSchema = z.object({
  classTypeId: id,
  scheduleId: id,
  name: line(200).min(2, 'Name must be at least 2 characters'),
  phone: line(40).min(10, 'Please enter a valid phone number'),
  specialRequests: optionalText(2000),
});

/** Moving one of her bookings to another class (decision 710). `classTypeId` only where the slot offers several. */
export const bookingMoveSchema = z.object({ scheduleId: id, classTypeId: id.optional() });
export const accountBookingMoveSchema = bookingMoveSchema.extend({ ref: bookingRefText });

/** Hours before the class up to which she may move a booking: the terms' full-refund notice. */
export const MOVE_NOTICE_HOURS = 24;

export const MOVE_ERRORS = {
  notMovable: 'Only an upcoming confirmed booking can be moved.',
  notice: `A booking can be moved up to ${MOVE_NOTICE_HOURS} hours before the class.`,
  movedBefore: 'This booking has already been moved once. To change it again, cancel it under the terms and book again.',
  sameClass: 'this is the class you are booked on',
  creditDoesNotCover: 'The credit you booked with does not pay for this class.',
  chooseClass: 'choose which class in this slot',
  group: 'Places booked together cannot be moved one by one. Cancel them under the terms and book again.',
} as const;

export const bookingMoveQuoteSchema = z.object({
  /** What the new class costs for her places, in pence. */
  newPricePence: z.number().int(),
  /** New price minus what the booking was priced at: above 0 she pays it before the move, below 0 it comes back to her card. */
  differencePence: z.number().int(),
  className: z.string(),
  date: z.string().describe('YYYY-MM-DD, Europe/London'),
  startTime: z.string().describe('HH:mm'),
  /** Null when the move can be made; otherwise why not (the text the move itself would answer with). */
  refusal: z.string().nullable(),
});
export type BookingMoveQuote = z.infer<typeof bookingMoveQuoteSchema>;

export const bookingMovedSchema = z.object({
  ref: z.string(),
  /**
   * 'moved': done now. 'unchanged': a repeat of a move already made to this class (nothing changed).
   * 'payment_required': the new class costs more; pay `payment` (as any checkout) and the move is made when it is paid.
   */
  status: z.enum(['moved', 'unchanged', 'payment_required']),
  fromScheduleId: z.number().int(),
  scheduleId: z.number().int(),
  className: z.string(),
  date: z.string(),
  startTime: z.string(),
  differencePence: z.number().int(),
  /** What came back to her card for a cheaper class (null: nothing to give back). */
  refund: z.object({ amountPence: z.number().int(), status: z.enum(['pending', 'succeeded', 'failed']) }).nullable(),
  /** The difference to pay, for 'payment_required' (else null): its client secret opens the payment form. */
  payment: z.object({ clientSecret: z.string(), amountPence: z.number().int(), description: z.string() }).nullable(),
});
export type BookingMoved = z.infer<typeof bookingMovedSchema>;

/** base64url as WebAuthn's JSON encodings use it (bounded: a hostile body cannot be large). */
const b64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url')
    .max(max);
const transports = z.array(z.string().max(20)).max(8);

/** What the browser answers when she adds a passkey (`navigator.credentials.create`, as @simplewebauthn/browser sends it). */
export const passkeyRegistrationSchema = z.object({
  id: b64url(1400).min(1),
  rawId: b64url(1400).min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4000).min(1),
    attestationObject: b64url(16000).min(1),
    transports: transports.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }),
});

/** What the browser answers when she signs in with a passkey (`navigator.credentials.get`). */
export const passkeyAuthenticationSchema = z.object({
  id: b64url(1400).min(1),
  rawId: b64url(1400).min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4000).min(1),
    authenticatorData: b64url(4000).min(1),
    signature: b64url(2000).min(1),
    userHandle: b64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }),
});

export const passkeyIdSchema = z.object({ id: z.number().int().positive() });
