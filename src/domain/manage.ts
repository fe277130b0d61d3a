import { z } from 'zod';

/** A manage-link token as e-mailed: 32 random bytes, base64url. */
export const manageTokenSchema = z.object({ token: z.string().trim().min(1, 'token: required').max(200) });

export const MANAGE_STATUSES = ['confirmed', 'held', 'cancelled', 'refunded', 'expired', 'pending', 'paid'] as const;

/** The visitor's own view of an order, reached through the private link in her e-mails. */
export const manageViewSchema = z.object({
  kind: z.enum(['class', 'purchase']),
  /** Booking reference for a class, order reference otherwise (as printed in the e-mails). */
  reference: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The class name, or what was bought. */
  title: z.string(),
  status: z.enum(MANAGE_STATUSES),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  location: z.object({ name: z.string(), address: z.string(), mapUrl: z.string() }).nullable(),
  /** For a class with no location: what the owner wrote about joining it. */
  virtualDetails: z.string().nullable(),
  amountPaidPence: z.number().int(),
  calendar: z.object({ google: z.string(), outlook: z.string(), ics: z.string() }).nullable(),
  /** What cancelling now would mean, computed by the server under the terms (Europe/London). */
  cancellation: z
    .object({
      /** False for a class that has begun, a booking that is not confirmed, or training (by arrangement). */
      allowed: z.boolean(),
      refundPence: z.number().int(),
      percent: z.number().int(),
      /** Why it is not allowed, or what the refund tier is. */
      note: z.string(),
      /** Paid with a class credit: cancelling 24 h or more ahead gives the credit back. */
      paidWithCredit: z.boolean().optional(),
      /** A full refund is due: she may take one class credit instead. */
      creditInstead: z.boolean().optional(),
    })
    .nullable(),
});

export type ManageViewDto = z.infer<typeof manageViewSchema>;

/** Cancelling is confirmed against the amount she was shown: if the tier changed meanwhile, she is asked again. */
export const manageCancelSchema = manageTokenSchema.extend({
  refundPence: z.number().int().min(0),
  /** 24 h or more ahead she may take a class credit instead of the refund. */
  choice: z.enum(['refund', 'credit'], 'choice must be refund or credit').optional().default('refund'),
});

export const cancelResultSchema = z.object({ cancelled: z.boolean(), refundPence: z.number().int(), credit: z.enum(['restored', 'instead']).nullable().optional() });
