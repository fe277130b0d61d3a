/**
 * Money the owner takes herself (cash, a bank transfer: POST /api/admin/bookings) has its receipt in the same
 * gapless sequence as card payments, naming how it was paid, for a class or a personal-training session; a
 * complimentary place has none.
 */
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonInstant, londonToday, mondayOf } from '../../../domain/time';
import { orders, receipts } from '../../db/schema';
import { createSlot, seededClassType } from '../../test/booking-fixtures';
import { useTestEnv } from '../../test/harness';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;
let mat: Awaited<ReturnType<typeof seededClassType>>;

const client = (n: string) => ({ name: `In Person ${n}`, email: `in-person-${n}@example.com`, phone: '07700 900457' });

const receiptsOf = async (bookingId: number) =>
  env.db
    .select({ number: receipts.number, kind: receipts.kind, method: receipts.method, amountPence: receipts.amountPence })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .where(eq(orders.bookingId, bookingId))
    .orderBy(receipts.number);
const lastNumber = async () =>
  (await env.db.select({ number: receipts.number }).from(receipts).orderBy(desc(receipts.number)).limit(1))[0]?.number ?? 0;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  mat = await seededClassType(env.db, 'Mat Pilates Class');
});

describe('receipts for payments taken in person', () => {
  it('numbers a cash and a bank-transfer walk-in next in the one sequence, each naming its method', async () => {
    // A card payment first, so the sequence is shared and not one of its own.
    const card = await env
      .caller()
      .bookings.create({ ...client('card'), classTypeId: mat.id, scheduleId: (await createSlot(env.db, { allowed: [mat.id] })).id });
    await env.caller().payments.confirmTest({ clientSecret: card.clientSecret!, cardNumber: '4242424242424242' });
    const before = await lastNumber();

    const cash = await admin.admin.bookings.create({
      scheduleId: (await createSlot(env.db, { allowed: [mat.id] })).id,
      ...client('cash'),
      payment: 'cash',
    });
    const transfer = await admin.admin.bookings.create({
      scheduleId: (await createSlot(env.db, { allowed: [mat.id] })).id,
      ...client('transfer'),
      payment: 'bank_transfer',
    });
    expect(await receiptsOf(cash.id)).toEqual([
      { number: before + 1, kind: 'payment', method: 'Cash (paid in person)', amountPence: mat.pricePence },
    ]);
    expect(await receiptsOf(transfer.id)).toEqual([
      { number: before + 2, kind: 'payment', method: 'Bank transfer', amountPence: mat.pricePence },
    ]);

    // The owner can download it from the bookings list, like any receipt.
    const pdf = await admin.admin.receipts.ofBooking({ ref: cash.ref });
    expect(pdf.receipts.map((r) => r.ref)).toEqual([`R-${before + 1}`]);
  });

  it('gives a complimentary place no receipt, and a cash refund a credit note saying it was given back in cash', async () => {
    const free = await admin.admin.bookings.create({
      scheduleId: (await createSlot(env.db, { allowed: [mat.id] })).id,
      ...client('free'),
      payment: 'complimentary',
    });
    expect(await receiptsOf(free.id)).toEqual([]);

    const cash = await admin.admin.bookings.create({
      scheduleId: (await createSlot(env.db, { allowed: [mat.id] })).id,
      ...client('back'),
      payment: 'cash',
    });
    await admin.admin.bookings.refund({ ref: cash.ref, amountPence: mat.pricePence, idempotencyKey: 'in-person-back' });
    const rows = await receiptsOf(cash.id);
    expect(rows.map((r) => [r.kind, r.method])).toEqual([
      ['payment', 'Cash (paid in person)'],
      ['refund', 'Given back in cash'],
    ]);
    expect(rows[1]!.number).toBe(rows[0]!.number + 1);
  });

  it('gives a personal-training session paid in cash or by transfer its receipt, and its cash refund a credit note', async () => {
    await admin.admin.appointments.setHours(
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '08:00', endTime: '18:00', locationId: null })),
    );
    const single = (await admin.admin.appointments.listTypes()).find((t) => t.name === 'Personal Training - Single Session')!;
    const day = addDays(mondayOf(londonToday()), 49);
    const book = (n: string, days: number, time: string, payment: 'cash' | 'bank_transfer' | 'complimentary') =>
      admin.admin.appointments.create({
        ...client(n),
        typeId: single.id,
        start: londonInstant(addDays(day, days), time),
        payment,
        health: { answers: [false, false, false, false, false, false, false], details: '' },
      });
    const receiptsOfAppointment = (appointmentId: number) =>
      env.db
        .select({ number: receipts.number, kind: receipts.kind, method: receipts.method, amountPence: receipts.amountPence })
        .from(receipts)
        .innerJoin(orders, eq(orders.id, receipts.orderId))
        .where(eq(orders.appointmentId, appointmentId))
        .orderBy(receipts.number);

    const before = await lastNumber();
    const cash = await book('pt-cash', 0, '08:00', 'cash');
    const transfer = await book('pt-transfer', 1, '08:00', 'bank_transfer');
    const free = await book('pt-free', 2, '08:00', 'complimentary');
    expect(await receiptsOfAppointment(cash.appointmentId!)).toEqual([
      { number: before + 1, kind: 'payment', method: 'Cash (paid in person)', amountPence: single.pricePence },
    ]);
    expect(await receiptsOfAppointment(transfer.appointmentId!)).toEqual([
      { number: before + 2, kind: 'payment', method: 'Bank transfer', amountPence: single.pricePence },
    ]);
    expect(await receiptsOfAppointment(free.appointmentId!)).toEqual([]);

    await admin.admin.appointments.cancel({ id: cash.appointmentId!, outcome: 'refund' });
    expect((await receiptsOfAppointment(cash.appointmentId!)).map((r) => [r.kind, r.method, r.number])).toEqual([
      ['payment', 'Cash (paid in person)', before + 1],
      ['refund', 'Given back in cash', before + 3],
    ]);
  });
});
