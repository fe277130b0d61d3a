/**
 * The REST answers as zod schemas, for the OpenAPI document. Each route's `response` is compile-checked
 * against what its procedure returns (`route()` in define.ts), and the contract tests parse every real
 * answer with it, so the document cannot drift from the DTOs in domain/dto.ts.
 */
import { z } from 'zod';
import { apiErrorCode } from '../../domain/api-errors';
import { WEBHOOK_ANY_EVENT_TYPES, WEBHOOK_EVENT_TYPES } from '../../domain/webhooks';
import { WALK_IN_PAYMENTS } from '../../domain/walk-in';
import { MEMBERSHIP_STATUSES } from '../../domain/memberships';
import type { PdfFile } from '../../domain/receipts';
import type { Json } from './define';
import { BOOKING_STATUSES, DISCOUNT_TYPES, LEVELS, LOCATION_TYPES, SERVICES, SESSION_TYPES } from '../../domain/schemas';

const pence = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, integer pence (2500 = £25.00)` });
const instant = z.iso.datetime({ offset: true });
/** Decision 750: every resource says when it last changed; lists read by change return it in that order. */
export const updatedAtBody = instant.meta({
  description: 'When it last changed (ISO 8601); a list read with updatedSince includes it again after any change',
});
export const nextCursorBody = z.string().nullable().meta({
  description:
    'Read by change (updatedSince, cursor or limit given): pass as cursor for the next page; null on the last page and when paged by number',
});
export const holdTokenBody = z.string().meta({
  description:
    'Opens this hold: send it back as `holdToken` (or keep the httpOnly `hold` cookie set with this answer) to resume the hold, pay (test-confirm, refresh) or release it. Also sent as the cookie.',
});

/** Every 4xx/5xx body. Loose: a refused booking's 409 also carries the BookingCreated fields. */
export const errorBody = z
  .looseObject({
    message: z.string().meta({ description: "What went wrong, naming the field ('email: Please enter a valid email address')" }),
    code: apiErrorCode.meta({
      description: 'Stable, snake_case: what a program branches on (the message may be reworded). Listed in docs/api-errors.md.',
    }),
    param: z.string().optional().meta({ description: "For invalid input: the first field at fault ('email', 'items.0.name')" }),
    fieldErrors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: 'Per-field messages of a 400 for invalid input' }),
  })
  .meta({ id: 'Error' });

export const successBody = z.object({ success: z.literal(true) }).meta({ id: 'Success' });

export const classTypeBody = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    duration: z.string(),
    durationMinutes: z.number().int().positive().nullable().meta({
      description:
        'How long the class runs, read by the server from `duration` ("45 minutes", "1 hr 30 min"); null when it names no length. The class ends this long after its slot starts (decision 773)',
    }),
    maxParticipants: z.string().meta({
      description: "The specification's free text ('12', '8-12'), answered as text; a request may send a whole number (decision 751)",
    }),
    equipment: z.string(),
    level: z.enum(LEVELS),
    price: z.string().meta({ description: "Display price in pounds, two decimals ('12.50'): the specification's price text" }),
    pricePence: pence('The price'),
    isActive: z.boolean(),
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'ClassType' });

export const locationBody = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    type: z.enum(LOCATION_TYPES),
    capacity: z.string().meta({
      description: "The specification's free text ('20', 'about 12'), answered as text; a request may send a number (decision 751)",
    }),
    equipment: z.string(),
    notes: z.string(),
    isActive: z.boolean(),
    updatedAt: updatedAtBody,
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
  .extend({
    seriesId: z.number().int().nullable().meta({ description: 'The weekly series that made this slot, if any' }),
    joiningDetails: z.string().meta({ description: 'How those booked join an online class (private: e-mails and manage page only)' }),
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'AdminSlot' });

/** A page read by change (decision 750) of a list the specification does not shape: `{ data, nextCursor }` like the events. */
export const syncPageBody = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      data: z.array(item).meta({ description: 'Rows changed at or after updatedSince, oldest change first' }),
      nextCursor: z.string().nullable().meta({ description: 'Pass as cursor for the next page; null on the last page' }),
    })
    .meta({ id });

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
    percentOff: z.number().int().nullable().meta({ description: 'Whole percent off (percentage codes); null otherwise' }),
    amountOffPence: z.number().int().nullable().meta({ description: 'Integer pence off (fixed codes, 500 = £5.00); null otherwise' }),
  })
  .meta({ id: 'DiscountValidation' });

export const bookingCreatedBody = z
  .object({
    success: z.boolean(),
    clientSecret: z.string().nullable(),
    message: z.string(),
    bookingId: z.number().int().optional(),
    bookingIds: z.array(z.number().int()).optional().meta({
      description: "Several places (participantCount > 1): each place's booking (B-<id>), bookingId first; one payment pays them all",
    }),
    orderId: z.number().int().optional().meta({ description: 'A booking confirmed at once (nothing to pay): its order' }),
    originalPence: pence('Price before the discount').optional(),
    discountPence: pence('The discount').optional(),
    voucherPence: pence('What a gift voucher paid (voucherCode)').optional(),
    voucherBalancePence: pence("The gift voucher's balance left after it paid (with voucherPence)").optional(),
    amountPence: pence('Amount left to pay by card (0: confirmed without a card)').optional(),
    holdExpiresAt: instant.optional(),
    holdToken: holdTokenBody.optional(),
  })
  .meta({ id: 'BookingCreated' });

export const checkoutQuoteBody = z.object({ description: z.string(), amountPence: pence('The price') }).meta({ id: 'CheckoutQuote' });

export const checkoutCreatedBody = z
  .object({
    clientSecret: z.string(),
    amountPence: pence('Amount left to pay by card, after any gift voucher (0: confirmed without a card)'),
    voucherPence: pence('What a gift voucher paid (voucherCode)').optional(),
    voucherBalancePence: pence("The gift voucher's balance left after it paid (with voucherPence)").optional(),
    description: z.string(),
    holdExpiresAt: instant.optional().meta({ description: 'Until when the class place is held (absent for training)' }),
    holdToken: holdTokenBody.optional(),
    orderId: z.number().int().optional().meta({
      description:
        'Booked at once with nothing to pay (a 100% discount code; clientSecret is empty): the order, for POST /api/payments/receipt',
    }),
    bookingIds: z.array(z.number().int()).optional().meta({
      description: "Several places booked together (participantCount > 1, decision 780): every place's booking id, the first place first",
    }),
  })
  .meta({ id: 'CheckoutCreated' });

export const holdReleasedBody = z
  .object({ released: z.boolean().meta({ description: 'false when the hold was already paid, released or expired' }) })
  .meta({ id: 'HoldReleased' });

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
    kind: z.enum(['booking', 'class_checkout', 'training', 'pack', 'move']),
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
    discountCode: z.string().nullable().meta({ description: 'The discount code the order used' }),
    paid: z.boolean().meta({ description: 'Money was taken or a class credit spent: it cannot go back to held or expired' }),
    checkedIn: z.boolean().meta({ description: 'The customer was checked in at the class' }),
    partyRef: z.string().nullable().meta({
      description:
        "Several places booked and paid together (decision 780): the first place's reference on every place of the group; the money, refunds and receipts are on that row. Null for a booking of one place",
    }),
    createdAt: instant,
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'AdminBooking' });

export const walkInBody = adminBookingBody
  .extend({
    payment: z.enum(WALK_IN_PAYMENTS).meta({ description: 'How the owner said it is paid' }),
    holdExpiresAt: instant
      .nullable()
      .meta({ description: 'card_link: the place is held until then while the client pays through her e-mailed link; null otherwise' }),
    message: z.string().meta({ description: 'What happened, for the owner' }),
  })
  .meta({ id: 'WalkInBooking' });

export const refundQuoteBody = z
  .object({
    ref: z.string(),
    paidPence: pence('Paid'),
    refundedPence: pence('Already refunded'),
    refundablePence: pence('Still refundable'),
    suggestedPence: pence("The terms' suggestion for the time left before the class"),
    percent: z.number().int(),
    hoursBefore: z.number().nullable(),
    packCredits: z
      .object({ granted: z.number().int(), remaining: z.number().int(), revoked: z.number().int() })
      .nullable()
      .meta({ description: 'A class pack: its credits; a refund revokes the unused ones in proportion' }),
  })
  .meta({ id: 'RefundQuote' });

export const adminBookingPageBody = z
  .object({
    rows: z.array(adminBookingBody),
    total: z.number().int().meta({ description: 'Matches counted up to four pages past this one; see totalIsExact' }),
    totalIsExact: z.boolean().meta({ description: 'False when counting stopped: there are more matches than total' }),
    page: z.number().int(),
    pageSize: z.number().int(),
    nextCursor: nextCursorBody,
  })
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
    maxUsesPerEmail: z.number().int().nullable().meta({ description: 'Uses allowed per e-mail address; null: no limit per address' }),
    uses: z.number().int().meta({ description: 'Read-only: places booked with the code' }),
    updatedAt: updatedAtBody,
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
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'Enquiry' });

const revenueBucketBody = z
  .object({
    period: z.string().meta({ description: 'First London date of the week (a Monday) or month, YYYY-MM-DD' }),
    paidPence: pence('Paid on orders placed in the period'),
    refundedPence: pence('Given back on those orders'),
    netPence: pence('Paid minus refunded'),
    orders: z.number().int(),
  })
  .meta({ id: 'RevenueBucket' });

const fillRowBody = z
  .object({
    label: z.string(),
    slots: z.number().int(),
    placesTaken: z.number().int().meta({ description: 'Participants of confirmed bookings' }),
    places: z.number().int(),
    fillPercent: z.number().int().nullable(),
  })
  .meta({ id: 'FillRow' });

export const reportsBody = z
  .object({
    from: z.string(),
    to: z.string(),
    overview: z.object({
      confirmedClassBookings: z.number().int().meta({ description: "The bookings list's confirmed class bookings for the same dates" }),
      paidPence: pence('Paid'),
      refundedPence: pence('Refunded'),
      netPence: pence('Paid minus refunded'),
    }),
    revenueByWeek: z.array(revenueBucketBody),
    revenueByMonth: z.array(revenueBucketBody),
    fillByClassType: z.array(fillRowBody),
    fillByTimeOfDay: z.array(fillRowBody),
    noShows: z.object({
      recorded: z.boolean().meta({ description: 'False until check-in records exist: the rate is unknown' }),
      checkedIn: z.number().int(),
      noShows: z.number().int(),
      endedBookings: z
        .number()
        .int()
        .meta({ description: 'Confirmed bookings of classes in the range that have ended: the rate denominator' }),
      ratePercent: z.number().int().nullable(),
    }),
    discountUse: z.array(
      z.object({ code: z.string(), orders: z.number().int(), discountPence: pence('Discount given'), paidPence: pence('Paid') }),
    ),
    packCredits: z.object({
      tracked: z.boolean().meta({ description: 'False until any credits were sold or given' }),
      creditsOutstanding: z.number().int().nullable(),
      packs: z.number().int().nullable(),
    }),
    voucherLiability: z
      .object({ pence: pence('What unexpired gift vouchers can still pay'), count: z.number().int() })
      .meta({ description: 'Outstanding gift voucher liability, now (not limited to the dates)' }),
    memberships: z
      .object({
        members: z.number().int().meta({ description: 'Active, past due, suspended and paused members now' }),
        byStatus: z.record(z.enum(MEMBERSHIP_STATUSES), z.number().int()),
        mrrPence: pence('Monthly recurring revenue now: the monthly prices of active and past-due members'),
        atStart: z.number().int().meta({ description: 'Members at the start of the first day' }),
        cancelledInPeriod: z.number().int().meta({ description: 'Of those, how many ended by the end of the last day' }),
        churnPercent: z
          .number()
          .nullable()
          .meta({ description: 'cancelledInPeriod / atStart in percent, one decimal; null when atStart is 0' }),
      })
      .meta({ description: 'Memberships: figures now, churn over the dates' }),
  })
  .meta({ id: 'Reports' });

export const auditPageBody = z
  .object({
    rows: z.array(
      z.object({
        id: z.number().int(),
        at: instant,
        actor: z.string().meta({ description: "The administrator's username, or 'API key: <name>'" }),
        action: z.string().meta({ description: "'<entity>.<verb>', e.g. discount_code.update, booking.refund" }),
        entity: z.string(),
        entityId: z.string(),
        before: z.unknown().meta({ description: 'The record before the change (JSON), null when created' }),
        after: z.unknown().meta({ description: 'The record after the change (JSON), null when removed' }),
        summary: z.string().meta({ description: "What happened as a sentence, money in pounds: 'Refunded £12.00 to Jo Bloggs (B-35)'" }),
        updatedAt: updatedAtBody,
      }),
    ),
    page: z.number().int(),
    pageSize: z.number().int(),
    nextCursor: nextCursorBody,
    hasMore: z.boolean(),
  })
  .meta({ id: 'AuditPage' });

export const webhookEndpointBody = z
  .object({
    id: z.number().int(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    isActive: z.boolean(),
    failingSince: instant
      .nullable()
      .meta({ description: 'Since when deliveries have failed with no success in between; null while it answers' }),
    switchedOffReason: z.string().nullable().meta({
      description: 'Why the server switched it off (3 days of failures); null otherwise. PATCH isActive: true switches it on again',
    }),
    previousSecretExpiresAt: instant
      .nullable()
      .meta({ description: 'After a rotation: until when the old secret also signs (a second v1); null when none does' }),
    createdAt: instant,
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'WebhookEndpoint' });

export const webhookEndpointCreatedBody = z
  .object({
    endpoint: webhookEndpointBody,
    secret: z.string().meta({ description: 'The signing secret (whsec_...), shown in this answer only' }),
  })
  .meta({ id: 'WebhookEndpointCreated' });

export const webhookEventPageBody = z
  .object({
    data: z.array(
      z
        .object({
          id: z.string().meta({ description: 'evt_<n>: the X-Webhook-Id its deliveries carried' }),
          type: z.enum(WEBHOOK_ANY_EVENT_TYPES),
          created: z.number().int().meta({ description: 'Unix seconds' }),
          data: z.record(z.string(), z.unknown()).meta({ description: "The event's object, as delivered" }),
        })
        .meta({ id: 'WebhookEvent' }),
    ),
    nextCursor: z.string().nullable().meta({ description: 'Pass as cursor for the next page; null on the last page' }),
  })
  .meta({ id: 'WebhookEventPage' });

export const webhookDeliveryBody = z
  .object({
    id: z.number().int(),
    endpointId: z.number().int(),
    eventId: z.string().meta({ description: "The event's id (evt_...), the same on every try and on 'send again'" }),
    eventType: z.string(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastDurationMs: z.number().int().nullable(),
    lastError: z.string().nullable(),
    nextAttemptAt: instant.nullable(),
    deliveredAt: instant.nullable(),
    createdAt: instant,
    updatedAt: updatedAtBody,
    log: z.array(
      z.object({
        attempt: z.number().int(),
        statusCode: z.number().int().nullable(),
        durationMs: z.number().int(),
        error: z.string().nullable(),
        at: instant,
      }),
    ),
  })
  .meta({ id: 'WebhookDelivery' });

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

export const clientRowBody = z
  .object({
    email: z.string().meta({ description: 'Her address, trimmed and lower-case: one client per address' }),
    name: z.string().meta({ description: 'The name on her most recent record' }),
    phone: z.string().meta({ description: 'The phone number on her most recent record that has one' }),
    firstVisit: instant
      .nullable()
      .meta({ description: 'Her first class or session that took place (checked in, or started without a no-show)' }),
    lastVisit: instant.nullable(),
    visits: z.number().int(),
    noShows: z.number().int(),
    spendPence: pence('What she has paid, net of refunds'),
    creditBalance: z.number().int().meta({ description: 'Class credits not yet expired' }),
    lastSeen: instant.meta({ description: 'Her most recent record of any kind (the list is newest first by this)' }),
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'Client' });

export const clientPageBody = z
  .object({
    rows: z.array(clientRowBody),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    nextCursor: nextCursorBody,
  })
  .meta({ id: 'ClientPage' });

export const clientNoteBody = z
  .object({
    id: z.number().int(),
    text: z.string(),
    author: z.string().meta({ description: "The administrator's username who wrote it" }),
    createdAt: instant,
  })
  .meta({ id: 'ClientNote' });

export const clientMessageBody = z
  .object({
    id: z.number().int(),
    kind: z.enum(['class', 'client']).meta({ description: 'class: sent to everyone booked on a class; client: to her alone' }),
    subject: z.string(),
    message: z.string().meta({ description: 'The words as the owner wrote them (without greeting and signature)' }),
    about: z.string().nullable().meta({ description: 'The class a class message was about' }),
    author: z.string().meta({ description: "The administrator's username who sent it" }),
    status: z.enum(['pending', 'sent', 'failed']).meta({ description: "The mail queue's delivery state" }),
    createdAt: instant,
    sentAt: instant.nullable(),
  })
  .meta({ id: 'ClientMessage' });

export const messageSentBody = z
  .object({
    sent: z.number().int().meta({ description: 'E-mails queued now, one per person' }),
    alreadySent: z.number().int().meta({ description: 'People who had this very message already: nothing queued for them' }),
  })
  .meta({ id: 'MessageSent' });

export const messagePreviewBody = z
  .object({
    recipients: z.array(z.object({ name: z.string(), email: z.string() })),
    alreadySent: z.number().int(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
  })
  .meta({ id: 'MessagePreview' });

export const clientDetailBody = z
  .object({
    client: clientRowBody,
    bookings: z.array(
      z.object({
        ref: z.string(),
        className: z.string(),
        date: z.string(),
        startTime: z.string(),
        status: z.enum(BOOKING_STATUSES),
        participantCount: z.number().int(),
        specialRequests: z.string(),
        paidWithCredit: z.boolean(),
        createdAt: instant,
      }),
    ),
    appointments: z.array(
      z.object({
        ref: z.string().meta({ description: 'A-<appointment id>' }),
        typeName: z.string(),
        startsAt: instant,
        status: z.string(),
        paidWith: z.string(),
        notes: z.string(),
      }),
    ),
    orders: z.array(
      z.object({
        ref: z.string(),
        kind: z.string(),
        description: z.string(),
        amountPence: pence('The price'),
        paidPence: pence('What the payment provider took'),
        refundedPence: pence('What has been refunded (pending refunds included)'),
        createdAt: instant,
      }),
    ),
    refunds: z.array(
      z.object({
        ref: z.string(),
        amountPence: pence('Given back'),
        status: z.string(),
        reason: z.string(),
        lastError: z.string().nullable().meta({ description: "The payment provider's reason when it refused" }),
        createdAt: instant,
      }),
    ),
    credits: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        granted: z.number().int(),
        remaining: z.number().int(),
        expiresAt: instant,
        expired: z.boolean(),
        ledger: z.array(z.object({ delta: z.number().int(), reason: z.string(), note: z.string(), actor: z.string(), createdAt: instant })),
      }),
    ),
    attendance: z.array(
      z.object({
        ref: z.string(),
        className: z.string(),
        date: z.string(),
        startTime: z.string(),
        state: z.enum(['attended', 'no_show']),
        at: instant,
      }),
    ),
    enquiries: z.array(
      z.object({ id: z.number().int(), service: z.string().nullable(), message: z.string(), handled: z.boolean(), createdAt: instant }),
    ),
    health: z
      .array(
        z.object({
          ref: z.string(),
          startsAt: instant,
          answers: z.array(z.boolean()),
          details: z.string(),
          flagged: z.boolean().meta({ description: 'Yes to any question: she should speak to her doctor first' }),
          questions: z.array(z.string()),
        }),
      )
      .meta({ description: 'Her health questionnaire (PAR-Q) answers, one per appointment that carried them, newest first' }),
    notes: z.array(clientNoteBody).meta({ description: "The owner's private notes, newest first; never shown to her" }),
    messages: z
      .array(clientMessageBody)
      .meta({ description: "The owner's e-mails to her (to a class she was booked on, or to her alone), newest first" }),
  })
  .meta({ id: 'ClientDetail' });

/** A file route's answer (`file: 'application/pdf'`): the bytes themselves; documented as a binary PDF. */
export const pdfFileBody = z.custom<Json<PdfFile>>((value) => typeof value === 'object' && value !== null && 'bytes' in value);

export const voucherIssuedBody = z
  .object({
    id: z.number().int(),
    code: z.string().meta({ description: 'The working code, shown this once: only its hash is kept' }),
    amountPence: pence("The voucher's value"),
    expiresAt: instant,
  })
  .meta({ id: 'VoucherIssued' });

export const voucherBalanceBody = z
  .object({
    code: z.string(),
    balancePence: pence('What it can still pay'),
    initialPence: pence('Its value when issued'),
    expiresAt: instant,
    expired: z.boolean(),
  })
  .meta({ id: 'VoucherBalance' });
