import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { londonInstant } from '../../../domain/time';
import { bookings, creditLots, discountCodes, orders } from '../../db/schema';
import { createServices } from '../container';
import { insertBooking, insertTrainingOrder, rejection } from '../../test/admin-fixtures';
import { seededClassType } from '../../test/booking-fixtures';
import { useTestEnv } from '../../test/harness';

// Friday 5 September 2031, noon in London: the range's classes have ended, the one on the 8th has not.
const NOW = londonInstant('2031-09-05', '12:00');
const env = useTestEnv({ services: ({ db, config }) => createServices({ db, config, clock: () => NOW }) });
let admin: ReturnType<typeof env.caller>;
// Monday 1 September 2031 (British Summer Time): 00:30 in London is still Sunday 31 August in UTC.
const RANGE = { from: '2031-08-25', to: '2031-09-07' };

async function paidOrder(pence: number, at: Date, refundedPence = 0, discountCodeId: number | null = null) {
  const id = await insertTrainingOrder(env.db, { amountPence: pence, createdAt: at });
  await env.db
    .update(orders)
    .set({ paidPence: pence, refundedPence, discountCodeId, discountPence: discountCodeId ? 500 : 0 })
    .where(eq(orders.id, id));
  return id;
}

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  const pilates = await seededClassType(env.db, 'Mat Pilates Class');
  const morning = await admin.admin.schedule.create({
    date: '2031-09-01',
    startTime: '07:00',
    endTime: '08:00',
    locationId: 'virtual',
    maxBookings: 4,
    allowedClassTypes: [String(pilates.id)],
  });
  const evening = await admin.admin.schedule.create({
    date: '2031-09-02',
    startTime: '18:30',
    endTime: '19:30',
    locationId: 'virtual',
    maxBookings: 6,
  });
  // Outside the range: counted nowhere.
  await admin.admin.schedule.create({ date: '2031-09-08', startTime: '07:00', endTime: '08:00', locationId: 'virtual', maxBookings: 10 });

  await insertBooking(env.db, { slotId: morning.id, status: 'confirmed', participantCount: 2, classTypeId: pilates.id });
  await insertBooking(env.db, { slotId: morning.id, status: 'confirmed', classTypeId: pilates.id });
  await insertBooking(env.db, { slotId: morning.id, status: 'cancelled', classTypeId: pilates.id });
  await insertBooking(env.db, { slotId: evening.id, status: 'confirmed' });
  await insertBooking(env.db, { slotId: evening.id, status: 'expired' });

  const [welcome] = await env.db.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, 'WELCOME10'));
  await paidOrder(2000, londonInstant('2031-08-31', '23:30'));
  await paidOrder(3000, londonInstant('2031-09-01', '00:30'), 1000, welcome!.id);
  await paidOrder(4000, londonInstant('2031-09-03', '12:00'), 0, welcome!.id);
  // Unpaid and out-of-range orders are no revenue.
  await insertTrainingOrder(env.db, { amountPence: 9999, createdAt: londonInstant('2031-09-02', '10:00'), paymentStatus: 'pending' });
  await paidOrder(7777, londonInstant('2031-09-08', '00:30'));
});

describe('admin.reports.summary', () => {
  it('sums paid minus refunded by London week and month, an order at 00:30 on the 1st falling in the new week and month', async () => {
    const report = await admin.admin.reports.summary(RANGE);
    expect(report.revenueByWeek).toEqual([
      { period: '2031-08-25', paidPence: 2000, refundedPence: 0, netPence: 2000, orders: 1 },
      { period: '2031-09-01', paidPence: 7000, refundedPence: 1000, netPence: 6000, orders: 2 },
    ]);
    expect(report.revenueByMonth).toEqual([
      { period: '2031-08-01', paidPence: 2000, refundedPence: 0, netPence: 2000, orders: 1 },
      { period: '2031-09-01', paidPence: 7000, refundedPence: 1000, netPence: 6000, orders: 2 },
    ]);
    expect(report.overview).toMatchObject({ paidPence: 9000, refundedPence: 1000, netPence: 8000 });
  });

  it('gives the fill rate of confirmed places per class type and per time of day', async () => {
    const report = await admin.admin.reports.summary(RANGE);
    expect(report.fillByClassType).toEqual([
      { label: 'Mat Pilates Class', slots: 1, placesTaken: 3, places: 4, fillPercent: 75 },
      { label: 'Open class', slots: 1, placesTaken: 1, places: 6, fillPercent: 17 },
    ]);
    expect(report.fillByTimeOfDay).toEqual([
      { label: 'Morning', slots: 1, placesTaken: 3, places: 4, fillPercent: 75 },
      { label: 'Evening', slots: 1, placesTaken: 1, places: 6, fillPercent: 17 },
    ]);
  });

  it('counts discount-code use on paid orders, and says no-shows and pack credits are unknown before any record', async () => {
    const report = await admin.admin.reports.summary(RANGE);
    expect(report.discountUse).toEqual([{ code: 'WELCOME10', orders: 2, discountPence: 1000, paidPence: 7000 }]);
    expect(report.noShows).toEqual({ recorded: false, checkedIn: 0, noShows: 0, endedBookings: 3, ratePercent: null });
    expect(report.packCredits).toEqual({ tracked: false, creditsOutstanding: null, packs: null });
  });

  it("counts the same confirmed class bookings as the bookings list's filter for those dates", async () => {
    const report = await admin.admin.reports.summary(RANGE);
    const list = await admin.admin.bookings.list({ status: 'confirmed', kind: 'class', ...RANGE });
    expect(report.overview.confirmedClassBookings).toBe(3);
    expect(list.total).toBe(report.overview.confirmedClassBookings);
  });

  it('answers the same over REST, and refuses a range longer than two years naming the field', async () => {
    const app = await env.app();
    const token = await env.adminToken();
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/reports?from=${RANGE.from}&to=${RANGE.to}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ overview: { netPence: 8000, confirmedClassBookings: 3 } });
    const error = await rejection(admin.admin.reports.summary({ from: '2029-01-01', to: '2031-09-07' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('to');
  });
});

// After the figures above: these add a class and credit lots of their own.
describe('admin.reports.summary with attendance and credits recorded', () => {
  it('gives the no-show rate over confirmed bookings of ended classes in the range, a class not yet ended counting nowhere', async () => {
    const slots = await admin.admin.schedule.create({
      date: '2031-09-05',
      startTime: '18:00',
      endTime: '19:00',
      locationId: 'virtual',
      maxBookings: 4,
    });
    const tonight = await insertBooking(env.db, { slotId: slots.id, status: 'confirmed' });
    await env.db.update(bookings).set({ noShowAt: NOW }).where(eq(bookings.id, tonight));
    const confirmed = await env.db
      .select({ id: bookings.id, slotId: bookings.slotId })
      .from(bookings)
      .where(eq(bookings.status, 'confirmed'));
    const ended = confirmed.filter((b) => b.id !== tonight);
    await env.db
      .update(bookings)
      .set({ noShowAt: londonInstant('2031-09-01', '08:05') })
      .where(eq(bookings.id, ended[0]!.id));
    await env.db
      .update(bookings)
      .set({ checkedInAt: londonInstant('2031-09-01', '06:55') })
      .where(eq(bookings.id, ended[1]!.id));
    const report = await admin.admin.reports.summary(RANGE);
    // 1 no-show of the 3 ended confirmed bookings; tonight's class has not ended, so its mark does not count yet.
    expect(report.noShows).toEqual({ recorded: true, checkedIn: 1, noShows: 1, endedBookings: 3, ratePercent: 33 });
    await env.db.update(bookings).set({ noShowAt: null }).where(eq(bookings.id, tonight));
  });

  it('sums the credits not yet spent or expired, leaving out spent and expired lots', async () => {
    const lot = { email: 'ann@example.com', scope: 'class' as const, title: '5 class pack', granted: 5 };
    await env.db.insert(creditLots).values([
      { ...lot, remaining: 3, expiresAt: londonInstant('2031-12-01', '00:00') },
      { ...lot, remaining: 1, expiresAt: londonInstant('2031-09-06', '00:00') },
      { ...lot, remaining: 0, expiresAt: londonInstant('2031-12-01', '00:00') },
      { ...lot, remaining: 4, expiresAt: londonInstant('2031-09-05', '00:00') },
    ]);
    const report = await admin.admin.reports.summary(RANGE);
    expect(report.packCredits).toEqual({ tracked: true, creditsOutstanding: 4, packs: 2 });
    await env.db.delete(creditLots);
  });
});
