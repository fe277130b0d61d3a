/**
 * The introductory offer (decisions 735, 790): the owner's price for a customer's first class or first appointment,
 * decided on the server where the price is. "First" is judged by e-mail, case-insensitive: no confirmed class
 * booking, no confirmed appointment and no live claim (`intro_claims`) under that address. The claim is taken in the
 * transaction that writes the order, by one INSERT against a unique index, so of two first bookings made at once
 * exactly one has the offer; it is released when that order's hold ends unpaid and kept when it is paid.
 * A membership's first month (decision 801) is priced and claimed the same way, in the subscribing transaction, and
 * its card judged as a class's when the first invoice is paid or the card is saved (decision 804).
 */
import { and, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { appointments, bookings, introClaims, introOfferSettings, memberships, orders } from '../../db/schema';
import * as audit from '../admin/audit';

export const introOfferInput = z.object({
  enabled: z.boolean(),
  classPence: z.number().int().min(0).max(100_000),
  appointmentPence: z.number().int().min(0).max(100_000),
  /** A membership's first month (decision 801); null: none. Absent: unchanged. */
  membershipPence: z.number().int().min(0).max(1_000_000).nullable().optional(),
});
export type IntroOffer = Omit<z.infer<typeof introOfferInput>, 'membershipPence'> & { membershipPence: number | null };

const OFF: IntroOffer = { enabled: false, classPence: 500, appointmentPence: 2000, membershipPence: null };

/** The settings' columns, for a statement that reads them with something else (`places.lookWithClass`). */
export const introOfferColumns = {
  enabled: introOfferSettings.enabled,
  classPence: introOfferSettings.classPence,
  appointmentPence: introOfferSettings.appointmentPence,
  membershipPence: introOfferSettings.membershipPence,
};

/** The offer from its settings row as read (a left join gives nulls when the owner never saved it: off). */
export function introOfferOf(row: { [K in keyof IntroOffer]: IntroOffer[K] | null } | null | undefined): IntroOffer {
  if (!row || row.enabled === null || row.classPence === null || row.appointmentPence === null) return OFF;
  return { enabled: row.enabled, classPence: row.classPence, appointmentPence: row.appointmentPence, membershipPence: row.membershipPence };
}

export async function readIntroOffer(db: DbOrTx): Promise<IntroOffer> {
  const [row] = await db.select(introOfferColumns).from(introOfferSettings).where(eq(introOfferSettings.id, 1));
  return introOfferOf(row);
}

export async function saveIntroOffer(db: DbOrTx, input: z.input<typeof introOfferInput>, actor: string, now: Date): Promise<IntroOffer> {
  const parsed = introOfferInput.parse(input);
  const before = await readIntroOffer(db);
  const next: IntroOffer = {
    ...parsed,
    membershipPence: parsed.membershipPence === undefined ? before.membershipPence : parsed.membershipPence,
  };
  await db
    .insert(introOfferSettings)
    .values({ id: 1, ...next, updatedAt: now })
    .onConflictDoUpdate({ target: introOfferSettings.id, set: { ...next, updatedAt: now } });
  await audit.record(db, { actor, action: 'intro_offer.update', entity: 'intro_offer', before, after: next, at: now });
  return next;
}

/** Whether this address has ever had a confirmed class booking or appointment (case-insensitive). */
export async function hasBookedBefore(db: DbOrTx, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  if (!address) return true;
  const [booked] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(sql`lower(${bookings.email}) = ${address}`, eq(bookings.status, 'confirmed')))
    .limit(1);
  if (booked) return true;
  const [met] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(sql`lower(${appointments.email}) = ${address}`, eq(appointments.status, 'confirmed')))
    .limit(1);
  if (met) return true;
  // A membership that ever had a paid month (decision 801): she is not new.
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.email, address), isNotNull(memberships.startedAt)))
    .limit(1);
  return member !== undefined;
}

/** Whether a claim on the offer is live under this address (held by an unpaid hold, or kept). */
async function claimedBefore(db: DbOrTx, address: string, ownOrderId?: number): Promise<boolean> {
  const [claim] = await db
    .select({ id: introClaims.id })
    .from(introClaims)
    .where(
      and(
        eq(introClaims.email, address),
        isNull(introClaims.releasedAt),
        ownOrderId === undefined ? undefined : ne(introClaims.orderId, ownOrderId),
      ),
    )
    .limit(1);
  return claim !== undefined;
}

/**
 * The price of her class or appointment: the offer's when it is on, lower than the list price, and this is her
 * first. A read: the offer is hers only once `claimIntro` takes it in the order's transaction.
 */
export async function introPrice(
  db: DbOrTx,
  email: string,
  kind: IntroKind,
  listPence: number,
  ownOrderId?: number,
  /** The settings when the caller read them already (with the slot, in one statement). */
  known?: IntroOffer,
): Promise<number | null> {
  const offer = known ?? (await readIntroOffer(db));
  const pence = kind === 'class' ? offer.classPence : kind === 'appointment' ? offer.appointmentPence : offer.membershipPence;
  if (!offer.enabled || pence === null || pence >= listPence) return null;
  const address = email.trim().toLowerCase();
  if (await hasBookedBefore(db, address)) return null;
  return (await claimedBefore(db, address, ownOrderId)) ? null : pence;
}

export type IntroKind = (typeof introClaims.kind.enumValues)[number];

/**
 * Takes the offer for this order: one INSERT against the unique index on the address among live claims. False
 * when another order of hers holds it (she then pays the list price). Call it in the order's transaction.
 */
export async function claimIntro(
  tx: DbOrTx,
  claim: { email: string; orderId: number; kind: IntroKind; listPence: number; introPence: number; now: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(introClaims)
    .values({
      email: claim.email.trim().toLowerCase(),
      orderId: claim.orderId,
      kind: claim.kind,
      listPence: claim.listPence,
      introPence: claim.introPence,
      claimedAt: claim.now,
    })
    .onConflictDoNothing()
    .returning({ id: introClaims.id });
  return inserted.length > 0;
}

/**
 * `claimIntro` for an order not yet written: its id is taken from the orders' sequence first, so the claim can be the
 * first statement of the order's transaction (before any slot or day lock). The id to write the order under, or null
 * when the offer is not hers.
 */
export async function claimIntroAhead(
  tx: DbOrTx,
  claim: { email: string; kind: IntroKind; listPence: number; introPence: number; now: Date },
): Promise<number | null> {
  const [next] = await tx.select({ id: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))::int` }).from(sql`(select 1) as one`);
  return (await claimIntro(tx, { ...claim, orderId: next!.id })) ? next!.id : null;
}

/** A claim taken with a price paid at once (nothing to pay by card): kept from the start. */
export async function keepIntroAtOnce(tx: DbOrTx, orderId: number): Promise<void> {
  await tx
    .update(introClaims)
    .set({ confirmedAt: sql`${introClaims.claimedAt}` })
    .where(and(eq(introClaims.orderId, orderId), isNull(introClaims.releasedAt)));
}

async function releaseClaimsOf(tx: DbOrTx, orderIds: SQL, now: Date): Promise<void> {
  await tx
    .update(introClaims)
    .set({ releasedAt: now })
    .where(and(sql`${introClaims.orderId} in ${orderIds}`, isNull(introClaims.releasedAt), isNull(introClaims.confirmedAt)));
}

/** The claims of these orders (a membership's first month never paid) go back, unless kept. */
export async function releaseIntroOfOrders(tx: DbOrTx, orderIds: number[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await releaseClaimsOf(
    tx,
    sql`(${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    now,
  );
}

/** The claims of these class holds that ended unpaid go back: her next booking can have the offer. */
export async function releaseIntroOfBookings(tx: DbOrTx, bookingIds: number[], now: Date): Promise<void> {
  if (bookingIds.length === 0) return;
  await releaseClaimsOf(tx, sql`(select ${orders.id} from ${orders} where ${inArray(orders.bookingId, bookingIds)})`, now);
}

/** The claims of these appointment holds that ended unpaid go back. */
export async function releaseIntroOfAppointments(tx: DbOrTx, appointmentIds: number[], now: Date): Promise<void> {
  if (appointmentIds.length === 0) return;
  await releaseClaimsOf(tx, sql`(select ${orders.id} from ${orders} where ${inArray(orders.appointmentId, appointmentIds)})`, now);
}

export interface RepeatCard {
  email: string;
  listPence: number;
  introPence: number;
  earlierEmail: string;
}

/** The first key of the per-card advisory lock the repeat-card check takes (the second is the fingerprint's hash). */
const INTRO_CARD_LOCK = 0x494e_5452;

/**
 * Her order is paid: its claim is kept, with the card's fingerprint when the provider gave one. A claim released
 * by a hold that lapsed before the payment arrived is taken again when no other order of hers holds the offer.
 * Answers the claim when the same card already paid for the offer under another address (decision 790: flagged to
 * the owner, not refused: the money and the place are already hers).
 */
export async function keepIntroClaim(tx: DbOrTx, orderId: number, cardFingerprint: string | null, now: Date): Promise<RepeatCard | null> {
  const [claim] = await tx
    .select()
    .from(introClaims)
    .where(eq(introClaims.orderId, orderId))
    .orderBy(sql`${introClaims.id} desc`)
    .limit(1);
  if (!claim) return null;
  if (claim.releasedAt !== null) {
    const retaken = await tx
      .update(introClaims)
      .set({ releasedAt: null })
      .where(
        and(
          eq(introClaims.id, claim.id),
          sql`not exists (select 1 from ${introClaims} c where c.email = ${claim.email} and c.released_at is null)`,
        ),
      )
      .returning({ id: introClaims.id });
    if (!retaken.length) return null;
  }
  // A card noted on the claim before it was kept (a membership's card saved first, decision 804) stays and is judged.
  const [kept] = await tx
    .update(introClaims)
    .set({ confirmedAt: now, cardFingerprint: sql`coalesce(${cardFingerprint}, ${introClaims.cardFingerprint})` })
    .where(eq(introClaims.id, claim.id))
    .returning();
  return kept?.cardFingerprint ? judgeCard(tx, kept, kept.cardFingerprint, now) : null;
}

/**
 * A claim whose card no payment told (a membership's first month a credit paid in full, decision 800): the card saved
 * for it is noted and, once the claim is kept, judged as a paying card is (decision 804). Once: a claim with a card
 * keeps it. Either order with `keepIntroClaim`: whichever comes second judges.
 */
export async function noteIntroCard(tx: DbOrTx, orderId: number, cardFingerprint: string, now: Date): Promise<RepeatCard | null> {
  const [claim] = await tx
    .update(introClaims)
    .set({ cardFingerprint })
    .where(and(eq(introClaims.orderId, orderId), isNull(introClaims.cardFingerprint), isNull(introClaims.releasedAt)))
    .returning();
  return claim?.confirmedAt ? judgeCard(tx, claim, cardFingerprint, now) : null;
}

/**
 * Whether a kept claim of another address has this card; audited on the order when it has. Two first payments with
 * one card kept at once are serialised by the card's advisory lock (decision 804), so the later one reads the
 * earlier one committed and exactly one of them goes unflagged.
 */
async function judgeCard(
  tx: DbOrTx,
  claim: { id: number; email: string; orderId: number; listPence: number; introPence: number },
  cardFingerprint: string,
  now: Date,
): Promise<RepeatCard | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INTRO_CARD_LOCK}, hashtext(${cardFingerprint}))`);
  const [earlier] = await tx
    .select({ email: introClaims.email })
    .from(introClaims)
    .where(
      and(
        eq(introClaims.cardFingerprint, cardFingerprint),
        ne(introClaims.email, claim.email),
        isNull(introClaims.releasedAt),
        sql`${introClaims.confirmedAt} is not null`,
      ),
    )
    .orderBy(introClaims.id)
    .limit(1);
  if (!earlier) return null;
  await audit.record(tx, {
    actor: 'system',
    action: 'intro_offer.repeat_card',
    entity: 'order',
    entityId: String(claim.orderId),
    after: { email: claim.email, earlierEmail: earlier.email, listPence: claim.listPence, introPence: claim.introPence },
    at: now,
  });
  return { email: claim.email, listPence: claim.listPence, introPence: claim.introPence, earlierEmail: earlier.email };
}

/** Whether this order's claim on the offer has no card yet: the card's fingerprint is worth asking the provider for. */
export async function introCardAwaited(db: DbOrTx, orderId: number): Promise<boolean> {
  const [claim] = await db
    .select({ id: introClaims.id })
    .from(introClaims)
    .where(and(eq(introClaims.orderId, orderId), isNull(introClaims.cardFingerprint)))
    .limit(1);
  return claim !== undefined;
}

/** Whether this order holds a claim not yet kept: its payment's card fingerprint is worth asking the provider for. */
export async function awaitsIntroCard(db: DbOrTx, providerName: string, paymentId: string): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from intro_claims c join payments p on p.order_id = c.order_id
    where p.provider = ${providerName} and p.provider_payment_id = ${paymentId} and c.confirmed_at is null limit 1`);
  return (Array.isArray(rows) ? rows : ((rows as { rows?: unknown[] }).rows ?? [])).length > 0;
}
