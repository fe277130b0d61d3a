import { z } from 'zod';
import { APPOINTMENT_PLACES } from './appointments/rules';

/** A manage-link token as e-mailed: 32 random bytes, base64url. */
export const manageTokenSchema = z.object({ token: z.string().trim().min(1, 'token: required').max(200) });

/** How money goes back: the way it came (decision 680). */
export const REFUND_WAYS = ['card', 'cash', 'bank_transfer'] as const;
export type RefundWay = (typeof REFUND_WAYS)[number];

/** 'to your card', 'in cash', 'by bank transfer': how a refund reaches her, in the e-mails and on her page. */
export const refundWayText = (way: RefundWay | null | undefined, card = 'to your card') =>
  way === 'cash' ? 'in cash' : way === 'bank_transfer' ? 'by bank transfer' : card;

export const MANAGE_STATUSES = ['confirmed', 'held', 'cancelled', 'refunded', 'expired', 'pending', 'paid'] as const;

/** The visitor's own view of an order, reached through the private link in her e-mails. */
export const manageViewSchema = z.object({
  /** 'appointment': a personal-training appointment, managed through POST /api/manage/appointment. */
  kind: z.enum(['class', 'purchase', 'appointment']),
  /** The id behind `ref`: the booking's for a class, the appointment's for one, the order's otherwise. */
  reference: z.number().int(),
  /** What she reads, as printed in the e-mails: `B-<booking id>` for a class, `A-<appointment id>`, `T-<order id>` otherwise. */
  ref: z.string(),
  name: z.string(),
  email: z.string(),
  /** The class name, or what was bought. */
  title: z.string(),
  status: z.enum(MANAGE_STATUSES),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  location: z.object({ name: z.string(), address: z.string(), mapUrl: z.string() }).nullable(),
  /** An appointment's: where it happens (a location is in `location`); absent for a class or a purchase. */
  place: z.enum(APPOINTMENT_PLACES).optional(),
  /** For a class with no location: what the owner wrote about joining it. */
  virtualDetails: z.string().nullable(),
  /** What was paid by card, cash or transfer (a gift voucher's part is `voucherPence`). */
  amountPaidPence: z.number().int(),
  /** What gift vouchers paid of it (decision 730), integer pence; 0 when none did. */
  voucherPence: z.number().int(),
  calendar: z.object({ google: z.string(), outlook: z.string(), ics: z.string() }).nullable(),
  /** The money given back on this order (failed attempts left out), oldest first; `at` is an ISO instant. */
  refunds: z.array(z.object({ amountPence: z.number().int(), status: z.enum(['pending', 'succeeded']), at: z.string() })),
  /** A class credit she got back for the cancelled booking: one instead of a refund, or the one she had paid with. */
  creditBack: z.object({ kind: z.enum(['instead', 'restored']), at: z.string() }).nullable(),
  /** What cancelling now would mean, computed by the server under the terms (Europe/London). */
  cancellation: z
    .object({
      /** False for a class that has begun, a booking that is not confirmed, or training (by arrangement). */
      allowed: z.boolean(),
      refundPence: z.number().int(),
      /**
       * What cancelling now gives back to the gift voucher that paid (the tier's share of it, as the cancel gives
       * it; not with a class credit instead). Absent when no voucher paid.
       */
      voucherBackPence: z.number().int().optional(),
      percent: z.number().int(),
      /** Why it is not allowed, or what the refund tier is. */
      note: z.string(),
      /** Paid with a class credit: cancelling 24 h or more ahead gives the credit back. */
      paidWithCredit: z.boolean().optional(),
      /** A full refund is due: she may take one class credit instead. */
      creditInstead: z.boolean().optional(),
      /**
       * How money given back reaches her: to the card she paid with, or by the owner's hand for cash or a bank
       * transfer the owner took herself (decision 680). Absent when nothing was paid.
       */
      refundBy: z.enum(REFUND_WAYS).optional(),
    })
    .nullable(),
  /**
   * The owner cancelled this paid class: a full refund or a class credit, her choice until `dueAt` (then it is
   * refunded); `choice` once made. `credits`: the class credits she may take instead, one per place (a group's
   * places, decision 811). Absent otherwise.
   */
  offer: z
    .object({
      amountPence: z.number().int(),
      dueAt: z.string(),
      credits: z.number().int().min(1),
      choice: z.enum(['refund', 'credit']).nullable(),
    })
    .nullable()
    .optional(),
  /**
   * A class the owner booked for her with a card link: the card payment she makes here while the place is held
   * (`holdExpiresAt`, an ISO instant). Absent or null otherwise.
   */
  payment: z.object({ clientSecret: z.string(), amountPence: z.number().int(), holdExpiresAt: z.string() }).nullable().optional(),
});

export type ManageViewDto = z.infer<typeof manageViewSchema>;

/** Cancelling is confirmed against the amount she was shown: if the tier changed meanwhile, she is asked again. */
export const manageCancelSchema = manageTokenSchema.extend({
  refundPence: z.number().int().min(0),
  /** 24 h or more ahead she may take a class credit instead of the refund. */
  choice: z.enum(['refund', 'credit'], 'choice must be refund or credit').optional().default('refund'),
});

export const cancelResultSchema = z.object({
  cancelled: z.boolean(),
  refundPence: z.number().int(),
  credit: z.enum(['restored', 'instead']).nullable().optional(),
});

/** Her answer to the owner's cancellation: a refund to her card or one class credit. */
export const manageChooseSchema = manageTokenSchema.extend({
  choice: z.enum(['refund', 'credit'], 'choice must be refund or credit'),
});

export const chooseResultSchema = z.object({ amountPence: z.number().int(), choice: z.enum(['refund', 'credit']) });

/**
 * What the confirmation screen shows after paying (or a free booking), read by the order id and the browser's
 * hold token. It carries no manage link: the hold token proves which browser booked, not that the booker owns
 * the e-mail address, and a manage link opens everything held about that address (decision 590).
 */
export const receiptSchema = manageViewSchema
  .pick({
    kind: true,
    title: true,
    email: true,
    status: true,
    date: true,
    startTime: true,
    endTime: true,
    location: true,
    place: true,
    virtualDetails: true,
    amountPaidPence: true,
    calendar: true,
  })
  .extend({
    /** The order: the screen's address keeps it (in the fragment) to find the confirmation again. */
    orderId: z.number().int(),
    /** 'B-1042' for a class booking, 'A-12' for an appointment, 'T-17' for an order without either (training, a pack). */
    reference: z.string(),
    /** Several places paid together (decision 780): each attendee and her place's reference, hers first. */
    places: z.array(z.object({ name: z.string(), reference: z.string() })).optional(),
  });

export type ReceiptDto = z.infer<typeof receiptSchema>;
