/**
 * The waiting list of a fully booked class: who may join, how long an offer holds a freed place, and
 * what the visitor and the owner see. Pure rules; the server reserves the places.
 */
import { z } from 'zod';
import { email, id, line, optionalText, secret } from './input';
import { syncQueryShape } from './sync';

/** An offer never runs past this long before the class starts: she needs time to get there. */
export const OFFER_CUTOFF_MINUTES_BEFORE_CLASS = 60;

/**
 * Until when an offer made at `now` holds the place: `offerMinutes` from now, but never past an hour
 * before the class. Null when the class is less than an hour away: no offer is made at all (the place
 * stays free for whoever books it directly).
 */
export function offerDeadline(now: Date, classStart: Date, offerMinutes: number): Date | null {
  const cutoff = classStart.getTime() - OFFER_CUTOFF_MINUTES_BEFORE_CLASS * 60_000;
  if (cutoff <= now.getTime()) return null;
  return new Date(Math.min(now.getTime() + offerMinutes * 60_000, cutoff));
}

export const WAITLIST_ERRORS = {
  notFull: 'This class still has places: book it directly',
  alreadyBooked: 'You already have a place in this class',
  offerNotFound: 'This offer link is not valid or has expired',
  offerGone: 'This offer has ended: the place has been passed on',
  entryNotFound: 'Waiting-list entry not found',
} as const;

export const waitlistJoinSchema = z.object({
  scheduleId: id,
  name: line(200).min(2, 'Name must be at least 2 characters'),
  email: email(),
});
export type WaitlistJoinInput = z.output<typeof waitlistJoinSchema>;

export const waitlistJoinResultSchema = z.object({
  /** 1 for the first in line. */
  position: z.number().int(),
  /** False when she was on the list already (her place in line is kept). */
  joined: z.boolean(),
  className: z.string(),
  date: z.string(),
  startTime: z.string(),
});
export type WaitlistJoinResult = z.infer<typeof waitlistJoinResultSchema>;

/** An offer link's token as e-mailed: 32 random bytes, base64url. */
export const offerTokenSchema = z.object({ token: z.string().trim().min(1, 'token: required').max(200) });

/** Claiming an offer: the booking form's details that the waiting list did not ask for. */
export const offerClaimSchema = offerTokenSchema.extend({
  classTypeId: id.optional(),
  phone: line(40).min(10, 'Please enter a valid phone number'),
  specialRequests: optionalText(2000),
  discountCode: line(64).optional(),
  /** The hold this browser already opened on the offer (REST clients; browsers keep it in the cookie). */
  holdToken: secret(200, 'holdToken is required').optional(),
});
export type OfferClaimInput = z.output<typeof offerClaimSchema>;

export const offerViewSchema = z.object({
  /** 'waiting' and 'left' are seen through the leave link of the joining e-mail. */
  status: z.enum(['waiting', 'left', 'offered', 'claimed', 'expired', 'declined']),
  /** Her place in the queue while she waits; null otherwise. */
  position: z.number().int().nullable().optional(),
  name: z.string(),
  email: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string().nullable(),
  /** When the offered place is let go, as an ISO instant. */
  offeredUntil: z.string().nullable(),
  /** What she may book in this slot, priced by the server (in pence). */
  classes: z.array(z.object({ classTypeId: z.number().int().nullable(), name: z.string(), pricePence: z.number().int() })),
});
export type OfferViewDto = z.infer<typeof offerViewSchema>;

export const offerClaimResultSchema = z.object({
  status: z.enum(['held', 'confirmed']),
  /** Empty when there is nothing to pay (confirmed at once). */
  clientSecret: z.string(),
  bookingId: z.number().int(),
  description: z.string(),
  originalPence: z.number().int(),
  discountPence: z.number().int(),
  amountPence: z.number().int(),
});
export type OfferClaimResult = z.infer<typeof offerClaimResultSchema>;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'declined', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** One line of a class's waiting list in the admin. */
export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  /** Place in the queue among those still waiting or offered; null once out of it. */
  position: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  offeredUntil: z.string().nullable(),
  joinedAt: z.string(),
  /**
   * When the entry or its offer's hold last changed (decision 750). A position moving because someone ahead
   * left, or an offer running out on the clock, is not a change of this entry.
   */
  updatedAt: z.iso.datetime({ offset: true }),
});
export type WaitlistEntryDto = z.infer<typeof waitlistEntrySchema>;

export const waitlistSlotSchema = z.object({ scheduleId: id });
/** A class's waiting list, optionally read by change (decision 750). */
export const waitlistListSchema = z.object({ scheduleId: id, ...syncQueryShape });
export const waitlistRemoveSchema = z.object({ id });
