/**
 * Emitting an event: called inside the transaction of the change that causes it, so a rolled-back booking
 * tells nobody. It records the event, one delivery per listening endpoint, and a 'webhook' job for each;
 * the HTTP call happens later in the job, never in the request.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { appointmentRef, formatBookingRef } from '../../../domain/booking-ref';
import type { WebhookEventType } from '../../../domain/webhooks';
import type { DbOrTx } from '../../db/client';
import { bookings, locations, orders, outgoingEvents, scheduleSlots, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { enqueue } from '../jobs/jobs';
import { bookingClassEnd } from '../catalog/class-length';

export const WEBHOOK_JOB = 'webhook';
/** Tries per delivery: with the back-off below, the last is about a day and a half after the first. */
export const WEBHOOK_MAX_ATTEMPTS = 10;

/** Queues a delivery's job (its first try, or a 'send again'). */
export async function enqueueDelivery(tx: DbOrTx, deliveryId: number, runAt?: Date): Promise<void> {
  await enqueue(tx, {
    kind: WEBHOOK_JOB,
    key: `webhook:${deliveryId}`,
    payload: { deliveryId },
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    ...(runAt ? { runAt } : {}),
  });
}

/** Records `type` for every active endpoint that listens to it; returns the event's id, or null when none listens. */
export async function emitEvent(
  tx: DbOrTx,
  type: WebhookEventType,
  data: Record<string, unknown> | (() => Promise<Record<string, unknown> | null>),
  now?: Date,
): Promise<number | null> {
  const listeners = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.isActive, true), sql`${type} = any(${webhookEndpoints.events})`));
  if (listeners.length === 0) return null;
  // Loaded only when someone listens: most sites have no endpoint, and every booking passes here.
  const body = typeof data === 'function' ? await data() : data;
  if (!body) return null;
  const [event] = await tx
    .insert(outgoingEvents)
    .values({ type, data: body, ...(now ? { createdAt: now } : {}) })
    .returning({ id: outgoingEvents.id });
  const deliveries = await tx
    .insert(webhookDeliveries)
    .values(listeners.map((l) => ({ eventId: event!.id, endpointId: l.id, ...(now ? { createdAt: now } : {}) })))
    .returning({ id: webhookDeliveries.id });
  for (const d of deliveries) await enqueueDelivery(tx, d.id, now);
  return event!.id;
}

/** What a booking event carries: enough for an integration to act without asking back. */
export async function bookingEventData(tx: DbOrTx, bookingId: number): Promise<Record<string, unknown> | null> {
  const [row] = await tx
    .select({
      bookingId: bookings.id,
      status: bookings.status,
      className: bookings.className,
      name: bookings.name,
      email: bookings.email,
      phone: bookings.phone,
      participants: bookings.participantCount,
      date: scheduleSlots.date,
      startTime: scheduleSlots.startTime,
      endTime: bookingClassEnd,
      location: locations.name,
      orderId: orders.id,
      amountPence: orders.amountPence,
      paidPence: orders.paidPence,
      refundedPence: orders.refundedPence,
    })
    .from(bookings)
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
    .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
    .leftJoin(orders, eq(orders.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId))
    .orderBy(orders.id)
    .limit(1);
  if (!row) return null;
  return {
    ref: formatBookingRef({ kind: 'class', id: row.bookingId }),
    ...row,
    startTime: row.startTime.slice(0, 5),
    endTime: row.endTime.slice(0, 5),
  };
}

/** What an order event carries (a class booking's order, an appointment's, or personal training). */
export async function orderEventData(tx: DbOrTx, orderId: number): Promise<Record<string, unknown> | null> {
  const [row] = await tx
    .select({
      orderId: orders.id,
      bookingId: orders.bookingId,
      appointmentId: orders.appointmentId,
      description: orders.description,
      sessionType: orders.sessionType,
      name: orders.name,
      email: orders.email,
      phone: orders.phone,
      amountPence: orders.amountPence,
      paidPence: orders.paidPence,
      refundedPence: orders.refundedPence,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return null;
  // An appointment's order is named as the bookings list names it: `A-<appointment id>`, kind 'appointment'.
  const kind = row.bookingId !== null ? 'class' : row.appointmentId !== null ? 'appointment' : 'training';
  const ref =
    kind === 'class'
      ? formatBookingRef({ kind: 'class', id: row.bookingId! })
      : kind === 'appointment'
        ? appointmentRef(row.appointmentId!)
        : formatBookingRef({ kind: 'training', id: row.orderId });
  const { appointmentId, ...rest } = row;
  return { ref, kind, ...rest, ...(appointmentId === null ? {} : { appointmentId }) };
}

/**
 * Emits a booking event with the booking's current facts (nothing when it does not exist). A place of several booked
 * together (decision 780) is confirmed and cancelled with its group: each place gets the event, named with the first
 * place's reference (`partyRef`), whichever place the action came through.
 */
export async function emitBookingEvent(
  tx: DbOrTx,
  type: WebhookEventType,
  bookingId: number,
  extra: Record<string, unknown> = {},
  now?: Date,
): Promise<void> {
  const [own] = await tx.select({ lead: bookings.partyLeadId }).from(bookings).where(eq(bookings.id, bookingId));
  const lead = own?.lead ?? bookingId;
  const group = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(or(eq(bookings.id, lead), eq(bookings.partyLeadId, lead)))
    .orderBy(asc(bookings.id));
  const party = group.length > 1 ? { partyRef: formatBookingRef({ kind: 'class', id: lead }) } : {};
  for (const place of group.length > 1 ? group.map((g) => g.id) : [bookingId]) {
    await emitEvent(
      tx,
      type,
      async () => {
        const data = await bookingEventData(tx, place);
        return data && { ...data, ...party, ...extra };
      },
      now,
    );
  }
}

export async function emitOrderEvent(
  tx: DbOrTx,
  type: WebhookEventType,
  orderId: number,
  extra: Record<string, unknown> = {},
  now?: Date,
): Promise<void> {
  await emitEvent(
    tx,
    type,
    async () => {
      const data = await orderEventData(tx, orderId);
      return data && { ...data, ...extra };
    },
    now,
  );
}
