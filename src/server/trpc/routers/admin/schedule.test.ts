import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonToday, mondayOf } from '../../../../domain/time';
import { bookings, scheduleSlots } from '../../../db/schema';
import { insertBooking, rejection } from '../../../test/admin-fixtures';
import { expectTrpcError } from '../../../test/expect-error';
import { testDbKind, useTestEnv } from '../../../test/harness';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;
let studioId: number;
let classIds: number[];

// Far from the seeded fortnight, so only this file's slots live there. 4 March 2030 is a Monday.
const DAY = '2030-03-04';

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  studioId = (await admin.admin.locations.list()).find((l) => l.name === 'Main Studio')!.id;
  classIds = (await admin.admin.classTypes.list()).map((c) => c.id);
});

describe('admin.schedule.byDate and range', () => {
  it('lists every slot of a date, inactive ones too, with availability', async () => {
    const monday = mondayOf(londonToday());
    const seeded = await admin.admin.schedule.byDate({ date: monday });
    expect(seeded.map((s) => s.startTime)).toEqual(['09:30', '18:30']);
    await env.db.update(scheduleSlots).set({ isActive: false }).where(eq(scheduleSlots.id, seeded[0]!.id));
    const again = await admin.admin.schedule.byDate({ date: monday });
    expect(again).toHaveLength(2);
    expect(again[0]).toMatchObject({ isActive: false, maxBookings: 10, availableSpots: 10, locationName: 'Main Studio' });
    await env.db.update(scheduleSlots).set({ isActive: true }).where(eq(scheduleSlots.id, seeded[0]!.id));
    expect(await admin.admin.schedule.byDate({ date: '2031-01-01' })).toEqual([]);
  });

  it('answers a month (first to last day) and refuses a backwards or over-long range naming endDate', async () => {
    const monday = mondayOf(londonToday());
    const month = await admin.admin.schedule.range({ startDate: monday, endDate: addDays(monday, 30) });
    expect(month).toHaveLength(22);
    await expect(admin.admin.schedule.range({ startDate: monday, endDate: addDays(monday, 62) })).resolves.toHaveLength(22);
    for (const endDate of [addDays(monday, -1), addDays(monday, 63)]) {
      await expectTrpcError(
        admin.admin.schedule.range({ startDate: monday, endDate }),
        'BAD_REQUEST',
        'endDate: must be on or after startDate, at most 62 days later',
      );
    }
    expect((await rejection(admin.admin.schedule.range({ startDate: '2030-02-30', endDate: DAY }))).code).toBe('BAD_REQUEST');
  });
});

describe('admin.schedule.create', () => {
  it('creates a slot at a location with the defaults (max 1, all classes)', async () => {
    const slot = await admin.admin.schedule.create({ date: DAY, startTime: '06:00', endTime: '07:00', locationId: studioId });
    expect(slot).toMatchObject({
      date: DAY,
      startTime: '06:00',
      endTime: '07:00',
      locationId: studioId,
      locationName: 'Main Studio',
      isVirtualOnly: false,
      allowedClassTypes: [],
      maxBookings: 1,
      availableSpots: 1,
      notes: '',
      isActive: true,
    });
    expect((await admin.admin.schedule.byDate({ date: DAY })).map((s) => s.id)).toContain(slot.id);
  });

  it.each([['virtual'], [''], [null]] as const)('treats location %j as a virtual-only slot', async (locationId) => {
    const date = { virtual: '2030-04-01', '': '2030-04-02', null: '2030-04-03' }[String(locationId)]!;
    const slot = await admin.admin.schedule.create({ date, startTime: '20:00', endTime: '21:00', locationId, isVirtualOnly: false });
    expect(slot).toMatchObject({ locationId: null, locationName: null, isVirtualOnly: true });
  });

  it('stores allowed class types as sorted, de-duplicated ids and the given capacity and notes', async () => {
    const [a, b] = [classIds[3]!, classIds[1]!];
    const slot = await admin.admin.schedule.create({
      date: '2030-04-08',
      startTime: '12:00',
      endTime: '13:00',
      locationId: String(studioId),
      allowedClassTypes: [String(a), String(b), String(a)],
      maxBookings: '6',
      notes: '  Bring water  ',
    });
    expect(slot.allowedClassTypes).toEqual([String(b), String(a)]);
    expect(slot).toMatchObject({ maxBookings: 6, availableSpots: 6, notes: 'Bring water' });
  });

  it('refuses bad input with a message naming the field', async () => {
    const ok = { date: '2030-04-09', startTime: '10:00', endTime: '11:00', locationId: studioId };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ maxBookings: 0 }, 'BAD_REQUEST', /maxBookings/],
      [{ maxBookings: 1.5 }, 'BAD_REQUEST', /maxBookings/],
      [{ allowedClassTypes: ['99999'] }, 'BAD_REQUEST', /^allowedClassTypes: class type 99999 does not exist$/],
      [{ allowedClassTypes: ['abc'] }, 'BAD_REQUEST', /allowedClassTypes/],
      [{ locationId: 99999 }, 'BAD_REQUEST', /^locationId: location 99999 does not exist$/],
      [{ locationId: 99999999999 }, 'BAD_REQUEST', /locationId/],
      [{ endTime: '10:00' }, 'BAD_REQUEST', /^endTime: must be after startTime$/],
      [{ startTime: '25:00' }, 'BAD_REQUEST', /startTime/],
      [{ date: '2030-13-01' }, 'BAD_REQUEST', /date/],
    ];
    for (const [change, code, message] of cases) {
      const error = await rejection(admin.admin.schedule.create({ ...ok, ...change }));
      expect(error.code, JSON.stringify(change)).toBe(code);
      expect(error.message, JSON.stringify(change)).toMatch(message);
    }
    expect(await admin.admin.schedule.byDate({ date: ok.date })).toEqual([]);
  });

  it('refuses an inactive location', async () => {
    const closed = await admin.admin.locations.create({ name: 'Closed Gym', type: 'gym', isActive: false });
    const error = await rejection(
      admin.admin.schedule.create({ date: '2030-04-10', startTime: '10:00', endTime: '11:00', locationId: closed.id }),
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: `locationId: location ${closed.id} is inactive; activate it first` });
  });

  it('refuses a slot overlapping an active one, naming it; touching ends and inactive slots are fine', async () => {
    const date = '2030-03-05'; // a Tuesday
    await admin.admin.schedule.create({ date, startTime: '09:30', endTime: '10:30', locationId: studioId });
    for (const [start, end] of [
      ['10:00', '11:00'],
      ['09:00', '10:00'],
      ['09:45', '10:15'],
      ['09:30', '10:30'],
    ] as const) {
      const error = await rejection(admin.admin.schedule.create({ date, startTime: start, endTime: end, locationId: 'virtual' }));
      expect(error).toMatchObject({ code: 'CONFLICT', message: 'Overlaps the 09:30-10:30 slot at Main Studio on Tuesday 5 March 2030' });
    }
    await admin.admin.schedule.create({ date, startTime: '10:30', endTime: '11:30', locationId: 'virtual' });
    await admin.admin.schedule.create({ date, startTime: '08:30', endTime: '09:30', locationId: studioId });
    const virtualClash = await rejection(admin.admin.schedule.create({ date, startTime: '11:00', endTime: '12:00', locationId: studioId }));
    expect(virtualClash).toMatchObject({ code: 'CONFLICT', message: 'Overlaps the 10:30-11:30 virtual slot on Tuesday 5 March 2030' });
    // An inactive slot may overlap anything: only active slots take the instructor's time.
    const parked = await admin.admin.schedule.create({ date, startTime: '10:00', endTime: '11:00', locationId: studioId, isActive: false });
    expect(parked.isActive).toBe(false);
    expect((await admin.admin.schedule.byDate({ date })).map((s) => `${s.startTime} ${s.isActive}`)).toEqual([
      '08:30 true',
      '09:30 true',
      '10:00 false',
      '10:30 true',
    ]);
  });
});

describe('admin.schedule.update', () => {
  it('changes only the fields sent, and never the time', async () => {
    const slot = await admin.admin.schedule.create({
      date: '2030-05-06',
      startTime: '18:00',
      endTime: '19:00',
      locationId: studioId,
      allowedClassTypes: [String(classIds[0])],
      maxBookings: 4,
      notes: 'Evening',
    });
    const notes = await admin.admin.schedule.update({ id: slot.id, notes: 'Late evening' });
    expect(notes).toMatchObject({
      notes: 'Late evening',
      locationId: studioId,
      maxBookings: 4,
      allowedClassTypes: [String(classIds[0])],
      startTime: '18:00',
    });
    const open = await admin.admin.schedule.update({ id: slot.id, allowedClassTypes: [], maxBookings: 8 });
    expect(open).toMatchObject({ allowedClassTypes: [], maxBookings: 8, availableSpots: 8, notes: 'Late evening' });
    const virtual = await admin.admin.schedule.update({ id: slot.id, isVirtualOnly: true });
    expect(virtual).toMatchObject({ locationId: null, isVirtualOnly: true });
    const back = await admin.admin.schedule.update({ id: slot.id, locationId: studioId, isVirtualOnly: false });
    expect(back).toMatchObject({ locationId: studioId, isVirtualOnly: false, locationName: 'Main Studio' });
    const toVirtual = await admin.admin.schedule.update({ id: slot.id, locationId: 'virtual' });
    expect(toVirtual).toMatchObject({ locationId: null, isVirtualOnly: true });

    for (const field of ['date', 'startTime', 'endTime']) {
      const error = await rejection(admin.admin.schedule.update({ id: slot.id, [field]: field === 'date' ? '2030-05-07' : '20:00' }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toContain(field);
    }
    expect((await admin.admin.schedule.byDate({ date: '2030-05-06' }))[0]).toMatchObject({ startTime: '18:00', endTime: '19:00' });
  });

  it('refuses a capacity below the confirmed bookings and live holds; expired and cancelled ones do not count', async () => {
    const slot = await admin.admin.schedule.create({
      date: '2030-05-07',
      startTime: '09:00',
      endTime: '10:00',
      locationId: studioId,
      maxBookings: 10,
    });
    await insertBooking(env.db, { slotId: slot.id, status: 'confirmed', participantCount: 2 });
    await insertBooking(env.db, { slotId: slot.id, status: 'held' });
    await insertBooking(env.db, { slotId: slot.id, status: 'held', holdExpiresAt: new Date(Date.now() - 60_000) });
    await insertBooking(env.db, { slotId: slot.id, status: 'cancelled' });
    const error = await rejection(admin.admin.schedule.update({ id: slot.id, maxBookings: 2 }));
    expect(error).toMatchObject({
      code: 'CONFLICT',
      message: 'maxBookings: 3 places are already booked on this slot, so it cannot go below 3',
    });
    expect((await admin.admin.schedule.byDate({ date: '2030-05-07' }))[0]).toMatchObject({ maxBookings: 10, availableSpots: 7 });
    await expect(admin.admin.schedule.update({ id: slot.id, maxBookings: 3 })).resolves.toMatchObject({
      maxBookings: 3,
      availableSpots: 0,
    });
  });

  it('refuses reactivating a slot that now overlaps an active one', async () => {
    const date = '2030-05-08';
    const parked = await admin.admin.schedule.create({ date, startTime: '12:00', endTime: '13:00', locationId: studioId, isActive: false });
    await admin.admin.schedule.create({ date, startTime: '12:30', endTime: '13:30', locationId: 'virtual' });
    const error = await rejection(admin.admin.schedule.update({ id: parked.id, isActive: true }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Overlaps the 12:30-13:30 virtual slot on Wednesday 8 May 2030' });
    expect((await admin.admin.schedule.byDate({ date }))[0]!.isActive).toBe(false);
    // Editing an inactive slot's other fields is fine.
    await expect(admin.admin.schedule.update({ id: parked.id, notes: 'parked' })).resolves.toMatchObject({
      notes: 'parked',
      isActive: false,
    });
  });

  it('answers NOT_FOUND for an unknown slot and checks class types and locations', async () => {
    expect((await rejection(admin.admin.schedule.update({ id: 999999, notes: 'x' }))).code).toBe('NOT_FOUND');
    const slot = await admin.admin.schedule.create({ date: '2030-05-09', startTime: '09:00', endTime: '10:00', locationId: studioId });
    expect(await rejection(admin.admin.schedule.update({ id: slot.id, allowedClassTypes: ['424242'] }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'allowedClassTypes: class type 424242 does not exist',
    });
    expect(await rejection(admin.admin.schedule.update({ id: slot.id, locationId: 424242 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'locationId: location 424242 does not exist',
    });
    expect((await rejection(admin.admin.schedule.update({ id: slot.id, maxBookings: 0 }))).code).toBe('BAD_REQUEST');
  });

  it('keeps a slot at a location deactivated since, but will not move a slot to an inactive one', async () => {
    const hall = await admin.admin.locations.create({ name: 'Old Hall', type: 'studio' });
    const slot = await admin.admin.schedule.create({ date: '2030-05-10', startTime: '09:00', endTime: '10:00', locationId: hall.id });
    await admin.admin.locations.setActive({ id: hall.id, isActive: false });
    // The edit form sends every setting back, the unchanged location included.
    await expect(
      admin.admin.schedule.update({ id: slot.id, locationId: hall.id, isVirtualOnly: false, maxBookings: 2 }),
    ).resolves.toMatchObject({
      locationId: hall.id,
      maxBookings: 2,
    });
    const other = await admin.admin.schedule.create({ date: '2030-05-10', startTime: '11:00', endTime: '12:00', locationId: 'virtual' });
    expect(await rejection(admin.admin.schedule.update({ id: other.id, locationId: hall.id }))).toEqual({
      code: 'BAD_REQUEST',
      message: `locationId: location ${hall.id} is inactive; activate it first`,
    });
  });
});

describe('admin.schedule.remove', () => {
  it('deletes a slot nobody booked', async () => {
    const slot = await admin.admin.schedule.create({ date: '2030-06-03', startTime: '09:00', endTime: '10:00', locationId: studioId });
    await expect(admin.admin.schedule.remove({ id: slot.id })).resolves.toEqual({ success: true });
    expect(await admin.admin.schedule.byDate({ date: '2030-06-03' })).toEqual([]);
    expect((await rejection(admin.admin.schedule.remove({ id: slot.id }))).code).toBe('NOT_FOUND');
  });

  it('refuses a slot any booking points at, even a cancelled one', async () => {
    const slot = await admin.admin.schedule.create({ date: '2030-06-04', startTime: '09:00', endTime: '10:00', locationId: studioId });
    const bookingId = await insertBooking(env.db, { slotId: slot.id, status: 'cancelled' });
    const error = await rejection(admin.admin.schedule.remove({ id: slot.id }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'This slot has bookings; deactivate it instead' });
    expect(await admin.admin.schedule.byDate({ date: '2030-06-04' })).toHaveLength(1);
    const [booking] = await env.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toBeDefined();
    await expect(admin.admin.schedule.update({ id: slot.id, isActive: false })).resolves.toMatchObject({ isActive: false });
  });
});

// PGlite is one session: two writers cannot race there, so the database's own guard is proved on PostgreSQL.
describe.runIf(testDbKind() === 'postgres')('overlap races (PostgreSQL)', () => {
  /**
   * Another connection inserts 09:00-10:00 on `date` and keeps its transaction open; `write` runs and is seen
   * waiting on that transaction's lock (in pg_locks, not guessed with a sleep). With `thenInsert` the other
   * transaction then inserts a slot overlapping only our in-progress row, so each waits for the other and
   * PostgreSQL's deadlock detector aborts one. The other then commits, unless it was the one aborted.
   */
  async function raceAgainstOther<T>(date: string, write: () => Promise<T>, thenInsert?: { start: string; end: string }) {
    const other = postgres(env.url!, { max: 1, onnotice: () => {} });
    const watcher = postgres(env.url!, { max: 1, onnotice: () => {} });
    const deadlocks = async () =>
      Number((await watcher`select deadlocks::int as n from pg_stat_database where datname = current_database()`)[0]?.n ?? 0);
    try {
      const deadlocksBefore = await deadlocks();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const insertedP = new Promise<void>((resolve) => (inserted = resolve));
      // The other transaction's row is invisible to our check until it commits; our insert then meets the constraint.
      let otherPid = 0;
      const otherTx = other.begin(async (tx) => {
        otherPid = Number((await tx`select pg_backend_pid()::int as pid`)[0]!.pid);
        await tx`insert into schedule_slots (date, start_time, end_time, location_id, is_virtual_only) values (${date}, '09:00', '10:00', ${studioId}, false)`;
        inserted();
        await held;
        if (thenInsert) {
          await tx`insert into schedule_slots (date, start_time, end_time, location_id, is_virtual_only) values (${date}, ${thenInsert.start}, ${thenInsert.end}, ${studioId}, false)`;
        }
      });
      await insertedP;
      const attempt = write().then(
        (value) => ({ value }),
        (error: unknown) => ({ error: error as { code?: string; message: string } }),
      );
      await expect
        // Only a wait on the other transaction counts: pg_locks is the whole server's, and other files race beside this one.
        .poll(
          async () =>
            Number(
              (
                await watcher`select count(*)::int as n from pg_locks where not granted and ${otherPid}::int = any(pg_blocking_pids(pid))`
              )[0]?.n ?? 0,
            ),
          {
            timeout: 10_000,
            interval: 10,
          },
        )
        .toBeGreaterThan(0);
      release();
      const otherCommitted = await otherTx.then(
        () => true,
        () => false,
      );
      const outcome = await attempt;
      const rows = await env.db.select({ start: scheduleSlots.startTime }).from(scheduleSlots).where(eq(scheduleSlots.date, date));
      // The deadlock really happened (the database counts it; its statistics arrive a moment after the abort).
      if (thenInsert) await expect.poll(deadlocks, { timeout: 10_000, interval: 50 }).toBeGreaterThan(deadlocksBefore);
      return { otherCommitted, outcome, starts: rows.map((r) => r.start).sort() };
    } finally {
      await other.end();
      await watcher.end();
    }
  }

  it('answers CONFLICT naming the slot when another connection inserts the overlapping slot first', async () => {
    const date = '2030-07-01';
    const { otherCommitted, outcome, starts } = await raceAgainstOther(date, () =>
      admin.admin.schedule.create({ date, startTime: '09:30', endTime: '10:30', locationId: 'virtual' }),
    );
    expect(otherCommitted).toBe(true);
    expect(outcome).toMatchObject({
      error: { code: 'CONFLICT', message: 'Overlaps the 09:00-10:00 slot at Main Studio on Monday 1 July 2030' },
    });
    expect(starts).toEqual(['09:00:00']);
  });

  // Our write waited first, so its deadlock check runs first and PostgreSQL aborts it: the retry then waits for
  // the other transaction, which commits, and meets the constraint. Without the retry this answered 500.
  it('answers CONFLICT, not a 500, when the database picks our create as a deadlock victim', async () => {
    const date = '2030-07-04';
    const { otherCommitted, outcome, starts } = await raceAgainstOther(
      date,
      () => admin.admin.schedule.create({ date, startTime: '09:30', endTime: '10:30', locationId: 'virtual' }),
      { start: '10:15', end: '10:45' },
    );
    expect(otherCommitted).toBe(true);
    expect(outcome).toMatchObject({
      error: { code: 'CONFLICT', message: 'Overlaps the 09:00-10:00 slot at Main Studio on Thursday 4 July 2030' },
    });
    expect(starts).toEqual(['09:00:00', '10:15:00']);
  });

  it('answers CONFLICT, not a 500, when the database picks our weekly series as a deadlock victim', async () => {
    const date = '2030-07-05';
    const { otherCommitted, outcome, starts } = await raceAgainstOther(
      date,
      () =>
        admin.admin.schedule.createSeries({
          startDate: date,
          weekdays: [5],
          weeks: 1,
          startTime: '09:30',
          endTime: '10:30',
          locationId: 'virtual',
        }),
      { start: '10:15', end: '10:45' },
    );
    expect(otherCommitted).toBe(true);
    expect(outcome).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: expect.stringMatching(
          /^No slot was created: Overlaps (the 09:00-10:00 slot at Main Studio on Friday 5 July 2030|another active slot on that date)$/,
        ),
      },
    });
    expect(starts).toEqual(['09:00:00', '10:15:00']);
  });

  it('lets exactly one of many simultaneous overlapping creates through; the rest get CONFLICT, never a 500', async () => {
    const date = '2030-07-02';
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        admin.admin.schedule.create({ date, startTime: `09:${String(i * 3).padStart(2, '0')}`, endTime: '10:30', locationId: studioId }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((r) => (r.reason as { code: string }).code)).toEqual(Array(11).fill('CONFLICT'));
    for (const r of lost)
      expect((r.reason as Error).message).toMatch(/^Overlaps the 09:\d\d-10:30 slot at Main Studio on Tuesday 2 July 2030$/);
    const rows = await env.db.select({ id: scheduleSlots.id }).from(scheduleSlots).where(eq(scheduleSlots.date, date));
    expect(rows).toHaveLength(1);
  });

  it('lets one of 200 overlapping creates through two instances at once win; the other 199 get 409, none a 500', async () => {
    const date = '2030-07-03';
    const token = await env.adminToken();
    const first = await env.app();
    const second = (await env.secondInstance({ poolSize: 10 })).app;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? first : second).inject({
          method: 'POST',
          url: '/trpc/admin.schedule.create',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify({
            json: { date, startTime: `09:${String(i % 60).padStart(2, '0')}`, endTime: '10:30', locationId: i % 3 ? studioId : null },
          }),
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500).length, results.find((r) => r.statusCode >= 500)?.body).toBe(0);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    const rows = await env.db.select({ id: scheduleSlots.id }).from(scheduleSlots).where(eq(scheduleSlots.date, date));
    expect(rows).toHaveLength(1);
  });
});
