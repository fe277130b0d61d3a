import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, DISCOUNT_TYPES, LEVELS, LOCATION_TYPES, SERVICES } from '../../domain/schemas';

// Money is integer pence everywhere. Slot dates and times are Europe/London wall clock.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const ORDER_KINDS = ['booking', 'class_checkout', 'training'] as const;
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'refunded'] as const;

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

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
    maxParticipants: text('max_participants').notNull(),
    equipment: text('equipment').notNull().default(''),
    level: text('level', { enum: LEVELS }).notNull().default('All Levels'),
    pricePence: integer('price_pence').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('class_types_price_check', sql`${t.pricePence} >= 0`),
    check('class_types_level_check', inList('level', LEVELS)),
  ],
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
    allowedClassTypeIds: integer('allowed_class_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    maxBookings: integer('max_bookings').notNull().default(1),
    notes: text('notes').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('schedule_slots_max_bookings_check', sql`${t.maxBookings} >= 1`),
    check('schedule_slots_time_check', sql`${t.endTime} > ${t.startTime}`),
    index('schedule_slots_date_idx').on(t.date, t.startTime),
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
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(t.code),
    check('discount_codes_type_check', inList('discount_type', DISCOUNT_TYPES)),
    check('discount_codes_value_check', sql`${t.value} >= 0`),
    check('discount_codes_percentage_check', sql`${t.discountType} <> 'percentage' or ${t.value} <= 100`),
    check('discount_codes_uses_check', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.maxUses} >= 1)`),
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bookings_status_check', inList('status', BOOKING_STATUSES)),
    check('bookings_participants_check', sql`${t.participantCount} >= 1`),
    index('bookings_slot_status_idx').on(t.slotId, t.status),
    index('bookings_email_slot_idx').on(t.email, t.slotId),
    index('bookings_created_idx').on(t.createdAt),
  ],
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
    sessionType: text('session_type'),
    createdAt: createdAt(),
  },
  (t) => [
    check('orders_kind_check', inList('kind', ORDER_KINDS)),
    check('orders_amount_check', sql`${t.amountPence} >= 0 and ${t.originalPence} >= 0 and ${t.discountPence} >= 0`),
    index('orders_booking_idx').on(t.bookingId),
    index('orders_created_idx').on(t.createdAt),
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_idx').on(t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_check', sql`${t.amountPence} >= 0`),
    check('payments_status_check', inList('status', PAYMENT_STATUSES)),
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
  },
  (t) => [index('enquiries_created_idx').on(t.createdAt)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    meta: jsonb('meta'),
  },
  (t) => [index('email_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
