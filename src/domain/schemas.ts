/**
 * zod schemas shared by forms and server. Messages are the spec's exact texts where it gives them.
 */
import { z } from 'zod';
import { parseBookingRef } from './booking-ref';
import { parsePriceToPence } from './money';
import { bookingFormSchema, customerSchema } from './customer-forms';
import {
  calendarDate,
  count,
  email,
  id,
  instant,
  INT4_MAX,
  line,
  nonEmptyPatch,
  optionalText,
  pence,
  pounds,
  priceText,
  secret,
  text,
  timeOfDay,
} from './input';
import { SERIES_MAX_WEEKS } from './series';
import { partyFields } from './party';
import { daysBetween, mondayOf } from './time';
import { syncQueryShape } from './sync';

export { id, timeOfDay } from './input';
export { type BookingForm, bookingFormSchema, customerSchema } from './customer-forms';

export const LOCATION_TYPES = ['studio', 'gym', 'outdoor', 'home', 'client_home'] as const;
export const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'All Levels'] as const;
export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired', 'refunded'] as const;
export const SERVICES = ['group-classes', 'personal-training', 'both', 'consultation'] as const;
export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export const SESSION_TYPES = ['single', 'package'] as const;

export type LocationType = (typeof LOCATION_TYPES)[number];
export type Level = (typeof LEVELS)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type Service = (typeof SERVICES)[number];
export type SessionType = (typeof SESSION_TYPES)[number];

/** A real calendar date written yyyy-MM-dd (the name the routers know it by). */
export const isoDate = calendarDate;

/** POST /api/bookings. `price` or `amount` (pounds) is accepted only to be checked against the server's price. */
/**
 * The hold token of a REST client that keeps no cookies (browsers send it as the httpOnly `hold` cookie
 * instead, which is read when this is absent).
 */
export const holdTokenField = { holdToken: secret(200, 'holdToken is required').optional() };

export const bookingRequestSchema = bookingFormSchema.extend({
  ...holdTokenField,
  ...partyFields,
  classTypeId: id,
  scheduleId: id,
  price: pounds.optional(),
  amount: pounds.optional(),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

export const validateDiscountSchema = z.object({
  code: line(64).min(1, 'code is required'),
});

/** Two dates, the second no earlier than the first and at most `maxDays` later (stops whole-year scans). */
export const dateRangeSchema = (maxDays: number) =>
  z.object({ startDate: isoDate, endDate: isoDate }).refine(
    ({ startDate, endDate }) => {
      const days = daysBetween(startDate, endDate);
      return days >= 0 && days <= maxDays;
    },
    { path: ['endDate'], message: `must be on or after startDate, at most ${maxDays} days later` },
  );

/** The public schedule: a week is what the site asks for; a month of slack covers any client. */
export const PUBLIC_RANGE_MAX_DAYS = 31;
/** The admin month grid asks for one month; two months of slack keeps the query bounded. */
export const ADMIN_RANGE_MAX_DAYS = 62;
export const scheduleRangeSchema = dateRangeSchema(PUBLIC_RANGE_MAX_DAYS);
export const adminScheduleRangeSchema = dateRangeSchema(ADMIN_RANGE_MAX_DAYS);

export const contactSchema = z.object({
  name: line(200).min(1, 'Please fill in your name and email address.'),
  email: email(),
  phone: line(40).optional().default(''),
  service: z.enum(SERVICES).optional(),
  message: text(5000, 'Message must be at most 5000 characters').optional().default(''),
});
export type ContactInput = z.input<typeof contactSchema>;

export const loginSchema = z.object({
  username: line(200).min(1, 'Please fill in all fields'),
  password: secret(1000, 'Please fill in all fields'),
});

/** The specification's checkout payloads are { amount, description }: who pays is optional (taken from the payment). */
const optionalCustomerSchema = customerSchema.partial();
/** The price a checkout payload claims: `amount` in pounds (the spec's) or `amountPence`; either must equal the server's. */
const claimedAmount = {
  amount: pounds.optional().meta({ description: "The specification's price in pounds (25 = £25.00); must equal the server's price" }),
  amountPence: pence.optional().meta({ description: "The price in integer pence; must equal the server's price" }),
};
/** A discount code for a checkout payment: the server checks it and prices the payment with it. */
const checkoutDiscount = {
  discountCode: line(64)
    .optional()
    .meta({ description: 'A discount code; the server applies it to its own price (the claimed amount is the price before it)' }),
};

/**
 * POST /api/create-payment-intent: a class bought at /checkout. The slot is named by scheduleId, by date
 * and time, or by a description such as 'Mat Pilates Class, 2031-06-02 10:00'.
 */
export const classCheckoutSchema = optionalCustomerSchema.extend({
  ...holdTokenField,
  ...claimedAmount,
  ...checkoutDiscount,
  voucherCode: line(40)
    .optional()
    .meta({ description: 'A gift voucher code: it pays what it can of the price; `voucherPence` in the answer says how much' }),
  ...partyFields,
  description: text(500).optional(),
  class: line(200).optional(),
  classTypeId: id.optional(),
  scheduleId: id.optional(),
  date: isoDate.optional(),
  time: timeOfDay.optional(),
});

/** POST /api/create-training-payment. sessionType, or a description naming the package. */
export const trainingCheckoutSchema = optionalCustomerSchema.extend({
  ...holdTokenField,
  ...claimedAmount,
  ...checkoutDiscount,
  description: text(500).optional(),
  sessionType: z.enum(SESSION_TYPES, 'sessionType must be single or package').optional(),
});

/** Price check for the /checkout page before the visitor pays. */
export const checkoutQuoteSchema = z.object({
  type: z.enum(['class', 'training']),
  class: line(200).optional(),
  sessionType: z.enum(SESSION_TYPES).optional(),
  classTypeId: id.optional(),
  scheduleId: id.optional(),
  date: isoDate.optional(),
  time: timeOfDay.optional(),
});

export const testCardSchema = z.object({
  ...holdTokenField,
  clientSecret: secret(500, 'clientSecret is required'),
  cardNumber: line(30).min(12, 'Card number is required'),
  /** What a card form collects about the payer (Stripe's billing_details): who paid, when the order did not say. */
  billingDetails: z
    .object({
      name: line(100).optional(),
      email: email().optional(),
      phone: line(40).optional(),
    })
    .optional(),
});

export const paymentRefreshSchema = z.object({ ...holdTokenField, clientSecret: secret(500, 'clientSecret is required') });

/**
 * The confirmation screen's order, with the hold token of the browser that made it: by the payment's client
 * secret just after paying, then by the order id (kept in the page's fragment, so a reload finds it again).
 */
export const receiptRequestSchema = z
  .object({
    ...holdTokenField,
    order: z.coerce.number('order must be a number').int('order must be a whole number').positive('order must be positive').optional(),
    clientSecret: secret(500, 'clientSecret is required').optional(),
  })
  .refine((v) => (v.order === undefined) !== (v.clientSecret === undefined), { message: 'Give either order or clientSecret' });

/** Leaving the payment step: the hold behind this payment is given back at once. */
export const holdReleaseSchema = z.object({ ...holdTokenField, clientSecret: secret(500, 'clientSecret is required') });

// ---- admin ----

/** A class type's price sent both ways (pounds text and pence) must say the same; the message when it does not. */
export function classTypePriceDisagreement(v: { price?: string | undefined; pricePence?: number | undefined }): string | null {
  if (v.price === undefined || v.pricePence === undefined) return null;
  return parsePriceToPence(v.price) === v.pricePence ? null : 'pricePence and price disagree: send one of them';
}

export const classTypeInputSchema = z
  .object({
    name: line(200).min(1, 'Class name is required'),
    description: optionalText(5000),
    duration: line(100).min(1, 'Duration is required'),
    // Free text in the spec ('12', '8-12'); a form may send it as a number (decision 751), answered as text.
    maxParticipants: z
      .union([z.string(), z.number()], { error: () => 'Max participants is required' })
      .transform((v) => String(v))
      .pipe(line(50).min(1, 'Max participants is required')),
    equipment: optionalText(500),
    level: z.enum(LEVELS, 'Level is required'),
    /** The specification's price text in pounds ('12.50'); or send `pricePence`. */
    price: priceText().optional(),
    pricePence: pence.optional().meta({ description: 'The price in integer pence (1250 = £12.50); instead of, or agreeing with, price' }),
    isActive: z.boolean().optional().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.price === undefined && v.pricePence === undefined)
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Price is required' });
    const disagree = classTypePriceDisagreement(v);
    if (disagree) ctx.addIssue({ code: 'custom', path: ['pricePence'], message: disagree });
  });
export type ClassTypeInput = z.input<typeof classTypeInputSchema>;

export const locationInputSchema = z.object({
  name: line(200).min(1, 'Location name is required'),
  address: optionalText(500),
  type: z.enum(LOCATION_TYPES).optional().default('studio'),
  // Free text in the spec ('20', 'about 12'); a client may send a number (decision 751), answered as text.
  capacity: z
    .union([z.string(), z.number()], 'capacity must be text or a number')
    .transform((v) => String(v))
    .pipe(line(100))
    .optional()
    .default(''),
  equipment: optionalText(500),
  notes: optionalText(2000),
  isActive: z.boolean().optional().default(true),
});
export type LocationInput = z.input<typeof locationInputSchema>;

// Ids as digit strings (the spec's form sends them so); the service checks they exist. 100 is more than any studio offers.
const classTypeIds = z
  .array(
    z
      .union([z.string(), z.number()], 'allowedClassTypes must be class type ids')
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(/^\d{1,10}$/, 'allowedClassTypes must be class type ids')),
  )
  .max(100, 'allowedClassTypes: at most 100 class types');

/** 'virtual', '' or null all mean a virtual-only slot with no location (SPEC §5). */
const slotLocationId = z
  .union([z.literal('virtual'), z.literal(''), z.null(), id])
  .optional()
  .transform((v) => (v === 'virtual' || v === '' || v == null ? null : v));

export const slotCreateSchema = z.object({
  date: isoDate,
  startTime: timeOfDay,
  endTime: timeOfDay,
  locationId: slotLocationId,
  isVirtualOnly: z.boolean().optional().default(false),
  allowedClassTypes: classTypeIds.optional().default([]),
  maxBookings: count(1, 1000, 'maxBookings must be from 1 to 1000').optional().default(1),
  notes: optionalText(2000),
  /** How those booked join an online class; sent only to them. */
  joiningDetails: optionalText(2000),
  isActive: z.boolean().optional().default(true),
});
export type SlotCreateInput = z.input<typeof slotCreateSchema>;

/** In an edit an absent locationId leaves the location alone; null, '' or 'virtual' make the slot virtual. */
const slotLocationIdPatch = z
  .union([z.literal('virtual'), z.literal(''), z.null(), id])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'virtual' || v === '' || v === null ? null : v));

/**
 * A slot edit. The date and times may be sent (a GET body sent back whole) but only unchanged:
 * SPEC §4, editing cannot change the time slot; the service refuses a different value.
 */
export const slotUpdateSchema = z.object({
  date: isoDate.optional(),
  startTime: timeOfDay.optional(),
  endTime: timeOfDay.optional(),
  locationId: slotLocationIdPatch,
  isVirtualOnly: z.boolean().optional(),
  allowedClassTypes: classTypeIds.optional(),
  maxBookings: count(1, 1000, 'maxBookings must be from 1 to 1000').optional(),
  notes: text(2000).optional(),
  joiningDetails: text(2000).optional(),
  isActive: z.boolean().optional(),
});

/** A weekly series created in one step: the slot fields plus which weekdays, from when, for how many weeks. */
export const seriesCreateSchema = slotCreateSchema.omit({ date: true, isActive: true }).extend({
  startDate: isoDate,
  weekdays: z
    .array(count(1, 7, 'weekdays are 1 (Monday) to 7 (Sunday)'))
    .min(1, 'Choose at least one weekday')
    .max(7),
  weeks: count(1, SERIES_MAX_WEEKS, 'weeks must be 1 to 52'),
});
export type SeriesCreateInput = z.input<typeof seriesCreateSchema>;

/** Copies every active slot of one week (any date in it) to another week, same weekdays and times. */
export const weekCopySchema = z
  .object({ fromWeek: isoDate, toWeek: isoDate })
  .refine((v) => mondayOf(v.fromWeek) !== mondayOf(v.toWeek), { message: 'must be a different week', path: ['toWeek'] });

/** An edit of a slot that belongs to a series reaches this slot only, or this and every later slot of the series. */
export const SLOT_EDIT_SCOPES = ['one', 'following'] as const;

/**
 * What the owner takes off the schedule: a slot (deleted, or kept deactivated when it has bookings), a class type
 * or a location (deactivated). Its future bookings are cancelled with a full refund and an e-mail (decision 370).
 */
export const WITHDRAW_KINDS = ['slot', 'classType', 'location'] as const;
export type WithdrawKind = (typeof WITHDRAW_KINDS)[number];
export const withdrawTargetSchema = z.object({
  kind: z.enum(WITHDRAW_KINDS, 'kind must be slot, classType or location'),
  id,
  /** A slot only: delete it rather than deactivate (kept deactivated anyway when any booking points at it). */
  remove: z.boolean('remove must be true or false').optional(),
});
export type WithdrawTarget = z.output<typeof withdrawTargetSchema>;

/** Statuses the owner may set by hand; 'refunded' is only ever the result of a refund. */
export const MANUAL_BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired'] as const;
export type ManualBookingStatus = (typeof MANUAL_BOOKING_STATUSES)[number];

export const bookingStatusUpdateSchema = z.object({
  status: z.enum(MANUAL_BOOKING_STATUSES, "status must be one of held, confirmed, cancelled, expired ('refunded' comes from a refund)"),
});

/** 'B-1042' (class booking), 'T-17' (training order) or a bare booking id. */
export const bookingRefSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const ref = parseBookingRef(value);
  if (!ref) {
    ctx.addIssue({ code: 'custom', message: 'must be a booking reference such as B-1042 or T-17' });
    return z.NEVER;
  }
  return ref;
});

export const bookingStatusChangeSchema = bookingStatusUpdateSchema.extend({ ref: bookingRefSchema });

/** A refund the owner makes: an amount in pence (the dialog suggests the terms' tier) and a key so a retry refunds once. */
export const bookingRefundBodySchema = z.object({
  amountPence: z.coerce
    .number('amountPence must be a number of pence')
    .int('amountPence must be whole pence')
    .min(1, 'amountPence must be at least 1')
    .max(10_000_000),
  idempotencyKey: z.string().trim().min(8).max(200).optional(),
});
export const bookingRefundSchema = bookingRefundBodySchema.extend({ ref: bookingRefSchema });

export const BOOKING_KIND_FILTERS = ['class', 'training'] as const;
export const BOOKINGS_PAGE_SIZE = 25;
export const BOOKINGS_PAGE_SIZE_MAX = 200;

export const bookingFilterSchema = z
  .object({
    /** Name, e-mail or a reference (B-12, T-3). */
    search: line(200).optional(),
    /** One class date, or a range with from/to (inclusive). Training orders have no class date. */
    date: isoDate.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    kind: z.enum(BOOKING_KIND_FILTERS, 'kind must be class or training').optional(),
    status: z.enum(BOOKING_STATUSES).optional(),
    page: count(1, 1_000_000).optional(),
    pageSize: count(1, BOOKINGS_PAGE_SIZE_MAX).optional(),
    ...syncQueryShape,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'must not be before from', path: ['to'] })
  .optional()
  .default({});

export type BookingFilterInput = z.input<typeof bookingFilterSchema>;

export const discountCodeInputSchema = z.object({
  code: line(64)
    .min(1, 'Code is required')
    .regex(/^[A-Za-z0-9_-]+$/, 'Code may use letters, digits, - and _ only'),
  description: optionalText(500),
  discountType: z.enum(DISCOUNT_TYPES, 'discountType must be percentage or fixed'),
  /** Whole percent for percentage codes, integer pence for fixed ones (500 = £5.00): the unit GET answers. */
  value: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}(\.\d+)?$/, 'value must be a number'),
      ],
      'value must be a number',
    )
    .transform(Number)
    .pipe(z.number().positive('value must be more than 0').max(INT4_MAX, `value must be at most ${INT4_MAX}`))
    .meta({ description: 'Whole percent (percentage codes) or integer pence (fixed codes, 500 = £5.00); the same unit GET answers.' }),
  isActive: z.boolean().optional().default(true),
  validFrom: instant.nullable().optional(),
  validUntil: instant.nullable().optional(),
  maxUses: count(1).nullable().optional(),
  /** How many times one e-mail address may use the code (null: no limit beyond maxUses). */
  maxUsesPerEmail: count(1).nullable().optional(),
});

/**
 * An edit schema: every field optional and, unlike `.partial()`, with no defaults, so a field left out
 * of an edit stays as it is instead of being reset (zod 4 applies defaults inside `.optional()`).
 */
function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      z.optional(field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer I> ? I : S[K]> }>;
}

export const classTypePatchSchema = patchOf(classTypeInputSchema);
export const locationPatchSchema = patchOf(locationInputSchema);
export const discountCodePatchSchema = patchOf(discountCodeInputSchema);

/** Edits: the row's id plus at least one field to change. */
export const classTypeUpdateSchema = nonEmptyPatch(classTypePatchSchema.extend({ id }));
export const locationUpdateSchema = nonEmptyPatch(locationPatchSchema.extend({ id }));
export const discountCodeUpdateSchema = nonEmptyPatch(discountCodePatchSchema.extend({ id }));

/** Pixel widths a QR image is made in: a short list, so the server's memo of images stays a handful of entries. */
export const QR_SIZES = [256, 512, 1024] as const;
export type QrSize = (typeof QR_SIZES)[number];
const QR_SIZE_MESSAGE = `size must be one of ${QR_SIZES.join(', ')}`;
/** GET /api/qr/* query and the qr procedures' input: an optional size. */
export const qrQuerySchema = z.object({
  size: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,5}$/, QR_SIZE_MESSAGE),
      ],
      QR_SIZE_MESSAGE,
    )
    .transform(Number)
    .pipe(z.literal(QR_SIZES, QR_SIZE_MESSAGE))
    .optional(),
});
