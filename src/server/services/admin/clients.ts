import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import {
  appointmentRef,
  classBookingRef,
  orderRef,
  readableLedgerNote,
  searchedAppointmentId,
  searchedNumber,
  searchedRef,
} from '../../../domain/booking-ref';
import {
  CLIENTS_PAGE_SIZE,
  phoneDigits,
  type ClientDetailDto,
  type ClientKey,
  type ClientNoteDto,
  type ClientPageDto,
  type ClientRowDto,
} from '../../../domain/clients';
import { notFound } from '../../../domain/errors';
import { toHHmm } from '../../../domain/time';
import type { Db, DbOrTx } from '../../db/client';
import { appointments, bookings, clientNotes, creditLedger, creditLots, enquiries, orders, refunds, scheduleSlots } from '../../db/schema';
import * as audit from './audit';
import { CURSOR_MESSAGE, SYNC_PAGE_SIZE, type SyncQuery } from '../../../domain/sync';
import { invalid } from '../../../domain/errors';
import { microsOf, positionAfter, syncInstant, syncPage } from '../platform/sync';
import { messagesOf } from './messages';
import type { Actor } from './audit';

export const CLIENT_NOT_FOUND = 'No client has that e-mail address or reference';
const NOTE_NOT_FOUND = 'No such note for this client';
/** A client's history lists at most this many of each kind, newest first. */
const HISTORY_LIMIT = 500;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows);
const address = (column: AnyPgColumn | SQL) => sql`lower(trim(${column}))`;
const sameEmail = (column: AnyPgColumn, email: string) => sql`${address(column)} = ${email}`;

/** LIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface AggregateRow {
  email: string;
  name: string | null;
  phone: string | null;
  first_visit: number | null;
  last_visit: number | null;
  visits: number;
  no_shows: number;
  spend: number;
  credits: number;
  last_seen: number;
  updated_at: number;
  total: number;
}

/**
 * Every row that names a client, one shape for all: bookings, appointments, orders, credit lots and enquiries
 * (erased rows have no address and are left out). `only` narrows each branch to one address.
 */
function sources(now: Date, only?: string): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const start = sql`((${scheduleSlots.date}::text || ' ' || ${scheduleSlots.startTime}::text)::timestamp at time zone 'Europe/London')`;
  const where = (column: AnyPgColumn) => (only === undefined ? sql`${column} <> ''` : sameEmail(column, only));
  return sql`
    select ${address(bookings.email)} as email, ${bookings.name} as name, ${bookings.phone} as phone, ${bookings.createdAt} as at,
      case when ${bookings.checkedInAt} is not null
        or (${bookings.status} = 'confirmed' and ${bookings.noShowAt} is null and ${start} <= ${at}) then ${start} end as visit_at,
      (${bookings.noShowAt} is not null)::int as no_show, 0 as spend, 0 as credits, 'B-' || ${bookings.id} as ref,
      ${bookings.updatedAt} as updated
    from ${bookings} join ${scheduleSlots} on ${scheduleSlots.id} = ${bookings.slotId} where ${where(bookings.email)}
    union all
    select ${address(appointments.email)}, ${appointments.name}, ${appointments.phone}, ${appointments.createdAt},
      case when ${appointments.status} = 'confirmed' and ${appointments.startsAt} <= ${at} then ${appointments.startsAt} end,
      0, 0, 0, 'A-' || ${appointments.id}, ${appointments.updatedAt}
    from ${appointments} where ${where(appointments.email)}
    union all
    select ${address(orders.email)}, ${orders.name}, ${orders.phone}, ${orders.createdAt}, null,
      0, ${orders.paidPence} - ${orders.refundedPence}, 0,
      case when ${orders.bookingId} is null then 'T-' || ${orders.id} else 'B-' || ${orders.bookingId} end, ${orders.updatedAt}
    from ${orders} where ${where(orders.email)}
    union all
    select ${address(creditLots.email)}, '', '', ${creditLots.createdAt}, null,
      0, 0, case when ${creditLots.expiresAt} > ${at} then ${creditLots.remaining} else 0 end, null, ${creditLots.updatedAt}
    from ${creditLots} where ${where(creditLots.email)}
    union all
    select ${address(enquiries.email)}, ${enquiries.name}, ${enquiries.phone}, ${enquiries.createdAt}, null, 0, 0, 0, null,
      ${enquiries.updatedAt}
    from ${enquiries} where ${where(enquiries.email)}`;
}

/**
 * What the search box matched, over any of her rows: name or e-mail containing the text; a phone number
 * (digits compared, spaces and +44 ignored); a reference (B-12, T-3, A-4); a bare number is a booking's or
 * an order's id, and part of a phone number when it has 4 digits or more.
 */
function searchHaving(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const ref = searchedRef(text);
  if (ref) return sql`bool_or(ref = ${ref.kind === 'class' ? classBookingRef(ref.id) : orderRef({ orderId: ref.id, bookingId: null })})`;
  const appointment = searchedAppointmentId(text);
  if (appointment !== null) return sql`bool_or(ref = ${appointmentRef(appointment)})`;
  const parts: SQL[] = [];
  const pattern = containsPattern(text);
  parts.push(sql`bool_or(name ilike ${pattern} or email ilike ${pattern})`);
  const number = searchedNumber(text);
  if (number !== null) parts.push(sql`bool_or(ref in (${classBookingRef(number)}, ${`T-${number}`}))`);
  const digits = phoneDigits(text);
  if (/^[\d\s()+.-]+$/.test(text) && digits.length >= 4)
    parts.push(
      sql`bool_or(regexp_replace(regexp_replace(phone, '\\D', '', 'g'), '^(00)?44(?=\\d{9,10}$)', '0') like ${containsPattern(digits)})`,
    );
  return sql.join(parts, sql` or `);
}

const date = (ms: number | null) => (ms === null ? null : new Date(Number(ms)));

function toRow(r: AggregateRow): ClientRowDto {
  return {
    email: r.email,
    name: r.name ?? '',
    phone: r.phone ?? '',
    firstVisit: date(r.first_visit),
    lastVisit: date(r.last_visit),
    visits: Number(r.visits),
    noShows: Number(r.no_shows),
    spendPence: Number(r.spend),
    creditBalance: Number(r.credits),
    lastSeen: date(r.last_seen)!,
    updatedAt: date(r.updated_at)!,
  };
}

/** One client per address, aggregated in the database; `having` filters the clients, the page is cut there too. */
async function aggregate(db: DbOrTx, now: Date, opts: { only?: string; having?: SQL; limit?: number; offset?: number }) {
  const epoch = (value: SQL) => sql`(extract(epoch from ${value}) * 1000)::float8`;
  const result = await db.execute(sql`
    with src as (${sources(now, opts.only)})
    select email,
      (array_agg(name order by at desc) filter (where name <> ''))[1] as name,
      (array_agg(phone order by at desc) filter (where phone <> ''))[1] as phone,
      ${epoch(sql`min(visit_at)`)} as first_visit,
      ${epoch(sql`max(visit_at)`)} as last_visit,
      count(visit_at)::int as visits,
      sum(no_show)::int as no_shows,
      sum(spend)::int as spend,
      sum(credits)::int as credits,
      ${epoch(sql`max(at)`)} as last_seen,
      ${epoch(sql`max(updated)`)} as updated_at,
      (count(*) over ())::int as total
    from src
    group by email
    ${opts.having ? sql`having ${opts.having}` : sql``}
    order by max(at) desc, email
    ${opts.limit !== undefined ? sql`limit ${opts.limit} offset ${opts.offset ?? 0}` : sql``}`);
  return rowsOf<AggregateRow>(result);
}

/** The owner's client list and each client's page, read from the records, never copied into a table of their own. */
export function createAdminClientService(deps: { db: Db; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** The address a path names: her e-mail as given, or the address on the row a reference names. */
  async function emailOf(key: ClientKey): Promise<string> {
    if ('email' in key) return key.email;
    const [row] =
      key.ref === 'B'
        ? await db.select({ email: bookings.email }).from(bookings).where(eq(bookings.id, key.id))
        : key.ref === 'A'
          ? await db.select({ email: appointments.email }).from(appointments).where(eq(appointments.id, key.id))
          : await db.select({ email: orders.email }).from(orders).where(eq(orders.id, key.id));
    const email = row?.email.trim().toLowerCase();
    if (!email) throw notFound(CLIENT_NOT_FOUND);
    return email;
  }

  async function summary(email: string, now: Date): Promise<ClientRowDto> {
    const [row] = await aggregate(db, now, { only: email });
    if (!row) throw notFound(CLIENT_NOT_FOUND);
    return toRow(row);
  }

  async function notesOf(email: string): Promise<ClientNoteDto[]> {
    return db
      .select({ id: clientNotes.id, text: clientNotes.text, author: clientNotes.author, createdAt: clientNotes.createdAt })
      .from(clientNotes)
      .where(eq(clientNotes.email, email))
      .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id));
  }

  return {
    /** One page of clients, the most recently seen first; the figures are summed by the database. */
    async list(filter: { search?: string; page?: number; pageSize?: number } = {}, now: Date = clock()): Promise<ClientPageDto> {
      const pageSize = filter.pageSize ?? CLIENTS_PAGE_SIZE;
      const page = filter.page ?? 1;
      const having = searchHaving(filter.search);
      const rows = await aggregate(db, now, { having, limit: pageSize, offset: (page - 1) * pageSize });
      // Past the last page the window has no row to count on: count the matches on their own.
      const total = rows.length
        ? Number(rows[0]!.total)
        : page > 1
          ? Number(
              rowsOf<{ n: number }>(
                await db.execute(
                  sql`select count(*)::int as n from (select email from (${sources(now)}) src group by email ${having ? sql`having ${having}` : sql``}) c`,
                ),
              )[0]?.n ?? 0,
            )
          : 0;
      return { rows: rows.map(toRow), total, page, pageSize, nextCursor: null };
    },

    /**
     * Clients read by change (decision 750): those with a row (booking, appointment, order, credit lot, enquiry)
     * changed at or after updatedSince, in (latest change, address) order; the cursor's key is the address.
     * A visit counted because a class started (the clock, not a row) is not a change.
     */
    async changes(filter: SyncQuery & { search?: string }, now: Date = clock()): Promise<ClientPageDto> {
      const limit = filter.limit ?? SYNC_PAGE_SIZE;
      const after = positionAfter(filter);
      if (after && !after.key.startsWith('@')) throw invalid('cursor', CURSOR_MESSAGE);
      const having = and(
        searchHaving(filter.search),
        filter.updatedSince ? sql`max(updated) >= ${filter.updatedSince.toISOString()}::timestamptz` : undefined,
        after ? sql`(max(updated), email) > (${syncInstant(after.micros)}, ${after.key.slice(1)}::text)` : undefined,
      );
      const keys = rowsOf<{ email: string; micros: string }>(
        await db.execute(sql`
          with src as (${sources(now)})
          select email, ${microsOf(sql`max(updated)`)} as micros from src group by email
          ${having ? sql`having ${having}` : sql``}
          order by max(updated), email limit ${limit + 1}`),
      );
      const page = syncPage(
        keys.map((k) => ({ ...k, syncMicros: k.micros })),
        { limit },
        (k) => k.email,
        (k) => `@${k.email}`,
      );
      const found = page.data.length
        ? await aggregate(db, now, {
            having: sql`email in (${sql.join(
              page.data.map((e) => sql`${e}`),
              sql`, `,
            )})`,
          })
        : [];
      const byEmail = new Map(found.map((r) => [r.email, toRow(r)]));
      const rows = page.data.flatMap((e) => byEmail.get(e) ?? []);
      return { rows, total: rows.length, page: 1, pageSize: limit, nextCursor: page.nextCursor };
    },

    /** Her page: the figures, every part of her history, her health answers and the owner's notes. */
    async byKey(key: ClientKey, now: Date = clock()): Promise<ClientDetailDto> {
      const email = await emailOf(key);
      const client = await summary(email, now);
      const [bookingRows, appointmentRows, orderRows, lotRows, enquiryRows, notes] = await Promise.all([
        db
          .select({
            id: bookings.id,
            className: bookings.className,
            date: scheduleSlots.date,
            startTime: scheduleSlots.startTime,
            status: bookings.status,
            participantCount: bookings.participantCount,
            specialRequests: bookings.specialRequests,
            creditLotId: bookings.creditLotId,
            checkedInAt: bookings.checkedInAt,
            noShowAt: bookings.noShowAt,
            createdAt: bookings.createdAt,
          })
          .from(bookings)
          .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
          .where(sameEmail(bookings.email, email))
          .orderBy(desc(scheduleSlots.date), desc(scheduleSlots.startTime), desc(bookings.id))
          .limit(HISTORY_LIMIT),
        db
          .select({
            id: appointments.id,
            typeName: appointments.typeName,
            startsAt: appointments.startsAt,
            status: appointments.status,
            paidWith: appointments.paidWith,
            notes: appointments.notes,
            health: appointments.health,
          })
          .from(appointments)
          .where(sameEmail(appointments.email, email))
          .orderBy(desc(appointments.startsAt), desc(appointments.id))
          .limit(HISTORY_LIMIT),
        db
          .select({
            id: orders.id,
            bookingId: orders.bookingId,
            appointmentId: orders.appointmentId,
            kind: orders.kind,
            description: orders.description,
            amountPence: orders.amountPence,
            paidPence: orders.paidPence,
            refundedPence: orders.refundedPence,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .where(sameEmail(orders.email, email))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(HISTORY_LIMIT),
        db
          .select({
            id: creditLots.id,
            title: creditLots.title,
            granted: creditLots.granted,
            remaining: creditLots.remaining,
            expiresAt: creditLots.expiresAt,
          })
          .from(creditLots)
          .where(sameEmail(creditLots.email, email))
          .orderBy(desc(creditLots.expiresAt), desc(creditLots.id))
          .limit(HISTORY_LIMIT),
        db
          .select({
            id: enquiries.id,
            service: enquiries.service,
            message: enquiries.message,
            handledAt: enquiries.handledAt,
            createdAt: enquiries.createdAt,
          })
          .from(enquiries)
          .where(sameEmail(enquiries.email, email))
          .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
          .limit(HISTORY_LIMIT),
        notesOf(email),
      ]);
      const messages = await messagesOf(db, email);
      const refOfOrder = (o: (typeof orderRows)[number]) =>
        o.appointmentId !== null ? appointmentRef(o.appointmentId) : orderRef({ orderId: o.id, bookingId: o.bookingId });
      const [refundRows, ledgerRows] = await Promise.all([
        orderRows.length
          ? db
              .select({
                orderId: refunds.orderId,
                amountPence: refunds.amountPence,
                status: refunds.status,
                reason: refunds.reason,
                lastError: refunds.lastError,
                createdAt: refunds.createdAt,
              })
              .from(refunds)
              .where(
                inArray(
                  refunds.orderId,
                  orderRows.map((o) => o.id),
                ),
              )
              .orderBy(desc(refunds.createdAt), desc(refunds.id))
          : [],
        lotRows.length
          ? db
              .select({
                lotId: creditLedger.lotId,
                delta: creditLedger.delta,
                reason: creditLedger.reason,
                note: creditLedger.note,
                actor: creditLedger.actor,
                createdAt: creditLedger.createdAt,
              })
              .from(creditLedger)
              .where(
                inArray(
                  creditLedger.lotId,
                  lotRows.map((l) => l.id),
                ),
              )
              .orderBy(asc(creditLedger.id))
          : [],
      ]);
      const orderById = new Map(orderRows.map((o) => [o.id, o]));
      return {
        client,
        bookings: bookingRows.map((b) => ({
          ref: classBookingRef(b.id),
          className: b.className,
          date: b.date,
          startTime: toHHmm(b.startTime),
          status: b.status,
          participantCount: b.participantCount,
          specialRequests: b.specialRequests,
          paidWithCredit: b.creditLotId !== null,
          createdAt: b.createdAt,
        })),
        appointments: appointmentRows.map((a) => ({
          ref: appointmentRef(a.id),
          typeName: a.typeName,
          startsAt: a.startsAt,
          status: a.status,
          paidWith: a.paidWith,
          notes: a.notes,
        })),
        orders: orderRows.map((o) => ({
          ref: refOfOrder(o),
          kind: o.kind,
          description: o.description,
          amountPence: o.amountPence,
          paidPence: o.paidPence,
          refundedPence: o.refundedPence,
          createdAt: o.createdAt,
        })),
        refunds: refundRows.map((r) => ({
          ref: refOfOrder(orderById.get(r.orderId)!),
          amountPence: r.amountPence,
          status: r.status,
          reason: r.reason,
          lastError: r.lastError,
          createdAt: r.createdAt,
        })),
        credits: lotRows.map((l) => ({
          ...l,
          expired: l.expiresAt.getTime() <= now.getTime(),
          ledger: ledgerRows.filter((e) => e.lotId === l.id).map(({ lotId: _lot, ...e }) => ({ ...e, note: readableLedgerNote(e.note) })),
        })),
        attendance: bookingRows
          .filter((b) => b.checkedInAt !== null || b.noShowAt !== null)
          .map((b) => ({
            ref: classBookingRef(b.id),
            className: b.className,
            date: b.date,
            startTime: toHHmm(b.startTime),
            state: b.checkedInAt !== null ? ('attended' as const) : ('no_show' as const),
            at: (b.checkedInAt ?? b.noShowAt)!,
          })),
        enquiries: enquiryRows.map(({ handledAt, ...e }) => ({ ...e, handled: handledAt !== null })),
        health: appointmentRows.flatMap((a) =>
          a.health
            ? [
                {
                  ref: appointmentRef(a.id),
                  startsAt: a.startsAt,
                  answers: a.health.answers,
                  details: a.health.details,
                  flagged: a.health.answers.some(Boolean),
                  questions: PARQ_QUESTIONS,
                },
              ]
            : [],
        ),
        notes,
        messages,
      };
    },

    notes: {
      /** A private note on her, audited in the same transaction; she must be a client (any record of her). */
      async add(key: ClientKey, text: string, actor: Actor, now: Date = clock()): Promise<ClientNoteDto> {
        const email = await emailOf(key);
        await summary(email, now);
        return db.transaction(async (tx) => {
          const [note] = await tx
            .insert(clientNotes)
            .values({ email, text, author: actor, createdAt: now })
            .returning({ id: clientNotes.id, text: clientNotes.text, author: clientNotes.author, createdAt: clientNotes.createdAt });
          // The note's words stay out of the trail: they are hers to have erased, and the trail is kept.
          await audit.record(tx, {
            actor,
            action: 'client_note.create',
            entity: 'client_note',
            entityId: note!.id,
            after: { email, length: text.length },
          });
          return note!;
        });
      },

      async remove(key: ClientKey, noteId: number, actor: Actor): Promise<{ id: number; removed: true }> {
        const email = await emailOf(key);
        return db.transaction(async (tx) => {
          const [gone] = await tx
            .delete(clientNotes)
            .where(and(eq(clientNotes.id, noteId), eq(clientNotes.email, email)))
            .returning({ id: clientNotes.id, author: clientNotes.author, createdAt: clientNotes.createdAt });
          if (!gone) throw notFound(NOTE_NOT_FOUND);
          await audit.record(tx, {
            actor,
            action: 'client_note.delete',
            entity: 'client_note',
            entityId: gone.id,
            before: { email, author: gone.author, createdAt: gone.createdAt },
          });
          return { id: gone.id, removed: true as const };
        });
      },
    },
  };
}

export type AdminClientService = ReturnType<typeof createAdminClientService>;
