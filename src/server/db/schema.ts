import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  type AnyPgColumn,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APPOINTMENT_PLACES, APPOINTMENT_STATUSES, type HealthAnswers } from '../../domain/appointments/rules';
import { CREDIT_REASONS, CREDIT_SCOPES } from '../../domain/packs';
import { BOOKING_STATUSES, DISCOUNT_TYPES, LEVELS, LOCATION_TYPES, SERVICES } from '../../domain/schemas';
import { PAYMENT_METHODS } from '../../domain/walk-in';
import { VOUCHER_REASONS, VOUCHER_SOURCES } from '../../domain/vouchers';
import { MEMBERSHIP_STATUSES } from '../../domain/memberships';

// Money is integer pence everywhere. Slot dates and times are Europe/London wall clock.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * When the row last changed (decision 750): the services set it from their clock where they change a row; any
 * other update made through drizzle stamps the database's now(), so no code path can change a row unseen by sync.
 */
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => sql`now()`);

export const ORDER_KINDS = ['booking', 'class_checkout', 'training', 'pack', 'appointment', 'move', 'voucher', 'membership'] as const;
export const ORDER_ADMIN_STATUSES = ['confirmed', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'refunded'] as const;

const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every server instance (login throttling, abuse limits). */
/** Keys an integration uses instead of the owner's password: hashed, scoped, revocable. */
export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The first characters of the key, shown so the owner can tell keys apart; not a secret. */
  prefix: text('prefix').notNull(),
  /** sha256 of the whole key; the key itself is shown once and never stored. */
  secretHash: text('secret_hash').notNull().unique(),
  scopes: text('scopes').array().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** After this instant the key no longer opens anything (null: no expiry). Rolling a key sets it on the old one. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
);

/**
 * Sign-in attempts per username and per client IP. A row's window opens at its first attempt and lasts
 * 15 minutes; an attempt is reserved here (attempts < max) before the password is verified.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    scope: text('scope', { enum: ['user', 'ip'] }).notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * Operational markers shared by every instance: the readiness probe's test write ('health-probe') and
 * the time of the last daily snapshot of the embedded database ('daily-snapshot').
 */
export const opsState = pgTable('ops_state', {
  name: text('name').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    type: text('type', { enum: LOCATION_TYPES }).notNull().default('studio'),
    capacity: text('capacity').notNull().default(''),
    equipment: text('equipment').notNull().default(''),
    notes: text('notes').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('locations_type_check', inList('type', LOCATION_TYPES)), check('locations_name_check', sql`length(trim(${t.name})) > 0`)],
);

export const classTypes = pgTable(
  'class_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    duration: text('duration').notNull(),
    /**
     * How long the class runs, read from the owner's words in `duration` ("45 minutes", "1 hour", "1 hr 30 min"):
     * null when they name no length. A slot is an hour of the room (SPEC §5); the class in it ends after this
     * (decision 773). Computed by the database, so the one reading of the words is here.
     */
    durationMinutes: integer('duration_minutes').generatedAlwaysAs(
      sql.raw(
        `nullif(round(coalesce(substring(lower(duration) from '([0-9]+(?:[.][0-9]+)?)[[:space:]]*(?:hours|hour|hrs|hr|h)(?:[^a-z]|$)')::numeric * 60, 0) + coalesce(substring(lower(duration) from '([0-9]+)[[:space:]]*(?:minutes|minute|mins|min|m)(?:[^a-z]|$)')::numeric, 0))::integer, 0)`,
      ),
    ),
    maxParticipants: text('max_participants').notNull(),
    equipment: text('equipment').notNull().default(''),
    level: text('level', { enum: LEVELS }).notNull().default('All Levels'),
    pricePence: integer('price_pence').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('class_types_price_check', sql`${t.pricePence} >= 0`), check('class_types_level_check', inList('level', LEVELS))],
);

/** A weekly series the owner created in one step; its slots point back at it so an edit can reach 'this and following'. */
export const scheduleSeries = pgTable(
  'schedule_series',
  {
    id: serial('id').primaryKey(),
    /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
    weekdays: integer('weekdays').array().notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    weeks: integer('weeks').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('schedule_series_weeks_check', sql`${t.weeks} between 1 and 52`)],
);

/** A schedule slot ("location availability" in the spec). */
export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    isVirtualOnly: boolean('is_virtual_only').notNull().default(false),
    /** Empty means every class type is allowed (an 'Open Class'). */
    allowedClassTypeIds: integer('allowed_class_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    maxBookings: integer('max_bookings').notNull().default(1),
    /**
     * Places held or confirmed (participants of bookings in 'held' or 'confirmed'), kept by
     * services/booking/places.ts in the transactions that change a booking's status.
     */
    taken: integer('taken').notNull().default(0),
    notes: text('notes').notNull().default(''),
    /**
     * How to join a class held online (a video link, a meeting code): private, so only the e-mails and the
     * manage page of those booked show it, never the public timetable.
     */
    joiningDetails: text('joining_details').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** Set on slots made by a weekly series; a slot edited on its own stays in it. */
    seriesId: integer('series_id').references(() => scheduleSeries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('schedule_slots_series_idx').on(t.seriesId, t.date),
    check('schedule_slots_max_bookings_check', sql`${t.maxBookings} >= 1`),
    check('schedule_slots_taken_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.maxBookings}`),
    check('schedule_slots_time_check', sql`${t.endTime} > ${t.startTime}`),
    index('schedule_slots_date_idx').on(t.date, t.startTime),
    index('schedule_slots_updated_idx').on(t.updatedAt, t.id),
  ],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case and trimmed; look-ups normalise the same way. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull(),
    /** Whole percent for 'percentage', pence for 'fixed'. */
    value: integer('value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    /** Uses per customer e-mail (case-insensitive); null means no such limit. */
    maxUsesPerEmail: integer('max_uses_per_email'),
    /** Uses reserved by live holds plus uses paid for: taken when a hold is made, given back when it ends unpaid. */
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(t.code),
    check('discount_codes_type_check', inList('discount_type', DISCOUNT_TYPES)),
    check('discount_codes_value_check', sql`${t.value} >= 0`),
    check('discount_codes_percentage_check', sql`${t.discountType} <> 'percentage' or ${t.value} <= 100`),
    check('discount_codes_uses_check', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.maxUses} >= 1)`),
    check('discount_codes_per_email_check', sql`${t.maxUsesPerEmail} is null or ${t.maxUsesPerEmail} >= 1`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => scheduleSlots.id, { onDelete: 'restrict' }),
    /** Null for an 'Open Class' booking on a slot that allows every class type. */
    classTypeId: integer('class_type_id').references(() => classTypes.id, { onDelete: 'restrict' }),
    /** The class name as the visitor saw it, kept even if the class type is renamed later. */
    className: text('class_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    participantCount: integer('participant_count').notNull().default(1),
    specialRequests: text('special_requests').notNull().default(''),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Who cancelled it ('owner' or 'customer'); their decision wins over a payment that arrives later. */
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    /** When the customer was checked in at the class (QR ticket or the roster); null: not (yet). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** When the owner recorded that a confirmed customer did not come; never set together with checked_in_at. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** Paid with a credit from this lot (no order, no card); cancelling under the terms restores it there. */
    creditLotId: integer('credit_lot_id').references(() => creditLots.id, { onDelete: 'restrict' }),
    /** When she moved it to another class (decision 710: a customer moves a booking once); null: never moved. */
    movedAt: timestamp('moved_at', { withTimezone: true }),
    /** The class it was moved from (the slot of the first booking), for the audit trail and the roster. */
    movedFromSlotId: integer('moved_from_slot_id').references(() => scheduleSlots.id, { onDelete: 'set null' }),
    /**
     * One of several places booked and paid together (decision 780): the first place's booking, which the
     * order names. Null for the first place and for every single booking. The place follows its first place's
     * status (held, confirmed, cancelled, expired, refunded) through places.ts.
     */
    partyLeadId: integer('party_lead_id').references((): AnyPgColumn => bookings.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookings_status_check', inList('status', BOOKING_STATUSES)),
    check('bookings_attendance_check', sql`${t.checkedInAt} is null or ${t.noShowAt} is null`),
    check('bookings_participants_check', sql`${t.participantCount} >= 1`),
    // The trailing columns make the reports' and the CSV's reads index-only: slots of a date range, then
    // their bookings of a status, never a scan of the whole history (decision 363).
    index('bookings_slot_status_idx').on(t.slotId, t.status, t.createdAt, t.id, t.participantCount),
    index('bookings_email_slot_idx').on(t.email, t.slotId),
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_updated_idx').on(t.updatedAt, t.id),
    // Her records by address, any case (account, export, erasure, clients): lower(email) = ... (decision 753).
    index('bookings_email_lower_idx').on(sql`lower(${t.email})`),
    index('bookings_party_lead_idx').on(t.partyLeadId),
  ],
);

/** A pack the owner sells: a number of class credits for a price, good for some days, for some class types or all. */
export const packs = pgTable(
  'packs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricePence: integer('price_pence').notNull(),
    credits: integer('credits').notNull(),
    validityDays: integer('validity_days').notNull(),
    /** Empty: every class. */
    classTypeIds: integer('class_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('packs_price_check', sql`${t.pricePence} >= 0`),
    check('packs_credits_check', sql`${t.credits} >= 1`),
    check('packs_validity_check', sql`${t.validityDays} >= 1`),
  ],
);

/**
 * Credits held by an e-mail address (lower-case), one row per grant (a pack bought, the training package,
 * a credit instead of a refund, the owner's gift). `remaining` is the balance of the lot: spent by one
 * conditional UPDATE (remaining >= 1) under the lot's row lock, never below 0; every change has a ledger row.
 */
export const creditLots = pgTable(
  'credit_lots',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    scope: text('scope', { enum: CREDIT_SCOPES }).notNull(),
    title: text('title').notNull(),
    /** Class types the credits pay for (scope 'class'); empty: every class. */
    classTypeIds: integer('class_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    granted: integer('granted').notNull(),
    remaining: integer('remaining').notNull(),
    /** The credits stop counting at this instant (a London midnight). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The order that paid for them: a paid order grants its lot once. */
    orderId: integer('order_id'),
    /** The booking whose cancellation gave this credit instead of a refund. */
    sourceBookingId: integer('source_booking_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('credit_lots_scope_check', inList('scope', CREDIT_SCOPES)),
    index('credit_lots_updated_idx').on(t.updatedAt, t.id),
    check('credit_lots_remaining_check', sql`${t.remaining} >= 0`),
    uniqueIndex('credit_lots_order_idx').on(t.orderId),
    uniqueIndex('credit_lots_source_booking_idx').on(t.sourceBookingId),
    index('credit_lots_email_idx').on(t.email, t.expiresAt),
    index('credit_lots_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** Every change of a lot's credits, with its reason: grants, spends, restores, adjustments, expiries. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => creditLots.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    bookingId: integer('booking_id'),
    /** The appointment a credit paid for (spent once, restored once, like a booking). */
    appointmentId: integer('appointment_id'),
    /** 'owner', 'customer' or 'system'. */
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('credit_ledger_reason_check', inList('reason', CREDIT_REASONS)),
    index('credit_ledger_lot_idx').on(t.lotId),
    // A booking spends one credit and gets it back at most once, whatever races.
    uniqueIndex('credit_ledger_spend_idx')
      .on(t.bookingId)
      .where(sql`${t.reason} = 'spend'`),
    uniqueIndex('credit_ledger_restore_idx')
      .on(t.bookingId)
      .where(sql`${t.reason} = 'restore'`),
    uniqueIndex('credit_ledger_appointment_spend_idx')
      .on(t.appointmentId)
      .where(sql`${t.reason} = 'spend'`),
    uniqueIndex('credit_ledger_appointment_restore_idx')
      .on(t.appointmentId)
      .where(sql`${t.reason} = 'restore'`),
  ],
);

/**
 * Proof that a visitor owns the e-mail whose credits she spends: a 6-digit code sent to it (hashed here,
 * a few tries, 15 minutes), exchanged for a token good for 30 minutes of booking with credits.
 */
export const creditProofs = pgTable(
  'credit_proofs',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('credit_proofs_email_idx').on(t.email), uniqueIndex('credit_proofs_token_idx').on(t.tokenHash)],
);

/** Anything paid for: a class booking, a class bought at /checkout, or personal training. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    originalPence: integer('original_pence').notNull(),
    discountPence: integer('discount_pence').notNull().default(0),
    amountPence: integer('amount_pence').notNull(),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'restrict' }),
    /** This order holds one of its code's uses (counted in discount_codes.uses). */
    discountReserved: boolean('discount_reserved').notNull().default(false),
    sessionType: text('session_type'),
    /** The appointment paid for (kind 'appointment'); its time is reserved in busy_times. */
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'restrict' }),
    /** The class pack bought (kind 'pack'); its credits are granted when it is paid. */
    packId: integer('pack_id').references(() => packs.id, { onDelete: 'restrict' }),
    /**
     * Kind 'move': the difference she pays to move this class booking to `moveSlotId` (and `moveClassTypeId`;
     * null there: an Open Class). The move is made when it is paid (decision 710); the order holds no place.
     */
    moveBookingId: integer('move_booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    moveSlotId: integer('move_slot_id').references(() => scheduleSlots.id, { onDelete: 'restrict' }),
    moveClassTypeId: integer('move_class_type_id').references(() => classTypes.id, { onDelete: 'restrict' }),
    /** What the provider has taken for this order (sum of succeeded payments). */
    paidPence: integer('paid_pence').notNull().default(0),
    /** Reserved by refunds the moment they are decided; a failed provider call gives its share back. */
    refundedPence: integer('refunded_pence').notNull().default(0),
    /**
     * The owner's own word on an order that holds no class place (confirmed when paid in person, cancelled);
     * null: its latest payment tells its status.
     */
    adminStatus: text('admin_status', { enum: ORDER_ADMIN_STATUSES }),
    /**
     * sha256 (hex) of the hold token kept by the browser that placed the order: resuming, paying or
     * releasing it needs the token. Null for orders the owner made or that predate hold tokens.
     */
    holdTokenHash: text('hold_token_hash'),
    /** The gift voucher that pays `voucherPence` of this order (decision 730); the card pays `amountPence`. */
    voucherId: integer('voucher_id').references((): AnyPgColumn => vouchers.id, { onDelete: 'restrict' }),
    voucherPence: integer('voucher_pence').notNull().default(0),
    /** `voucherPence` is taken from the voucher's balance now: cleared once, when it goes back (hold ended, refund). */
    voucherReserved: boolean('voucher_reserved').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_kind_check', inList('kind', ORDER_KINDS)),
    check('orders_voucher_check', sql`${t.voucherPence} >= 0 and (${t.voucherPence} = 0 or ${t.voucherId} is not null)`),
    check('orders_admin_status_check', sql`${t.adminStatus} is null or ${inList('admin_status', ORDER_ADMIN_STATUSES)}`),
    check('orders_amount_check', sql`${t.amountPence} >= 0 and ${t.originalPence} >= 0 and ${t.discountPence} >= 0`),
    check('orders_refunded_check', sql`${t.refundedPence} >= 0 and ${t.refundedPence} <= ${t.paidPence}`),
    index('orders_booking_idx').on(t.bookingId),
    index('orders_appointment_idx').on(t.appointmentId),
    index('orders_created_idx').on(t.createdAt),
    index('orders_updated_idx').on(t.updatedAt, t.id),
    index('orders_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull().default('gbp'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Set when something needs the owner's attention (e.g. paid after the hold expired and the slot was full). */
    flag: text('flag'),
    /**
     * 'card' through the provider; 'cash', 'bank_transfer' or 'complimentary' (£0) when the owner booked the client
     * in and took the money herself: succeeded when written, never sent to the provider (decision 640).
     */
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('card'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_idx').on(t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
    index('payments_updated_idx').on(t.updatedAt, t.id),
    check('payments_amount_check', sql`${t.amountPence} >= 0`),
    check('payments_status_check', inList('status', PAYMENT_STATUSES)),
    check('payments_method_check', inList('method', PAYMENT_METHODS)),
  ],
);

export const REFUND_REASONS = ['owner', 'self_cancel', 'late_payment', 'provider'] as const;
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** Money given back on an order; its amount is reserved on `orders.refunded_pence` in the same transaction. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    /** Sent to the provider: a retried refund never gives the money back twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** 'owner', 'customer' or 'system'. */
    createdBy: text('created_by').notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_idx').on(t.idempotencyKey),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_check', sql`${t.amountPence} > 0`),
    check('refunds_reason_check', inList('reason', REFUND_REASONS)),
    check('refunds_status_check', inList('status', REFUND_STATUSES)),
  ],
);

/** Provider webhook events already handled; a replayed event id is ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    service: text('service', { enum: SERVICES }),
    message: text('message').notNull().default(''),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_updated_idx').on(t.updatedAt, t.id),
    index('enquiries_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * The owner's private notes on a client (an e-mail address, lower-case): who wrote each and when. Never shown
 * to the client; erased with her data and listed in her export.
 */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    text: text('text').notNull(),
    /** The administrator's username (or 'API key: <name>'). */
    author: text('author').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('client_notes_email_idx').on(t.email, t.createdAt)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments:
      jsonb('attachments').$type<{ filename: string; content: string; contentType: string; encoding?: 'base64'; cid?: string }[]>(),
    /** The delivery record; when and how often sending is tried is the 'email' job's business (jobs table). */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    meta: jsonb('meta'),
    /**
     * The copy kept once the message is sent (or given up): subject, text, HTML and attachments without its
     * working links and codes (decision 520). Null when the message carries none. While the row is pending,
     * the columns above hold what is to be sent.
     */
    redacted: jsonb('redacted').$type<{
      subject: string;
      text: string;
      html: string | null;
      attachments: { filename: string; content: string; contentType: string; encoding?: 'base64'; cid?: string }[] | null;
    }>(),
    /**
     * Set on a message that must reach her once only (the owner's message to a class: slot, words and her
     * address): a second queueing of the same key (a retry, a double click) is no new row (decision 760).
     */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status),
    index('email_outbox_created_idx').on(t.createdAt),
    uniqueIndex('email_outbox_dedupe_key_idx').on(t.dedupeKey),
  ],
);

/**
 * Scheduled and background work (e-mail sending, reminders, waiting-list offers, purges, outgoing
 * webhooks): claimed with FOR UPDATE SKIP LOCKED and a lease, retried with back-off, recorded when done.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Enqueuing the same key twice is a no-op (one reminder per booking, one purge per day...). */
    key: text('key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claims so far; also the fencing token: only the latest claimant may record the outcome. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    /** While in the future, an instance is working on the job; once past, a crashed claim is retried. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);

/** Private links e-mailed to a customer to see and manage an order; only the token's sha256 is kept. */
export const manageTokens = pgTable(
  'manage_tokens',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The class's end for a class booking: the link dies with the class. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('manage_tokens_hash_idx').on(t.tokenHash), index('manage_tokens_order_idx').on(t.orderId)],
);

/**
 * The QR ticket of a confirmed class booking (its confirmation e-mail): a random 256-bit token of which only
 * the sha256 is kept, so the code in the e-mail is unguessable and the database alone cannot forge one.
 */
export const checkInTickets = pgTable(
  'check_in_tickets',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('check_in_tickets_hash_idx').on(t.tokenHash), index('check_in_tickets_booking_idx').on(t.bookingId)],
);

export const WAITLIST_STORED_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'declined', 'removed'] as const;

/**
 * The waiting list of a full class, first come first served (by id). An offer is a held booking
 * (`bookingId`) that took a freed place through services/booking/places.ts, so open offers never
 * outnumber free places; the e-mailed claim link's token is kept as its sha256 only.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => scheduleSlots.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: WAITLIST_STORED_STATUSES }).notNull().default('waiting'),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    offeredUntil: timestamp('offered_until', { withTimezone: true }),
    offerTokenHash: text('offer_token_hash'),
    /** The link in her "you are on the list" e-mail, kept hashed: it lets her leave the list. */
    leaveTokenHash: text('leave_token_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('waitlist_entries_status_check', inList('status', WAITLIST_STORED_STATUSES)),
    index('waitlist_entries_slot_status_idx').on(t.slotId, t.status, t.id),
    index('waitlist_entries_updated_idx').on(t.updatedAt, t.id),
    index('waitlist_entries_email_lower_idx').on(sql`lower(${t.email})`),
    // One place in line per person and class while she is in the queue.
    uniqueIndex('waitlist_entries_queue_idx')
      .on(t.slotId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    uniqueIndex('waitlist_entries_token_idx').on(t.offerTokenHash),
    uniqueIndex('waitlist_entries_leave_token_idx').on(t.leaveTokenHash),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The owner's site content (domain/site-content.ts), one row. No row: the placeholders in code. `version`
 * goes up with every edit; servers re-render their HTML when it changes.
 */
export const siteContent = pgTable(
  'site_content',
  {
    id: integer('id').primaryKey(),
    content: jsonb('content').notNull(),
    version: integer('version').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_content_single_row', sql`${t.id} = 1`)],
);

/** Pictures uploaded in the Site content tab, already resized (WebP); the id is a hash of the bytes. */
export const siteImages = pgTable('site_images', {
  id: text('id').primaryKey(),
  data: bytea('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

/**
 * What the owner (or an API key) changed that touches money, places, prices or codes: one row per action,
 * written in the same transaction as the change (services/admin/audit.ts). Never updated or deleted by the app.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Milliseconds, as JavaScript reads them back: the CSV's keyset cursor compares exact values. */
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The administrator's username, or 'API key: <name>'. */
    actor: text('actor').notNull(),
    /** '<entity>.<verb>', e.g. 'discount_code.update', 'booking.refund'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    /** The entity's id or reference (B-12, T-3); empty for actions over many rows. */
    entityId: text('entity_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id), index('audit_log_entity_at_idx').on(t.entity, t.at, t.id)],
);

/**
 * Tombstones (decision 796): one row per admin-listed row deleted, written in the transaction of the delete, so a
 * client reading the lists by change learns what went. `object` names the list (OpenAPI DeletedObject), `objectId`
 * the row's id (no personal data); paged by (deleted_at, id) with the sync cursor.
 */
export const deletedRecords = pgTable(
  'deleted_records',
  {
    id: serial('id').primaryKey(),
    object: text('object').notNull(),
    objectId: text('object_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_records_deleted_idx').on(t.deletedAt, t.id), index('deleted_records_object_idx').on(t.object, t.deletedAt, t.id)],
);

/**
 * The owner's outgoing webhook endpoints. The signing secret is kept as issued (it must sign every delivery,
 * so it cannot be hashed); the admin shows it once, when the endpoint is made.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** Event types this endpoint receives (domain/webhooks.ts WEBHOOK_EVENT_TYPES). */
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  /** After a rotation the old secret also signs, until previousSecretExpiresAt (24 h), so receivers can switch over. */
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  /** When its deliveries started failing with no success since; null while it answers. */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  /** Why the server switched it off (3 days of failures); null when the owner did, or it is on. */
  switchedOffReason: text('switched_off_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Something integrations may hear about, recorded in the transaction of the change that caused it. */
export const outgoingEvents = pgTable(
  'outgoing_events',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outgoing_events_created_idx').on(t.createdAt)],
);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One event to one endpoint; sent by a 'webhook' job, retried with back-off by the job table. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => outgoingEvents.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastDurationMs: integer('last_duration_ms'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_updated_idx').on(t.endpointId, t.updatedAt, t.id),
    check('webhook_deliveries_status_check', inList('status', WEBHOOK_DELIVERY_STATUSES)),
  ],
);

/** Every try of a delivery: what the endpoint answered and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);

/**
 * Verification links for a data request typed on the privacy page: whoever holds the link may download
 * everything held about `email` or have it erased. Only the token's sha256 is kept; rows live an hour
 * and the daily purge removes them once expired.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('data_requests_hash_idx').on(t.tokenHash), index('data_requests_expires_idx').on(t.expiresAt)],
);

export const CANCEL_OFFER_CHOICES = ['refund', 'credit'] as const;

/**
 * The owner cancelled a paid class: the terms offer her a full refund or a class credit, her choice (decision 510).
 * One row per booking; `choice` is set once, by her link or by the job that makes it a refund when `due_at` passes.
 */
export const cancelOffers = pgTable(
  'cancel_offers',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPence: integer('amount_pence').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    choice: text('choice', { enum: CANCEL_OFFER_CHOICES }),
    /** 'customer' (her link) or 'default' (no answer by due_at). */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('cancel_offers_choice_check', sql`${t.choice} is null or ${t.choice} in ('refund', 'credit')`),
    check('cancel_offers_amount_check', sql`${t.amountPence} > 0`),
  ],
);

/** PostgreSQL `tstzrange`, read and written as its text ('["2026-03-29 10:00:00+01","2026-03-29 11:00:00+01")'). */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/** What the owner sells as 1:1 time (personal training, a free consultation): booked at a time she is free. */
export const appointmentTypes = pgTable(
  'appointment_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    pricePence: integer('price_pence').notNull(),
    /** Her time stays reserved this long after the session (notes, reset, a shower). */
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    /** A start must be at least this far from now. */
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(1440),
    /** And at most this many days ahead. */
    horizonDays: integer('horizon_days').notNull().default(56),
    place: text('place', { enum: APPOINTMENT_PLACES }).notNull(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    /** Credits of the training package pay for it. */
    acceptsTrainingCredits: boolean('accepts_training_credits').notNull().default(false),
    /** Packs whose credits pay for it. */
    creditPackIds: integer('credit_pack_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('appointment_types_place_check', inList('place', APPOINTMENT_PLACES)),
    check('appointment_types_location_check', sql`${t.place} <> 'location' or ${t.locationId} is not null`),
    check('appointment_types_duration_check', sql`${t.durationMinutes} > 0`),
    check('appointment_types_price_check', sql`${t.pricePence} >= 0`),
    check('appointment_types_minutes_check', sql`${t.bufferAfterMinutes} >= 0 and ${t.minNoticeMinutes} >= 0 and ${t.horizonDays} >= 1`),
  ],
);

/** Her weekly pattern of bookable hours (London wall clock), at a location or anywhere (null). */
export const workingHours = pgTable(
  'working_hours',
  {
    id: serial('id').primaryKey(),
    /** ISO weekday, 1 = Monday ... 7 = Sunday. */
    weekday: integer('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('working_hours_weekday_check', sql`${t.weekday} between 1 and 7`),
    check('working_hours_time_check', sql`${t.endTime} > ${t.startTime}`),
    index('working_hours_weekday_idx').on(t.weekday, t.startTime),
  ],
);

/**
 * The owner's appointment settings (decision 809), one row; no row: the travel time of the environment
 * (APPOINTMENT_TRAVEL_MINUTES, 30 unless set). Each busy time keeps the travel it was reserved with.
 */
export const appointmentSettings = pgTable(
  'appointment_settings',
  {
    id: integer('id').primaryKey(),
    travelMinutes: integer('travel_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointment_settings_single_row', sql`${t.id} = 1`),
    check('appointment_settings_travel_check', sql`${t.travelMinutes} between 0 and 240`),
  ],
);

/** Days or hours she is away: nothing can be booked in them. */
export const timeOff = pgTable(
  'time_off',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('time_off_range_check', sql`${t.endsAt} > ${t.startsAt}`), index('time_off_range_idx').on(t.endsAt, t.startsAt)],
);

/** One client's 1:1 session: held while she pays, then confirmed; its time is reserved in busy_times. */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: 'restrict' }),
    /** The type's name as the client saw it, kept if the type is renamed. */
    typeName: text('type_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place', { enum: APPOINTMENT_PLACES }).notNull(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    /** Her health questionnaire (PAR-Q style) answers, given before a first session; erased with her data. */
    health: jsonb('health').$type<HealthAnswers>(),
    /** The credit lot that paid for it (a package credit); given back to it when cancelled under the terms. */
    creditLotId: integer('credit_lot_id').references(() => creditLots.id, { onDelete: 'set null' }),
    /** How it was paid: 'card', 'credit', 'free', or the owner's 'cash' / 'complimentary' / 'card_link'. */
    paidWith: text('paid_with').notNull().default('card'),
    /** Moved this many times (the .ics SEQUENCE follows it). */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('appointments_status_check', inList('status', APPOINTMENT_STATUSES)),
    check('appointments_place_check', inList('place', APPOINTMENT_PLACES)),
    check('appointments_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('appointments_starts_idx').on(t.startsAt),
    index('appointments_email_idx').on(t.email),
    index('appointments_updated_idx').on(t.updatedAt, t.id),
    index('appointments_email_lower_idx').on(sql`lower(${t.email})`),
    index('appointments_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    // One live appointment per start: claimed before the day locks, so a rush for one time fails fast (decision 772).
    uniqueIndex('appointments_live_start_idx')
      .on(t.startsAt)
      .where(sql`${t.status} in ('held', 'confirmed')`),
  ],
);

/**
 * Her private calendar feed: a secret iCalendar subscription URL (only its sha256 here). Revoking sets
 * `revokedAt`; a new URL revokes the old one.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_hash_idx').on(t.tokenHash)],
);

export const BUSY_KINDS = ['class', 'appointment'] as const;

/**
 * Her reserved time: one row per active class (kept by a trigger on schedule_slots) and per live appointment
 * (held or confirmed, written by services/appointments). Exclusion constraints (migration 0024) make a double
 * booking impossible whatever races: `during` never overlaps another row's; an appointment's `travel` never
 * overlaps another appointment's at a different place; an appointment's `reach` never overlaps a class at a
 * different place (decision 550).
 */
export const busyTimes = pgTable(
  'busy_times',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: BUSY_KINDS }).notNull(),
    slotId: integer('slot_id').references(() => scheduleSlots.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    /** The session itself plus an appointment's buffer after. */
    during: tstzrange('during').notNull(),
    /**
     * Where she is: '0.0.0.0' + location id, '1.0.0.0' + appointment id for a client's home, null when it needs
     * no travel (online, a virtual class). inet because its GiST operator class has `<>` without btree_gist.
     */
    place: inet('place'),
    /** Appointments: [start, end + buffer + travel), against other appointments at another place. */
    travel: tstzrange('travel'),
    /** Appointments: [start - travel, end + buffer + travel); classes: the class. Against the other kind at another place. */
    reach: tstzrange('reach').notNull(),
    /** '0.0.0.1' for a class, '0.0.0.2' for an appointment: the `reach` constraint compares only the two kinds. */
    side: inet('side').notNull(),
  },
  (t) => [
    check('busy_times_kind_check', inList('kind', BUSY_KINDS)),
    check('busy_times_owner_check', sql`(${t.slotId} is null) <> (${t.appointmentId} is null)`),
    uniqueIndex('busy_times_slot_idx').on(t.slotId),
    uniqueIndex('busy_times_appointment_idx').on(t.appointmentId),
  ],
);

/**
 * A one-time sign-in link to her account page (/account#<token>): 15 minutes, used once; only the sha256 kept.
 * The address is stored lower-case. Any address may ask (as for a data request): an account that holds nothing shows nothing.
 */
export const accountSignInTokens = pgTable(
  'account_sign_in_tokens',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_sign_in_tokens_hash_idx').on(t.tokenHash), index('account_sign_in_tokens_email_idx').on(t.email)],
);

/** A signed-in browser or client: 30 days from its last use (sliding); signing out deletes the row. */
export const accountSessions = pgTable(
  'account_sessions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_sessions_hash_idx').on(t.tokenHash), index('account_sessions_email_idx').on(t.email)],
);

/**
 * A passkey she added while signed in (decision 771): the next sign-in needs no e-mail. Only the public key is
 * kept (the private key never leaves her device); `counter` is the authenticator's signature count.
 */
export const accountPasskeys = pgTable(
  'account_passkeys',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** The credential's id, base64url, as the browser sends it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** Synced (a passkey in a password manager or cloud keychain) or bound to one device. */
    backedUp: boolean('backed_up').notNull().default(false),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_passkeys_credential_idx').on(t.credentialId), index('account_passkeys_email_idx').on(t.email)],
);

/**
 * A passkey ceremony's challenge, used once within 5 minutes (any instance may answer the second step): adding
 * one (`email` set: the signed-in address) or signing in (`email` null: the passkey says whose it is).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: serial('id').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('passkey_challenges_challenge_idx').on(t.challenge)],
);

/**
 * Idempotency-Key of REST POSTs (decision 620): one row per key and scope (who sent it: a bearer token's or the
 * account cookie's hash, else the client address). Reserved before the work (status null: in flight), then
 * completed with the answer a retry gets back. Gone 24 hours after `created_at` (the throttle-pruning chore).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The answer's HTTP status; null while the first request is in flight. */
    status: integer('status'),
    contentType: text('content_type'),
    /** The answer, sealed with a key derived from the Idempotency-Key (decision 622): unreadable in a dump. */
    responseBody: text('response_body'),
    /** Hashes of the e-mail addresses the answer names: erasure removes her kept answers by them. */
    emailHashes: text('email_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Until when the first request holds the key; a reservation whose instance died is taken over after it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires_at_idx').on(t.expiresAt)],
);

/**
 * The last receipt number given. One row, moved by `insert ... on conflict do update ... returning` in the very
 * transaction that records the payment or refund, so a number is used only if that transaction commits: no gaps,
 * no duplicates, whatever the number of instances (decision 650). Taken last in those transactions.
 */
export const receiptCounter = pgTable(
  'receipt_counter',
  {
    id: integer('id').primaryKey(),
    last: integer('last').notNull(),
  },
  (t) => [check('receipt_counter_single_row', sql`${t.id} = 1`)],
);

/**
 * A receipt (kind 'payment') or credit note (kind 'refund'), numbered from receipt_counter. What the document
 * says is kept as it was when issued (the seller, the VAT status, the words); the customer's name and e-mail are
 * read from the order, so erasing her reaches the receipt too.
 */
export const receipts = pgTable(
  'receipts',
  {
    number: integer('number').primaryKey(),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** How it was paid or given back, as the receipt prints it. */
    method: text('method').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    /** Null: not VAT registered. */
    vatNumber: text('vat_number'),
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    vatPence: integer('vat_pence'),
  },
  (t) => [
    check('receipts_kind_check', sql`${t.kind} in ('payment', 'refund')`),
    check('receipts_amount_check', sql`${t.amountPence} >= 0`),
    check(
      'receipts_source_check',
      sql`(${t.kind} = 'payment' and ${t.paymentId} is not null and ${t.refundId} is null) or (${t.kind} = 'refund' and ${t.refundId} is not null)`,
    ),
    // A payment has one receipt and a refund one credit note, however often the provider reports them.
    uniqueIndex('receipts_payment_idx')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'payment'`),
    uniqueIndex('receipts_refund_idx').on(t.refundId),
    index('receipts_order_idx').on(t.orderId),
    // The accounting read by change (decision 750): receipts in the order they were issued.
    index('receipts_issued_idx').on(t.issuedAt, t.number),
  ],
);

/** The owner's receipt settings (domain/receipts.ts), one row; no row: no address of its own, not VAT registered. */
export const receiptSettings = pgTable(
  'receipt_settings',
  {
    id: integer('id').primaryKey(),
    address: text('address').notNull().default(''),
    vatNumber: text('vat_number'),
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('receipt_settings_single_row', sql`${t.id} = 1`),
    check('receipt_settings_vat_check', sql`(${t.vatNumber} is null) = (${t.vatRateBasisPoints} is null)`),
  ],
);

/**
 * Gift vouchers (decision 730): money in pence a code carries, spent in part or in full on classes, appointments and
 * packs. Only the code's sha256 is kept (and its last four characters for the owner's list): the code itself is shown
 * once, when issued, and mailed to the recipient. `balancePence` never goes below 0: every spend is one conditional
 * UPDATE (`balance_pence >= x`), and every change writes a ledger row.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    codeHint: text('code_hint').notNull(),
    source: text('source', { enum: VOUCHER_SOURCES }).notNull(),
    initialPence: integer('initial_pence').notNull(),
    balancePence: integer('balance_pence').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    message: text('message').notNull().default(''),
    /** Who bought it (source 'purchase'); the owner's username for 'admin'. */
    buyerName: text('buyer_name').notNull().default(''),
    buyerEmail: text('buyer_email').notNull().default(''),
    /** The order that paid for it (source 'purchase'): one voucher per order, however often the payment is reported. */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    /** The London day its e-mail goes to the recipient. */
    sendOn: date('send_on', { mode: 'string' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Moves with every redemption, give-back, sending and erasure: read by change (decisions 750, 798). */
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vouchers_code_idx').on(t.codeHash),
    index('vouchers_updated_idx').on(t.updatedAt, t.id),
    uniqueIndex('vouchers_order_idx').on(t.orderId),
    index('vouchers_expires_idx').on(t.expiresAt),
    check('vouchers_source_check', inList('source', VOUCHER_SOURCES)),
    check('vouchers_balance_check', sql`${t.balancePence} >= 0 and ${t.balancePence} <= ${t.initialPence}`),
    check('vouchers_initial_check', sql`${t.initialPence} >= 1`),
  ],
);

/**
 * What a gift voucher bought on the site is to be (kind 'voucher' orders): written with the order, read when it is
 * paid, when the voucher is made and its e-mail queued for `send_on` (decision 730).
 */
export const voucherOrders = pgTable('voucher_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  amountPence: integer('amount_pence').notNull(),
  recipientEmail: text('recipient_email').notNull(),
  recipientName: text('recipient_name').notNull().default(''),
  message: text('message').notNull().default(''),
  /** The London day the recipient's e-mail goes. */
  sendOn: date('send_on', { mode: 'string' }).notNull(),
});

/** Every change of a voucher's balance: issued, redeemed on an order, given back (hold ended unpaid, refund). */
export const voucherLedger = pgTable(
  'voucher_ledger',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    deltaPence: integer('delta_pence').notNull(),
    reason: text('reason', { enum: VOUCHER_REASONS }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('voucher_ledger_reason_check', inList('reason', VOUCHER_REASONS)),
    index('voucher_ledger_voucher_idx').on(t.voucherId, t.id),
  ],
);

/** The owner's voucher settings, one row; no row: the defaults of domain/vouchers.ts. */
export const voucherSettings = pgTable(
  'voucher_settings',
  {
    id: integer('id').primaryKey(),
    amountsPence: integer('amounts_pence').array().notNull(),
    validityMonths: integer('validity_months').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('voucher_settings_single_row', sql`${t.id} = 1`), check('voucher_settings_months_check', sql`${t.validityMonths} >= 12`)],
);

/**
 * The introductory offer (decision 735): a price for a customer's first class and first appointment, decided on the
 * server, and (decision 801) the first month of a membership (`membership_pence`; null: no first-month price). One
 * row; no row: off.
 */
export const introOfferSettings = pgTable(
  'intro_offer_settings',
  {
    id: integer('id').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    classPence: integer('class_pence').notNull().default(500),
    appointmentPence: integer('appointment_pence').notNull().default(2000),
    membershipPence: integer('membership_pence'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('intro_offer_settings_single_row', sql`${t.id} = 1`),
    check('intro_offer_settings_pence_check', sql`${t.classPence} >= 0 and ${t.appointmentPence} >= 0`),
    check('intro_offer_settings_membership_check', sql`${t.membershipPence} is null or ${t.membershipPence} >= 0`),
  ],
);
/**
 * The introductory offer taken (decision 790): one row per address (lower-cased), written in the transaction that
 * prices an order at the offer, so two first bookings made at once by one address cannot both have it. Released
 * (`released_at`) when that order's hold ends unpaid; kept (`confirmed_at`) when it is paid or confirmed. The card's
 * fingerprint, when the provider gives one, is recorded when the payment confirms.
 */
export const introClaims = pgTable(
  'intro_claims',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    // No foreign key: the claim is written first in the order's transaction, under the order's id taken in advance.
    orderId: integer('order_id').notNull(),
    kind: text('kind', { enum: ['class', 'appointment', 'membership'] }).notNull(),
    listPence: integer('list_pence').notNull(),
    introPence: integer('intro_pence').notNull(),
    cardFingerprint: text('card_fingerprint'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('intro_claims_email_idx')
      .on(t.email)
      .where(sql`${t.releasedAt} is null`),
    uniqueIndex('intro_claims_order_idx').on(t.orderId),
    index('intro_claims_card_idx').on(t.cardFingerprint),
    check('intro_claims_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
/** A membership plan the owner sells (issue 36): a monthly price and what a paid month allows. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricePence: integer('price_pence').notNull(),
    /** Null: unlimited classes. */
    classesPerMonth: integer('classes_per_month'),
    /** Empty: every class type. */
    classTypeIds: integer('class_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    includesAppointments: boolean('includes_appointments').notNull().default(false),
    minimumTermMonths: integer('minimum_term_months').notNull().default(1),
    noticeDays: integer('notice_days').notNull().default(30),
    isActive: boolean('is_active').notNull().default(true),
    /** The Stripe product its subscriptions' prices belong to, made the first time one is sold. */
    stripeProductId: text('stripe_product_id'),
    createdAt: createdAt(),
    /** Read by change (decisions 750, 798). */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('membership_plans_updated_idx').on(t.updatedAt, t.id),
    check('membership_plans_price_check', sql`${t.pricePence} >= 0`),
    check('membership_plans_classes_check', sql`${t.classesPerMonth} is null or ${t.classesPerMonth} >= 1`),
    check('membership_plans_term_check', sql`${t.minimumTermMonths} >= 1 and ${t.noticeDays} >= 0`),
  ],
);

/** One member's subscription to a plan, mirrored from the provider (Stripe's subscription or the test provider's). */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'restrict' }),
    /** Lower-case: her account's and her bookings' address. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('incomplete'),
    /** The price she subscribed at, pence a month. */
    pricePence: integer('price_pence').notNull(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** Test provider only: the saved test card's number (no real card is ever stored). */
    testCard: text('test_card'),
    /** sha256 of her membership code (books without paying). */
    codeHash: text('code_hash').notNull(),
    /** sha256 of the card-update link's token sent after a failed renewal, and when it lapses. */
    cardTokenHash: text('card_token_hash'),
    cardTokenExpiresAt: timestamp('card_token_expires_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** End of the last paid month. */
    paidThrough: timestamp('paid_through', { withTimezone: true }),
    /** When the latest renewal failed (past_due since); cleared when a month is paid. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** Holiday: no renewals and no bookings from pauseFrom until pauseUntil. */
    pauseFrom: timestamp('pause_from', { withTimezone: true }),
    pauseUntil: timestamp('pause_until', { withTimezone: true }),
    /** When it ends (notice and minimum term applied); nothing renews after it. */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The first month's order (decision 800), written when she subscribes: what the intro price and a gift voucher
     * took off (its voucher columns), and what the card pays; the first paid invoice is recorded on it.
     */
    firstOrderId: integer('first_order_id').references(() => orders.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('memberships_status_check', inList('status', MEMBERSHIP_STATUSES)),
    uniqueIndex('memberships_subscription_idx').on(t.provider, t.providerSubscriptionId),
    uniqueIndex('memberships_code_idx').on(t.codeHash),
    index('memberships_email_idx').on(t.email),
  ],
);

/**
 * A paid month: granted once per provider invoice (the unique index is what makes a replayed or doubly delivered
 * invoice.paid grant once). `used` is reserved by one conditional UPDATE (used < allowance), never above it.
 */
export const membershipPeriods = pgTable(
  'membership_periods',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'restrict' }),
    invoiceId: text('invoice_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Null: unlimited. */
    allowance: integer('allowance'),
    used: integer('used').notNull().default(0),
    amountPence: integer('amount_pence').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('membership_periods_invoice_idx').on(t.invoiceId),
    index('membership_periods_membership_idx').on(t.membershipId, t.startsAt),
    check('membership_periods_used_check', sql`${t.used} >= 0 and (${t.allowance} is null or ${t.used} <= ${t.allowance})`),
  ],
);

/** A class booked with a membership: the period whose allowance it used (given back once if cancelled in time). */
export const membershipUses = pgTable(
  'membership_uses',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => membershipPeriods.id, { onDelete: 'restrict' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('membership_uses_period_idx').on(t.periodId)],
);

/**
 * An appointment booked with a membership whose plan includes appointments (decision 793): the period whose
 * allowance it used, given back once if cancelled on the terms a credit comes back on.
 */
export const membershipAppointmentUses = pgTable(
  'membership_appointment_uses',
  {
    appointmentId: integer('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => membershipPeriods.id, { onDelete: 'restrict' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('membership_appointment_uses_period_idx').on(t.periodId)],
);
