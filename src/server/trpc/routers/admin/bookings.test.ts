import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SlotDto } from '../../../../domain/dto';
import { londonToday } from '../../../../domain/time';
import { bookings, classTypes } from '../../../db/schema';
import { insertBooking, insertTrainingOrder, rejection } from '../../../test/admin-fixtures';
import { useTestEnv } from '../../../test/harness';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;
let today: string;
let early: SlotDto;
let late: SlotDto;
let future: SlotDto;
const ids: Record<string, number> = {};
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
/** Every row the filter matches, over one page as big as the test data. */
const rowsOf = async (filter: Parameters<typeof admin.admin.bookings.list>[0] = {}) =>
  (await admin.admin.bookings.list({ pageSize: 200, ...filter })).rows;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  today = londonToday();
  const studioId = (await admin.admin.locations.list())[0]!.id;
  // 06:00 and 21:00 only touch the seeded classes, so they fit on any day of the seeded fortnight.
  early = await admin.admin.schedule.create({ date: today, startTime: '06:00', endTime: '07:00', locationId: studioId, maxBookings: 3 });
  late = await admin.admin.schedule.create({ date: today, startTime: '21:00', endTime: '22:00', locationId: 'virtual', maxBookings: 2 });
  future = await admin.admin.schedule.create({
    date: '2030-11-04',
    startTime: '10:00',
    endTime: '11:00',
    locationId: studioId,
    maxBookings: 1,
  });

  ids.lateConfirmed = await insertBooking(env.db, {
    slotId: late.id,
    name: 'Bea Late',
    email: 'bea@example.com',
    className: 'Stretch & Tone',
    createdAt: at(60),
    order: { amountPence: 1200 },
  });
  ids.earlyConfirmed = await insertBooking(env.db, {
    slotId: early.id,
    name: 'Cara Early',
    email: 'cara@example.org',
    createdAt: at(50),
    participantCount: 2,
    order: { kind: 'class_checkout', amountPence: 2500 },
  });
  ids.earlyCancelled = await insertBooking(env.db, {
    slotId: early.id,
    name: 'Dan Gone',
    email: 'dan@example.com',
    status: 'cancelled',
    createdAt: at(40),
  });
  ids.futureHeld = await insertBooking(env.db, {
    slotId: future.id,
    name: 'Eve 100%',
    email: 'eve@example.com',
    status: 'held',
    createdAt: at(30),
  });
  ids.trainingPaid = await insertTrainingOrder(env.db, {
    name: 'Finn Fit',
    email: 'finn@example.com',
    paymentStatus: 'succeeded',
    createdAt: at(20),
  });
  ids.trainingPending = await insertTrainingOrder(env.db, { name: 'Gail Pending', paymentStatus: 'pending', createdAt: at(10) });
  ids.trainingFailed = await insertTrainingOrder(env.db, { name: 'Hal Failed', paymentStatus: 'failed', createdAt: at(5) });
  ids.trainingRefunded = await insertTrainingOrder(env.db, { name: 'Ida Refunded', paymentStatus: 'refunded', createdAt: at(3) });
});

describe('admin.bookings.list', () => {
  it('shows class bookings and training orders together, newest first, marked by kind', async () => {
    const list = await rowsOf();
    expect(list.map((b) => b.name)).toEqual([
      'Ida Refunded',
      'Hal Failed',
      'Gail Pending',
      'Finn Fit',
      'Eve 100%',
      'Dan Gone',
      'Cara Early',
      'Bea Late',
    ]);
    expect(list.find((b) => b.name === 'Bea Late')).toEqual({
      id: ids.lateConfirmed,
      ref: `B-${ids.lateConfirmed}`,
      kind: 'booking',
      name: 'Bea Late',
      email: 'bea@example.com',
      phone: '07700 900123',
      className: 'Stretch & Tone',
      classDate: today,
      classTime: '21:00',
      locationName: null,
      participantCount: 1,
      specialRequests: '',
      status: 'confirmed',
      amountPence: 1200,
      orderId: expect.any(Number),
      paidPence: 0,
      refundedPence: 0,
      sessionType: null,
      discountCode: null,
      paid: false,
      checkedIn: false,
      partyRef: null,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(list.find((b) => b.name === 'Cara Early')).toMatchObject({
      kind: 'class_checkout',
      locationName: 'Main Studio',
      participantCount: 2,
      amountPence: 2500,
    });
    expect(list.find((b) => b.name === 'Dan Gone')).toMatchObject({ kind: 'booking', amountPence: null, status: 'cancelled' });
    expect(list.find((b) => b.name === 'Finn Fit')).toMatchObject({
      id: ids.trainingPaid,
      ref: `T-${ids.trainingPaid}`,
      kind: 'training',
      className: 'Personal Training - Single Session',
      classDate: null,
      classTime: null,
      status: 'confirmed',
      amountPence: 4000,
      sessionType: 'single',
    });
  });

  it("derives a training order's status from its latest payment", async () => {
    const status = Object.fromEntries((await rowsOf()).filter((b) => b.kind === 'training').map((b) => [b.name, b.status]));
    expect(status).toEqual({ 'Finn Fit': 'confirmed', 'Gail Pending': 'held', 'Hal Failed': 'cancelled', 'Ida Refunded': 'refunded' });
  });

  it('searches name or e-mail, case-insensitively, taking % and _ literally', async () => {
    expect((await rowsOf({ search: 'cara' })).map((b) => b.name)).toEqual(['Cara Early']);
    expect((await rowsOf({ search: 'EXAMPLE.ORG' })).map((b) => b.name)).toEqual(['Cara Early']);
    expect((await rowsOf({ search: 'finn@' })).map((b) => b.name)).toEqual(['Finn Fit']);
    expect((await rowsOf({ search: '100%' })).map((b) => b.name)).toEqual(['Eve 100%']);
    expect(await rowsOf({ search: '%' })).toHaveLength(1);
    expect(await rowsOf({ search: '_' })).toEqual([]);
  });

  it('filters by class date (training orders have none) and by status', async () => {
    expect((await rowsOf({ date: today })).map((b) => b.name)).toEqual(['Dan Gone', 'Cara Early', 'Bea Late']);
    expect((await rowsOf({ date: '2030-11-04' })).map((b) => b.name)).toEqual(['Eve 100%']);
    expect((await rowsOf({ status: 'confirmed' })).map((b) => b.name)).toEqual(['Finn Fit', 'Cara Early', 'Bea Late']);
    expect((await rowsOf({ status: 'held' })).map((b) => b.name)).toEqual(['Gail Pending', 'Eve 100%']);
    expect((await rowsOf({ status: 'cancelled', date: today })).map((b) => b.name)).toEqual(['Dan Gone']);
    expect((await rowsOf({ status: 'cancelled', search: 'hal' })).map((b) => b.name)).toEqual(['Hal Failed']);
    expect(await rowsOf({ status: 'expired' })).toEqual([]);
  });

  it('finds a row by its reference, never the other kind with the same number', async () => {
    expect((await rowsOf({ search: `B-${ids.lateConfirmed}` })).map((b) => b.name)).toEqual(['Bea Late']);
    expect((await rowsOf({ search: `t${ids.trainingPaid}` })).map((b) => b.name)).toEqual(['Finn Fit']);
    expect(await rowsOf({ search: 'B-999999' })).toEqual([]);
    await expect(admin.admin.bookings.byRef({ ref: `T-${ids.trainingPending}` })).resolves.toMatchObject({
      name: 'Gail Pending',
      kind: 'training',
    });
    // A class booking's id is never read as a training order's.
    expect((await rejection(admin.admin.bookings.byRef({ ref: 'T-999999' }))).code).toBe('NOT_FOUND');
  });

  it('finds a bare number as the row of each kind with that id (35 finds B-35 and T-35)', async () => {
    const all = await rowsOf();
    const both = all.find((r) => r.ref.startsWith('B-') && all.some((o) => o.ref === `T-${r.id}`));
    expect(both, 'a class booking and an order share an id').toBeDefined();
    for (const n of [both!.id, ids.lateConfirmed, ids.trainingPaid]) {
      // Its own id, or a name or e-mail holding the digits ('Eve 100%' for 1).
      const expected = all.filter((r) => r.id === n || `${r.name} ${r.email}`.includes(String(n))).map((r) => r.ref);
      expect((await rowsOf({ search: String(n) })).map((r) => r.ref).sort()).toEqual(expected.sort());
    }
    expect((await rowsOf({ search: String(both!.id) })).map((r) => r.ref)).toEqual(
      expect.arrayContaining([`B-${both!.id}`, `T-${both!.id}`]),
    );
  });

  it('filters by kind and by a class-date range', async () => {
    expect((await rowsOf({ kind: 'training' })).map((b) => b.name)).toEqual(['Ida Refunded', 'Hal Failed', 'Gail Pending', 'Finn Fit']);
    expect((await rowsOf({ kind: 'class', status: 'confirmed' })).map((b) => b.name)).toEqual(['Cara Early', 'Bea Late']);
    expect((await rowsOf({ from: today, to: '2030-11-04' })).map((b) => b.name)).toEqual([
      'Eve 100%',
      'Dan Gone',
      'Cara Early',
      'Bea Late',
    ]);
    expect((await rowsOf({ from: '2030-11-01' })).map((b) => b.name)).toEqual(['Eve 100%']);
    expect((await rejection(admin.admin.bookings.list({ from: '2030-11-04', to: '2030-11-01' }))).message).toContain('to');
  });

  it('pages in the database: pages of both kinds follow one another with nothing repeated or lost, and the total covers them all', async () => {
    const all = (await rowsOf()).map((b) => b.ref);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const result = await admin.admin.bookings.list({ page, pageSize: 3 });
      expect(result).toMatchObject({ total: 8, page, pageSize: 3 });
      seen.push(...result.rows.map((b) => b.ref));
    }
    expect(seen).toEqual(all);
    expect((await admin.admin.bookings.list({ page: 9, pageSize: 3 })).rows).toEqual([]);
    expect((await admin.admin.bookings.list({ kind: 'training', pageSize: 2, page: 2 })).rows.map((b) => b.name)).toEqual([
      'Gail Pending',
      'Finn Fit',
    ]);
    expect((await rejection(admin.admin.bookings.list({ pageSize: 201 }))).message).toContain('pageSize');
  });

  it('refuses a bad filter naming the field', async () => {
    const badStatus = await rejection(admin.admin.bookings.list({ status: 'paid' as never }));
    expect(badStatus.code).toBe('BAD_REQUEST');
    expect(badStatus.message).toContain('status');
    expect((await rejection(admin.admin.bookings.list({ date: '04/11/2030' }))).message).toContain('date');
  });
});

describe('admin.bookings.today and stats', () => {
  it("answers today's class bookings in class-time order", async () => {
    expect((await admin.admin.bookings.today()).map((b) => `${b.classTime} ${b.name}`)).toEqual([
      '06:00 Cara Early',
      '06:00 Dan Gone',
      '21:00 Bea Late',
    ]);
  });

  it('counts paid business: confirmed bookings today and in all, paid training, active class types, the 5 newest', async () => {
    const stats = await admin.admin.bookings.stats();
    expect(stats.todaysClasses).toBe(2);
    expect(stats.totalBookings).toBe(3);
    expect(stats.activeClasses).toBe(10);
    expect(stats.recent.map((b) => b.name)).toEqual(['Finn Fit', 'Cara Early', 'Bea Late']);

    const [first] = await env.db.select({ id: classTypes.id }).from(classTypes).limit(1);
    await env.db.update(classTypes).set({ isActive: false }).where(eq(classTypes.id, first!.id));
    expect((await admin.admin.bookings.stats()).activeClasses).toBe(9);
    await env.db.update(classTypes).set({ isActive: true }).where(eq(classTypes.id, first!.id));
  });

  it('keeps recent bookings to five', async () => {
    const slot = await admin.admin.schedule.create({
      date: '2030-11-05',
      startTime: '10:00',
      endTime: '11:00',
      locationId: 'virtual',
      maxBookings: 10,
    });
    for (let i = 0; i < 6; i++) await insertBooking(env.db, { slotId: slot.id, name: `Batch ${i}`, createdAt: at(1 - i / 10) });
    const stats = await admin.admin.bookings.stats();
    expect(stats.recent.map((b) => b.name)).toEqual(['Batch 5', 'Batch 4', 'Batch 3', 'Batch 2', 'Batch 1']);
    expect(stats.totalBookings).toBe(9);
    await env.db.delete(bookings).where(eq(bookings.slotId, slot.id));
  });
});

describe('admin.bookings.updateStatus', () => {
  it('changes a class booking and answers the updated row', async () => {
    const updated = await admin.admin.bookings.updateStatus({ ref: ids.lateConfirmed!, status: 'cancelled' });
    expect(updated).toMatchObject({ id: ids.lateConfirmed, name: 'Bea Late', status: 'cancelled', amountPence: 1200 });
    expect((await admin.admin.schedule.byDate({ date: today })).find((s) => s.id === late.id)!.availableSpots).toBe(2);
    await expect(admin.admin.bookings.updateStatus({ ref: ids.lateConfirmed!, status: 'confirmed' })).resolves.toMatchObject({
      status: 'confirmed',
    });
    expect((await admin.admin.schedule.byDate({ date: today })).find((s) => s.id === late.id)!.availableSpots).toBe(1);
  });

  it('refuses to give a place back when the class is full', async () => {
    // The early slot holds 3: Cara's 2 places are confirmed, so Dan's cancelled booking fits once more...
    await admin.admin.bookings.updateStatus({ ref: ids.earlyCancelled!, status: 'confirmed' });
    await admin.admin.bookings.updateStatus({ ref: ids.earlyCancelled!, status: 'cancelled' });
    // ...but not after someone else took the last place.
    await insertBooking(env.db, { slotId: early.id, name: 'Jo Last', status: 'held' });
    const error = await rejection(admin.admin.bookings.updateStatus({ ref: ids.earlyCancelled!, status: 'confirmed' }));
    expect(error).toEqual({ code: 'CONFLICT', message: 'This class is fully booked, so this booking cannot take a place again' });
    const [row] = await env.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, ids.earlyCancelled!));
    expect(row!.status).toBe('cancelled');
    // Confirming a live hold takes no extra place, so a full class does not block it.
    await expect(admin.admin.bookings.updateStatus({ ref: ids.earlyConfirmed!, status: 'held' })).resolves.toMatchObject({
      status: 'held',
    });
    await expect(admin.admin.bookings.updateStatus({ ref: ids.earlyConfirmed!, status: 'confirmed' })).resolves.toMatchObject({
      status: 'confirmed',
    });
  });

  it('gives an expired hold set back to held a fresh expiry, so it counts again', async () => {
    const slot = await admin.admin.schedule.create({
      date: '2030-11-06',
      startTime: '10:00',
      endTime: '11:00',
      locationId: 'virtual',
      maxBookings: 2,
    });
    const id = await insertBooking(env.db, { slotId: slot.id, status: 'held', holdExpiresAt: new Date(Date.now() - 60_000) });
    expect((await admin.admin.schedule.byDate({ date: '2030-11-06' }))[0]!.availableSpots).toBe(2);
    await admin.admin.bookings.updateStatus({ ref: id, status: 'expired' });
    await admin.admin.bookings.updateStatus({ ref: id, status: 'held' });
    const [row] = await env.db.select({ holdExpiresAt: bookings.holdExpiresAt }).from(bookings).where(eq(bookings.id, id));
    expect(row!.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + (env.config.HOLD_MINUTES - 1) * 60_000);
    expect((await admin.admin.schedule.byDate({ date: '2030-11-06' }))[0]!.availableSpots).toBe(1);
  });

  it('changes a training order too: cancelled, or confirmed when paid in person, never refunded by hand', async () => {
    const pending = `T-${ids.trainingPending}`;
    await expect(admin.admin.bookings.updateStatus({ ref: pending, status: 'confirmed' })).resolves.toMatchObject({
      ref: pending,
      status: 'confirmed',
    });
    expect((await rowsOf({ kind: 'training', status: 'confirmed' })).map((b) => b.name)).toEqual(['Gail Pending', 'Finn Fit']);
    await expect(admin.admin.bookings.updateStatus({ ref: pending, status: 'cancelled' })).resolves.toMatchObject({ status: 'cancelled' });
    const held = await rejection(admin.admin.bookings.updateStatus({ ref: pending, status: 'held' }));
    expect(held).toEqual({ code: 'BAD_REQUEST', message: 'status: a training order is either confirmed or cancelled' });
    const refunded = await rejection(admin.admin.bookings.updateStatus({ ref: `T-${ids.trainingRefunded}`, status: 'confirmed' }));
    expect(refunded).toEqual({ code: 'CONFLICT', message: "status: a refunded order follows its refund and cannot be set to 'confirmed'" });
    const byHand = await rejection(admin.admin.bookings.updateStatus({ ref: pending, status: 'refunded' as never }));
    expect(byHand.code).toBe('BAD_REQUEST');
    // The class booking with the same number is untouched.
    expect((await rejection(admin.admin.bookings.updateStatus({ ref: 'T-999999', status: 'cancelled' }))).code).toBe('NOT_FOUND');
    await admin.admin.bookings.updateStatus({ ref: pending, status: 'confirmed' });
    expect((await admin.admin.bookings.stats()).totalBookings).toBe((await admin.admin.bookings.list({ status: 'confirmed' })).total);
  });

  it('answers NOT_FOUND for an unknown booking and BAD_REQUEST for an unknown status', async () => {
    expect((await rejection(admin.admin.bookings.updateStatus({ ref: 999999, status: 'cancelled' }))).code).toBe('NOT_FOUND');
    const error = await rejection(admin.admin.bookings.updateStatus({ ref: ids.lateConfirmed!, status: 'paid' as never }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain("status must be one of held, confirmed, cancelled, expired ('refunded' comes from a refund)");
  });
});
