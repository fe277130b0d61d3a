/**
 * Class packs and credits. Credits belong to an e-mail address (lower-case) in lots, one per grant; a
 * lot's `remaining` is its balance and every change of it writes a ledger row with its reason.
 *
 * Spending locks the e-mail's lots (after the slot: the lock order of every booking path), picks the
 * live covering lot that expires first and takes one credit with `remaining >= 1` in the UPDATE itself,
 * in the transaction that takes the place. Restoring is keyed by the booking in the ledger, so a booking
 * gets its credit back once whatever races.
 */
import type { RateLimiter } from '../platform/rate-limit';
import * as audit from '../admin/audit';
import type { Actor as AuditActor } from '../admin/audit';
import { brandOf } from '../mail/brand';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { conflict, invalid, notFound, rateLimited, unauthorized } from '../../../domain/errors';
import { classBookingRef, formatBookingRef, readableLedgerNote } from '../../../domain/booking-ref';
import {
  balanceFor,
  CANCEL_CREDIT_VALIDITY_DAYS,
  type CreditHolderDto,
  type CreditLotDto,
  type CreditScope,
  type CreditTarget,
  creditExpiry,
  creditsKeptAfterRefund,
  REFUND_REVOKE_NOTE,
  isLive,
  lotToSpend,
  normaliseEmail,
  type PackDto,
  type PackInput,
  TRAINING_PACKAGE_CREDITS,
  TRAINING_PACKAGE_VALIDITY_DAYS,
} from '../../../domain/packs';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { classTypes, creditLedger, creditLots, creditProofs, orders, packs } from '../../db/schema';
import type { MailService } from '../mail/mail';
import { creditCodeMail, type CreditBalanceFacts, creditsGrantedMail } from './credit-mails';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { microsOf, readChanges, readChangesBy, syncPage, syncWindow } from '../platform/sync';

const CODE_MINUTES = 15;
const CODE_TRIES = 5;
const CODES_PER_HOUR = 5;

export const CREDIT_ERRORS = {
  packNotFound: 'Pack not found',
  packUnavailable: 'packId: this pack is not on sale',
  lotNotFound: 'Credit balance not found',
  belowZero: 'delta: the balance cannot go below 0',
  noCredit: 'You have no live credit for this class',
  proofNeeded: 'creditToken: confirm your e-mail address with the code we sent, then try again',
  wrongCode: 'code: this code is not right or has expired. Ask for a new one.',
  tooManyCodes: (minutes: number) =>
    `We have sent this address ${CODES_PER_HOUR} codes in the last hour, the most we send. The newest one works for ${CODE_MINUTES} minutes after it was sent; you can ask for a new code in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  /** After the field's name ('code: ...'). */
  codeUsedUp: `this code was entered wrongly ${CODE_TRIES} times, so it no longer works. Ask for a new one.`,
  emailMismatch: 'email: use the e-mail address the credits belong to',
} as const;

const TOKEN_MINUTES = 30;
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

type Actor = 'owner' | 'customer' | 'system';

const ledgerColumns = {
  id: creditLedger.id,
  delta: creditLedger.delta,
  reason: creditLedger.reason,
  note: creditLedger.note,
  actor: creditLedger.actor,
  bookingId: creditLedger.bookingId,
  createdAt: creditLedger.createdAt,
};
/** A ledger entry is never changed: its updatedAt is when it was written. */
const ledgerDto = <R extends { createdAt: Date; note: string }>(row: R) => ({
  ...row,
  note: readableLedgerNote(row.note),
  updatedAt: row.createdAt,
});

const lotColumns = {
  id: creditLots.id,
  email: creditLots.email,
  scope: creditLots.scope,
  title: creditLots.title,
  classTypeIds: creditLots.classTypeIds,
  granted: creditLots.granted,
  remaining: creditLots.remaining,
  expiresAt: creditLots.expiresAt,
  updatedAt: creditLots.updatedAt,
};
type LotRow = {
  id: number;
  email: string;
  scope: CreditScope;
  title: string;
  classTypeIds: number[];
  granted: number;
  remaining: number;
  expiresAt: Date;
  updatedAt: Date;
};

const coversOf = (names: Map<number, string>, ids: number[], scope: CreditScope = 'class') =>
  scope === 'training' ? ['Personal training'] : ids.length === 0 ? ['All classes'] : ids.map((i) => names.get(i) ?? `Class type ${i}`);

/** Lots whose address contains the text (the user's % and _ taken literally); everything without one. */
const emailContains = (search: string | undefined) =>
  search ? ilike(creditLots.email, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;

const lotDto = (names: Map<number, string>, l: LotRow, now: Date): CreditLotDto => ({
  id: l.id,
  scope: l.scope,
  title: l.title,
  granted: l.granted,
  remaining: l.remaining,
  expiresAt: l.expiresAt,
  expired: l.expiresAt.getTime() <= now.getTime(),
  covers: coversOf(names, l.classTypeIds, l.scope),
  updatedAt: l.updatedAt,
});

/** Holders of these lots, in the order their e-mails first come: `balance` is over every live lot of the address. */
function holdersOf(names: Map<number, string>, lots: LotRow[], balanceOf: (email: string) => number, now: Date): CreditHolderDto[] {
  const byEmail = new Map<string, CreditHolderDto>();
  for (const l of lots) {
    const holder = byEmail.get(l.email) ?? { email: l.email, balance: balanceOf(l.email), lots: [], updatedAt: l.updatedAt };
    holder.lots.push(lotDto(names, l, now));
    if (l.updatedAt > holder.updatedAt) holder.updatedAt = l.updatedAt;
    byEmail.set(l.email, holder);
  }
  return [...byEmail.values()];
}

async function ledger(
  tx: DbOrTx,
  row: {
    lotId: number;
    delta: number;
    reason: (typeof creditLedger.reason.enumValues)[number];
    note: string;
    actor: Actor;
    bookingId?: number | null;
  },
) {
  return tx
    .insert(creditLedger)
    .values({ ...row, bookingId: row.bookingId ?? null })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
}

/** Credits earlier refunds took back from a lot. */
export async function revokedByRefunds(tx: DbOrTx, lotId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(-sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.lotId, lotId), eq(creditLedger.reason, 'adjust'), eq(creditLedger.note, REFUND_REVOKE_NOTE)));
  return Number(row?.n ?? 0);
}

/**
 * A class pack's order was refunded (in full or in part): its lot keeps only the unused credits the money still
 * paid covers (domain creditsKeptAfterRefund). The lot row is locked, so a repeat or a race takes none twice.
 * Returns how many were taken now.
 */
export async function revokeRefundedCredits(
  tx: DbOrTx,
  opts: { orderId: number; paidPence: number; refundedPence: number; actor: Actor },
): Promise<number> {
  const [lot] = await tx
    .select({ id: creditLots.id, granted: creditLots.granted, remaining: creditLots.remaining })
    .from(creditLots)
    .where(eq(creditLots.orderId, opts.orderId))
    .for('update');
  if (!lot) return 0;
  const keep = creditsKeptAfterRefund({ ...lot, revoked: await revokedByRefunds(tx, lot.id) }, opts.paidPence, opts.refundedPence);
  const take = lot.remaining - keep;
  if (take <= 0) return 0;
  await tx.update(creditLots).set({ remaining: keep }).where(eq(creditLots.id, lot.id));
  await ledger(tx, {
    lotId: lot.id,
    delta: -take,
    reason: 'adjust',
    note: REFUND_REVOKE_NOTE,
    actor: opts.actor,
  });
  return take;
}

/** Live credits of an e-mail for mails and pages: in total, and per lot title. */
export async function liveBalance(tx: DbOrTx, email: string, now: Date): Promise<CreditBalanceFacts> {
  const lots = await tx
    .select(lotColumns)
    .from(creditLots)
    .where(and(eq(creditLots.email, normaliseEmail(email)), gt(creditLots.remaining, 0), gt(creditLots.expiresAt, now)))
    .orderBy(asc(creditLots.expiresAt));
  return {
    total: lots.reduce((s, l) => s + l.remaining, 0),
    lots: lots.map((l) => ({ title: l.title, remaining: l.remaining, expiresAt: l.expiresAt })),
  };
}

/** Grants a lot; `orderId` or `sourceBookingId` make it happen once (a replayed payment grants nothing). */
export async function grantLot(
  tx: DbOrTx,
  lot: {
    email: string;
    scope: CreditScope;
    title: string;
    classTypeIds: number[];
    credits: number;
    expiresAt: Date;
    orderId?: number;
    sourceBookingId?: number;
  },
  actor: Actor,
  note: string,
): Promise<number | null> {
  const [row] = await tx
    .insert(creditLots)
    .values({
      email: normaliseEmail(lot.email),
      scope: lot.scope,
      title: lot.title,
      classTypeIds: lot.classTypeIds,
      granted: lot.credits,
      remaining: lot.credits,
      expiresAt: lot.expiresAt,
      orderId: lot.orderId ?? null,
      sourceBookingId: lot.sourceBookingId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: creditLots.id });
  if (!row) return null;
  await ledger(tx, { lotId: row.id, delta: lot.credits, reason: 'grant', note, actor });
  return row.id;
}

/**
 * Takes one credit that pays for `target` from the e-mail's live lots, in the caller's transaction (which
 * has already taken the place). Null when there is none: the caller rolls the place back.
 */
export async function spendCredit(
  tx: DbOrTx,
  opts: { email: string; target: CreditTarget; bookingId: number; now: Date },
): Promise<number | null> {
  const lots = (await tx
    .select(lotColumns)
    .from(creditLots)
    .where(and(eq(creditLots.email, normaliseEmail(opts.email)), gt(creditLots.remaining, 0)))
    .orderBy(asc(creditLots.id))
    .for('update')) as LotRow[];
  const lot = lotToSpend(lots, opts.target, opts.now);
  if (!lot) return null;
  const [spent] = await tx
    .update(creditLots)
    .set({ remaining: sql`${creditLots.remaining} - 1` })
    .where(and(eq(creditLots.id, lot.id), sql`${creditLots.remaining} >= 1`, gt(creditLots.expiresAt, opts.now)))
    .returning({ id: creditLots.id });
  if (!spent) return null;
  await ledger(tx, {
    lotId: lot.id,
    delta: -1,
    reason: 'spend',
    note: `Booking ${classBookingRef(opts.bookingId)}`,
    actor: 'customer',
    bookingId: opts.bookingId,
  });
  return lot.id;
}

/** Gives a cancelled booking's credit back to its lot, once: the ledger's restore row is unique per booking. */
export async function restoreCredit(tx: DbOrTx, opts: { bookingId: number; lotId: number; actor: Actor; note: string }): Promise<boolean> {
  const [row] = await ledger(tx, {
    lotId: opts.lotId,
    delta: 1,
    reason: 'restore',
    note: opts.note,
    actor: opts.actor,
    bookingId: opts.bookingId,
  });
  if (!row) return false;
  await tx
    .update(creditLots)
    .set({ remaining: sql`${creditLots.remaining} + 1` })
    .where(eq(creditLots.id, opts.lotId));
  return true;
}

/** One credit instead of a refund for a paid class cancelled 24 h or more ahead (once per booking). */
export async function grantCancelCredit(
  tx: DbOrTx,
  opts: {
    email: string;
    bookingId: number;
    classTypeId: number | null;
    className: string;
    now: Date;
    /** One per place: a group the owner cancelled gets a credit for each of its places in one lot (decision 811). */
    credits?: number;
  },
): Promise<number | null> {
  const credits = opts.credits ?? 1;
  return grantLot(
    tx,
    {
      email: opts.email,
      scope: 'class',
      title: `${credits} ${opts.className} credit${credits === 1 ? '' : 's'} (instead of a refund)`,
      classTypeIds: opts.classTypeId === null ? [] : [opts.classTypeId],
      credits,
      expiresAt: creditExpiry(opts.now, CANCEL_CREDIT_VALIDITY_DAYS),
      sourceBookingId: opts.bookingId,
    },
    'customer',
    `Cancelled booking ${classBookingRef(opts.bookingId)}: credit instead of a refund`,
  );
}

export function createCreditService(deps: { db: Db; config: Config; mail: MailService; rateLimiter: RateLimiter; clock: () => Date }) {
  const { db, config, mail, rateLimiter, clock } = deps;

  async function classTypeNames(): Promise<Map<number, string>> {
    const rows = await db.select({ id: classTypes.id, name: classTypes.name }).from(classTypes);
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  const packColumns = {
    id: packs.id,
    name: packs.name,
    description: packs.description,
    pricePence: packs.pricePence,
    credits: packs.credits,
    validityDays: packs.validityDays,
    classTypeIds: packs.classTypeIds,
    isActive: packs.isActive,
    updatedAt: packs.updatedAt,
  };

  async function toPackDtos(rows: Omit<PackDto, 'covers'>[]): Promise<PackDto[]> {
    const names = await classTypeNames();
    return rows.map((r) => ({ ...r, covers: coversOf(names, r.classTypeIds) }));
  }

  async function assertClassTypes(ids: number[] | undefined) {
    if (!ids?.length) return;
    const found = await db.select({ id: classTypes.id }).from(classTypes).where(inArray(classTypes.id, ids));
    if (found.length !== new Set(ids).size) throw invalid('classTypeIds', 'names a class type that does not exist');
  }

  async function packById(id: number): Promise<PackDto> {
    const [row] = await db.select(packColumns).from(packs).where(eq(packs.id, id));
    if (!row) throw notFound(CREDIT_ERRORS.packNotFound);
    return (await toPackDtos([row]))[0]!;
  }

  return {
    /** Packs on sale, for visitors. */
    async onSale(): Promise<PackDto[]> {
      return toPackDtos(
        await db.select(packColumns).from(packs).where(eq(packs.isActive, true)).orderBy(asc(packs.pricePence), asc(packs.id)),
      );
    },

    /** A pack a visitor may buy (the server's price), or a 400 naming packId. */
    async saleable(id: number): Promise<PackDto> {
      const [row] = await db.select(packColumns).from(packs).where(eq(packs.id, id));
      if (!row || !row.isActive) throw invalid('packId', 'this pack is not on sale');
      return (await toPackDtos([row]))[0]!;
    },

    /**
     * Credits for a paid order, in the confirming transaction: its pack's, or the 12 sessions of the
     * training package. Once per order. Returns the e-mail facts, or null when the order grants nothing.
     */
    async grantForOrder(tx: DbOrTx, orderId: number, now: Date): Promise<CreditBalanceFacts | null> {
      const [order] = await tx
        .select({
          email: orders.email,
          kind: orders.kind,
          sessionType: orders.sessionType,
          packId: orders.packId,
          description: orders.description,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order || !order.email) return null;
      let lotId: number | null = null;
      if (order.kind === 'pack' && order.packId !== null) {
        const [pack] = await tx.select(packColumns).from(packs).where(eq(packs.id, order.packId));
        if (!pack) return null;
        lotId = await grantLot(
          tx,
          {
            email: order.email,
            scope: 'class',
            title: pack.name,
            classTypeIds: pack.classTypeIds,
            credits: pack.credits,
            expiresAt: creditExpiry(now, pack.validityDays),
            orderId,
          },
          'system',
          `Bought: order ${formatBookingRef({ kind: 'training', id: orderId })}`,
        );
      } else if (order.kind === 'training' && order.sessionType === 'package') {
        lotId = await grantLot(
          tx,
          {
            email: order.email,
            scope: 'training',
            title: order.description,
            classTypeIds: [],
            credits: TRAINING_PACKAGE_CREDITS,
            expiresAt: creditExpiry(now, TRAINING_PACKAGE_VALIDITY_DAYS),
            orderId,
          },
          'system',
          `Bought: order ${formatBookingRef({ kind: 'training', id: orderId })}`,
        );
      } else return null;
      if (lotId === null) return null;
      const balance = await liveBalance(tx, order.email, now);
      await mail.queue(
        tx,
        creditsGrantedMail(await brandOf(tx, config), { email: order.email, orderId, title: order.description }, balance),
      );
      mail.kick();
      return balance;
    },

    /** Sends a 6-digit code to the address, if it holds live credits (the answer never says which). */
    async requestCode(rawEmail: string, now: Date = clock()): Promise<{ sent: true }> {
      const email = normaliseEmail(rawEmail);
      const balance = await liveBalance(db, email, now);
      // Nothing is sent to an address without credits, so nothing is counted against it either: a stranger
      // typing it cannot lock out its owner before she buys a pack.
      if (balance.total === 0) return { sent: true };
      // Reserved before anything is sent (one atomic upsert), so a burst cannot mail more codes than the limit.
      const asked = await rateLimiter.hit('credit-code-address', hashOf(email), 3_600_000, now.getTime());
      if (asked.count > CODES_PER_HOUR) {
        const seconds = Math.ceil(asked.retryAfterMs / 1000);
        throw rateLimited(CREDIT_ERRORS.tooManyCodes(Math.max(1, Math.ceil(seconds / 60))), seconds);
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        await tx.insert(creditProofs).values({
          email,
          codeHash: hashOf(`${email}:${code}`),
          codeExpiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
          createdAt: now,
        });
        await mail.queue(tx, creditCodeMail(await brandOf(tx, config), { email, code, minutes: CODE_MINUTES }, balance));
      });
      mail.kick();
      return { sent: true };
    },

    /**
     * Exchanges the code for a token to book with credits for 30 minutes. Each try is counted in one
     * conditional UPDATE before the code is compared, so guessing stops after 5 tries per code.
     */
    async verifyCode(rawEmail: string, code: string, now: Date = clock()): Promise<{ creditToken: string; balance: CreditBalanceFacts }> {
      const email = normaliseEmail(rawEmail);
      const [latest] = await db
        .select({ id: creditProofs.id })
        .from(creditProofs)
        .where(and(eq(creditProofs.email, email), isNull(creditProofs.tokenHash), gt(creditProofs.codeExpiresAt, now)))
        .orderBy(desc(creditProofs.id))
        .limit(1);
      if (!latest) throw invalid('code', 'this code is not right or has expired. Ask for a new one.');
      const [tried] = await db
        .update(creditProofs)
        .set({ attempts: sql`${creditProofs.attempts} + 1` })
        .where(and(eq(creditProofs.id, latest.id), sql`${creditProofs.attempts} < ${CODE_TRIES}`, isNull(creditProofs.tokenHash)))
        .returning({ codeHash: creditProofs.codeHash });
      // Its tries are used up (the token already issued is the other way to miss): say so, not 'wrong code'.
      if (!tried) throw invalid('code', CREDIT_ERRORS.codeUsedUp);
      const expected = Buffer.from(tried.codeHash, 'hex');
      const given = Buffer.from(hashOf(`${email}:${code}`), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        throw invalid('code', 'this code is not right or has expired. Ask for a new one.');
      const token = randomBytes(32).toString('base64url');
      const [stored] = await db
        .update(creditProofs)
        .set({ tokenHash: hashOf(token), tokenExpiresAt: new Date(now.getTime() + TOKEN_MINUTES * 60_000) })
        .where(and(eq(creditProofs.id, latest.id), isNull(creditProofs.tokenHash)))
        .returning({ id: creditProofs.id });
      if (!stored) throw invalid('code', 'this code is not right or has expired. Ask for a new one.');
      return { creditToken: token, balance: await liveBalance(db, email, now) };
    },

    /** The e-mail a live credit token proves, or a 401 naming creditToken. */
    async emailOfToken(token: string, now: Date = clock()): Promise<string> {
      const [row] = await db
        .select({ email: creditProofs.email })
        .from(creditProofs)
        .where(and(eq(creditProofs.tokenHash, hashOf(token)), gt(creditProofs.tokenExpiresAt, now)));
      if (!row) throw unauthorized(CREDIT_ERRORS.proofNeeded);
      return row.email;
    },

    /** A visitor's own live credits, once she has proved the address. */
    async mine(token: string, now: Date = clock()): Promise<CreditBalanceFacts> {
      return liveBalance(db, await this.emailOfToken(token, now), now);
    },

    admin: {
      async list(): Promise<PackDto[]> {
        return toPackDtos(await db.select(packColumns).from(packs).orderBy(asc(packs.id)));
      },

      /** Packs read by change (decision 750). */
      async changes(input: SyncQuery): Promise<SyncPage<PackDto>> {
        const page = await readChanges(db, packs, packColumns, input, (row) => row);
        return { data: await toPackDtos(page.data), nextCursor: page.nextCursor };
      },

      async create(input: PackInput, actor: AuditActor): Promise<PackDto> {
        await assertClassTypes(input.classTypeIds);
        const id = await db.transaction(async (tx) => {
          const [row] = await tx.insert(packs).values(input).returning(packColumns);
          await audit.record(tx, { actor, action: 'pack.create', entity: 'pack', entityId: row!.id, after: row });
          return row!.id;
        });
        return packById(id);
      },

      async update(id: number, patch: Partial<PackInput>, actor: AuditActor): Promise<PackDto> {
        await assertClassTypes(patch.classTypeIds);
        await db.transaction(async (tx) => {
          const [before] = await tx.select(packColumns).from(packs).where(eq(packs.id, id)).for('update');
          if (!before) throw notFound(CREDIT_ERRORS.packNotFound);
          const [after] = await tx.update(packs).set(patch).where(eq(packs.id, id)).returning(packColumns);
          await audit.record(tx, { actor, action: 'pack.update', entity: 'pack', entityId: id, before, after });
        });
        return packById(id);
      },

      /** Holders with their lots (live and lapsed), those with live credits first. */
      async holders(search?: string, now: Date = clock()): Promise<CreditHolderDto[]> {
        const rows = (await db
          .select(lotColumns)
          .from(creditLots)
          .where(emailContains(search))
          .orderBy(asc(creditLots.email), asc(creditLots.expiresAt))
          .limit(2000)) as LotRow[];
        const names = await classTypeNames();
        const balances = new Map<string, number>();
        for (const l of rows) if (isLive(l, now)) balances.set(l.email, (balances.get(l.email) ?? 0) + l.remaining);
        return holdersOf(names, rows, (email) => balances.get(email) ?? 0, now).sort(
          (a, b) => Number(b.balance > 0) - Number(a.balance > 0) || a.email.localeCompare(b.email),
        );
      },

      /**
       * Credit lots read by change (decision 750): a grant, spend, restore, adjustment, expiry or erasure changes
       * its lot. A page's lots come under their holders (one entry per address in the page, in the order of
       * change), each holder with her live balance over all her lots; a later page may name her again.
       */
      async holderChanges(input: SyncQuery & { search?: string }, now: Date = clock()): Promise<SyncPage<CreditHolderDto>> {
        const window = syncWindow(creditLots, input);
        const rows = (await db
          .select({ ...lotColumns, syncMicros: microsOf(creditLots.updatedAt) })
          .from(creditLots)
          .where(and(emailContains(input.search), window.where))
          .orderBy(...window.orderBy)
          .limit(window.limit)) as (LotRow & { syncMicros: string })[];
        const page = syncPage(rows, input, ({ syncMicros: _micros, ...lot }) => lot);
        if (page.data.length === 0) return { data: [], nextCursor: page.nextCursor };
        const emails = [...new Set(page.data.map((l) => l.email))];
        const all = (await db.select(lotColumns).from(creditLots).where(inArray(creditLots.email, emails))) as LotRow[];
        const balances = new Map<string, number>();
        for (const l of all) if (isLive(l, now)) balances.set(l.email, (balances.get(l.email) ?? 0) + l.remaining);
        const names = await classTypeNames();
        return { data: holdersOf(names, page.data, (email) => balances.get(email) ?? 0, now), nextCursor: page.nextCursor };
      },

      /** The owner's change with a reason, in one conditional UPDATE: never below 0. */
      async adjust(input: { lotId: number; delta: number; reason: string }, actor: AuditActor, now: Date = clock()): Promise<CreditLotDto> {
        const names = await classTypeNames();
        return db.transaction(async (tx) => {
          const [row] = await tx
            .update(creditLots)
            .set({ remaining: sql`${creditLots.remaining} + ${input.delta}`, updatedAt: now })
            .where(and(eq(creditLots.id, input.lotId), sql`${creditLots.remaining} + ${input.delta} >= 0`))
            .returning(lotColumns);
          if (!row) {
            const [exists] = await tx.select({ id: creditLots.id }).from(creditLots).where(eq(creditLots.id, input.lotId));
            throw exists ? conflict(CREDIT_ERRORS.belowZero) : notFound(CREDIT_ERRORS.lotNotFound);
          }
          await ledger(tx, { lotId: row.id, delta: input.delta, reason: 'adjust', note: input.reason, actor: 'owner' });
          await audit.record(tx, {
            actor,
            action: 'credit_lot.adjust',
            entity: 'credit_lot',
            entityId: row.id,
            before: { email: row.email, remaining: row.remaining - input.delta },
            after: { email: row.email, remaining: row.remaining, delta: input.delta, reason: input.reason },
          });
          return lotDto(names, row, now);
        });
      },

      /** A pack's credits given by the owner (paid in person, a gift), with the reason in the ledger. */
      async grant(input: { email: string; packId: number; reason: string }, actor: AuditActor, now: Date = clock()): Promise<CreditLotDto> {
        const [pack] = await db.select(packColumns).from(packs).where(eq(packs.id, input.packId));
        if (!pack) throw invalid('packId', 'no such pack');
        const lotId = await db.transaction(async (tx) => {
          const id = await grantLot(
            tx,
            {
              email: input.email,
              scope: 'class',
              title: pack.name,
              classTypeIds: pack.classTypeIds,
              credits: pack.credits,
              expiresAt: creditExpiry(now, pack.validityDays),
            },
            'owner',
            input.reason,
          );
          await audit.record(tx, {
            actor,
            action: 'credit_lot.grant',
            entity: 'credit_lot',
            entityId: id,
            after: { email: input.email.trim(), packId: pack.id, title: pack.name, credits: pack.credits, reason: input.reason },
          });
          const balance = await liveBalance(tx, input.email, now);
          await mail.queue(
            tx,
            creditsGrantedMail(await brandOf(tx, config), { email: input.email.trim(), orderId: null, title: pack.name }, balance),
          );
          return id!;
        });
        mail.kick();
        const names = await classTypeNames();
        const [l] = (await db.select(lotColumns).from(creditLots).where(eq(creditLots.id, lotId))) as LotRow[];
        return lotDto(names, l!, now);
      },

      /** A lot's ledger, newest first. */
      async history(lotId: number) {
        return (await db.select(ledgerColumns).from(creditLedger).where(eq(creditLedger.lotId, lotId)).orderBy(desc(creditLedger.id))).map(
          ledgerDto,
        );
      },

      /**
       * A lot's ledger read by change (decision 750): its entries are only ever added, so an entry's updatedAt is
       * its createdAt and the page is the entries written at or after updatedSince, oldest first.
       */
      historyChanges: (lotId: number, input: SyncQuery) =>
        readChangesBy(
          db,
          creditLedger,
          { updatedAt: creditLedger.createdAt, id: creditLedger.id },
          ledgerColumns,
          input,
          ledgerDto,
          eq(creditLedger.lotId, lotId),
        ),
    },

    /**
     * Writes off the credits of lots past their expiry, each with an 'expire' ledger row. They stopped
     * counting at the expiry already; this only keeps the ledger's sum equal to the balance. One
     * conditional UPDATE decides, so every instance may run it.
     */
    async expireLapsed(now: Date = clock()): Promise<number> {
      return db.transaction(async (tx) => {
        const lapsed = await tx
          .select({ id: creditLots.id, remaining: creditLots.remaining })
          .from(creditLots)
          .where(and(gt(creditLots.remaining, 0), sql`${creditLots.expiresAt} <= ${now.toISOString()}::timestamptz`))
          .orderBy(asc(creditLots.id))
          .limit(500)
          .for('update', { skipLocked: true });
        for (const lot of lapsed) {
          await tx.update(creditLots).set({ remaining: 0 }).where(eq(creditLots.id, lot.id));
          await ledger(tx, { lotId: lot.id, delta: -lot.remaining, reason: 'expire', note: 'Expired', actor: 'system' });
        }
        return lapsed.length;
      });
    },

    /** Live credits of an e-mail that pay for `target` (for a quick answer before the booking's transaction). */
    async balanceFor(email: string, target: CreditTarget, now: Date = clock()): Promise<number> {
      const lots = (await db
        .select(lotColumns)
        .from(creditLots)
        .where(eq(creditLots.email, normaliseEmail(email)))) as LotRow[];
      return balanceFor(lots, target, now);
    },
  };
}

export type CreditService = ReturnType<typeof createCreditService>;
