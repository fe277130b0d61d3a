/**
 * The test provider's card form for the first month, and a new card for a membership: by the link e-mailed when a
 * renewal failed, or signed in before anything fails (a SetupIntent, or the test provider's equivalent).
 */
import { and, eq, gt } from 'drizzle-orm';
import { forbidden, notFound } from '../../../domain/errors';
import { addMonths } from '../../../domain/memberships';
import { normaliseEmail } from '../../../domain/packs';
import type { Db } from '../../db/client';
import { memberships } from '../../db/schema';
import { testCardFingerprint, testCardOutcome, testCardSaveOutcome } from '../money/payments/test-provider';
import { type BillingProvider, testSubscriptionOf } from './billing';
import { firstMonthDue, JOIN_ERRORS } from './join';
import type { Renewals } from './renewals';
import { MEMBERSHIP_ERRORS, planOf, sha256 } from './rules';

export function createCards(deps: {
  db: Db;
  billing: BillingProvider;
  clock: () => Date;
  invoicePaid: Renewals['invoicePaid'];
  renew: Renewals['renew'];
  introCardSaved: Renewals['introCardSaved'];
}) {
  const { db, billing, clock, invoicePaid, renew, introCardSaved } = deps;

  /** The test provider's card form for the first month: saves the card and pays, as Stripe's invoice.paid would grant. */
  async function confirmTestCard(
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
      cardFingerprint: testCardFingerprint(cardNumber),
    });
    return { status: 'succeeded', message: null };
  }

  /** The card-update link's page: a SetupIntent (or the test provider's equivalent) for a new card. */
  async function cardSetup(token: string, now: Date = clock()): Promise<{ clientSecret: string; planName: string; amountPence: number }> {
    const [m] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.cardTokenHash, sha256(token)), gt(memberships.cardTokenExpiresAt, now)));
    if (!m || !m.providerCustomerId || !m.providerSubscriptionId) throw notFound(MEMBERSHIP_ERRORS.cardLink);
    const plan = await planOf(db, m.planId);
    const setup = await billing.cardSetup({
      customerId: m.providerCustomerId,
      subscriptionId: m.providerSubscriptionId,
      membershipId: m.id,
    });
    return { clientSecret: setup.clientSecret, planName: plan.name, amountPence: m.pricePence };
  }

  /** Signed in: a new card for her own membership before anything fails (the same SetupIntent as the e-mailed link). */
  async function changeCard(input: {
    email: string;
    membershipId: number;
  }): Promise<{ clientSecret: string; planName: string; amountPence: number }> {
    const [m] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.id, input.membershipId), eq(memberships.email, normaliseEmail(input.email))));
    if (!m || !m.providerCustomerId || !m.providerSubscriptionId || m.status === 'incomplete' || m.status === 'cancelled')
      throw notFound(MEMBERSHIP_ERRORS.notFound);
    const plan = await planOf(db, m.planId);
    const setup = await billing.cardSetup({
      customerId: m.providerCustomerId,
      subscriptionId: m.providerSubscriptionId,
      membershipId: m.id,
    });
    return { clientSecret: setup.clientSecret, planName: plan.name, amountPence: m.pricePence };
  }

  /** The test provider's new card: saved, and the unpaid month charged to it at once. */
  async function confirmTestCardSetup(clientSecret: string, cardNumber: string, now: Date = clock()) {
    if (billing.name !== 'test') throw forbidden('Only the test payment provider takes a card here');
    const subscriptionId = testSubscriptionOf(clientSecret);
    if (!subscriptionId || !clientSecret.includes('_setup_')) throw notFound(MEMBERSHIP_ERRORS.cardLink);
    const outcome = testCardSaveOutcome(cardNumber);
    if (!outcome.ok) return { status: 'failed' as const, message: outcome.message };
    const [m] = await db
      .update(memberships)
      .set({ testCard: cardNumber.replace(/[\s-]/g, '') })
      .where(and(eq(memberships.provider, 'test'), eq(memberships.providerSubscriptionId, subscriptionId)))
      .returning({
        id: memberships.id,
        status: memberships.status,
        paidThrough: memberships.paidThrough,
        firstOrderId: memberships.firstOrderId,
      });
    if (!m) throw notFound(MEMBERSHIP_ERRORS.cardLink);
    await introCardSaved(m, async () => testCardFingerprint(cardNumber), now);
    if (m.status === 'past_due' && m.paidThrough) await renew(m.id, m.paidThrough, now);
    return { status: 'succeeded' as const, message: null };
  }

  return { confirmTestCard, cardSetup, changeCard, confirmTestCardSetup };
}
