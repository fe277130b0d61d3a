import { z } from 'zod';
import { email } from './input';
import { BOOKING_STATUSES, SERVICES } from './schemas';

/** The privacy page's form: where to send the link that opens her data. */
export const dataRequestSchema = z.object({ email: email() });

/** A data-request link's token as e-mailed: 32 random bytes, base64url. */
export const dataRequestTokenSchema = z.object({ token: z.string().trim().min(1, 'token: required').max(200) });

export const dataRequestSentSchema = z.object({ sent: z.literal(true) });

export const erasureResultSchema = z.object({
  /** Bookings and orders kept for the accounts, now without name, e-mail or phone. */
  bookingRefs: z.array(z.number().int()),
  orderRefs: z.array(z.number().int()),
  enquiries: z.number().int(),
  emails: z.number().int(),
});

const when = z.string().describe('ISO 8601 instant');
const PAYMENT_STATES = ['pending', 'succeeded', 'failed', 'cancelled', 'refunded'] as const;

/** Everything held about one e-mail address, as the download gives it (UK GDPR right of access). */
export const dataExportSchema = z.object({
  email: z.string(),
  generatedAt: z.string(),
  bookings: z.array(
    z.object({
      reference: z.number().int(),
      className: z.string(),
      date: z.string(),
      startTime: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      participantCount: z.number().int(),
      specialRequests: z.string(),
      status: z.enum(BOOKING_STATUSES),
      createdAt: when,
    }),
  ),
  orders: z.array(
    z.object({
      reference: z.number().int(),
      description: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      amountPence: z.number().int(),
      discountPence: z.number().int(),
      paidPence: z.number().int(),
      refundedPence: z.number().int(),
      createdAt: when,
    }),
  ),
  payments: z.array(z.object({ order: z.number().int(), amountPence: z.number().int(), status: z.enum(PAYMENT_STATES), createdAt: when })),
  refunds: z.array(z.object({ order: z.number().int(), amountPence: z.number().int(), status: z.enum(['pending', 'succeeded', 'failed']), createdAt: when })),
  enquiries: z.array(z.object({ name: z.string(), email: z.string(), phone: z.string(), service: z.enum(SERVICES).nullable(), message: z.string(), createdAt: when })),
  waitingLists: z.array(
    z.object({
      date: z.string(),
      startTime: z.string(),
      name: z.string(),
      email: z.string(),
      status: z.enum(['waiting', 'offered', 'claimed', 'expired', 'declined', 'removed']),
      offeredUntil: when.nullable(),
      createdAt: when,
    }),
  ),
  emailsSentToYou: z.array(z.object({ subject: z.string(), text: z.string(), status: z.enum(['pending', 'sent', 'failed']), createdAt: when, sentAt: when.nullable() })),
});
