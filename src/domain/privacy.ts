import { z } from 'zod';
import { email } from './input';
import { CREDIT_REASONS, CREDIT_SCOPES } from './packs';
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
      reference: z.string(),
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
      reference: z.string(),
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
  payments: z.array(z.object({ order: z.string(), amountPence: z.number().int(), status: z.enum(PAYMENT_STATES), createdAt: when })),
  refunds: z.array(
    z.object({
      order: z.string(),
      amountPence: z.number().int(),
      status: z.enum(['pending', 'succeeded', 'failed']),
      createdAt: when,
    }),
  ),
  enquiries: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      service: z.enum(SERVICES).nullable(),
      message: z.string(),
      createdAt: when,
    }),
  ),
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
  credits: z.array(
    z.object({
      title: z.string(),
      scope: z.enum(CREDIT_SCOPES),
      granted: z.number().int(),
      remaining: z.number().int(),
      expiresAt: when,
      createdAt: when,
      history: z.array(
        z.object({
          delta: z.number().int(),
          reason: z.enum(CREDIT_REASONS),
          /** What the change was, as the ledger says it ('Booking B-35', the owner's reason for an adjustment). */
          note: z.string(),
          booking: z.string().nullable(),
          at: when,
        }),
      ),
    }),
  ),
  attendance: z.array(
    z.object({
      booking: z.string(),
      className: z.string(),
      date: z.string(),
      startTime: z.string(),
      checkedInAt: when.nullable(),
      noShowAt: when.nullable(),
    }),
  ),
  appointments: z.array(
    z.object({
      reference: z.string(),
      typeName: z.string(),
      startsAt: when,
      endsAt: when,
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      notes: z.string(),
      status: z.enum(['held', 'confirmed', 'cancelled', 'expired', 'refunded']),
      health: z
        .object({ answers: z.array(z.boolean()), details: z.string() })
        .nullable()
        .describe('Your health questionnaire answers, one per question in order'),
      createdAt: when,
    }),
  ),
  emailsSentToYou: z.array(
    z.object({
      subject: z.string(),
      text: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
      createdAt: when,
      sentAt: when.nullable(),
    }),
  ),
  notesAboutYou: z
    .array(z.object({ text: z.string(), createdAt: when }))
    .describe("The studio's own notes about you (kept for your classes and sessions)"),
});

type ExportLists = { [K in keyof z.infer<typeof dataExportSchema>]: z.infer<typeof dataExportSchema>[K] extends unknown[] ? K : never };

/**
 * How the my-data and manage pages sum up the download, one line per list in the file (in its order), so the
 * page cannot leave out what the file holds: a list added to the export needs its line here to compile.
 */
export const DATA_EXPORT_SECTIONS: Record<ExportLists[keyof ExportLists], [one: string, many: string]> = {
  bookings: ['booking', 'bookings'],
  orders: ['order', 'orders'],
  payments: ['payment', 'payments'],
  refunds: ['refund', 'refunds'],
  enquiries: ['enquiry', 'enquiries'],
  waitingLists: ['place on a waiting list', 'places on waiting lists'],
  credits: ['lot of class credits (with its history and expiry)', 'lots of class credits (with their history and expiry)'],
  attendance: ['attendance record', 'attendance records'],
  appointments: ['appointment (with any health questionnaire answers)', 'appointments (with any health questionnaire answers)'],
  emailsSentToYou: ['copy of an e-mail we sent you', 'copies of e-mails we sent you'],
  notesAboutYou: ['note the studio keeps about you', 'notes the studio keeps about you'],
};

/** The summary lines of an export: "2 bookings", "1 refund"... */
export function dataExportSummary(data: { [K in keyof typeof DATA_EXPORT_SECTIONS]: unknown[] }): string[] {
  return (Object.keys(DATA_EXPORT_SECTIONS) as (keyof typeof DATA_EXPORT_SECTIONS)[]).map((key) => {
    const n = data[key].length;
    const [one, many] = DATA_EXPORT_SECTIONS[key];
    return `${n} ${n === 1 ? one : many}`;
  });
}
