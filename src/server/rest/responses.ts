/**
 * The REST answers as zod schemas, for the OpenAPI document. Each route's `response` is compile-checked
 * against what its procedure returns (`route()` in define.ts), and the contract tests parse every real
 * answer with it, so the document cannot drift from the DTOs in domain/dto.ts.
 */
import { z } from 'zod';
import { BOOKING_STATUSES, DISCOUNT_TYPES, LEVELS, LOCATION_TYPES, SERVICES, SESSION_TYPES } from '../../domain/schemas';

const pence = (description: string) => z.number().int().meta({ description: `${description}, integer pence (2500 = £25.00)` });
const instant = z.iso.datetime({ offset: true });

/** Every 4xx/5xx body. Loose: a refused booking's 409 also carries the BookingCreated fields. */
export const errorBody = z
  .looseObject({
    message: z.string().meta({ description: "What went wrong, naming the field ('email: Please enter a valid email address')" }),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional().meta({ description: 'Per-field messages of a 400 for invalid input' }),
  })
  .meta({ id: 'Error' });

export const successBody = z.object({ success: z.literal(true) }).meta({ id: 'Success' });

export const classTypeBody = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    duration: z.string(),
    maxParticipants: z.string(),
    equipment: z.string(),
    level: z.enum(LEVELS),
    price: z.string().meta({ description: "Display price in pounds, two decimals ('12.50'): the specification's price text" }),
    pricePence: pence('The price'),
    isActive: z.boolean(),
  })
  .meta({ id: 'ClassType' });

export const locationBody = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    type: z.enum(LOCATION_TYPES),
    capacity: z.string(),
    equipment: z.string(),
    notes: z.string(),
    isActive: z.boolean(),
  })
  .meta({ id: 'Location' });

export const slotBody = z
  .object({
    id: z.number().int(),
    date: z.string().meta({ description: 'yyyy-MM-dd, Europe/London' }),
    startTime: z.string().meta({ description: 'HH:mm, Europe/London' }),
    endTime: z.string().meta({ description: 'HH:mm, Europe/London' }),
    locationId: z.number().int().nullable(),
    locationName: z.string().nullable(),
    isVirtualOnly: z.boolean(),
    allowedClassTypes: z.array(z.string()).meta({ description: 'Class type ids; empty means every class is allowed' }),
    maxBookings: z.number().int(),
    availableSpots: z.number().int(),
    notes: z.string(),
    isActive: z.boolean(),
  })
  .meta({ id: 'Slot' });

/** A slot as the owner sees it: also the weekly series that made it. */
export const adminSlotBody = slotBody
  .extend({ seriesId: z.number().int().nullable().meta({ description: 'The weekly series that made this slot, if any' }) })
  .meta({ id: 'AdminSlot' });

export const slotBatchBody = z
  .object({
    seriesId: z.number().int().nullable(),
    created: z.array(adminSlotBody),
    skipped: z.array(z.object({ date: z.string(), startTime: z.string(), reason: z.string() })),
  })
  .meta({ id: 'SlotBatch' });

export const discountValidationBody = z
  .object({
    valid: z.boolean(),
    code: z.string(),
    error: z.string().nullable(),
    description: z.string().nullable(),
    discountType: z.enum(DISCOUNT_TYPES).nullable(),
    discountValue: z.string().nullable().meta({ description: "Display text: '10' for 10 %, '5.00' for £5 off" }),
  })
  .meta({ id: 'DiscountValidation' });

export const bookingCreatedBody = z
  .object({
    success: z.boolean(),
    clientSecret: z.string().nullable(),
    message: z.string(),
    bookingId: z.number().int().optional(),
    originalPence: pence('Price before the discount').optional(),
    discountPence: pence('The discount').optional(),
    amountPence: pence('Amount to pay').optional(),
    holdExpiresAt: instant.optional(),
  })
  .meta({ id: 'BookingCreated' });

export const checkoutQuoteBody = z.object({ description: z.string(), amountPence: pence('The price') }).meta({ id: 'CheckoutQuote' });

export const checkoutCreatedBody = z
  .object({ clientSecret: z.string(), amountPence: pence('Amount to pay'), description: z.string() })
  .meta({ id: 'CheckoutCreated' });

export const paymentStatusBody = z
  .object({ status: z.enum(['pending', 'succeeded', 'failed', 'cancelled', 'refunded']), message: z.string().nullable() })
  .meta({ id: 'PaymentStatus' });

export const publicConfigBody = z
  .object({
    businessName: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    social: z.object({ facebook: z.string(), instagram: z.string(), youtube: z.string() }),
    reviewUrl: z.string(),
    publicUrl: z.string(),
    openClassPricePence: pence("An 'Open Class' slot's price"),
    payments: z.object({ provider: z.enum(['stripe', 'test']), publishableKey: z.string().nullable() }),
  })
  .meta({ id: 'PublicConfig' });

export const qrBody = z.object({ qrCodeDataUrl: z.string(), url: z.string() }).meta({ id: 'QrCode' });

export const adminUserBody = z.object({ username: z.string() }).meta({ id: 'AdminUser' });

export const loginResultBody = z.object({ token: z.string(), user: adminUserBody, expiresAt: instant }).meta({ id: 'LoginResult' });

export const adminBookingBody = z
  .object({
    id: z.number().int(),
    ref: z.string().meta({ description: "'B-1042' (class booking) or 'T-17' (training order): unique across both kinds" }),
    kind: z.enum(['booking', 'class_checkout', 'training']),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    className: z.string(),
    classDate: z.string().nullable(),
    classTime: z.string().nullable(),
    locationName: z.string().nullable(),
    participantCount: z.number().int(),
    specialRequests: z.string(),
    status: z.enum(BOOKING_STATUSES),
    amountPence: pence('Amount paid or to pay').nullable(),
    orderId: z.number().int().nullable(),
    paidPence: pence('What the payment provider took'),
    refundedPence: pence('What has been refunded (pending refunds included)'),
    sessionType: z.enum(SESSION_TYPES).nullable(),
    createdAt: instant,
  })
  .meta({ id: 'AdminBooking' });

export const refundQuoteBody = z
  .object({
    ref: z.string(),
    paidPence: pence('Paid'),
    refundedPence: pence('Already refunded'),
    refundablePence: pence('Still refundable'),
    suggestedPence: pence("The terms' suggestion for the time left before the class"),
    percent: z.number().int(),
    hoursBefore: z.number().nullable(),
  })
  .meta({ id: 'RefundQuote' });

export const adminBookingPageBody = z
  .object({ rows: z.array(adminBookingBody), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: 'AdminBookingPage' });

export const discountCodeBody = z
  .object({
    id: z.number().int(),
    code: z.string(),
    description: z.string(),
    discountType: z.enum(DISCOUNT_TYPES),
    value: z.number().int().meta({ description: 'Whole percent (percentage codes) or integer pence (fixed codes, 500 = £5.00)' }),
    isActive: z.boolean(),
    validFrom: instant.nullable(),
    validUntil: instant.nullable(),
    maxUses: z.number().int().nullable(),
    uses: z.number().int().meta({ description: 'Read-only: places booked with the code' }),
  })
  .meta({ id: 'DiscountCode' });

export const enquiryBody = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    service: z.enum(SERVICES).nullable(),
    message: z.string(),
    handled: z.boolean(),
    createdAt: instant,
  })
  .meta({ id: 'Enquiry' });

const affectedBooking = z.object({
  ref: z.string().meta({ description: "The booking's reference, e.g. 'B-1042'" }),
  name: z.string(),
  email: z.string(),
  className: z.string(),
  date: z.string(),
  startTime: z.string(),
  participantCount: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  paidPence: pence('Paid for the booking'),
  refundPence: pence('Given back on cancelling (all that is paid and not yet refunded)'),
});

export const withdrawPreviewBody = z
  .object({
    outcome: z.enum(['delete', 'deactivate']),
    affected: z.array(affectedBooking),
    totalRefundPence: pence('All refunds together'),
  })
  .meta({ id: 'WithdrawPreview' });

export const withdrawResultBody = z
  .object({
    outcome: z.enum(['deleted', 'deactivated']),
    cancelled: z.array(affectedBooking.extend({ refundStatus: z.string() })),
    failed: z.array(z.object({ ref: z.string(), reason: z.string() })),
  })
  .meta({ id: 'WithdrawResult' });
