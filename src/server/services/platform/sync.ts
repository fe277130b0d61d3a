import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { deletedRecords } from '../../db/schema';
import { invalid } from '../../../domain/errors';
import {
  CURSOR_MESSAGE,
  SYNC_PAGE_SIZE,
  type DeletedObject,
  type DeletedRecordDto,
  type DeletedQuery,
  type SyncPage,
  type SyncQuery,
} from '../../../domain/sync';

/**
 * Paging by change (decision 750). A cursor is the (updated_at, id) of the last row of a page, updated_at in
 * microseconds since the epoch (PostgreSQL's own precision, so no row is read twice or skipped for a rounded
 * instant), base64url-encoded: opaque to callers. The next page is every row strictly after it in that order;
 * a row changed while a client pages moves to the end of the order, so it is read again later, never skipped.
 */
export interface SyncPosition {
  /** updated_at as microseconds since the epoch (text: it is beyond a double's exact integers only in 2255). */
  micros: string;
  /**
   * The row's key: its id, or for a list of several kinds (bookings and training orders) a kind letter and id,
   * or for the clients list (one per address) `@` and the lower-case address.
   */
  key: string;
}

export const encodeSyncCursor = (p: SyncPosition): string => Buffer.from(`u:${p.micros}:${p.key}`).toString('base64url');

/** The longest address the site accepts (domain/input.ts), and so the longest client key: `@` and the address. */
const ADDRESS_MAX = 254;

export function decodeSyncCursor(cursor: string): SyncPosition {
  // Any address the site takes may key a client, a local part longer than 64 characters too (zod's e-mail check allows it).
  const match = /^u:(\d{1,19}):([a-z]?\d{1,10}|@[^\s@]+@[^\s@]+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || match[2]!.length > ADDRESS_MAX + 1) throw invalid('cursor', CURSOR_MESSAGE);
  return { micros: match[1]!, key: match[2]! };
}

/** updated_at as whole microseconds since the epoch, as text: what a cursor holds. */
export const microsOf = (column: AnyPgColumn | SQL) => sql<string>`((extract(epoch from ${column}) * 1000000)::bigint)::text`;

/** The instant of a cursor's microseconds, exactly. */
const instantOf = (micros: string) => sql`('epoch'::timestamptz + ${micros}::bigint * interval '1 microsecond')`;

/**
 * The where and order of one table's page by change: rows at or after `updatedSince`, after the cursor, in
 * (updated_at, id) order, which the (updated_at, id) indexes serve.
 */
export function syncWindow(columns: { updatedAt: AnyPgColumn | SQL; id: AnyPgColumn }, input: SyncQuery) {
  const after = input.cursor === undefined ? null : decodeSyncCursor(input.cursor);
  if (after && !/^\d+$/.test(after.key)) throw invalid('cursor', CURSOR_MESSAGE);
  return {
    where: and(
      input.updatedSince ? sql`${columns.updatedAt} >= ${input.updatedSince.toISOString()}::timestamptz` : undefined,
      after ? sql`(${columns.updatedAt}, ${columns.id}) > (${instantOf(after.micros)}, ${Number(after.key)})` : undefined,
    ),
    orderBy: [sql`${columns.updatedAt}`, asc(columns.id)],
    limit: (input.limit ?? SYNC_PAGE_SIZE) + 1,
  };
}

/** The cursor position of (updated_at, key) for the two-kind bookings list, whose keys are 'c12' and 't7'. */
export const positionAfter = (input: SyncQuery): SyncPosition | null =>
  input.cursor === undefined ? null : decodeSyncCursor(input.cursor);
export { instantOf as syncInstant };

/**
 * A page from rows read with `limit + 1` (the one past the page only says there is more). `syncMicros` (and
 * the row's key, its id unless `keyOf` says) are what the cursor is made of; `toDto` makes the answer's row.
 */
export function syncPage<R extends { syncMicros: string }, T>(
  rows: R[],
  input: SyncQuery,
  toDto: (row: R) => T,
  keyOf: (row: R) => string | number = (row) => (row as unknown as { id: number }).id,
): SyncPage<T> {
  const limit = input.limit ?? SYNC_PAGE_SIZE;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(toDto),
    nextCursor: rows.length > limit && last ? encodeSyncCursor({ micros: last.syncMicros, key: String(keyOf(last)) }) : null,
  };
}

/** A row as a select of these columns reads it. */
export type RowOf<F> = {
  [K in keyof F]: F[K] extends { _: { data: infer D; notNull: infer N } } ? (N extends true ? D : D | null) : never;
};

/**
 * One page by change of a table read with `fields` (its list's own columns, so a row reads as the list shows
 * it), optionally within `where` (a list's fixed scope).
 */
export async function readChanges<F extends Record<string, AnyPgColumn>, D>(
  db: Db,
  table: PgTable & { updatedAt: AnyPgColumn; id: AnyPgColumn },
  fields: F,
  input: SyncQuery,
  toDto: (row: RowOf<F>) => D,
  where?: SQL,
): Promise<SyncPage<D>> {
  return readChangesBy(db, table, table, fields, input, toDto, where);
}

/**
 * `readChanges` of a table whose change instant and key are other columns: an append-only table's creation
 * instant (a ledger, the tombstones), a receipt's number.
 */
export async function readChangesBy<F extends Record<string, AnyPgColumn>, D>(
  db: Db,
  table: PgTable,
  order: { updatedAt: AnyPgColumn; id: AnyPgColumn },
  fields: F,
  input: SyncQuery,
  toDto: (row: RowOf<F>) => D,
  where?: SQL,
): Promise<SyncPage<D>> {
  const window = syncWindow(order, input);
  const rows = (await db
    .select({ ...fields, syncMicros: microsOf(order.updatedAt), syncId: order.id } as Record<string, AnyPgColumn | SQL>)
    .from(table)
    .where(and(where, window.where))
    .orderBy(...window.orderBy)
    .limit(window.limit)) as unknown as (RowOf<F> & { syncMicros: string; syncId: number })[];
  return syncPage(
    rows,
    input,
    ({ syncMicros: _micros, syncId: _id, ...row }) => toDto(row as unknown as RowOf<F>),
    (row) => row.syncId,
  );
}

/**
 * Tombstones (decision 796): records, in the deleting transaction, that these rows of an admin list are gone,
 * stamped with the same clock as the delete. A read by change of `GET /api/admin/deleted` gives them.
 */
export async function recordDeletions(tx: DbOrTx, object: DeletedObject, ids: readonly (number | string)[], at?: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.insert(deletedRecords).values(ids.map((id) => ({ object, objectId: String(id), ...(at ? { deletedAt: at } : {}) })));
}

/** One page by change of the tombstones, optionally of one kind of object: oldest deletion first. */
export function readDeletions(db: Db, input: DeletedQuery): Promise<SyncPage<DeletedRecordDto>> {
  return readChangesBy(
    db,
    deletedRecords,
    { updatedAt: deletedRecords.deletedAt, id: deletedRecords.id },
    { id: deletedRecords.id, object: deletedRecords.object, objectId: deletedRecords.objectId, deletedAt: deletedRecords.deletedAt },
    input,
    (row) => ({ ...row, object: row.object as DeletedObject, updatedAt: row.deletedAt }),
    input.object ? sql`${deletedRecords.object} = ${input.object}` : undefined,
  );
}

/**
 * A page by change of a list whose rows are made by a read of their own (counts, joins, positions): `rows` are the
 * ids of the window read with `limit + 1` and their change instants; `load` makes the rows of the page's ids, and
 * the page keeps the window's order.
 */
export async function loadSyncPage<T extends { id: number }>(
  rows: { id: number; syncMicros: string }[],
  input: SyncQuery,
  load: (ids: number[]) => Promise<T[]>,
): Promise<SyncPage<T>> {
  const page = syncPage(rows, input, (r) => r.id);
  if (page.data.length === 0) return { data: [], nextCursor: page.nextCursor };
  const byId = new Map((await load(page.data)).map((row) => [row.id, row]));
  return { data: page.data.flatMap((id) => byId.get(id) ?? []), nextCursor: page.nextCursor };
}
