/** Outgoing webhooks: what an integration can subscribe to, and the shapes the admin reads and writes. */
import { z } from 'zod';
import { count, id, instant, line } from './input';
import { syncQueryShape } from './sync';

export const WEBHOOK_EVENT_TYPES = [
  'booking.confirmed',
  'booking.cancelled',
  'booking.refunded',
  'booking.moved',
  'order.paid',
  'enquiry.created',
  'waitlist.offered',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by "send test event", to the one endpoint asked; not subscribable. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** Every type an event may have (the subscribable ones and the test). */
export const WEBHOOK_ANY_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;
export type WebhookAnyEventType = (typeof WEBHOOK_ANY_EVENT_TYPES)[number];

/** An endpoint failing this long, with no success in between, is switched off and the owner told. */
export const WEBHOOK_SWITCH_OFF_AFTER_MS = 3 * 24 * 3_600_000;
/** After a rotation the old secret signs beside the new one this long. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 3_600_000;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'booking.confirmed': 'A class booking is confirmed',
  'booking.cancelled': 'A class booking is cancelled',
  'booking.refunded': 'Money is given back on a booking or order',
  'booking.moved': 'A class booking is moved to another class',
  'order.paid': 'A payment succeeds (class or personal training)',
  'enquiry.created': 'Someone sends the contact form',
  'waitlist.offered': 'A place is offered from the waiting list',
};

/** The header a delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Webhook-Signature';

const webhookUrl = line(2000)
  .min(1, 'url is required')
  .refine((value) => {
    try {
      const u = new URL(value);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.username === '' && u.password === '';
    } catch {
      return false;
    }
  }, 'must be an http:// or https:// address without a user name or password');

const eventList = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, 'events: unknown event type'))
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENT_TYPES.length);

export const webhookEndpointCreateSchema = z.object({
  url: webhookUrl,
  description: line(200).optional().default(''),
  events: eventList,
});

/** A PATCH body: only the fields sent change. */
export const webhookEndpointPatchSchema = z.object({
  url: webhookUrl.optional(),
  description: line(200).optional(),
  events: eventList.optional(),
  isActive: z.boolean('isActive must be true or false').optional(),
});

export const webhookEndpointUpdateSchema = webhookEndpointPatchSchema.extend({ id });

/** GET /api/admin/events: the events recorded for endpoints, oldest first, to backfill a missed delivery. */
export const WEBHOOK_EVENTS_PAGE_SIZE = 50;
export const webhookEventListSchema = z
  .object({
    /** Only events at or after this instant. */
    since: instant.optional(),
    type: z.enum(WEBHOOK_ANY_EVENT_TYPES, 'type: unknown event type').optional(),
    /** The `nextCursor` of the page before: the next page starts after it. */
    cursor: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'cursor must be a nextCursor this API gave')
      .optional(),
    limit: count(1, 200).optional(),
  })
  .optional()
  .default({});

/** One event exactly as its deliveries carried it (and signed it). */
export interface WebhookEventDto {
  id: string;
  type: WebhookAnyEventType;
  /** Unix seconds. */
  created: number;
  data: unknown;
}

export const webhookDeliveryListSchema = z.object({ endpointId: id, limit: z.number().int().min(1).max(200).optional() });
/** An endpoint's deliveries read by change (decision 750): a try, a success, a give-up or a resend is a change. */
export const webhookDeliveryChangesSchema = z.object({ endpointId: id, ...syncQueryShape });

export interface WebhookEndpointDto {
  id: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  isActive: boolean;
  /** Since when its deliveries have failed with no success in between; null while it answers. */
  failingSince: Date | null;
  /** Why the server switched it off (3 days of failures); null otherwise. */
  switchedOffReason: string | null;
  /** Until when the secret before the last rotation still signs too; null when none does. */
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
  /** When it last changed (decision 750). */
  updatedAt: Date;
}

export interface WebhookAttemptDto {
  attempt: number;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  at: Date;
}

export interface WebhookDeliveryDto {
  id: number;
  endpointId: number;
  eventId: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  log: WebhookAttemptDto[];
}
