import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/time';
import { classTypes, scheduleSlots } from '../../db/schema';
import { createSlot, insertBookingRows, seededClassType } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';

const env = useTestEnv();

async function book(
  slotId: number,
  status: 'held' | 'confirmed' | 'cancelled' | 'expired',
  holdExpiresAt: Date | null = null,
  participantCount = 1,
) {
  await insertBookingRows(env.db, [
    { slotId, className: 'x', name: 'Ann', email: 'ann@example.com', phone: '07700 900123', status, holdExpiresAt, participantCount },
  ]);
}

describe('schedule.range (GET /api/location-availability/range/{start}/{end})', () => {
  it('lists active slots with the spec fields and live availability', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const yoga = await seededClassType(env.db, 'Yoga Class');
    const slot = await createSlot(env.db, { allowed: [mat.id, yoga.id], maxBookings: 6, startTime: '18:30' });
    const minute = 60_000;
    await book(slot.id, 'confirmed');
    await book(slot.id, 'confirmed', null, 2);
    await book(slot.id, 'held', new Date(Date.now() + 10 * minute));
    await book(slot.id, 'held', new Date(Date.now() - minute)); // lapsed: no longer counts
    await book(slot.id, 'cancelled');
    await book(slot.id, 'expired');
    const virtual = await createSlot(env.db, { allowed: [], locationId: null, date: addDays(slot.date, 1) });
    await createSlot(env.db, { allowed: [], isActive: false, date: addDays(slot.date, 2) });

    const result = await env.caller().schedule.range({ startDate: slot.date, endDate: addDays(slot.date, 6) });
    expect(result.map((s) => s.id)).toEqual([slot.id, virtual.id]);
    expect(result[0]).toEqual({
      id: slot.id,
      date: slot.date,
      startTime: '18:30',
      endTime: '19:30',
      locationId: expect.any(Number),
      locationName: 'Main Studio',
      isVirtualOnly: false,
      allowedClassTypes: [String(mat.id), String(yoga.id)],
      maxBookings: 6,
      availableSpots: 2,
      notes: '',
      isActive: true,
    });
    expect(result[1]).toMatchObject({
      locationId: null,
      locationName: null,
      isVirtualOnly: true,
      allowedClassTypes: [],
      availableSpots: 10,
    });
  });

  it('answers the same list over the REST path', async () => {
    const slot = await createSlot(env.db, { allowed: [] });
    const app = await env.app();
    const res = await app.inject({ method: 'GET', url: `/api/location-availability/range/${slot.date}/${addDays(slot.date, 6)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      JSON.parse(JSON.stringify(await env.caller().schedule.range({ startDate: slot.date, endDate: addDays(slot.date, 6) }))),
    );
  });

  it('refuses a range over 31 days or backwards, naming the field', async () => {
    const message = 'endDate: must be on or after startDate, at most 31 days later';
    await expectTrpcError(env.caller().schedule.range({ startDate: '2026-01-01', endDate: '2026-02-02' }), 'BAD_REQUEST', message);
    await expectTrpcError(env.caller().schedule.range({ startDate: '2026-01-08', endDate: '2026-01-01' }), 'BAD_REQUEST', message);
    await expect(env.caller().schedule.range({ startDate: '2026-01-01', endDate: '2026-02-01' })).resolves.toBeInstanceOf(Array);
    await expectTrpcError(env.caller().schedule.range({ startDate: '2026-02-30', endDate: '2026-03-01' }), 'BAD_REQUEST', /^startDate: /);

    const app = await env.app();
    const res = await app.inject({ method: 'GET', url: '/api/location-availability/range/2026-01-01/2026-03-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await app.inject({ method: 'GET', url: '/api/location-availability/range/tomorrow/2026-03-01' })).statusCode).toBe(400);
  });
});

describe('classTypes.list (GET /api/class-types)', () => {
  it('shows visitors only active class types, with prices as the spec text', async () => {
    const [hidden] = await env.db
      .insert(classTypes)
      .values({ name: 'Retired Class', duration: '45 minutes', maxParticipants: '5', pricePence: 900, isActive: false })
      .returning({ id: classTypes.id });
    const list = await env.caller().classTypes.list();
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.every((t) => t.isActive)).toBe(true);
    expect(list.some((t) => t.id === hidden!.id)).toBe(false);
    expect(list.find((t) => t.name === 'Reformer Pilates')).toMatchObject({ price: '20.00', pricePence: 2000 });
    await env.db.delete(classTypes).where(eq(classTypes.id, hidden!.id));
  });

  it('keeps slot dates and times as London wall clock through the database', async () => {
    const slot = await createSlot(env.db, { allowed: [], date: '2027-03-28', startTime: '01:30' });
    const [row] = await env.db
      .select({ date: scheduleSlots.date, startTime: scheduleSlots.startTime })
      .from(scheduleSlots)
      .where(eq(scheduleSlots.id, slot.id));
    expect(row).toEqual({ date: '2027-03-28', startTime: '01:30:00' });
    const [listed] = await env.caller().schedule.range({ startDate: '2027-03-28', endDate: '2027-03-28' });
    expect(listed).toMatchObject({ date: '2027-03-28', startTime: '01:30', endTime: '02:30' });
  });
});
