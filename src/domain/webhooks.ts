/** Outgoing webhooks: what an integration can subscribe to, and the shapes the admin reads and writes. */
import { z } from 'zod';
import { id, line } from './input';

export const WEBHOOK_EVENT_TYPES = [
  'booking.confirmed',
  'booking.cancelled',
  'booking.refunded',
  'order.paid',
  'enquiry.created',
  'waitlist.offered',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'booking.confirmed': 'A class booking is confirmed',
  'booking.cancelled': 'A class booking is cancelled',
  'booking.refunded': 'Money is given back on a booking or order',
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

export const webhookDeliveryListSchema = z.object({ endpointId: id, limit: z.number().int().min(1).max(200).optional() });

export interface WebhookEndpointDto {
  id: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  isActive: boolean;
  createdAt: Date;
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
  log: WebhookAttemptDto[];
}
