/**
 * Her time is reserved by the busy-time exclusion constraints, not by a check: PGlite is one session and proves
 * nothing, so this runs on PostgreSQL with two instances (two pools) as two servers would.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import { addDays, londonInstant, londonToday, mondayOf } from '../../../domain/time';
import { rowsOf } from '../../db/client';
import { appointments, busyTimes } from '../../db/schema';
import { type TestEnv, testDbKind, useTestEnv } from '../../test/harness';
import { createServices } from '../container';

const now = new Date();
const health = { answers: PARQ_QUESTIONS.map(() => false), details: '' };
const monday = addDays(mondayOf(londonToday(now)), 35);
const build: Parameters<typeof useTestEnv>[0] = {
  config: { RATE_LIMIT_PER_MINUTE: '0' },
  services: ({ db, config }) => createServices({ db, config, clock: () => now }),
};
const env = useTestEnv(build);

describe.runIf(testDbKind() === 'postgres')('appointments under a rush on PostgreSQL', () => {
  let callers: ReturnType<TestEnv['caller']>[];
  let types: { id: number; durationMinutes: number }[];

  beforeAll(async () => {
    const other = await env.secondInstance({ poolSize: 20 });
    callers = [env.caller(), other.caller()];
    const token = await env.adminToken();
    const admin = env.caller({ token });
    await admin.admin.appointments.setHours([1, 2].map((weekday) => ({ weekday, startTime: '08:00', endTime: '18:00', locationId: null })));
    const studio = (await admin.admin.appointments.listTypes()).find((t) => t.place === 'location')!;
    const extra = await Promise.all([
      admin.admin.appointments.createType({
        name: 'Home 45',
        durationMinutes: 45,
        pricePence: 3500,
        place: 'client_home',
        minNoticeMinutes: 60,
      }),
      admin.admin.appointments.createType({ name: 'Online 30', durationMinutes: 30, pricePence: 0, place: 'online', minNoticeMinutes: 60 }),
    ]);
    types = [studio, ...extra];
  });

  const book = (i: number, typeId: number, start: Date) =>
    callers[i % 2]!.appointments.book({
      typeId,
      start,
      name: `Racer ${i}`,
      email: `racer${i}@example.com`,
      phone: '07700 900123',
      health,
    }).then(
      (r): { ok: boolean; error?: string } => ({ ok: r.success, ...(r.success ? {} : { error: r.message }) }),
      (e: { message: string }): { ok: boolean; error?: string } => ({ ok: false, error: e.message }),
    );

  it('holds exactly one of 200 parallel requests for one time through two instances', async () => {
    const start = londonInstant(monday, '10:00');
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => book(i, types[0]!.id, start)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error === 'That time has just been taken. Please choose another.')).toHaveLength(199);
    const live = await env.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.startsAt, start), inArray(appointments.status, ['held', 'confirmed'])));
    expect(live).toHaveLength(1);
    // The losers were told by the probe or by their claim (decision 814): none left a row behind, in any status.
    expect(await env.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.startsAt, start))).toEqual(live);
  });

  it('lets no two of 200 mixed requests for overlapping times of different types overlap', { timeout: 240_000 }, async () => {
    // Tuesday 08:00-13:00: starts every 15 minutes, three types of 30 to 60 minutes at three kinds of place.
    const day = addDays(monday, 1);
    const starts = Array.from({ length: 20 }, (_, k) =>
      londonInstant(day, `${String(8 + Math.floor(k / 4)).padStart(2, '0')}:${String((k % 4) * 15).padStart(2, '0')}`),
    );
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => book(1000 + i, types[i % 3]!.id, starts[(i * 7) % starts.length]!)),
    );
    const won = results.filter((r) => r.ok).length;
    expect(won).toBeGreaterThan(0);
    const others = results.filter((r) => !r.ok).map((r) => r.error);
    expect(new Set(others)).toEqual(new Set(['That time has just been taken. Please choose another.']));

    const dayStart = londonInstant(day, '00:00');
    const dayEnd = londonInstant(addDays(day, 1), '00:00');
    const live = await env.db
      .select({ id: appointments.id, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
      .from(appointments)
      .where(
        and(
          inArray(appointments.status, ['held', 'confirmed']),
          sql`${appointments.startsAt} >= ${dayStart.toISOString()}::timestamptz and ${appointments.startsAt} < ${dayEnd.toISOString()}::timestamptz`,
        ),
      );
    expect(live).toHaveLength(won);
    // A start claimed and then refused (an overlap at another start) was withdrawn: no row is left of it.
    const [rows] = await env.db
      .execute(
        sql`select count(*)::int as "n" from ${appointments}
          where ${appointments.startsAt} >= ${dayStart.toISOString()}::timestamptz and ${appointments.startsAt} < ${dayEnd.toISOString()}::timestamptz`,
      )
      .then((r) => rowsOf<{ n: number }>(r));
    expect(rows!.n).toBe(won);
    // No two sessions overlap, buffers aside...
    const sorted = [...live].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    for (let k = 1; k < sorted.length; k++) expect(sorted[k]!.startsAt.getTime()).toBeGreaterThanOrEqual(sorted[k - 1]!.endsAt.getTime());
    // ...and no two reserved ranges overlap, nor does a travel range reach another place's session.
    const [clash] = await env.db
      .execute(
        sql`
      select count(*)::int as "n" from ${busyTimes} a join ${busyTimes} b on a."id" < b."id"
      where a."appointment_id" is not null and b."appointment_id" is not null
        and (a."during" && b."during" or (a."place" <> b."place" and (a."travel" && b."during" or b."travel" && a."during")))`,
      )
      .then((r) => rowsOf<{ n: number }>(r));
    expect(clash!.n).toBe(0);
    const reserved = await env.db
      .select({ id: busyTimes.id })
      .from(busyTimes)
      .where(
        inArray(
          busyTimes.appointmentId,
          live.map((l) => l.id),
        ),
      );
    expect(reserved).toHaveLength(won);
  });
});
