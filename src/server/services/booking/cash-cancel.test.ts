/**
 * A class paid in cash or by bank transfer (the owner took the money herself, decision 640) has no provider to give
 * the money back: a refund is recorded as given at once. Whoever cancels, through the one cancellation path, she
 * reads that the money comes back the way she paid (never "to your card"), and the owner is told, as an action,
 * to hand it back.
 */
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPence } from '../../../domain/money';
import { emailOutbox, orders, refunds } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { useTestEnv } from '../../test/harness';
import { CANCEL_OFFER_DAYS, CANCEL_OFFER_JOB } from './cancel';

const OWNER = 'owner@studio.test';
const env = useTestEnv({ config: { PUBLIC_URL: 'https://studio.test', OWNER_EMAIL: OWNER } });
let admin: ReturnType<typeof env.caller>;
let mat: Awaited<ReturnType<typeof seededClassType>>;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  mat = await seededClassType(env.db, 'Mat Pilates Class');
});

const WAY = { cash: 'in cash', bank_transfer: 'by bank transfer' } as const;

/** A class weeks ahead (the full refund tier) the owner booked for her, paid the way given. */
async function bookedByOwner(payment: 'cash' | 'bank_transfer' | 'card', who: string) {
  const slot = await createSlot(env.db, { allowed: [mat.id] });
  const person = { name: `Client ${who}`, email: `client-${who}@example.com`, phone: '07700 900777' };
  if (payment === 'card') {
    const res = await env.caller().bookings.create({ ...visitor(who), ...person, classTypeId: mat.id, scheduleId: slot.id });
    await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
    return { ...person, bookingId: res.bookingId! };
  }
  const made = await admin.admin.bookings.create({ scheduleId: slot.id, classTypeId: mat.id, ...person, payment });
  return { ...person, bookingId: made.id };
}

const mails = (to: string, subject: string) =>
  env.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, `${subject}%`)));

const ownerMailsAbout = async (name: string) =>
  (await env.db.select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to, OWNER))).filter(
    (m) => m.text.includes(name) && !m.subject.startsWith('New booking'),
  );

async function linkOf(email: string) {
  const [confirmation] = await mails(email, 'Booking confirmed');
  return /\/manage#([A-Za-z0-9_-]{43})/.exec(confirmation!.text)![1]!;
}

async function refundsOf(bookingId: number) {
  const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, bookingId));
  return env.db
    .select({ amountPence: refunds.amountPence, status: refunds.status, providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(eq(refunds.orderId, order!.id));
}

describe('a class paid in cash or by bank transfer, cancelled from her own link', () => {
  it.each(['cash', 'bank_transfer'] as const)(
    '%s: recorded as refunded, she reads it comes back that way, the owner is told to hand it back',
    async (payment) => {
      const b = await bookedByOwner(payment, `self-${payment}`);
      const token = await linkOf(b.email);
      const view = await env.caller().manage.view({ token });
      // Her page says before she confirms that the money comes back the way she paid it (cancel-booking.tsx).
      expect(view.cancellation).toMatchObject({ allowed: true, refundPence: mat.pricePence, refundBy: payment });
      await env.caller().manage.cancel({ token, refundPence: mat.pricePence });

      // No provider is asked: the refund is recorded as given.
      expect(await refundsOf(b.bookingId)).toEqual([{ amountPence: mat.pricePence, status: 'succeeded', providerRefundId: null }]);

      const [hers] = await mails(b.email, 'Cancelled:');
      expect(hers!.text).toContain(`We will give you ${formatPence(mat.pricePence)} back ${WAY[payment]}, as you paid;`);
      expect(hers!.text).not.toMatch(/card/);

      const owner = await ownerMailsAbout(b.name);
      expect(owner).toHaveLength(1);
      expect(owner[0]!.subject).toMatch(/^ACTION NEEDED: Booking cancelled: Mat Pilates Class/);
      expect(owner[0]!.text).toContain(
        `please give ${b.name} ${formatPence(mat.pricePence)} back ${WAY[payment]} (${b.email}, ${b.phone}). It is recorded as refunded.`,
      );
      expect(owner[0]!.text).not.toContain('Refunded:');
    },
  );

  it('a card booking refunded by the provider asks nothing of the owner', async () => {
    const b = await bookedByOwner('card', 'self-card');
    const token = await linkOf(b.email);
    expect((await env.caller().manage.view({ token })).cancellation).toMatchObject({ refundBy: 'card' });
    await env.caller().manage.cancel({ token, refundPence: mat.pricePence });
    const [hers] = await mails(b.email, 'Cancelled:');
    expect(hers!.text).toContain(`We have refunded ${formatPence(mat.pricePence)} to your card`);
    const owner = await ownerMailsAbout(b.name);
    expect(owner.map((m) => m.subject)).toEqual([expect.stringMatching(/^Booking cancelled: /)]);
    expect(owner[0]!.text).toContain(`Refunded: ${formatPence(mat.pricePence)} of ${formatPence(mat.pricePence)}.`);
  });
});

describe('the owner cancels a class paid in cash', () => {
  it('offers the money back in cash, and when the offer falls due unanswered tells the owner to hand it back', async () => {
    const b = await bookedByOwner('cash', 'owner-cash');
    await admin.admin.bookings.updateStatus({ ref: `B-${b.bookingId}`, status: 'cancelled' });
    const [offer] = await mails(b.email, 'Cancelled:');
    expect(offer!.text).toContain(`a full refund of ${formatPence(mat.pricePence)} in cash or one class credit instead`);
    expect(offer!.text).not.toMatch(/card/);
    const [cancelNotice] = await ownerMailsAbout(b.name);
    expect(cancelNotice!.text).toContain('a refund is yours to give back: you will be e-mailed if one is due.');
    expect(await refundsOf(b.bookingId)).toEqual([]);

    await env.services.jobs.runDue({ kinds: [CANCEL_OFFER_JOB], now: new Date(Date.now() + (CANCEL_OFFER_DAYS + 1) * 86_400_000) });
    expect(await refundsOf(b.bookingId)).toEqual([{ amountPence: mat.pricePence, status: 'succeeded', providerRefundId: null }]);
    const [told] = await mails(b.email, 'Refund:');
    expect(told!.text).toContain(`As we had no answer about your cancelled booking`);
    expect(told!.text).toContain(`we will give you ${formatPence(mat.pricePence)} back in cash, as you paid;`);
    const action = (await ownerMailsAbout(b.name)).filter((m) => m.subject.startsWith('ACTION NEEDED'));
    expect(action.map((m) => m.subject)).toEqual([
      `ACTION NEEDED: give ${formatPence(mat.pricePence)} back to ${b.name} (B-${b.bookingId})`,
    ]);
    expect(action[0]!.text).toContain(`${b.name} did not answer in time, so the offer became a refund`);
    expect(action[0]!.text).toContain(`please give ${b.name} ${formatPence(mat.pricePence)} back in cash`);
  });
});
