/**
 * An appointment paid by card through Stripe: the signed payment_intent.succeeded posted to the webhook route
 * confirms it, sends her confirmation once and fires order.paid once, however often the event is delivered.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARQ_QUESTIONS } from '../../domain/appointments/rules';
import { addDays, londonInstant, londonToday, mondayOf } from '../../domain/time';
import { appointments, busyTimes, emailOutbox, orders, outgoingEvents, payments, webhookEndpoints } from '../db/schema';
import { signedStripeEvent, useStripeTestEnv } from '../test/fake-stripe';

const { env, stripe } = useStripeTestEnv();
const monday = addDays(mondayOf(londonToday()), 21);
const health = { answers: PARQ_QUESTIONS.map(() => false), details: '' };
let single: { id: number };

async function post(payload: string, signature: string) {
  const app = await env.app();
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

beforeAll(async () => {
  const admin = env.caller({ token: await env.adminToken() });
  await admin.admin.appointments.setHours([{ weekday: 1, startTime: '09:00', endTime: '12:00', locationId: null }]);
  single = (await admin.admin.appointments.listTypes()).find((t) => t.name === 'Personal Training - Single Session')!;
  await env.db
    .insert(webhookEndpoints)
    .values({ url: 'https://hooks.example.com/appointments', events: ['order.paid'], secret: 'whsec_appointments' });
});

describe('POST /api/stripe/webhook for an appointment', () => {
  it('confirms it on payment_intent.succeeded: one confirmation e-mail and one order.paid, however often delivered', async () => {
    const email = 'stripe-appointment@example.com';
    const booked = await env.caller().appointments.book({
      typeId: single.id,
      start: londonInstant(monday, '10:00'),
      name: 'Jane Client',
      email,
      phone: '07700 900123',
      health,
    });
    expect(booked).toMatchObject({ success: true, status: 'held', amountPence: 4000 });
    const intentId = booked.clientSecret!.split('_secret_')[0]!;
    stripe.fake.setStatus(intentId, 'succeeded');
    const intent = stripe.fake.intents.get(intentId)!;
    expect(intent.amount).toBe(4000);
    const event = signedStripeEvent({ id: `evt_appointment_${Date.now()}`, type: 'payment_intent.succeeded', object: intent });

    const first = await post(event.payload, event.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'confirmed' });
    expect((await post(event.payload, event.signature)).json()).toEqual({ received: true, outcome: 'duplicate' });
    // Stripe may send another event for the same payment: already settled, nothing changes.
    const other = signedStripeEvent({ id: `evt_appointment_other_${Date.now()}`, type: 'payment_intent.succeeded', object: intent });
    expect((await post(other.payload, other.signature)).json()).toEqual({ received: true, outcome: 'already' });

    const id = booked.appointmentId!;
    const [row] = await env.db
      .select({ status: appointments.status, holdExpiresAt: appointments.holdExpiresAt })
      .from(appointments)
      .where(eq(appointments.id, id));
    expect(row).toEqual({ status: 'confirmed', holdExpiresAt: null });
    expect(await env.db.select({ id: busyTimes.id }).from(busyTimes).where(eq(busyTimes.appointmentId, id))).toHaveLength(1);
    const [order] = await env.db
      .select({ id: orders.id, paidPence: orders.paidPence, status: payments.status, providerPaymentId: payments.providerPaymentId })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.appointmentId, id));
    expect(order).toMatchObject({ paidPence: 4000, status: 'succeeded', providerPaymentId: intentId });

    const confirmations = await env.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, 'Confirmed:%')));
    expect(confirmations).toHaveLength(1);
    const events = await env.db
      .select({ data: outgoingEvents.data })
      .from(outgoingEvents)
      .where(and(eq(outgoingEvents.type, 'order.paid'), sql`(${outgoingEvents.data} ->> 'orderId')::integer = ${order!.id}`));
    expect(events).toHaveLength(1);
    // Named as the bookings list names it.
    expect(events[0]!.data).toMatchObject({ ref: `A-${id}`, kind: 'appointment', appointmentId: id, paidPence: 4000, email });
  });
});
