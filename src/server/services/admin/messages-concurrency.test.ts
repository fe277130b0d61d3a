/**
 * "E-mail everyone in this class" pressed again and again at once, through two app instances (two connection pools,
 * nothing shared in memory): each person's e-mail is queued once, with one 'email' job, and the sending audited once.
 * PostgreSQL only (server-postgres): PGlite is a single session where the race cannot happen.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, emailOutbox, jobs } from '../../db/schema';
import { createSlot, insertBookingRows, seededClassType } from '../../test/booking-fixtures';
import { type TestEnv, testDbKind, useTestEnv } from '../../test/harness';

const env = useTestEnv();
const PEOPLE = 6;

describe.runIf(testDbKind() === 'postgres')('a class message sent by many requests at once on PostgreSQL', () => {
  let owners: ReturnType<TestEnv['caller']>[];

  beforeAll(async () => {
    const other = await env.secondInstance({ poolSize: 20 });
    const token = await env.adminToken();
    owners = [env.caller({ token }), other.caller({ token })];
  });

  it(`200 parallel sends over two instances queue exactly ${PEOPLE} e-mails, one per person`, async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], date: '2032-06-22', startTime: '18:00', maxBookings: 10 });
    await insertBookingRows(
      env.db,
      Array.from({ length: PEOPLE }, (_, i) => ({
        slotId: slot.id,
        classTypeId: mat.id,
        className: 'Mat Pilates Class',
        name: `Racer ${i}`,
        email: `racer-${i}@messages-race.test`,
        phone: '07700 900700',
        status: 'confirmed' as const,
      })),
    );
    const body = { id: slot.id, subject: 'Room change', message: 'Studio 2 tonight.' };

    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => owners[i % 2]!.admin.schedule.message(body)));

    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(PEOPLE);
    for (const r of results) expect(r.sent + r.alreadySent).toBe(PEOPLE);
    const rows = await env.db
      .select({ id: emailOutbox.id, to: emailOutbox.to })
      .from(emailOutbox)
      .where(sql`(${emailOutbox.meta} ->> 'slotId')::int = ${slot.id}`);
    expect(rows.map((r) => r.to).sort()).toEqual(Array.from({ length: PEOPLE }, (_, i) => `racer-${i}@messages-race.test`).sort());
    const queued = await env.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(
        inArray(
          jobs.key,
          rows.map((r) => `email:${r.id}`),
        ),
      );
    expect(queued).toHaveLength(PEOPLE);
    const trail = await env.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'slot.message'), eq(auditLog.entityId, String(slot.id))));
    // Audited where something was sent: the rows' counts add up to the people, each queued once.
    expect(trail.reduce((sum, t) => sum + (t.after as { recipients: number }).recipients, 0)).toBe(PEOPLE);
    expect((await env.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.slotId, slot.id))).length).toBe(PEOPLE);
  });
});
