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
