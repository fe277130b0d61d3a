import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { auditSentence } from '../../../domain/audit-sentence';
import { AUDIT_PAGE_SIZE, type AuditEntryDto, type AuditFilter, type AuditPageDto } from '../../../domain/reports';
import { addDays, londonInstant } from '../../../domain/time';
import type { Db, DbOrTx } from '../../db/client';
import { appointments, auditLog, bookings, orders } from '../../db/schema';
import { isSyncQuery, SYNC_PAGE_SIZE } from '../../../domain/sync';
import { microsOf, syncPage, syncWindow } from '../platform/sync';

/** Who did it, as the trail shows it: the administrator's username or 'API key: <name>' (ctx.admin.username). */
export type Actor = string;

export interface AuditEntry {
  actor: Actor;
  /** '<entity>.<verb>': 'discount_code.update', 'booking.refund', 'pack.adjust'... */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  at?: Date;
}

/** JSON the database keeps as written: Dates become ISO text, undefined fields drop out. */
const asJson = (value: unknown) => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown));

/**
 * Records one admin action in the caller's transaction, so the row exists exactly when the change does.
 * One line at each place that changes money, places, prices or codes:
 * `await audit.record(tx, { actor, action: 'pack.adjust', entity: 'pack', entityId: id, before, after })`.
 */
export async function record(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? '' : String(entry.entityId),
    before: asJson(entry.before),
    after: asJson(entry.after),
    ...(entry.at ? { at: entry.at } : {}),
  });
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actor: auditLog.actor,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

/** The trail as the owner reads it: newest first, filtered by London dates and entity. */
export function createAuditService(deps: { db: Db }) {
  const { db } = deps;

  function where(filter: AuditFilter): SQL | undefined {
    return and(
      filter?.from ? gte(auditLog.at, londonInstant(filter.from, '00:00')) : undefined,
      filter?.to ? lt(auditLog.at, londonInstant(addDays(filter.to, 1), '00:00')) : undefined,
      filter?.entity ? eq(auditLog.entity, filter.entity) : undefined,
    );
  }

  /** The customers' names behind booking and appointment references, read now (an erased one has none). */
  async function customerNames(refs: string[]): Promise<Map<string, string>> {
    const ids = (prefix: string) =>
      [...new Set(refs.filter((r) => r.startsWith(prefix)).map((r) => Number(r.slice(2))))].filter(Number.isSafeInteger);
    const found = new Map<string, string>();
    const [b, t, a] = [ids('B-'), ids('T-'), ids('A-')];
    if (b.length)
      for (const r of await db.select({ id: bookings.id, name: bookings.name }).from(bookings).where(inArray(bookings.id, b)))
        found.set(`B-${r.id}`, r.name);
    if (t.length)
      for (const r of await db.select({ id: orders.id, name: orders.name }).from(orders).where(inArray(orders.id, t)))
        found.set(`T-${r.id}`, r.name);
    if (a.length)
      for (const r of await db
        .select({ id: appointments.id, name: appointments.name })
        .from(appointments)
        .where(inArray(appointments.id, a)))
        found.set(`A-${r.id}`, r.name);
    for (const [ref, name] of found) if (!name.trim()) found.delete(ref);
    return found;
  }

  return {
    /** One page; one row more than asked tells whether another follows, so the trail is never counted whole. */
    async list(filter: AuditFilter = {}): Promise<AuditPageDto> {
      const toRows = async (shown: AuditEntryDto[]) => {
        const names = await customerNames(shown.filter((r) => r.entity === 'booking' || r.entity === 'appointment').map((r) => r.entityId));
        return shown.map((r) => ({ ...r, updatedAt: r.at, summary: auditSentence(r, names.get(r.entityId) ?? null) }));
      };
      if (isSyncQuery(filter)) {
        // Read by change (decision 750): an entry is written once, so its time is its change; oldest first.
        const window = syncWindow({ updatedAt: auditLog.at, id: auditLog.id }, filter);
        const rows = await db
          .select({ ...columns, syncMicros: microsOf(auditLog.at) })
          .from(auditLog)
          .where(and(where(filter), window.where))
          .orderBy(...window.orderBy)
          .limit(window.limit);
        const page = syncPage(rows, filter, ({ syncMicros: _micros, ...row }) => row);
        const limit = filter.limit ?? SYNC_PAGE_SIZE;
        return { rows: await toRows(page.data), page: 1, pageSize: limit, hasMore: page.nextCursor !== null, nextCursor: page.nextCursor };
      }
      const pageSize = filter?.pageSize ?? AUDIT_PAGE_SIZE;
      const page = filter?.page ?? 1;
      const rows = await db
        .select(columns)
        .from(auditLog)
        .where(where(filter))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize);
      return { rows: await toRows(rows.slice(0, pageSize)), page, pageSize, hasMore: rows.length > pageSize, nextCursor: null };
    },

    /** Every matching row, newest first, read in batches of `batch` by keyset (the CSV streams these). */
    async *each(filter: AuditFilter = {}, batch = 500): AsyncGenerator<AuditEntryDto> {
      let after: { at: Date; id: number } | null = null;
      for (;;) {
        // Row comparison walks the (at, id) index backwards from the last row sent.
        const cursor = after ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined;
        const rows: AuditEntryDto[] = await db
          .select(columns)
          .from(auditLog)
          .where(and(where(filter), cursor))
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(batch);
        yield* rows;
        if (rows.length < batch) return;
        const last = rows[rows.length - 1]!;
        after = { at: last.at, id: last.id };
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
