/**
 * zod schemas shared by forms and server. Messages are the spec's exact texts where it gives them.
 */
import { z } from 'zod';
import { parseBookingRef } from './booking-ref';
import { isPriceText } from './money';
import { SERIES_MAX_WEEKS } from './series';
import { daysBetween, isIsoDate, isTimeOfDay, mondayOf } from './time';

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

export const isoDate = z.string().refine(isIsoDate, 'must be a date written yyyy-MM-dd');
export const timeOfDay = z.string().refine(isTimeOfDay, 'must be a time written HH:mm');
// Capped at PostgreSQL's integer range so an absurd id is a 400, not a database error.
export const id = z.coerce.number().int().positive().max(2_147_483_647, 'is not a valid id');

const optionalText = (max = 2000) => z.string().trim().max(max).optional().default('');

/** The booking form (payment-step reading of SPEC §5). */
export const bookingFormSchema = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(200),
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim().min(10, 'Please enter a valid phone number').max(40),
  specialRequests: optionalText(2000),
  discountCode: z.string().trim().max(64).optional(),
});
export type BookingForm = z.input<typeof bookingFormSchema>;

/** POST /api/bookings. `price` or `amount` (pounds) is accepted only to be checked against the server's price. */
export const bookingRequestSchema = bookingFormSchema.extend({
  classTypeId: id,
  scheduleId: id,
  price: z.coerce.number().nonnegative().optional(),
  amount: z.coerce.number().nonnegative().optional(),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

export const validateDiscountSchema = z.object({
  code: z.string().trim().min(1, 'code is required').max(64),
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
  name: z.string().trim().min(1, 'Please fill in your name and email address.').max(200),
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  phone: optionalText(40),
  service: z.enum(SERVICES).optional(),
  message: z.string().max(5000, 'Message must be at most 5000 characters').optional().default(''),
});
export type ContactInput = z.input<typeof contactSchema>;

export const loginSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Please fill in all fields')
    .max(200)
    // A NUL byte would reach PostgreSQL as a driver error; control characters are never part of a username.
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters'),
  password: z.string().min(1, 'Please fill in all fields').max(1000),
});

/** Checkout customer details (the spec's /checkout did not ask for them; ours does). */
export const customerSchema = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(200),
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim().min(10, 'Please enter a valid phone number').max(40),
});

/** POST /api/create-payment-intent: a class bought at /checkout, identified by slot date and time. */
export const classCheckoutSchema = customerSchema.extend({
  amount: z.coerce.number().nonnegative().optional(),
  description: z.string().max(500).optional(),
  class: z.string().trim().max(200).optional(),
  classTypeId: id.optional(),
  scheduleId: id.optional(),
  date: isoDate.optional(),
  time: timeOfDay.optional(),
});

/** POST /api/create-training-payment. */
export const trainingCheckoutSchema = customerSchema.extend({
  amount: z.coerce.number().nonnegative().optional(),
  description: z.string().max(500).optional(),
  sessionType: z.enum(SESSION_TYPES, 'sessionType must be single or package'),
});

/** Price check for the /checkout page before the visitor pays. */
export const checkoutQuoteSchema = z.object({
  type: z.enum(['class', 'training']),
  class: z.string().trim().max(200).optional(),
  sessionType: z.enum(SESSION_TYPES).optional(),
  classTypeId: id.optional(),
  scheduleId: id.optional(),
  date: isoDate.optional(),
  time: timeOfDay.optional(),
});

export const testCardSchema = z.object({
  clientSecret: z.string().min(1),
  cardNumber: z.string().trim().min(12, 'Card number is required').max(30),
});

export const paymentRefreshSchema = z.object({ clientSecret: z.string().min(1) });

// ---- admin ----

export const classTypeInputSchema = z.object({
  name: z.string().trim().min(1, 'Class name is required').max(200),
  description: optionalText(5000),
  duration: z.string().trim().min(1, 'Duration is required').max(100),
  maxParticipants: z.coerce.string().trim().min(1, 'Max participants is required').max(50),
  equipment: optionalText(500),
  level: z.enum(LEVELS, 'Level is required'),
  price: z.coerce
    .string()
    .trim()
    .min(1, 'Price is required')
    .refine(isPriceText, 'Price must be an amount in pounds, such as 12.50'),
  isActive: z.boolean().optional().default(true),
});
export type ClassTypeInput = z.input<typeof classTypeInputSchema>;

export const locationInputSchema = z.object({
  name: z.string().trim().min(1, 'Location name is required').max(200),
  address: optionalText(500),
  type: z.enum(LOCATION_TYPES).optional().default('studio'),
  capacity: optionalText(100),
  equipment: optionalText(500),
  notes: optionalText(2000),
  isActive: z.boolean().optional().default(true),
});
export type LocationInput = z.input<typeof locationInputSchema>;

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
  allowedClassTypes: z.array(z.coerce.string().regex(/^\d+$/, 'allowedClassTypes must be class type ids')).optional().default([]),
  maxBookings: z.coerce.number().int('maxBookings must be a whole number').min(1, 'maxBookings must be at least 1').max(1000).optional().default(1),
  notes: optionalText(2000),
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
  allowedClassTypes: z.array(z.coerce.string().regex(/^\d+$/, 'allowedClassTypes must be class type ids')).optional(),
  maxBookings: z.coerce.number().int().min(1, 'maxBookings must be at least 1').max(1000).optional(),
  notes: z.string().trim().max(2000).optional(),
  isActive: z.boolean().optional(),
});

/** A weekly series created in one step: the slot fields plus which weekdays, from when, for how many weeks. */
export const seriesCreateSchema = slotCreateSchema.omit({ date: true, isActive: true }).extend({
  startDate: isoDate,
  weekdays: z
    .array(z.coerce.number().int().min(1, 'weekdays are 1 (Monday) to 7 (Sunday)').max(7, 'weekdays are 1 (Monday) to 7 (Sunday)'))
    .min(1, 'Choose at least one weekday')
    .max(7),
  weeks: z.coerce.number().int('weeks must be a whole number').min(1, 'weeks must be 1 to 52').max(SERIES_MAX_WEEKS, 'weeks must be 1 to 52'),
});
export type SeriesCreateInput = z.input<typeof seriesCreateSchema>;

/** Copies every active slot of one week (any date in it) to another week, same weekdays and times. */
export const weekCopySchema = z
  .object({ fromWeek: isoDate, toWeek: isoDate })
  .refine((v) => mondayOf(v.fromWeek) !== mondayOf(v.toWeek), { message: 'must be a different week', path: ['toWeek'] });

/** An edit of a slot that belongs to a series reaches this slot only, or this and every later slot of the series. */
export const SLOT_EDIT_SCOPES = ['one', 'following'] as const;

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

export const BOOKING_KIND_FILTERS = ['class', 'training'] as const;
export const BOOKINGS_PAGE_SIZE = 25;
export const BOOKINGS_PAGE_SIZE_MAX = 200;

export const bookingFilterSchema = z
  .object({
    /** Name, e-mail or a reference (B-12, T-3). */
    search: z.string().trim().max(200).optional(),
    /** One class date, or a range with from/to (inclusive). Training orders have no class date. */
    date: isoDate.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    kind: z.enum(BOOKING_KIND_FILTERS, 'kind must be class or training').optional(),
    status: z.enum(BOOKING_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(BOOKINGS_PAGE_SIZE_MAX).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'must not be before from', path: ['to'] })
  .optional()
  .default({});

export type BookingFilterInput = z.input<typeof bookingFilterSchema>;

export const discountCodeInputSchema = z.object({
  code: z.string().trim().min(1, 'Code is required').max(64).regex(/^[A-Za-z0-9_-]+$/, 'Code may use letters, digits, - and _ only'),
  description: optionalText(500),
  discountType: z.enum(DISCOUNT_TYPES, 'discountType must be percentage or fixed'),
  /** Whole percent for percentage codes, integer pence for fixed ones (500 = £5.00): the unit GET answers. */
  value: z.coerce.number().positive('value must be more than 0').meta({ description: 'Whole percent (percentage codes) or integer pence (fixed codes, 500 = £5.00); the same unit GET answers.' }),
  isActive: z.boolean().optional().default(true),
  validFrom: z.coerce.date().nullable().optional(),
  validUntil: z.coerce.date().nullable().optional(),
  maxUses: z.coerce.number().int().min(1).nullable().optional(),
});

/**
 * An edit schema: every field optional and, unlike `.partial()`, with no defaults, so a field left out
 * of an edit stays as it is instead of being reset (zod 4 applies defaults inside `.optional()`).
 */
function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, z.optional(field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field)]),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer I> ? I : S[K]> }>;
}

export const classTypePatchSchema = patchOf(classTypeInputSchema);
export const locationPatchSchema = patchOf(locationInputSchema);
export const discountCodePatchSchema = patchOf(discountCodeInputSchema);
