/**
 * The owner's bookings list read in the database: a page of both kinds merged newest first with a bounded count,
 * every row in batches by keyset (the CSV), and the list read by change (decision 750).
 */
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AdminBookingDto, AdminBookingPage } from '../../../domain/dto';
import { invalid } from '../../../domain/errors';
import { BOOKINGS_PAGE_SIZE } from '../../../domain/schemas';
import { CURSOR_MESSAGE, SYNC_PAGE_SIZE } from '../../../domain/sync';
import type { Db } from '../../db/client';
import { bookings, orders, scheduleSlots } from '../../db/schema';
import { microsOf, positionAfter, syncInstant, syncPage } from '../platform/sync';
import { type BookingFilter, classWhere, latestPayment, type ListKey, orderUpdatedSql, orderWhere } from './booking-filter';
import type { BookingRows } from './booking-rows';

/** The list counts its matches up to this many pages past the one shown, so history never makes a page slow. */
export const COUNT_PAGES_AHEAD = 4;

export function createBookingList(deps: { db: Db; rows: BookingRows }) {
  const { db } = deps;
  const { rowsOf } = deps.rows;

  /** Keys of the matching rows of both kinds, newest first, one page of them picked by the database. */
  /**
   * `branchLimit`: each kind reads at most this many of its newest keys (index scans on created_at) before the
   * two are merged, so a page never sorts the whole history.
   */
  function keysQuery(filter: BookingFilter, branchLimit?: number) {
    const payment = latestPayment(db);
    const cw = classWhere(filter);
    const ow = orderWhere(filter, payment);
    const classKeys =
      cw === null
        ? null
        : db
            .select({ kind: sql<string>`'class'`.as('kind'), id: bookings.id, createdAt: bookings.createdAt })
            .from(bookings)
            .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
            .where(cw)
            .$dynamic();
    if (classKeys && branchLimit !== undefined) classKeys.orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(branchLimit);
    const orderKeys =
      ow === null
        ? null
        : db
            .select({ kind: sql<string>`'training'`.as('kind'), id: orders.id, createdAt: orders.createdAt })
            .from(orders)
            .leftJoinLateral(payment, sql`true`)
            .where(ow)
            .$dynamic();
    if (orderKeys && branchLimit !== undefined) orderKeys.orderBy(desc(orders.createdAt), desc(orders.id)).limit(branchLimit);
    return { classKeys, orderKeys };
  }

  /**
   * The matches, counted exactly up to `cap`; past it the answer is cap + 1 ("more"). Each side stops
   * reading at cap + 1 rows, so a long history costs a bounded count, not a scan of every booking.
   */
  async function countOf(filter: BookingFilter, cap = Number.MAX_SAFE_INTEGER): Promise<number> {
    const payment = latestPayment(db);
    const cw = classWhere(filter);
    const ow = orderWhere(filter, payment);
    const limit = Math.min(cap + 1, 2_147_483_647);
    const [classCount, orderCount] = await Promise.all([
      cw === null
        ? [{ n: 0 }]
        : db.select({ n: count() }).from(
            db
              .select({ one: sql`1`.as('one') })
              .from(bookings)
              .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
              .where(cw)
              .limit(limit)
              .as('matches'),
          ),
      ow === null
        ? [{ n: 0 }]
        : db.select({ n: count() }).from(
            db
              .select({ one: sql`1`.as('one') })
              .from(orders)
              .leftJoinLateral(payment, sql`true`)
              .where(ow)
              .limit(limit)
              .as('matches'),
          ),
    ]);
    return Math.min(Number(classCount[0]!.n) + Number(orderCount[0]!.n), cap + 1);
  }

  async function keysOf(filter: BookingFilter, limit?: number, offset = 0): Promise<ListKey[]> {
    const { classKeys, orderKeys } = keysQuery(filter, limit === undefined ? undefined : limit + offset);
    if (!classKeys && !orderKeys) return [];
    // Ties on created_at are broken by kind and id, so a page boundary never repeats or drops a row.
    const ordered = <Q extends { orderBy: (...c: SQL[]) => unknown }>(q: Q) =>
      q.orderBy(desc(sql`created_at`), desc(sql`kind`), desc(sql`id`)) as Promise<ListKey[]> & {
        limit(n: number): { offset(n: number): Promise<ListKey[]> };
      };
    const base = classKeys && orderKeys ? ordered(unionAll(classKeys, orderKeys)) : ordered((classKeys ?? orderKeys)!);
    return limit === undefined ? (offset ? base.limit(2_147_483_647).offset(offset) : base) : base.limit(limit).offset(offset);
  }

  async function page(filter: BookingFilter = {}): Promise<AdminBookingPage> {
    const pageSize = filter.pageSize ?? BOOKINGS_PAGE_SIZE;
    const pageNo = filter.page ?? 1;
    const cap = (pageNo + COUNT_PAGES_AHEAD) * pageSize;
    const [keys, counted] = await Promise.all([keysOf(filter, pageSize, (pageNo - 1) * pageSize), countOf(filter, cap)]);
    return {
      rows: await rowsOf(keys),
      total: Math.min(counted, cap),
      totalIsExact: counted <= cap,
      page: pageNo,
      pageSize,
      nextCursor: null,
    };
  }

  /** Every matching row in the list's order, read `batch` rows at a time by keyset (the CSV streams these). */
  async function* each(filter: BookingFilter = {}, batch = 500): AsyncGenerator<AdminBookingDto> {
    let after: ListKey | undefined;
    for (;;) {
      const keys = await keysOf({ ...filter, after }, batch);
      yield* await rowsOf(keys);
      if (keys.length < batch) return;
      const last = keys[keys.length - 1]!;
      // The driver may hand a bare timestamp back as text from a UNION; the cursor compares instants.
      after = { kind: last.kind, id: last.id, createdAt: new Date(last.createdAt) };
    }
  }

  /**
   * One page read by change (decision 750): rows of both kinds changed at or after `updatedSince`, in (updated_at,
   * kind, id) order after the cursor; a row changed while a client pages moves behind the cursor and comes again.
   */
  async function changes(filter: BookingFilter): Promise<AdminBookingPage> {
    const limit = filter.limit ?? SYNC_PAGE_SIZE;
    const after = positionAfter(filter);
    const afterKind = after ? after.key.slice(0, 1) : null;
    if (after && afterKind !== 'c' && afterKind !== 't') throw invalid('cursor', CURSOR_MESSAGE);
    const window = (at: SQL, kind: 'c' | 't', id: typeof bookings.id | typeof orders.id) =>
      and(
        filter.updatedSince ? sql`${at} >= ${filter.updatedSince.toISOString()}::timestamptz` : undefined,
        after
          ? sql`(${at}, ${kind}::text, ${id}) > (${syncInstant(after.micros)}, ${afterKind}::text, ${Number(after.key.slice(1))})`
          : undefined,
      );
    const payment = latestPayment(db);
    const cw = classWhere(filter);
    const ow = orderWhere(filter, payment);
    const bookingAt = sql`${bookings.updatedAt}`;
    const orderAt = orderUpdatedSql(payment);
    const classKeys =
      cw === null
        ? null
        : db
            .select({
              kind: sql<string>`'c'`.as('kind'),
              id: bookings.id,
              micros: microsOf(bookingAt).as('micros'),
              at: sql`${bookingAt}`.as('at'),
            })
            .from(bookings)
            .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
            .where(and(cw, window(bookingAt, 'c', bookings.id)))
            .orderBy(asc(bookings.updatedAt), asc(bookings.id))
            .limit(limit + 1);
    const orderKeys =
      ow === null
        ? null
        : db
            .select({
              kind: sql<string>`'t'`.as('kind'),
              id: orders.id,
              micros: microsOf(orderAt).as('micros'),
              at: sql`${orderAt}`.as('at'),
            })
            .from(orders)
            .leftJoinLateral(payment, sql`true`)
            .where(and(ow, window(orderAt, 't', orders.id)))
            .orderBy(asc(orderAt), asc(orders.id))
            .limit(limit + 1);
    const [classList, orderList] = await Promise.all([classKeys ?? [], orderKeys ?? []]);
    // Each side is already in order; merged by (instant, kind, id) they are the page (micros compare as numbers).
    const merged = [...classList, ...orderList].sort(
      (a, b) => Number(BigInt(a.micros) - BigInt(b.micros)) || a.kind.localeCompare(b.kind) || a.id - b.id,
    );
    const { data, nextCursor } = syncPage(
      merged.map((k) => ({ ...k, syncMicros: k.micros })),
      { limit },
      (k) => k,
      (k) => `${k.kind}${k.id}`,
    );
    const rows = await rowsOf(data.map((k) => ({ kind: k.kind === 'c' ? 'class' : 'training', id: k.id })));
    return { rows, total: rows.length, totalIsExact: nextCursor === null, page: 1, pageSize: limit, nextCursor };
  }

  /** Every matching row (today's list): no paging. */
  async function all(filter: BookingFilter = {}): Promise<AdminBookingDto[]> {
    return rowsOf(await keysOf(filter));
  }

  return { page, each, changes, all, countOf, keysOf };
}
