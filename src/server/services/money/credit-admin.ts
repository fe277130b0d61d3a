/**
 * The owner's side of packs and credits: the packs (listed, created, changed), the holders and their lots, an
 * adjustment or a grant with its reason, and a lot's ledger.
 */
import * as audit from '../admin/audit';
import type { Actor as AuditActor } from '../admin/audit';
import { brandOf } from '../mail/brand';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { conflict, invalid, notFound } from '../../../domain/errors';
import { readableLedgerNote } from '../../../domain/booking-ref';
import { type CreditHolderDto, type CreditLotDto, creditExpiry, isLive, type PackDto, type PackInput } from '../../../domain/packs';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { creditLedger, creditLots, packs } from '../../db/schema';
import type { MailService } from '../mail/mail';
import { creditsGrantedMail } from './credit-mails';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { microsOf, readChanges, readChangesBy, syncPage, syncWindow } from '../platform/sync';
import { grantLot, ledger, liveBalance, lotColumns, type LotRow } from './credit-lots';
import { CREDIT_ERRORS } from './credit-rules';
import { coversOf, type createPackCatalogue } from './pack-catalogue';

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

export function createCreditAdmin(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  clock: () => Date;
  catalogue: ReturnType<typeof createPackCatalogue>;
}) {
  const { db, config, mail, clock } = deps;
  const { classTypeNames, packColumns, toPackDtos, assertClassTypes, packById } = deps.catalogue;

  return {
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
  };
}
