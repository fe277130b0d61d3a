import { and, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { classBookingRef } from '../../../domain/booking-ref';
import { conflict } from '../../../domain/errors';
import type { DbOrTx } from '../../db/client';
import { createHash } from 'node:crypto';
import {
  accountPasskeys,
  passkeyChallenges,
  accountSessions,
  accountSignInTokens,
  appointments,
  auditLog,
  bookings,
  clientNotes,
  creditLedger,
  creditLots,
  creditProofs,
  dataRequests,
  emailOutbox,
  enquiries,
  manageTokens,
  orders,
  outgoingEvents,
  rateLimits,
  scheduleSlots,
  waitlistEntries,
  idempotencyKeys,
  introClaims,
  memberships,
  voucherOrders,
  vouchers,
} from '../../db/schema';
import { emailHashOf } from '../platform/idempotency';

/** What an erased name reads as in the owner's lists: the row stays for the accounts, the person does not. */
export const ERASED_NAME = 'Erased on request';

const sameEmail = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/**
 * Strips the personal data from the bookings and orders `where` selects, keeping what the accounts need
 * (amounts, dates, class, references, statuses). Their manage links die with them.
 */
export async function anonymiseRecords(tx: DbOrTx, where: { bookings: SQL; orders: SQL }) {
  const b = await tx
    .update(bookings)
    .set({ name: ERASED_NAME, email: '', phone: '', specialRequests: '', updatedAt: sql`now()` })
    .where(where.bookings)
    .returning({ id: bookings.id });
  const o = await tx.update(orders).set({ name: ERASED_NAME, email: '', phone: '' }).where(where.orders).returning({ id: orders.id });
  if (o.length)
    await tx.delete(manageTokens).where(
      inArray(
        manageTokens.orderId,
        o.map((r) => r.id),
      ),
    );
  return { bookingRefs: b.map((r) => r.id), orderRefs: o.map((r) => r.id) };
}

/** A membership that still renews or books: erasing her address would leave it charging nobody anyone can tell. */
const RUNNING_MEMBERSHIP = ['active', 'past_due', 'suspended', 'paused'] as const;

/**
 * Memberships, gift vouchers and introductory-offer claims selected by `where`, without the person (decision 791):
 * the money figures stay for the accounts (price, balance, amounts), the names, addresses, phone, messages, the
 * saved test card and every working code or link go. A membership's code hash is replaced by one no code has.
 */
export async function anonymiseMoneyRecords(
  tx: DbOrTx,
  where: { memberships: SQL; vouchersReceived: SQL; vouchersBought: SQL; voucherOrders: SQL; introClaims: SQL },
) {
  const m = await tx
    .update(memberships)
    .set({
      name: ERASED_NAME,
      email: '',
      phone: '',
      testCard: null,
      codeHash: sql`'erased-' || ${memberships.id}`,
      cardTokenHash: null,
      cardTokenExpiresAt: null,
    })
    .where(where.memberships)
    .returning({ id: memberships.id });
  await tx.update(vouchers).set({ recipientEmail: '', recipientName: '', message: '' }).where(where.vouchersReceived);
  await tx.update(vouchers).set({ buyerEmail: '', buyerName: '', message: '' }).where(where.vouchersBought);
  await tx.update(voucherOrders).set({ recipientEmail: '', recipientName: '', message: '' }).where(where.voucherOrders);
  await tx.delete(introClaims).where(where.introClaims);
  return { membershipRefs: m.map((r) => r.id) };
}

export interface ErasureResult {
  bookingRefs: number[];
  orderRefs: number[];
  enquiries: number;
  emails: number;
}

/**
 * Erases what is held about an e-mail address (UK GDPR art. 17) in the caller's transaction: names,
 * e-mail addresses, phone numbers and special requests on her bookings and orders; her enquiries, the
 * copies of e-mails sent to her, her manage links and data-request links. Accounting records stay,
 * anonymised (art. 17(3)(b): the six years of records the law requires). A class still to come, or a
 * booking being paid for, must be cancelled first: erasing it would leave a place nobody can be told about.
 */
export async function eraseEmail(tx: DbOrTx, email: string, now: Date): Promise<ErasureResult> {
  const active = await tx
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
    .where(
      and(
        sameEmail(bookings.email, email),
        sql`((${bookings.status} = 'confirmed' and (${scheduleSlots.date}::text || ' ' || ${scheduleSlots.startTime}::text)::timestamp at time zone 'Europe/London' > ${now.toISOString()}::timestamptz)
          or (${bookings.status} = 'held' and ${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz))`,
      ),
    )
    .for('update', { of: bookings });
  const comingAppointments = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        sameEmail(appointments.email, email),
        sql`((${appointments.status} = 'confirmed' and ${appointments.startsAt} > ${now.toISOString()}::timestamptz)
          or (${appointments.status} = 'held' and ${appointments.holdExpiresAt} > ${now.toISOString()}::timestamptz))`,
      ),
    )
    .for('update');
  if (comingAppointments.length) {
    throw conflict(
      `Appointment ${comingAppointments.map((a) => `A-${a.id}`).join(', ')} is still to come. Please cancel it first (from the link in its e-mail), or contact us, and then ask again.`,
    );
  }
  const running = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(sameEmail(memberships.email, email), inArray(memberships.status, [...RUNNING_MEMBERSHIP])))
    .for('update');
  if (running.length) {
    throw conflict(
      `Membership ${running.map((r) => `M-${r.id}`).join(', ')} is still running. Please cancel it first (from your account), or contact us, and then ask again.`,
    );
  }
  if (active.length) {
    throw conflict(
      `Booking ${active.map((a) => classBookingRef(a.id)).join(', ')} is for a class still to come. Please cancel it first (from the link in its e-mail), or contact us, and then ask again.`,
    );
  }
  const address = email.trim().toLowerCase();
  // What identifies her besides the address, read before it goes: copies of her details elsewhere are found by them.
  const details = await tx.execute(sql`
    select name as value from bookings where lower(email) = ${address}
    union select phone from bookings where lower(email) = ${address}
    union select name from orders where lower(email) = ${address}
    union select phone from orders where lower(email) = ${address}
    union select name from enquiries where lower(email) = ${address}
    union select phone from enquiries where lower(email) = ${address}
    union select name from waitlist_entries where lower(email) = ${address}
    union select name from appointments where lower(email) = ${address}
    union select phone from appointments where lower(email) = ${address}
    union select name from memberships where lower(email) = ${address}
    union select phone from memberships where lower(email) = ${address}
    union select recipient_name from vouchers where lower(recipient_email) = ${address}
    union select buyer_name from vouchers where lower(buyer_email) = ${address}`);
  const identifying = [address, ...rowsOf<{ value: string }>(details).map((r) => r.value)].filter(
    (v) => v.trim().length >= 3 && v !== ERASED_NAME,
  );
  // Her appointments stay for the accounts (type, time, status), without her details or health answers.
  await tx
    .update(appointments)
    .set({ name: ERASED_NAME, email: '', phone: '', notes: '', health: null, updatedAt: now })
    .where(sameEmail(appointments.email, email));
  // Her memberships, the vouchers she bought or was given, and her claim on the introductory offer (decision 791):
  // read by her address before her orders lose it.
  await anonymiseMoneyRecords(tx, {
    memberships: sameEmail(memberships.email, email),
    vouchersReceived: sameEmail(vouchers.recipientEmail, email),
    vouchersBought: sameEmail(vouchers.buyerEmail, email),
    voucherOrders: or(
      sameEmail(voucherOrders.recipientEmail, email),
      sql`${voucherOrders.orderId} in (select id from orders where lower(email) = ${address})`,
    )!,
    introClaims: eq(introClaims.email, address),
  });
  const records = await anonymiseRecords(tx, { bookings: sameEmail(bookings.email, email), orders: sameEmail(orders.email, email) });
  // Her credits: the lots stay with their amounts (what was sold is in the accounts), without her address;
  // the proofs of her address (codes, tokens) and the counters keyed by it go.
  const lots = await tx.update(creditLots).set({ email: '' }).where(sameEmail(creditLots.email, email)).returning({ id: creditLots.id });
  if (lots.length) {
    // The owner's notes on her credits ('goodwill for Ann') may name her.
    const needles = identifying.map((v) => new RegExp(escapeRegExp(v), 'gi'));
    const notes = await tx
      .select({ id: creditLedger.id, note: creditLedger.note })
      .from(creditLedger)
      .where(
        inArray(
          creditLedger.lotId,
          lots.map((l) => l.id),
        ),
      );
    for (const n of notes) {
      const note = scrubbed(n.note, needles) as string;
      if (note !== n.note) await tx.update(creditLedger).set({ note }).where(eq(creditLedger.id, n.id));
    }
  }
  await tx.delete(creditProofs).where(sameEmail(creditProofs.email, email));
  await tx.delete(rateLimits).where(inArray(rateLimits.key, [address, sha256(address)]));
  // Copies of her details in the audit trail and in the events sent to integrations.
  await scrubJson(tx, auditLog, auditLog.id, [auditLog.before, auditLog.after], identifying);
  await scrubJson(tx, outgoingEvents, outgoingEvents.id, [outgoingEvents.data], identifying);
  // Answers kept for Idempotency-Key retries (decision 620) that name her: the retry then runs anew.
  await tx.delete(idempotencyKeys).where(sql`${emailHashOf(email)} = any(${idempotencyKeys.emailHashes})`);
  const e = await tx.delete(enquiries).where(sameEmail(enquiries.email, email)).returning({ id: enquiries.id });
  // Copies sent to her, and the owner's notices that name her (new booking, enquiry, cancellation).
  const m = await tx
    .delete(emailOutbox)
    .where(or(sameEmail(emailOutbox.to, email), sql`position(${email.trim().toLowerCase()} in lower(${emailOutbox.text})) > 0`))
    .returning({ id: emailOutbox.id });
  await tx.delete(dataRequests).where(sameEmail(dataRequests.email, email));
  // The owner's private notes on her: about her, so they go with her (the audit rows of them name no words).
  await tx.delete(clientNotes).where(sameEmail(clientNotes.email, email));
  // Her sign-in links and sessions: erased, she is signed out everywhere.
  await tx.delete(accountSignInTokens).where(sameEmail(accountSignInTokens.email, email));
  await tx.delete(accountSessions).where(sameEmail(accountSessions.email, email));
  await tx.delete(accountPasskeys).where(sameEmail(accountPasskeys.email, email));
  await tx.delete(passkeyChallenges).where(sameEmail(passkeyChallenges.email, email));
  // Her places in waiting lists (a live offer is a live hold, refused above, so none holds a place now).
  await tx.delete(waitlistEntries).where(sameEmail(waitlistEntries.email, email));
  return { ...records, enquiries: e.length, emails: m.length };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows);

/** Every string in a JSON value with each of `needles` (case-insensitive) replaced by ERASED_NAME. */
function scrubbed(value: unknown, needles: RegExp[]): unknown {
  if (typeof value === 'string') return needles.reduce((out, n) => out.replace(n, ERASED_NAME), value);
  if (Array.isArray(value)) return value.map((v) => scrubbed(v, needles));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubbed(v, needles)]));
  return value;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rewrites the JSON columns of the rows of `table` that mention any of `values`, without them. */
async function scrubJson(
  tx: DbOrTx,
  table: typeof auditLog | typeof outgoingEvents,
  id: AnyPgColumn,
  columns: AnyPgColumn[],
  values: string[],
) {
  if (!values.length) return;
  const needles = values.map((v) => new RegExp(escapeRegExp(v), 'gi'));
  const mentions = or(...columns.flatMap((c) => values.map((v) => sql`position(${v.toLowerCase()} in lower(${c}::text)) > 0`)))!;
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(
      sql`select ${id} as id, ${sql.join(
        columns.map((c, i) => sql`${c} as ${sql.raw(`c${i}`)}`),
        sql`, `,
      )} from ${table} where ${mentions}`,
    ),
  );
  for (const row of rows) {
    const set = sql.join(
      columns.map((c, i) => sql`${sql.identifier(c.name)} = ${JSON.stringify(scrubbed(row[`c${i}`], needles))}::jsonb`),
      sql`, `,
    );
    await tx.execute(sql`update ${table} set ${set} where ${id} = ${row.id as number}`);
  }
}

/**
 * Anonymises bookings and orders older than `cutoff` whose class (if any) is over, and appointments that took place
 * before it: the accounting period has passed.
 */
export async function anonymiseOlderThan(tx: DbOrTx, cutoff: Date) {
  // Appointments whose session is that old: kept for the accounts (type, time, status) without her details or health answers.
  await tx
    .update(appointments)
    .set({ name: ERASED_NAME, email: '', phone: '', notes: '', health: null, updatedAt: sql`now()` })
    .where(and(lt(appointments.startsAt, cutoff), sql`${appointments.name} <> ${ERASED_NAME}`));
  // Memberships ended that long ago, vouchers expired before it, and the offer's claims (decision 791).
  await anonymiseMoneyRecords(tx, {
    memberships: and(lt(memberships.cancelledAt, cutoff), sql`${memberships.name} <> ${ERASED_NAME}`)!,
    vouchersReceived: and(lt(vouchers.expiresAt, cutoff), sql`${vouchers.recipientEmail} <> ''`)!,
    vouchersBought: and(lt(vouchers.expiresAt, cutoff), sql`${vouchers.buyerEmail} <> ''`)!,
    voucherOrders: and(
      sql`${voucherOrders.orderId} in (select id from orders where created_at < ${cutoff.toISOString()}::timestamptz)`,
      sql`${voucherOrders.recipientEmail} <> ''`,
    )!,
    introClaims: lt(introClaims.claimedAt, cutoff),
  });
  return anonymiseRecords(tx, {
    bookings: and(
      lt(bookings.createdAt, cutoff),
      sql`${bookings.name} <> ${ERASED_NAME}`,
      sql`${bookings.slotId} in (select id from schedule_slots where date < ${cutoff.toISOString().slice(0, 10)}::date)`,
    )!,
    orders: and(lt(orders.createdAt, cutoff), sql`${orders.name} <> ${ERASED_NAME}`)!,
  });
}

export const liveDataRequest = (tokenHash: string, now: Date) =>
  and(eq(dataRequests.tokenHash, tokenHash), gt(dataRequests.expiresAt, now));
