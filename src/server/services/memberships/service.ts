/**
 * Memberships (issue 36, decisions 740-745). Plans are the owner's; a visitor subscribes (the first month's payment
 * confirmed in the browser); every paid invoice grants its month once (the period's unique invoice id), in one
 * transaction with its order, payment, receipt and audit rows; booking with a membership takes the place through
 * the one place rule and reserves one use of the month's allowance by a conditional UPDATE in that transaction.
 * Joining (the first month's order, a gift voucher and the intro price on it, decisions 800-801) is join.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { BookingCreatedDto } from '../../../domain/dto';
import { conflict, DomainError, forbidden, FULLY_BOOKED, invalid, notFound } from '../../../domain/errors';
import {
  addMonths,
  type MembershipDto,
  type MembershipPlanDto,
  type MembershipPlanInput,
  type MembershipStatus,
  planCovers,
} from '../../../domain/memberships';
import { normaliseEmail } from '../../../domain/packs';
import { londonInstant } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import {
  classTypes,
  membershipAppointmentUses,
  membershipPeriods,
  membershipPlans,
  memberships,
  membershipUses,
  orders,
  payments,
  webhookEvents,
} from '../../db/schema';
import * as audit from '../admin/audit';
import { tokenForNewHold } from '../booking/hold-token';
import { insertFreeBookingOrder } from '../booking/free-order';
import { bookingMailFacts } from '../booking/mail-facts';
import * as places from '../booking/places';
import { assertBookable, classDescription, priceInSlot } from '../booking/slot-rules';
import type { CustomerService } from '../customers/customers';
import { enqueue, type JobService } from '../jobs/jobs';
import { brandOf } from '../mail/brand';
import type { MailService } from '../mail/mail';
import { testCardOutcome, testCardSaveOutcome } from '../money/payments/test-provider';
import { WebhookSignatureError } from '../money/payments/provider';
import { issuePaymentReceipt } from '../money/receipts';
import { emitBookingEvent } from '../webhooks/events';
import { type BillingEvent, type BillingProvider, testSubscriptionOf } from './billing';
import { createJoin, firstMonthDue, JOIN_ERRORS, lapseFirstMonth, membershipCodeKey, payFirstOrder } from './join';
import { cardUpdateMail, membershipPaidMail } from './mails';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { readChanges } from '../platform/sync';

export const RENEW_JOB = 'membership.renew';
/** Days a member whose renewal failed may still book in the months she has paid for (decision 743). */
export const GRACE_DAYS_DEFAULT = 7;
const CARD_TOKEN_DAYS = 14;

export const MEMBERSHIP_ERRORS = {
  planNotFound: 'Membership plan not found',
  planUnavailable: 'planId: this plan is not on sale',
  notFound: 'Membership not found',
  noMembership: 'You have no membership that covers this class',
  notPaid: 'Your membership has no paid month that covers this class',
  usedUp: "You have used this month's classes of your membership",
  suspended: 'Your membership is paused until the failed payment is made: update your card',
  codeNeeded: 'membershipCode: sign in to your account or give your membership code',
  emailMismatch: 'email: use the e-mail address of the membership',
  cardLink: 'This card-update link is not valid or has expired',
} as const;

/** The London month (YYYY-MM) an instant is in: a holiday is asked for by months. */
const londonMonth = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Europe/London' }).slice(0, 7);
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const codeKey = membershipCodeKey;

const planColumns = {
  id: membershipPlans.id,
  name: membershipPlans.name,
  description: membershipPlans.description,
  pricePence: membershipPlans.pricePence,
  classesPerMonth: membershipPlans.classesPerMonth,
  classTypeIds: membershipPlans.classTypeIds,
  includesAppointments: membershipPlans.includesAppointments,
  minimumTermMonths: membershipPlans.minimumTermMonths,
  noticeDays: membershipPlans.noticeDays,
  isActive: membershipPlans.isActive,
  updatedAt: membershipPlans.updatedAt,
};
type PlanRow = Omit<MembershipPlanDto, 'covers'>;
type MembershipRow = typeof memberships.$inferSelect;

/** The status a member has now: past due beyond the grace period reads as suspended (no booking). */
export function statusAt(
  m: Pick<MembershipRow, 'status' | 'pastDueSince'> & Partial<Pick<MembershipRow, 'pauseFrom' | 'pauseUntil'>>,
  now: Date,
  graceDays: number,
): MembershipStatus {
  if (m.status === 'active' && m.pauseFrom && m.pauseUntil && now >= m.pauseFrom && now < m.pauseUntil) return 'paused';
  if (m.status === 'past_due' && m.pastDueSince && now.getTime() - m.pastDueSince.getTime() >= graceDays * 86_400_000) return 'suspended';
  return m.status;
}

/**
 * The members figures (decisions 744, 792): members and their statuses now, MRR (the monthly prices of active and
 * past-due members, pence), and churn over [start, end): members at `start` (started before it, not ended by it) of
 * whom how many ended in the period. Also the 30-day churn the memberships list has shown since 744.
 */
export async function membershipFigures(db: DbOrTx, now: Date, graceDays: number, period?: { start: Date; end: Date }) {
  const rows = await db
    .select({
      status: memberships.status,
      pastDueSince: memberships.pastDueSince,
      pauseFrom: memberships.pauseFrom,
      pauseUntil: memberships.pauseUntil,
      pricePence: memberships.pricePence,
      startedAt: memberships.startedAt,
      cancelledAt: memberships.cancelledAt,
    })
    .from(memberships);
  const byStatus: Record<MembershipStatus, number> = { incomplete: 0, active: 0, past_due: 0, suspended: 0, paused: 0, cancelled: 0 };
  let mrrPence = 0;
  let churned = 0;
  let atStart = 0;
  let cancelledInPeriod = 0;
  const since = now.getTime() - 30 * 86_400_000;
  for (const r of rows) {
    const s = statusAt(r, now, graceDays);
    byStatus[s]++;
    if (s === 'active' || s === 'past_due') mrrPence += r.pricePence;
    if (s === 'cancelled' && r.cancelledAt && r.cancelledAt.getTime() >= since) churned++;
    if (!period || !r.startedAt || r.startedAt >= period.start || (r.cancelledAt && r.cancelledAt < period.start)) continue;
    atStart++;
    if (r.cancelledAt && r.cancelledAt < period.end) cancelledInPeriod++;
  }
  const members = byStatus.active + byStatus.past_due + byStatus.suspended + byStatus.paused;
  return {
    members,
    byStatus,
    mrrPence,
    churned30Days: churned,
    churnPercent30Days: members + churned === 0 ? 0 : Math.round((churned * 1000) / (members + churned)) / 10,
    atStart,
    cancelledInPeriod,
    churnPercent: atStart === 0 ? null : Math.round((cancelledInPeriod * 1000) / atStart) / 10,
  };
}

/** When a cancellation asked for `now` takes effect: after the notice and the minimum term, at a month's end. */
export function cancellationDate(m: { startedAt: Date }, plan: { minimumTermMonths: number; noticeDays: number }, now: Date): Date {
  const earliest = Math.max(now.getTime() + plan.noticeDays * 86_400_000, addMonths(m.startedAt, plan.minimumTermMonths).getTime());
  let k = 1;
  while (addMonths(m.startedAt, k).getTime() < earliest) k++;
  return addMonths(m.startedAt, k);
}

/** What a booking with a membership is refused with: a class's words or an appointment's (decision 793). */
export interface MonthRefusals {
  noMembership: string;
  notPaid: string;
  usedUp: string;
}

export const APPOINTMENT_MEMBERSHIP_ERRORS: MonthRefusals = {
  noMembership: 'You have no membership that includes appointments',
  notPaid: 'Your membership has no paid month that covers this appointment',
  usedUp: "You have used this month's sessions of your membership",
};

/**
 * The paid month of her membership that covers `at` and still has a use, and the member: proved by her account
 * session (`signedInEmail`) or her membership code; the booking's e-mail must be the membership's (decision 741).
 * A read: the use itself is taken by `takeMonthUse` in the booking's transaction.
 */
export async function findMembershipMonth(
  db: DbOrTx,
  input: { email: string; membershipCode?: string | undefined; signedInEmail?: string | undefined },
  at: Date,
  now: Date,
  graceDays: number,
  covers: (plan: PlanRow) => boolean,
  refusals: MonthRefusals,
) {
  let candidates: MembershipRow[];
  if (input.signedInEmail) {
    candidates = await db
      .select()
      .from(memberships)
      .where(eq(memberships.email, normaliseEmail(input.signedInEmail)))
      .orderBy(asc(memberships.id));
  } else {
    if (!input.membershipCode) throw invalid('membershipCode', MEMBERSHIP_ERRORS.codeNeeded.replace('membershipCode: ', ''));
    const [m] = await db
      .select()
      .from(memberships)
      .where(eq(memberships.codeHash, codeKey(input.membershipCode)));
    if (!m) throw notFound(MEMBERSHIP_ERRORS.notFound);
    candidates = [m];
  }
  const owner = candidates[0]?.email;
  if (owner && normaliseEmail(input.email) !== owner) throw invalid('email', MEMBERSHIP_ERRORS.emailMismatch.replace('email: ', ''));
  const plans = new Map<number, PlanRow>();
  for (const c of candidates) if (!plans.has(c.planId)) plans.set(c.planId, await planOf(db, c.planId));
  const covering = candidates.filter((c) => covers(plans.get(c.planId)!));
  if (!covering.length) throw conflict(refusals.noMembership);
  const usable = covering.filter((c) => {
    const s = statusAt(c, now, graceDays);
    return (s === 'active' || s === 'past_due') && !(c.cancelAt && at >= c.cancelAt);
  });
  if (!usable.length)
    throw conflict(covering.some((c) => statusAt(c, now, graceDays) === 'suspended') ? MEMBERSHIP_ERRORS.suspended : refusals.noMembership);
  const periods = await db
    .select()
    .from(membershipPeriods)
    .where(
      and(
        inArray(
          membershipPeriods.membershipId,
          usable.map((c) => c.id),
        ),
        lte(membershipPeriods.startsAt, at),
        gt(membershipPeriods.endsAt, at),
      ),
    )
    .orderBy(asc(membershipPeriods.id));
  if (!periods.length) throw conflict(refusals.notPaid);
  const open = periods.filter((p) => p.allowance === null || p.used < p.allowance);
  if (!open.length) throw conflict(refusals.usedUp);
  const period = open[0]!;
  const member = usable.find((c) => c.id === period.membershipId)!;
  return { period, member, planName: plans.get(member.planId)!.name };
}

/** One use of the month, under its row lock (used < allowance); null when a parallel booking took the last. */
export async function takeMonthUse(tx: DbOrTx, periodId: number) {
  const [used] = await tx
    .update(membershipPeriods)
    .set({ used: sql`${membershipPeriods.used} + 1` })
    .where(
      and(
        eq(membershipPeriods.id, periodId),
        sql`(${membershipPeriods.allowance} is null or ${membershipPeriods.used} < ${membershipPeriods.allowance})`,
      ),
    )
    .returning({ used: membershipPeriods.used, allowance: membershipPeriods.allowance });
  return used ?? null;
}

/** One use back to its month (the caller has marked its use row released, so this runs once). */
async function giveMonthUseBack(tx: DbOrTx, periodId: number): Promise<true> {
  await tx
    .update(membershipPeriods)
    .set({ used: sql`greatest(${membershipPeriods.used} - 1, 0)` })
    .where(eq(membershipPeriods.id, periodId));
  return true;
}

/** An appointment's use of its month goes back once (cancelled on the terms a credit comes back on). */
export async function releaseMembershipAppointmentUse(tx: DbOrTx, appointmentId: number, now: Date): Promise<boolean> {
  const [use] = await tx
    .update(membershipAppointmentUses)
    .set({ releasedAt: now })
    .where(and(eq(membershipAppointmentUses.appointmentId, appointmentId), isNull(membershipAppointmentUses.releasedAt)))
    .returning({ periodId: membershipAppointmentUses.periodId });
  return use ? giveMonthUseBack(tx, use.periodId) : false;
}

async function planOf(tx: DbOrTx, id: number): Promise<PlanRow> {
  const [row] = await tx.select(planColumns).from(membershipPlans).where(eq(membershipPlans.id, id));
  if (!row) throw notFound(MEMBERSHIP_ERRORS.planNotFound);
  return row;
}

/**
 * Gives a cancelled membership booking's use back to its month, once (the use row is marked released), in the
 * cancelling transaction: on the terms a credit comes back on (the owner cancels, or she does in the free window).
 */
export async function releaseMembershipUse(tx: DbOrTx, bookingId: number, now: Date): Promise<boolean> {
  const [use] = await tx
    .update(membershipUses)
    .set({ releasedAt: now })
    .where(and(eq(membershipUses.bookingId, bookingId), isNull(membershipUses.releasedAt)))
    .returning({ periodId: membershipUses.periodId });
  return use ? giveMonthUseBack(tx, use.periodId) : false;
}

export function createMembershipService(deps: {
  db: Db;
  config: Config;
  billing: BillingProvider;
  mail: MailService;
  jobs: JobService;
  customers: CustomerService;
  clock: () => Date;
  graceDays?: number;
}) {
  const { db, config, billing, mail, jobs, customers, clock } = deps;
  const graceDays = deps.graceDays ?? GRACE_DAYS_DEFAULT;
  const actorOf = () => (billing.name === 'stripe' ? 'stripe' : 'system');

  async function toPlanDtos(rows: PlanRow[]): Promise<MembershipPlanDto[]> {
    const names = new Map((await db.select({ id: classTypes.id, name: classTypes.name }).from(classTypes)).map((r) => [r.id, r.name]));
    return rows.map((r) => ({
      ...r,
      covers: r.classTypeIds.length === 0 ? ['All classes'] : r.classTypeIds.map((i) => names.get(i) ?? `Class type ${i}`),
    }));
  }

  async function assertClassTypes(ids: number[] | undefined) {
    if (!ids?.length) return;
    const found = await db.select({ id: classTypes.id }).from(classTypes).where(inArray(classTypes.id, ids));
    if (found.length !== new Set(ids).size) throw invalid('classTypeIds', 'names a class type that does not exist');
  }

  const planById = planOf;

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
  async function invoicePaid(ev: {
    subscriptionId: string;
    invoiceId: string;
    amountPence: number;
    periodStart: Date;
    periodEnd: Date;
    renewal: boolean;
    eventId: string;
    now: Date;
  }): Promise<'granted' | 'duplicate' | 'unknown'> {
    const outcome = await db.transaction(async (tx) => {
      const [m] = await tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.provider, billing.name), eq(memberships.providerSubscriptionId, ev.subscriptionId)))
        .for('update');
      if (!m) return 'unknown' as const;
      const plan = await planById(tx, m.planId);
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
      const first = !ev.renewal && !m.paidThrough ? await payFirstOrder(tx, m, ev, billing.name, actorOf()) : null;
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
      const plan = await planById(tx, m.planId);
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

  const join = createJoin({ db, config, billing, mail, jobs, clock, invoicePaid });

  async function toDto(m: MembershipRow, now: Date): Promise<MembershipDto> {
    const plan = await planById(db, m.planId);
    const [period] = await db
      .select()
      .from(membershipPeriods)
      .where(and(eq(membershipPeriods.membershipId, m.id), lte(membershipPeriods.startsAt, now), gt(membershipPeriods.endsAt, now)))
      .orderBy(desc(membershipPeriods.id))
      .limit(1);
    return {
      id: m.id,
      planName: plan.name,
      pricePence: m.pricePence,
      status: statusAt(m, now, graceDays),
      currentPeriod: period
        ? { start: period.startsAt.toISOString(), end: period.endsAt.toISOString(), allowance: period.allowance, used: period.used }
        : null,
      paidThrough: m.paidThrough?.toISOString() ?? null,
      cancelAt: m.cancelAt?.toISOString() ?? null,
      minimumTermMonths: plan.minimumTermMonths,
      noticeDays: plan.noticeDays,
      endsIfCancelledNow: m.startedAt && !m.cancelAt ? cancellationDate({ startedAt: m.startedAt }, plan, now).toISOString() : null,
      holidayFromMonth: m.paidThrough ? londonMonth(m.paidThrough) : null,
      pauseFrom: m.pauseFrom?.toISOString() ?? null,
      pauseUntil: m.pauseUntil?.toISOString() ?? null,
    };
  }

  return {
    graceDays,
    invoicePaid,
    invoiceFailed,
    renew,

    admin: {
      async list(): Promise<MembershipPlanDto[]> {
        return toPlanDtos(await db.select(planColumns).from(membershipPlans).orderBy(asc(membershipPlans.id)));
      },
      /** Read by change (decisions 750, 798): a plan created or edited comes back after the time. */
      async changes(input: SyncQuery): Promise<SyncPage<MembershipPlanDto>> {
        const page = await readChanges(db, membershipPlans, planColumns, input, (row) => row);
        return { ...page, data: await toPlanDtos(page.data) };
      },
      async create(input: MembershipPlanInput, actor: string): Promise<MembershipPlanDto> {
        await assertClassTypes(input.classTypeIds);
        const row = await db.transaction(async (tx) => {
          const [created] = await tx.insert(membershipPlans).values(input).returning(planColumns);
          await audit.record(tx, {
            actor,
            action: 'membership_plan.create',
            entity: 'membership_plan',
            entityId: created!.id,
            after: created,
          });
          return created!;
        });
        return (await toPlanDtos([row]))[0]!;
      },
      async update(id: number, patch: Partial<MembershipPlanInput>, actor: string): Promise<MembershipPlanDto> {
        await assertClassTypes(patch.classTypeIds);
        const row = await db.transaction(async (tx) => {
          const [before] = await tx.select(planColumns).from(membershipPlans).where(eq(membershipPlans.id, id)).for('update');
          if (!before) throw notFound(MEMBERSHIP_ERRORS.planNotFound);
          // A new price needs a new Stripe price, which a new subscription makes from the product: members keep theirs.
          const [after] = await tx.update(membershipPlans).set(patch).where(eq(membershipPlans.id, id)).returning(planColumns);
          await audit.record(tx, { actor, action: 'membership_plan.update', entity: 'membership_plan', entityId: id, before, after });
          return after!;
        });
        return (await toPlanDtos([row]))[0]!;
      },

      /** Members, their status, MRR (pence) and churn over the last 30 days. */
      async report(now: Date = clock()) {
        const { atStart: _a, cancelledInPeriod: _c, churnPercent: _p, ...figures } = await membershipFigures(db, now, graceDays);
        return figures;
      },
    },

    async onSale(): Promise<MembershipPlanDto[]> {
      return toPlanDtos(
        await db
          .select(planColumns)
          .from(membershipPlans)
          .where(eq(membershipPlans.isActive, true))
          .orderBy(asc(membershipPlans.pricePence)),
      );
    },

    /** Opens a subscription whose first month she pays in the browser (join.ts, decisions 800, 801). */
    subscribe: join.subscribe,

    /** The test provider's card form for the first month: saves the card and pays, as Stripe's invoice.paid would grant. */
    async confirmTestCard(
      clientSecret: string,
      cardNumber: string,
      now: Date = clock(),
    ): Promise<{ status: 'succeeded' | 'failed'; message: string | null }> {
      if (billing.name !== 'test') throw forbidden('Only the test payment provider takes a card here');
      const subscriptionId = testSubscriptionOf(clientSecret);
      if (!subscriptionId || clientSecret !== `${subscriptionId}_secret_${clientSecret.slice(-24)}`)
        throw notFound(MEMBERSHIP_ERRORS.notFound);
      const [m] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.provider, 'test'), eq(memberships.providerSubscriptionId, subscriptionId)));
      if (!m) throw notFound(MEMBERSHIP_ERRORS.notFound);
      if (m.paidThrough) return { status: 'succeeded', message: null };
      // The first month's order says what the card pays (the intro price and a voucher taken off, decision 800).
      const due = await firstMonthDue(db, m);
      if (due.lapsed) return { status: 'failed', message: JOIN_ERRORS.lapsed };
      const outcome = testCardOutcome(cardNumber);
      if (!outcome.ok) return { status: 'failed', message: outcome.message };
      await db
        .update(memberships)
        .set({ testCard: cardNumber.replace(/[\s-]/g, '') })
        .where(eq(memberships.id, m.id));
      await invoicePaid({
        subscriptionId,
        invoiceId: `testin_${subscriptionId.slice(8)}_first`,
        amountPence: due.amountPence,
        periodStart: now,
        periodEnd: addMonths(now, 1),
        renewal: false,
        eventId: `testin_${subscriptionId.slice(8)}_first`,
        now,
      });
      return { status: 'succeeded', message: null };
    },

    /** The card-update link's page: a SetupIntent (or the test provider's equivalent) for a new card. */
    async cardSetup(token: string, now: Date = clock()): Promise<{ clientSecret: string; planName: string; amountPence: number }> {
      const [m] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.cardTokenHash, sha256(token)), gt(memberships.cardTokenExpiresAt, now)));
      if (!m || !m.providerCustomerId || !m.providerSubscriptionId) throw notFound(MEMBERSHIP_ERRORS.cardLink);
      const plan = await planById(db, m.planId);
      const setup = await billing.cardSetup({
        customerId: m.providerCustomerId,
        subscriptionId: m.providerSubscriptionId,
        membershipId: m.id,
      });
      return { clientSecret: setup.clientSecret, planName: plan.name, amountPence: m.pricePence };
    },

    /** Signed in: a new card for her own membership before anything fails (the same SetupIntent as the e-mailed link). */
    async changeCard(input: {
      email: string;
      membershipId: number;
    }): Promise<{ clientSecret: string; planName: string; amountPence: number }> {
      const [m] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.id, input.membershipId), eq(memberships.email, normaliseEmail(input.email))));
      if (!m || !m.providerCustomerId || !m.providerSubscriptionId || m.status === 'incomplete' || m.status === 'cancelled')
        throw notFound(MEMBERSHIP_ERRORS.notFound);
      const plan = await planById(db, m.planId);
      const setup = await billing.cardSetup({
        customerId: m.providerCustomerId,
        subscriptionId: m.providerSubscriptionId,
        membershipId: m.id,
      });
      return { clientSecret: setup.clientSecret, planName: plan.name, amountPence: m.pricePence };
    },

    /** The test provider's new card: saved, and the unpaid month charged to it at once. */
    async confirmTestCardSetup(clientSecret: string, cardNumber: string, now: Date = clock()) {
      if (billing.name !== 'test') throw forbidden('Only the test payment provider takes a card here');
      const subscriptionId = testSubscriptionOf(clientSecret);
      if (!subscriptionId || !clientSecret.includes('_setup_')) throw notFound(MEMBERSHIP_ERRORS.cardLink);
      const outcome = testCardSaveOutcome(cardNumber);
      if (!outcome.ok) return { status: 'failed' as const, message: outcome.message };
      const [m] = await db
        .update(memberships)
        .set({ testCard: cardNumber.replace(/[\s-]/g, '') })
        .where(and(eq(memberships.provider, 'test'), eq(memberships.providerSubscriptionId, subscriptionId)))
        .returning({ id: memberships.id, status: memberships.status, paidThrough: memberships.paidThrough });
      if (!m) throw notFound(MEMBERSHIP_ERRORS.cardLink);
      if (m.status === 'past_due' && m.paidThrough) await renew(m.id, m.paidThrough, now);
      return { status: 'succeeded' as const, message: null };
    },

    /** A Stripe delivery about a membership (null: not one of these, for the payments' webhook code). */
    async receiveWebhook(
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
      await billing.useCard(m.providerSubscriptionId, ev.paymentMethodId);
      return { accepted: true, outcome: 'card_saved' };
    },

    /** Her memberships (account page). */
    async mine(email: string, now: Date = clock()): Promise<MembershipDto[]> {
      const rows = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.email, normaliseEmail(email)), sql`${memberships.status} <> 'incomplete'`))
        .orderBy(desc(memberships.id));
      return Promise.all(rows.map((m) => toDto(m, now)));
    },

    /** Cancels under the plan's notice and minimum term: it runs to the end of the month that allows. */
    async cancel(input: { email: string; membershipId: number }, now: Date = clock()): Promise<MembershipDto> {
      const row = await db.transaction(async (tx) => {
        const [m] = await tx
          .select()
          .from(memberships)
          .where(and(eq(memberships.id, input.membershipId), eq(memberships.email, normaliseEmail(input.email))))
          .for('update');
        if (!m || m.status === 'incomplete') throw notFound(MEMBERSHIP_ERRORS.notFound);
        if (m.status === 'cancelled' || m.cancelAt) return m;
        const plan = await planById(tx, m.planId);
        const at = cancellationDate({ startedAt: m.startedAt ?? now }, plan, now);
        const [updated] = await tx.update(memberships).set({ cancelAt: at }).where(eq(memberships.id, m.id)).returning();
        await audit.record(tx, {
          actor: 'customer',
          action: 'membership.cancel',
          entity: 'membership',
          entityId: m.id,
          after: { cancelAt: at },
        });
        return updated!;
      });
      if (row.providerSubscriptionId && row.cancelAt) await billing.cancelAt(row.providerSubscriptionId, row.cancelAt);
      return toDto(row, now);
    },

    /**
     * A holiday: from the month of her next payment through `untilMonth` nothing is charged and nothing can be
     * booked with the membership; it resumes at the month boundary after (Stripe: pause_collection, invoices voided).
     */
    async pause(
      input: { email: string; membershipId: number; fromMonth: string; untilMonth: string },
      now: Date = clock(),
    ): Promise<MembershipDto> {
      const row = await db.transaction(async (tx) => {
        const [m] = await tx
          .select()
          .from(memberships)
          .where(and(eq(memberships.id, input.membershipId), eq(memberships.email, normaliseEmail(input.email))))
          .for('update');
        if (!m || !m.paidThrough || !m.startedAt || m.status === 'cancelled') throw notFound(MEMBERSHIP_ERRORS.notFound);
        const monthOf = londonMonth;
        if (input.fromMonth !== monthOf(m.paidThrough))
          throw invalid('fromMonth', `a holiday starts with the month of your next payment (${monthOf(m.paidThrough)})`);
        if (input.untilMonth < input.fromMonth) throw invalid('untilMonth', 'must not be before fromMonth');
        let k = 1;
        while (addMonths(m.startedAt, k) <= m.paidThrough) k++;
        const from = addMonths(m.startedAt, k - 1);
        let months = 1;
        while (monthOf(addMonths(m.startedAt, k - 1 + months)) <= input.untilMonth) months++;
        if (months > 3) throw invalid('untilMonth', 'a holiday is at most 3 months');
        const until = addMonths(m.startedAt, k - 1 + months);
        const [updated] = await tx
          .update(memberships)
          .set({ pauseFrom: from, pauseUntil: until })
          .where(eq(memberships.id, m.id))
          .returning();
        await audit.record(tx, {
          actor: 'customer',
          action: 'membership.pause',
          entity: 'membership',
          entityId: m.id,
          after: { from, until },
        });
        return updated!;
      });
      if (row.providerSubscriptionId && row.pauseUntil) await billing.pause(row.providerSubscriptionId, row.pauseUntil);
      return toDto(row, now);
    },

    /**
     * Signed in: whether her membership would book this class without paying (the booking form says so instead of
     * the price), and what it leaves. Nothing is taken: booking checks everything again in its transaction.
     */
    async quote(
      input: { email: string; scheduleId: number; classTypeId: number },
      now: Date = clock(),
    ): Promise<{ included: true; planName: string; left: number | null } | { included: false; reason: string | null }> {
      const candidates = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.email, normaliseEmail(input.email)), sql`${memberships.status} <> 'incomplete'`))
        .orderBy(asc(memberships.id));
      if (!candidates.length) return { included: false, reason: null };
      try {
        const seen = await places.look(db, input.scheduleId, now);
        const slot = assertBookable(seen?.slot, 'scheduleId', now);
        const priced = await priceInSlot(db, config, slot, { classTypeId: input.classTypeId });
        const { period, planName } = await findMembershipMonth(
          db,
          { email: input.email, signedInEmail: input.email },
          londonInstant(slot.date, slot.startTime),
          now,
          graceDays,
          (plan) => priced.classTypeId !== null && planCovers(plan, priced.classTypeId),
          MEMBERSHIP_ERRORS,
        );
        return { included: true, planName, left: period.allowance === null ? null : period.allowance - period.used };
      } catch (error) {
        if (error instanceof DomainError) return { included: false, reason: error.message };
        throw error;
      }
    },

    /**
     * The appointment page's question (decision 793): would her membership book an appointment starting `start`
     * without paying? The same read as `quote`, for a plan that includes appointments; `book` still decides.
     */
    async quoteAppointment(
      input: { email: string; start: Date },
      now: Date = clock(),
    ): Promise<{ included: true; planName: string; left: number | null } | { included: false; reason: string | null }> {
      const [any] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.email, normaliseEmail(input.email)), sql`${memberships.status} <> 'incomplete'`))
        .limit(1);
      if (!any) return { included: false, reason: null };
      try {
        const { period, planName } = await findMembershipMonth(
          db,
          { email: input.email, signedInEmail: input.email },
          input.start,
          now,
          graceDays,
          (plan) => plan.includesAppointments,
          APPOINTMENT_MEMBERSHIP_ERRORS,
        );
        return { included: true, planName, left: period.allowance === null ? null : period.allowance - period.used };
      } catch (error) {
        if (error instanceof DomainError) return { included: false, reason: error.message };
        throw error;
      }
    },

    /**
     * Books a class with her membership: no payment step. Her account session or her membership code proves
     * the membership is hers. The place (slot lock first, the one place rule) and one use of the paid month that
     * covers the class (a conditional UPDATE: used < allowance) are taken in one transaction: either both or neither.
     */
    async book(input: {
      scheduleId: number;
      classTypeId: number;
      name: string;
      email: string;
      phone: string;
      membershipCode?: string | undefined;
      signedInEmail?: string | undefined;
      holdToken?: string | null | undefined;
      now?: Date;
    }): Promise<BookingCreatedDto> {
      const now = input.now ?? clock();
      const holdToken = tokenForNewHold(input.holdToken);
      const seen = await places.look(db, input.scheduleId, now);
      const slot = assertBookable(seen?.slot, 'scheduleId', now);
      const priced = await priceInSlot(db, config, slot, { classTypeId: input.classTypeId });
      const classStart = londonInstant(slot.date, slot.startTime);
      const { period, member, planName } = await findMembershipMonth(
        db,
        input,
        classStart,
        now,
        graceDays,
        (plan) => priced.classTypeId !== null && planCovers(plan, priced.classTypeId),
        MEMBERSHIP_ERRORS,
      );
      if (seen!.spotsLeft < 1) return { success: false, clientSecret: null, message: FULLY_BOOKED };
      const description = `${classDescription(priced.className, slot)} (${planName} membership)`;
      const booked = await db.transaction(async (tx) => {
        const bookingId = await places.holdNew(
          tx,
          {
            slotId: slot.id,
            classTypeId: priced.classTypeId,
            className: priced.className,
            name: input.name,
            email: input.email.trim(),
            phone: input.phone,
            specialRequests: '',
            holdExpiresAt: new Date(now.getTime() + config.HOLD_MINUTES * 60_000),
          },
          now,
        );
        if (bookingId === null) return null;
        await places.occupy(tx, bookingId, 'confirmed', now);
        // The month's allowance, reserved under its row lock: a parallel booking that took the last use rolls this back.
        const used = await takeMonthUse(tx, period.id);
        if (!used) throw conflict(MEMBERSHIP_ERRORS.usedUp);
        await tx.insert(membershipUses).values({ bookingId, periodId: period.id });
        await emitBookingEvent(tx, 'booking.confirmed', bookingId);
        const orderId = await insertFreeBookingOrder(tx, {
          bookingId,
          description,
          name: input.name,
          email: input.email,
          phone: input.phone,
          holdToken,
        });
        await audit.record(tx, {
          actor: input.signedInEmail ? 'customer (account)' : 'customer (membership code)',
          action: 'membership.book',
          entity: 'membership',
          entityId: member.id,
          after: { bookingId, periodId: period.id, used: used.used, allowance: used.allowance, scheduleId: slot.id },
        });
        const facts = await bookingMailFacts(tx, orderId);
        if (facts) await customers.bookingConfirmed(tx, facts, now);
        return { bookingId, orderId, left: used.allowance === null ? null : used.allowance - used.used };
      });
      if (!booked) return { success: false, clientSecret: null, message: FULLY_BOOKED };
      mail.kick();
      return {
        success: true,
        clientSecret: null,
        message:
          booked.left === null
            ? 'Booked with your membership.'
            : `Booked with your membership. ${booked.left} ${booked.left === 1 ? 'class' : 'classes'} left this month.`,
        bookingId: booked.bookingId,
        orderId: booked.orderId,
        originalPence: 0,
        discountPence: 0,
        amountPence: 0,
        holdToken,
      };
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
