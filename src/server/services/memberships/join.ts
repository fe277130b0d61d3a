/**
 * Joining a membership (issue 36; decisions 800, 801). The first month has an order of its own, written with the
 * membership when she subscribes: the introductory offer's first-month price is claimed first (one live claim per
 * address, decision 790), then a gift voucher pays what it can of that price (`spendOnOrder`, one statement under
 * the voucher's row lock), and the card is asked only for what is left. The provider is told the difference as a
 * credit (Stripe: a negative customer balance transaction applied to the first invoice). A first month the credit
 * pays in full charges nothing and saves the card (a SetupIntent). The first paid invoice is recorded on that order
 * (`payFirstOrder`, inside the grant's transaction, so still once); a first month never paid gives the voucher's
 * share and the offer back (`FIRST_PAYMENT_JOB`, or the subscription's end).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { addMonths, type SubscribeDto } from '../../../domain/memberships';
import { invalid } from '../../../domain/errors';
import { normaliseEmail } from '../../../domain/packs';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { membershipPlans, memberships, orders, payments } from '../../db/schema';
import * as audit from '../admin/audit';
import { claimIntroAhead, introPrice, keepIntroClaim, type RepeatCard, releaseIntroOfOrders } from '../booking/intro-offer';
import { enqueue, type JobService } from '../jobs/jobs';
import { brandOf } from '../mail/brand';
import type { MailService } from '../mail/mail';
import { giveBack, retakeForOrder, spendOnOrder, usableVoucher } from '../vouchers/vouchers';
import type { BillingProvider } from './billing';
import { membershipWelcomeMail } from './mails';

/** A first month not paid by then gives its voucher share and its offer back (decision 800). */
export const FIRST_PAYMENT_JOB = 'membership.first_unpaid';
/** Stripe expires a default_incomplete subscription whose first invoice is unpaid after 23 hours. */
export const FIRST_PAYMENT_HOURS = 23;

export const JOIN_ERRORS = {
  lapsed: 'This sign-up was not paid in time: please join again.',
} as const;

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
/** Ten characters without look-alikes, shown as M-XXXXX-XXXXX. */
export function newMembershipCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  return `M-${chars.slice(0, 5)}-${chars.slice(5)}`;
}
export const membershipCodeKey = (code: string) => sha256(code.trim().toUpperCase());

type MembershipRow = typeof memberships.$inferSelect;

export interface SubscribeInput {
  planId: number;
  name: string;
  email: string;
  phone: string;
  voucherCode?: string | undefined;
}

/** A paid invoice as `invoicePaid` grants it (the first month or a renewal): recorded in its transaction. */
export interface PaidInvoice {
  subscriptionId: string;
  invoiceId: string;
  amountPence: number;
  periodStart: Date;
  periodEnd: Date;
  renewal: boolean;
  eventId: string;
  now: Date;
  /**
   * The first invoice's card (decision 804), from the test card form; undefined: asked of the provider when the first
   * month's introductory price awaits its card.
   */
  cardFingerprint?: string | null;
}

/**
 * In the grant's transaction (the membership row locked, the period's invoice new): the first month's order takes
 * the first paid invoice. A card payment (and its receipt, by the caller) when the card paid something; a first
 * month the credit paid in full is confirmed with no payment. Its offer claim is kept with the card that paid (a card
 * that had the offer under another address is answered, for the owner's e-mail, decision 804). A first month that had lapsed
 * (its voucher share given back) and is paid after all takes the share again if the voucher still has it; if not,
 * the owner sees it in the trail (`membership.voucher_not_retaken`): the month is hers, she paid what she was asked.
 */
export async function payFirstOrder(
  tx: DbOrTx,
  m: MembershipRow,
  ev: { invoiceId: string; amountPence: number; now: Date; cardFingerprint: string | null },
  provider: BillingProvider['name'],
  actor: string,
): Promise<{ orderId: number; paymentId: number | null; repeat: RepeatCard | null } | null> {
  if (m.firstOrderId === null) return null;
  const [o] = await tx.select().from(orders).where(eq(orders.id, m.firstOrderId)).for('update');
  if (!o) return null;
  if (!o.voucherReserved && o.voucherPence > 0 && !(await retakeForOrder(tx, o, ev.now)))
    await audit.record(tx, {
      actor,
      action: 'membership.voucher_not_retaken',
      entity: 'membership',
      entityId: m.id,
      after: { orderId: o.id, voucherPence: o.voucherPence, invoiceId: ev.invoiceId },
      at: ev.now,
    });
  await tx
    .update(orders)
    .set({ paidPence: ev.amountPence, adminStatus: ev.amountPence === 0 ? 'confirmed' : null })
    .where(eq(orders.id, o.id));
  let paymentId: number | null = null;
  if (ev.amountPence > 0) {
    const [payment] = await tx
      .insert(payments)
      .values({ orderId: o.id, provider, providerPaymentId: ev.invoiceId, amountPence: ev.amountPence, status: 'succeeded' })
      .returning({ id: payments.id });
    paymentId = payment!.id;
  }
  const repeat = await keepIntroClaim(tx, o.id, ev.cardFingerprint, ev.now);
  return { orderId: o.id, paymentId, repeat };
}

/**
 * A first month that was never paid: its voucher share goes back (once: `giveBack` clears the order's flag), its
 * offer claim is released, and its order reads cancelled. Nothing when a month was granted. In the caller's
 * transaction (the job's, so it is done once).
 */
export async function lapseFirstMonth(
  tx: DbOrTx,
  membershipId: number,
  now: Date,
  reason: 'unpaid' | 'ended' | 'start_failed',
): Promise<'lapsed' | 'paid' | 'done' | 'unknown'> {
  const [m] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for('update');
  if (!m || m.firstOrderId === null) return 'unknown';
  if (m.paidThrough || m.startedAt) return 'paid';
  const [o] = await tx
    .update(orders)
    .set({ adminStatus: 'cancelled' })
    .where(and(eq(orders.id, m.firstOrderId), isNull(orders.adminStatus)))
    .returning({ id: orders.id });
  if (!o) return 'done';
  const voucherPence = await giveBack(tx, { orderIds: [o.id], reason: 'release', now });
  await releaseIntroOfOrders(tx, [o.id], now);
  await audit.record(tx, {
    actor: 'system',
    action: 'membership.first_unpaid',
    entity: 'membership',
    entityId: m.id,
    after: { orderId: o.id, voucherPence, reason },
    at: now,
  });
  return 'lapsed';
}

/** The first month's order of a membership not yet started: what the card is asked, and whether it lapsed. */
export async function firstMonthDue(db: DbOrTx, m: MembershipRow): Promise<{ amountPence: number; lapsed: boolean }> {
  if (m.firstOrderId === null) return { amountPence: m.pricePence, lapsed: false };
  const [o] = await db
    .select({ amountPence: orders.amountPence, adminStatus: orders.adminStatus })
    .from(orders)
    .where(eq(orders.id, m.firstOrderId));
  return { amountPence: o?.amountPence ?? m.pricePence, lapsed: o?.adminStatus === 'cancelled' };
}

export function createJoin(deps: {
  db: Db;
  config: Config;
  billing: BillingProvider;
  mail: MailService;
  jobs: JobService;
  clock: () => Date;
  /** The grant (renewals.ts): a first month paid in full by the credit is granted at once on the test provider. */
  invoicePaid: (ev: PaidInvoice) => Promise<unknown>;
}) {
  const { db, config, billing, mail, jobs, clock } = deps;

  jobs.register<{ membershipId: number }>(FIRST_PAYMENT_JOB, async ({ payload, now, tx }) => {
    await lapseFirstMonth(tx, payload.membershipId, now, 'unpaid');
  });

  /**
   * Opens a subscription whose first month she pays in the browser; nothing is granted until it is paid. The
   * intro price and a voucher are taken in the transaction that writes the membership and its first order; the
   * provider's call follows the commit (a failure there gives them back).
   */
  async function subscribe(input: SubscribeInput, now: Date = clock()): Promise<SubscribeDto> {
    const [plan] = await db
      .select({
        id: membershipPlans.id,
        name: membershipPlans.name,
        pricePence: membershipPlans.pricePence,
        isActive: membershipPlans.isActive,
        stripeProductId: membershipPlans.stripeProductId,
      })
      .from(membershipPlans)
      .where(eq(membershipPlans.id, input.planId));
    if (!plan || !plan.isActive) throw invalid('planId', 'this plan is not on sale');
    const email = normaliseEmail(input.email);
    // Checked before the transaction (a refused code is a 400 naming voucherCode); spent in it.
    const voucher = input.voucherCode?.trim() ? await usableVoucher(db, input.voucherCode, now) : null;
    const intro = await introPrice(db, email, 'membership', plan.pricePence);
    const code = newMembershipCode();
    const made = await db.transaction(async (tx) => {
      // The offer first, before any lock (decision 790): lost to a parallel sign-up, she pays the plan's price.
      const introOrderId =
        intro === null
          ? null
          : await claimIntroAhead(tx, { email, kind: 'membership', listPence: plan.pricePence, introPence: intro, now });
      const firstMonthPence = introOrderId === null ? plan.pricePence : intro!;
      const [m] = await tx
        .insert(memberships)
        .values({
          planId: plan.id,
          email,
          name: input.name.trim(),
          phone: input.phone,
          pricePence: plan.pricePence,
          provider: billing.name,
          codeHash: membershipCodeKey(code),
          createdAt: now,
        })
        .returning({ id: memberships.id });
      const [order] = await tx
        .insert(orders)
        .values({
          ...(introOrderId === null ? {} : { id: introOrderId }),
          kind: 'membership',
          description: `${plan.name} membership, first month`,
          name: input.name.trim(),
          email,
          phone: input.phone,
          originalPence: plan.pricePence,
          discountPence: plan.pricePence - firstMonthPence,
          amountPence: firstMonthPence,
        })
        .returning({ id: orders.id });
      const spent = voucher
        ? await spendOnOrder(tx, { voucherId: voucher.id, orderId: order!.id, amountPence: firstMonthPence, now })
        : null;
      const voucherPence = spent?.taken ?? 0;
      const left = firstMonthPence - voucherPence;
      if (voucherPence) await tx.update(orders).set({ amountPence: left }).where(eq(orders.id, order!.id));
      await tx.update(memberships).set({ firstOrderId: order!.id }).where(eq(memberships.id, m!.id));
      await enqueue(tx, {
        kind: FIRST_PAYMENT_JOB,
        key: `${FIRST_PAYMENT_JOB}:${m!.id}`,
        runAt: new Date(now.getTime() + FIRST_PAYMENT_HOURS * 3_600_000),
        payload: { membershipId: m!.id },
      });
      return {
        membershipId: m!.id,
        orderId: order!.id,
        firstMonthPence,
        introPriced: introOrderId !== null,
        voucherPence,
        voucherBalancePence: spent?.balancePence,
        left,
      };
    });

    let started;
    try {
      started = await billing.start({
        membershipId: made.membershipId,
        email,
        name: input.name.trim(),
        plan,
        creditPence: plan.pricePence - made.left,
        keepProductId: async (productId) => {
          await db.update(membershipPlans).set({ stripeProductId: productId }).where(eq(membershipPlans.id, plan.id));
        },
      });
    } catch (error) {
      await db.transaction((tx) => lapseFirstMonth(tx, made.membershipId, now, 'start_failed'));
      throw error;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(memberships)
        .set({ providerCustomerId: started.customerId, providerSubscriptionId: started.subscriptionId })
        .where(eq(memberships.id, made.membershipId));
      await audit.record(tx, {
        actor: 'customer',
        action: 'membership.subscribe',
        entity: 'membership',
        entityId: made.membershipId,
        after: {
          planId: plan.id,
          pricePence: plan.pricePence,
          subscriptionId: started.subscriptionId,
          orderId: made.orderId,
          firstMonthPence: made.firstMonthPence,
          introPriced: made.introPriced,
          voucherPence: made.voucherPence,
          amountPence: made.left,
        },
      });
      await mail.queue(tx, membershipWelcomeMail(await brandOf(tx, config), { to: email, name: input.name, planName: plan.name, code }));
    });
    mail.kick();
    // The test provider's first month paid in full by the credit: granted now, as Stripe's £0 invoice is paid at once
    // (on Stripe its invoice.paid webhook grants it).
    if (billing.name === 'test' && started.intent === 'setup')
      await deps.invoicePaid({
        subscriptionId: started.subscriptionId,
        invoiceId: `testin_${started.subscriptionId.slice(8)}_first`,
        amountPence: 0,
        periodStart: now,
        periodEnd: addMonths(now, 1),
        renewal: false,
        eventId: `testin_${started.subscriptionId.slice(8)}_first`,
        now,
        // No card yet: the one saved next is judged for the offer then (decision 804).
        cardFingerprint: null,
      });
    return {
      membershipId: made.membershipId,
      clientSecret: started.clientSecret,
      intent: started.intent,
      membershipCode: code,
      firstMonthPence: made.firstMonthPence,
      introPriced: made.introPriced,
      voucherPence: made.voucherPence,
      ...(made.voucherBalancePence !== undefined ? { voucherBalancePence: made.voucherBalancePence } : {}),
      amountPence: made.left,
    };
  }

  return { subscribe };
}
