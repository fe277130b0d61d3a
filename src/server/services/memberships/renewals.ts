/**
 * A month paid, a renewal failed, a subscription ended (decisions 742, 743): from Stripe's webhook, or from the test
 * provider's renewal job on the injectable clock.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { addMonths } from '../../../domain/memberships';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { membershipPeriods, memberships, orders, payments, webhookEvents } from '../../db/schema';
import * as audit from '../admin/audit';
import { introCardAwaited, noteIntroCard, type RepeatCard } from '../booking/intro-offer';
import { enqueue, type JobService } from '../jobs/jobs';
import { brandOf } from '../mail/brand';
import { introRepeatCardMail } from '../mail/refund-emails';
import type { MailService } from '../mail/mail';
import { testCardOutcome } from '../money/payments/test-provider';
import { WebhookSignatureError } from '../money/payments/provider';
import { issuePaymentReceipt } from '../money/receipts';
import type { Log } from '../platform/log';
import type { BillingEvent, BillingProvider } from './billing';
import { lapseFirstMonth, type PaidInvoice, payFirstOrder } from './join';
import { cardUpdateMail, membershipPaidMail } from './mails';
import { planOf, sha256 } from './rules';

export const RENEW_JOB = 'membership.renew';
const CARD_TOKEN_DAYS = 14;

export function createRenewals(deps: {
  db: Db;
  config: Config;
  billing: BillingProvider;
  mail: MailService;
  jobs: JobService;
  graceDays: number;
  log?: Log;
}) {
  const { db, config, billing, mail, jobs, graceDays } = deps;
  const actorOf = () => (billing.name === 'stripe' ? 'stripe' : 'system');

  /** The provider's card fingerprint for the introductory offer (decision 804); null when it cannot be asked. */
  async function askCard(of: Parameters<BillingProvider['cardFingerprint']>[0]): Promise<string | null> {
    try {
      return await billing.cardFingerprint(of);
    } catch (error) {
      deps.log?.warn({ ...of, error: String(error) }, 'reading the card fingerprint from the billing provider failed');
      return null;
    }
  }

  /** The card of a first invoice that paid for the introductory price, read before the grant's transaction. */
  async function firstCardIfNeeded(ev: PaidInvoice): Promise<string | null> {
    if (ev.cardFingerprint !== undefined) return ev.cardFingerprint;
    if (ev.renewal || ev.amountPence === 0) return null;
    const [m] = await db
      .select({ firstOrderId: memberships.firstOrderId, paidThrough: memberships.paidThrough })
      .from(memberships)
      .where(and(eq(memberships.provider, billing.name), eq(memberships.providerSubscriptionId, ev.subscriptionId)));
    if (!m?.firstOrderId || m.paidThrough || !(await introCardAwaited(db, m.firstOrderId))) return null;
    return askCard({ invoiceId: ev.invoiceId });
  }

  /** As for a class (decision 790): the owner is told of a card that had the offer under another address. */
  async function tellRepeatCard(tx: DbOrTx, repeat: RepeatCard, orderId: number, membershipId: number) {
    await mail.queue(
      tx,
      introRepeatCardMail(await brandOf(tx, config), { orderId, bookingId: null, appointmentId: null, membershipId, ...repeat }),
    );
  }

  /**
   * A card saved for a membership whose first month no card paid (a credit paid it in full, decision 800): judged for
   * the introductory offer as a paying card is (decision 804). Nothing is asked of the provider unless a claim awaits it.
   */
  async function introCardSaved(
    m: { id: number; firstOrderId: number | null },
    read: () => Promise<string | null>,
    now: Date,
  ): Promise<void> {
    if (m.firstOrderId === null || !(await introCardAwaited(db, m.firstOrderId))) return;
    const fingerprint = await read();
    if (!fingerprint) return;
    const orderId = m.firstOrderId;
    const told = await db.transaction(async (tx) => {
      const repeat = await noteIntroCard(tx, orderId, fingerprint, now);
      if (repeat) await tellRepeatCard(tx, repeat, orderId, m.id);
      return repeat !== null;
    });
    if (told) mail.kick();
  }

  async function scheduleRenewal(tx: DbOrTx, membershipId: number, at: Date) {
    if (billing.name !== 'test') return;
    await enqueue(tx, {
      kind: RENEW_JOB,
      key: `${RENEW_JOB}:${membershipId}:${at.toISOString()}`,
      runAt: at,
      payload: { membershipId, periodStart: at.toISOString() },
    });
  }

  /**
   * A paid invoice: its month is granted once (the period's unique invoice id), with an order, a payment, its
   * receipt and the audit rows, in one transaction. A replay or a second instance's delivery grants nothing.
   */
  async function invoicePaid(ev: PaidInvoice): Promise<'granted' | 'duplicate' | 'unknown'> {
    const cardFingerprint = await firstCardIfNeeded(ev);
    const outcome = await db.transaction(async (tx) => {
      const [m] = await tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.provider, billing.name), eq(memberships.providerSubscriptionId, ev.subscriptionId)))
        .for('update');
      if (!m) return 'unknown' as const;
      const plan = await planOf(tx, m.planId);
      const [period] = await tx
        .insert(membershipPeriods)
        .values({
          membershipId: m.id,
          invoiceId: ev.invoiceId,
          startsAt: ev.periodStart,
          endsAt: ev.periodEnd,
          allowance: plan.classesPerMonth,
          amountPence: ev.amountPence,
        })
        .onConflictDoNothing()
        .returning({ id: membershipPeriods.id });
      if (!period) return 'duplicate' as const;
      // Her first month's order, written when she subscribed (decision 800), takes the first paid invoice.
      const first = !ev.renewal && !m.paidThrough ? await payFirstOrder(tx, m, { ...ev, cardFingerprint }, billing.name, actorOf()) : null;
      if (first?.repeat) await tellRepeatCard(tx, first.repeat, first.orderId, m.id);
      let order: { id: number };
      let paymentId: number | null;
      if (first) {
        order = { id: first.orderId };
        paymentId = first.paymentId;
      } else {
        const description = `${plan.name} membership, month from ${ev.periodStart.toISOString().slice(0, 10)}`;
        const [inserted] = await tx
          .insert(orders)
          .values({
            kind: 'membership',
            description,
            name: m.name,
            email: m.email,
            phone: m.phone,
            originalPence: ev.amountPence,
            amountPence: ev.amountPence,
            paidPence: ev.amountPence,
          })
          .returning({ id: orders.id });
        order = inserted!;
        const [payment] = await tx
          .insert(payments)
          .values({
            orderId: order.id,
            provider: billing.name,
            providerPaymentId: ev.invoiceId,
            amountPence: ev.amountPence,
            status: 'succeeded',
          })
          .returning({ id: payments.id });
        paymentId = payment!.id;
      }
      await tx.update(membershipPeriods).set({ orderId: order.id }).where(eq(membershipPeriods.id, period.id));
      const receipt = paymentId === null ? null : await issuePaymentReceipt(tx, config.BUSINESS_NAME, paymentId, ev.now);
      const paidThrough = m.paidThrough && m.paidThrough > ev.periodEnd ? m.paidThrough : ev.periodEnd;
      await tx
        .update(memberships)
        .set({
          status: m.status === 'cancelled' ? 'cancelled' : 'active',
          startedAt: m.startedAt ?? ev.periodStart,
          paidThrough,
          pastDueSince: null,
          cardTokenHash: null,
          cardTokenExpiresAt: null,
        })
        .where(eq(memberships.id, m.id));
      const after = {
        invoiceId: ev.invoiceId,
        eventId: ev.eventId,
        periodStart: ev.periodStart,
        periodEnd: ev.periodEnd,
        allowance: plan.classesPerMonth,
        amountPence: ev.amountPence,
        orderId: order.id,
        receipt,
      };
      if (ev.renewal) await audit.record(tx, { actor: actorOf(), action: 'membership.renew', entity: 'membership', entityId: m.id, after });
      await audit.record(tx, { actor: actorOf(), action: 'membership.grant', entity: 'membership', entityId: m.id, after });
      await mail.queue(
        tx,
        membershipPaidMail(await brandOf(tx, config), {
          to: m.email,
          name: m.name,
          planName: plan.name,
          amountPence: ev.amountPence,
          periodStart: ev.periodStart,
          periodEnd: ev.periodEnd,
          allowance: plan.classesPerMonth,
          receipt,
        }),
      );
      await scheduleRenewal(tx, m.id, ev.periodEnd);
      return 'granted' as const;
    });
    if (outcome === 'granted') mail.kick();
    return outcome;
  }

  /** A renewal not paid: past due (bookings stop after the grace period), and an e-mail with a card-update link. */
  async function invoiceFailed(ev: { subscriptionId: string; eventId: string; now: Date; amountPence: number }) {
    const outcome = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(webhookEvents)
        .values({ id: ev.eventId, type: 'invoice.payment_failed' })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return 'duplicate' as const;
      const [m] = await tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.provider, billing.name), eq(memberships.providerSubscriptionId, ev.subscriptionId)))
        .for('update');
      if (!m) return 'unknown' as const;
      // The first month unpaid is not a renewal: the subscription stays incomplete and grants nothing.
      if (m.status === 'incomplete' || m.status === 'cancelled') return 'ignored' as const;
      const token = randomBytes(24).toString('base64url');
      await tx
        .update(memberships)
        .set({
          status: 'past_due',
          pastDueSince: m.pastDueSince ?? ev.now,
          cardTokenHash: sha256(token),
          cardTokenExpiresAt: new Date(ev.now.getTime() + CARD_TOKEN_DAYS * 86_400_000),
        })
        .where(eq(memberships.id, m.id));
      await audit.record(tx, {
        actor: actorOf(),
        action: 'membership.payment_failed',
        entity: 'membership',
        entityId: m.id,
        after: { eventId: ev.eventId, amountPence: ev.amountPence },
      });
      const plan = await planOf(tx, m.planId);
      await mail.queue(
        tx,
        cardUpdateMail(await brandOf(tx, config), {
          to: m.email,
          name: m.name,
          planName: plan.name,
          amountPence: ev.amountPence,
          graceDays,
          url: `${config.PUBLIC_URL.replace(/\/+$/, '')}/membership/card#${token}`,
        }),
      );
      return 'past_due' as const;
    });
    if (outcome === 'past_due') mail.kick();
    return outcome;
  }

  async function ended(subscriptionId: string, now: Date) {
    await db.transaction(async (tx) => {
      const [m] = await tx
        .update(memberships)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(
          and(
            eq(memberships.provider, billing.name),
            eq(memberships.providerSubscriptionId, subscriptionId),
            sql`${memberships.status} <> 'cancelled'`,
          ),
        )
        .returning({ id: memberships.id, startedAt: memberships.startedAt });
      if (m)
        await audit.record(tx, { actor: actorOf(), action: 'membership.end', entity: 'membership', entityId: m.id, after: { at: now } });
      // Ended before its first month was paid (Stripe expired or deleted it): the voucher's share goes back (decision 800).
      if (m && !m.startedAt) await lapseFirstMonth(tx, m.id, now, 'ended');
    });
  }

  /** The test provider's renewal: charges the saved card on the injectable clock, as Stripe's cycle would. */
  async function renew(
    membershipId: number,
    periodStart: Date,
    now: Date,
  ): Promise<'granted' | 'failed' | 'ended' | 'skipped' | 'duplicate' | 'unknown'> {
    const [m] = await db.select().from(memberships).where(eq(memberships.id, membershipId));
    if (!m || !m.providerSubscriptionId || !m.paidThrough || !m.startedAt) return 'skipped';
    if (m.status === 'cancelled') return 'skipped';
    // This month's renewal run again (a lapsed lease, a second runner): it is paid already, nothing is charged.
    if (m.paidThrough.getTime() !== periodStart.getTime()) return 'duplicate';
    if (m.cancelAt && m.cancelAt <= periodStart) {
      await ended(m.providerSubscriptionId, now);
      return 'ended';
    }
    let k = 1;
    while (addMonths(m.startedAt, k) <= periodStart) k++;
    const periodEnd = addMonths(m.startedAt, k);
    const invoiceId = `testin_${m.providerSubscriptionId.slice(8)}_${periodStart.getTime()}`;
    // A holiday month is not charged: the renewal moves to the month after it.
    if (m.pauseFrom && m.pauseUntil && periodStart >= m.pauseFrom && periodStart < m.pauseUntil) {
      await db.transaction(async (tx) => {
        await tx.update(memberships).set({ paidThrough: periodEnd }).where(eq(memberships.id, m.id));
        await scheduleRenewal(tx, m.id, periodEnd);
      });
      return 'skipped';
    }
    const outcome = testCardOutcome(m.testCard ?? '');
    if (!outcome.ok) {
      await invoiceFailed({ subscriptionId: m.providerSubscriptionId, eventId: `${invoiceId}:failed`, now, amountPence: m.pricePence });
      return 'failed';
    }
    return invoicePaid({
      subscriptionId: m.providerSubscriptionId,
      invoiceId,
      amountPence: m.pricePence,
      periodStart,
      periodEnd,
      renewal: true,
      eventId: invoiceId,
      now,
    });
  }

  jobs.register<{ membershipId: number; periodStart: string }>(
    RENEW_JOB,
    async ({ payload, now }) => void (await renew(payload.membershipId, new Date(payload.periodStart), now)),
    { transaction: false },
  );

  /** A Stripe delivery about a membership (null: not one of these, for the payments' webhook code). */
  async function receiveWebhook(
    raw: Buffer,
    signature: string | undefined,
    now: Date = new Date(),
  ): Promise<{ accepted: false; reason: string } | { accepted: true; outcome: string } | null> {
    let ev: BillingEvent | null;
    try {
      ev = billing.verify(raw, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) return { accepted: false, reason: error.message };
      throw error;
    }
    if (!ev) return null;
    if (ev.type === 'invoice_paid') {
      if (!ev.subscriptionId || !ev.invoiceId || !ev.periodStart || !ev.periodEnd) return { accepted: true, outcome: 'ignored' };
      const outcome = await invoicePaid({
        subscriptionId: ev.subscriptionId,
        invoiceId: ev.invoiceId,
        amountPence: ev.amountPence,
        periodStart: ev.periodStart,
        periodEnd: ev.periodEnd,
        renewal: ev.billingReason === 'subscription_cycle',
        eventId: ev.eventId,
        now,
      });
      return { accepted: true, outcome };
    }
    if (ev.type === 'invoice_failed') {
      if (!ev.subscriptionId) return { accepted: true, outcome: 'ignored' };
      return {
        accepted: true,
        outcome: await invoiceFailed({ subscriptionId: ev.subscriptionId, eventId: ev.eventId, now, amountPence: ev.amountPence }),
      };
    }
    if (ev.type === 'subscription_ended') {
      if (ev.subscriptionId) await ended(ev.subscriptionId, now);
      return { accepted: true, outcome: 'ended' };
    }
    // card_saved: the new card becomes the subscription's default and pays the open invoice (invoice.paid follows).
    const [m] = ev.customerId
      ? await db
          .select()
          .from(memberships)
          .where(and(eq(memberships.provider, 'stripe'), eq(memberships.providerCustomerId, ev.customerId)))
      : [];
    if (!m?.providerSubscriptionId || !ev.paymentMethodId) return { accepted: true, outcome: 'unknown' };
    const paymentMethodId = ev.paymentMethodId;
    await introCardSaved(m, () => askCard({ paymentMethodId }), now);
    await billing.useCard(m.providerSubscriptionId, paymentMethodId);
    return { accepted: true, outcome: 'card_saved' };
  }

  return { invoicePaid, invoiceFailed, renew, receiveWebhook, introCardSaved };
}

export type Renewals = ReturnType<typeof createRenewals>;
