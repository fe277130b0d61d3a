import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARQ_QUESTIONS } from '../../../../domain/appointments/rules';
import { addDays, londonInstant, londonToday } from '../../../../domain/time';
import {
  appointments,
  appointmentTypes,
  auditLog,
  clientNotes,
  creditLots,
  enquiries,
  orders,
  payments,
  refunds,
} from '../../../db/schema';
import { eraseEmail } from '../../../services/customers/erasure';
import { rejection } from '../../../test/admin-fixtures';
import { createSlot, insertBookingRows, seededClassType } from '../../../test/booking-fixtures';
import { TEST_ADMIN, useTestEnv } from '../../../test/harness';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;

const today = londonToday();
const day = (n: number) => addDays(today, n);
// Her address is typed with capitals and spaces on one booking: a client is the trimmed, lower-case address.
const ANN = { name: 'Ann Example', email: 'ann.example@clients.test', phone: '07700 900555' };
const BEA = { name: 'Bea Other', email: 'bea.other@clients.test', phone: '07700 900777' };

const ids = {} as {
  attended: number;
  noShow: number;
  started: number;
  coming: number;
  cancelled: number;
  bea: number;
  erased: number;
  packOrder: number;
  appointmentPast: number;
  appointmentComing: number;
};

async function order(values: Partial<typeof orders.$inferInsert> & { email: string; paidPence: number }) {
  const [row] = await env.db
    .insert(orders)
    .values({
      kind: 'booking',
      description: 'Mat Pilates Class',
      name: ANN.name,
      phone: ANN.phone,
      originalPence: values.paidPence,
      amountPence: values.paidPence,
      ...values,
    })
    .returning({ id: orders.id });
  return row!.id;
}

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = async (n: number) =>
    (await createSlot(env.db, { allowed: [mat.id], date: day(n), startTime: '21:15', locationId: null })).id;
  const booking = (slotId: number, who: typeof ANN, extra: Record<string, unknown> = {}) => ({
    slotId,
    classTypeId: mat.id,
    className: 'Mat Pilates Class',
    ...who,
    status: 'confirmed' as const,
    ...extra,
  });
  [ids.attended, ids.noShow, ids.started, ids.coming, ids.cancelled] = (await insertBookingRows(env.db, [
    booking(await slot(-30), { ...ANN, email: '  Ann.Example@Clients.TEST ' }, { checkedInAt: londonInstant(day(-30), '21:10') }),
    booking(await slot(-10), ANN, { noShowAt: londonInstant(day(-10), '22:20') }),
    booking(await slot(-5), ANN),
    booking(await slot(10), ANN),
    booking(await slot(-20), ANN, { status: 'cancelled' }),
  ])) as [number, number, number, number, number];
  ids.bea = (await insertBookingRows(env.db, [booking(await slot(-40), BEA)]))[0]!;
  // An erased client's booking: no address, never a client of the list.
  ids.erased = (await insertBookingRows(env.db, [booking(await slot(-41), { name: 'Erased on request', email: '', phone: '' })]))[0]!;

  // Money: £12 paid for the attended class; £12 paid and £6 refunded on the cancelled one; a £50 pack.
  await order({ email: ANN.email, bookingId: ids.attended, paidPence: 1200 });
  const cancelledOrder = await order({ email: ANN.email, bookingId: ids.cancelled, paidPence: 1200, refundedPence: 600 });
  ids.packOrder = await order({ email: ANN.email, kind: 'pack', description: 'Five classes', paidPence: 5000 });
  await order({ email: BEA.email, name: BEA.name, phone: BEA.phone, bookingId: ids.bea, paidPence: 900 });
  const [payment] = await env.db
    .insert(payments)
    .values({ orderId: cancelledOrder, provider: 'test', providerPaymentId: 'pi_clients_1', amountPence: 1200, status: 'succeeded' })
    .returning({ id: payments.id });
  await env.db.insert(refunds).values({
    orderId: cancelledOrder,
    paymentId: payment!.id,
    amountPence: 600,
    reason: 'owner',
    status: 'succeeded',
    idempotencyKey: 'clients-refund-1',
    createdBy: 'owner',
  });

  // Credits: 3 live, 2 lapsed.
  await env.db.insert(creditLots).values([
    { email: ANN.email, scope: 'class', title: 'Five classes', granted: 5, remaining: 3, expiresAt: londonInstant(day(30), '00:00') },
    { email: ANN.email, scope: 'class', title: 'Old pack', granted: 5, remaining: 2, expiresAt: londonInstant(day(-1), '00:00') },
  ]);

  // A session she had (with her PAR-Q answers) and one to come.
  const [type] = await env.db.select({ id: appointmentTypes.id, name: appointmentTypes.name }).from(appointmentTypes).limit(1);
  const health = { answers: PARQ_QUESTIONS.map((_, i) => i === 4), details: 'Old knee injury' };
  const appointment = (n: number, extra: Partial<typeof appointments.$inferInsert> = {}) => ({
    typeId: type!.id,
    typeName: type!.name,
    startsAt: londonInstant(day(n), '07:00'),
    endsAt: londonInstant(day(n), '08:00'),
    place: 'online' as const,
    ...ANN,
    status: 'confirmed' as const,
    ...extra,
  });
  [ids.appointmentPast, ids.appointmentComing] = (
    await env.db
      .insert(appointments)
      .values([appointment(-3, { health }), appointment(12)])
      .returning({ id: appointments.id })
  ).map((r) => r.id) as [number, number];

  // Her latest word: an enquiry with her number written the international way.
  await env.db.insert(enquiries).values({ name: ANN.name, email: ANN.email, phone: '+44 7700 900555', message: 'Weekend classes?' });
});

describe('admin.clients.list', () => {
  it('sums each client from her bookings, appointments, orders, credits and enquiries, one row per address', async () => {
    const page = await admin.admin.clients.list({ search: 'clients.test' });
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.email)).toEqual([ANN.email, BEA.email]);
    expect(page.rows[0]).toEqual({
      email: ANN.email,
      name: ANN.name,
      phone: '+44 7700 900555',
      firstVisit: londonInstant(day(-30), '21:15'),
      lastVisit: londonInstant(day(-3), '07:00'),
      visits: 3,
      noShows: 1,
      spendPence: 1200 + 600 + 5000,
      creditBalance: 3,
      lastSeen: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(page.rows[1]).toMatchObject({ name: BEA.name, visits: 1, noShows: 0, spendPence: 900, creditBalance: 0 });
  });

  it('leaves out erased rows', async () => {
    const all = await admin.admin.clients.list({ pageSize: 200 });
    expect(all.rows.some((r) => r.email === '' || r.name === 'Erased on request')).toBe(false);
  });

  it('finds her by name, e-mail, phone (spaces and +44 ignored) and each kind of reference', async () => {
    const found = async (search: string) => (await admin.admin.clients.list({ search })).rows.map((r) => r.email);
    expect(await found('ann exam')).toEqual([ANN.email]);
    expect(await found('ANN.EXAMPLE@')).toEqual([ANN.email]);
    expect(await found('07700900555')).toEqual([ANN.email]);
    expect(await found('+44 7700 900 777')).toEqual([BEA.email]);
    expect(await found(`B-${ids.noShow}`)).toEqual([ANN.email]);
    expect(await found(`b${ids.bea}`)).toEqual([BEA.email]);
    expect(await found(`A-${ids.appointmentPast}`)).toEqual([ANN.email]);
    expect(await found(`T-${ids.packOrder}`)).toEqual([ANN.email]);
    expect(await found(String(ids.bea))).toContain(BEA.email);
    expect(await found('nobody-like-this')).toEqual([]);
    expect(await found(`B-${ids.erased}`)).toEqual([]);
  });

  it('pages in the database and counts the matches', async () => {
    const first = await admin.admin.clients.list({ search: 'clients.test', pageSize: 1 });
    const second = await admin.admin.clients.list({ search: 'clients.test', pageSize: 1, page: 2 });
    const past = await admin.admin.clients.list({ search: 'clients.test', pageSize: 1, page: 3 });
    expect([first.rows.map((r) => r.email), second.rows.map((r) => r.email), past.rows]).toEqual([[ANN.email], [BEA.email], []]);
    expect([first.total, second.total, past.total]).toEqual([2, 2, 2]);
  });

  it('refuses a bad page size naming the field', async () => {
    const error = await rejection(admin.admin.clients.list({ pageSize: 0 }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('pageSize');
  });
});

describe('admin.clients.byKey', () => {
  it('shows her history, attendance, credits, refunds, enquiries and PAR-Q answers, by address or by reference', async () => {
    const page = await admin.admin.clients.byKey({ client: 'Ann.Example@clients.test' });
    expect(await admin.admin.clients.byKey({ client: `B-${ids.started}` })).toEqual(page);
    expect(await admin.admin.clients.byKey({ client: `A-${ids.appointmentComing}` })).toEqual(page);
    expect(page.client).toMatchObject({ email: ANN.email, visits: 3, spendPence: 6800 });
    expect(page.bookings.map((b) => b.ref)).toEqual(
      [ids.coming, ids.started, ids.noShow, ids.cancelled, ids.attended].map((n) => `B-${n}`),
    );
    expect(page.appointments.map((a) => a.ref)).toEqual([`A-${ids.appointmentComing}`, `A-${ids.appointmentPast}`]);
    expect(page.orders.map((o) => [o.ref, o.paidPence - o.refundedPence]).sort()).toEqual(
      [
        [`B-${ids.attended}`, 1200],
        [`B-${ids.cancelled}`, 600],
        [`T-${ids.packOrder}`, 5000],
      ].sort(),
    );
    expect(page.refunds).toEqual([expect.objectContaining({ ref: `B-${ids.cancelled}`, amountPence: 600, status: 'succeeded' })]);
    expect(page.attendance.map((a) => [a.ref, a.state])).toEqual([
      [`B-${ids.noShow}`, 'no_show'],
      [`B-${ids.attended}`, 'attended'],
    ]);
    expect(page.credits.map((l) => [l.title, l.remaining, l.expired])).toEqual([
      ['Five classes', 3, false],
      ['Old pack', 2, true],
    ]);
    expect(page.enquiries).toEqual([expect.objectContaining({ message: 'Weekend classes?', handled: false })]);
    expect(page.health).toEqual([
      expect.objectContaining({ ref: `A-${ids.appointmentPast}`, details: 'Old knee injury', flagged: true, questions: PARQ_QUESTIONS }),
    ]);
  });

  it('answers NOT_FOUND for an address nobody used and BAD_REQUEST for what is neither an address nor a reference', async () => {
    expect((await rejection(admin.admin.clients.byKey({ client: 'stranger@clients.test' }))).code).toBe('NOT_FOUND');
    expect((await rejection(admin.admin.clients.byKey({ client: `B-${ids.erased}` }))).code).toBe('NOT_FOUND');
    const bad = await rejection(admin.admin.clients.byKey({ client: 'not a key' }));
    expect(bad.code).toBe('BAD_REQUEST');
    expect(bad.message).toContain('client');
  });
});

describe('admin.clients notes', () => {
  it('adds and removes a private note, each audited with the author and without the words', async () => {
    const note = await admin.admin.clients.addNote({ client: ANN.email, text: 'Likes the front row' });
    expect(note).toMatchObject({ text: 'Likes the front row', author: TEST_ADMIN.username });
    expect((await admin.admin.clients.byKey({ client: ANN.email })).notes).toEqual([note]);
    const [created] = await env.db.select().from(auditLog).where(eq(auditLog.action, 'client_note.create'));
    expect(created).toMatchObject({ actor: TEST_ADMIN.username, entity: 'client_note', entityId: String(note.id) });
    expect(JSON.stringify(created)).not.toContain('front row');
    const trail = await admin.admin.audit.list({ entity: 'client_note' });
    expect(trail.rows[0]!.summary).toBe(`Added a private note on ${ANN.email}`);

    // Another client's path cannot remove it.
    expect((await rejection(admin.admin.clients.removeNote({ client: BEA.email, id: note.id }))).code).toBe('NOT_FOUND');
    await expect(admin.admin.clients.removeNote({ client: ANN.email, id: note.id })).resolves.toEqual({ id: note.id, removed: true });
    expect((await admin.admin.clients.byKey({ client: ANN.email })).notes).toEqual([]);
    const [removed] = await env.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client_note.delete'), eq(auditLog.entityId, String(note.id))));
    expect(removed).toMatchObject({ actor: TEST_ADMIN.username });
    expect((await rejection(admin.admin.clients.removeNote({ client: ANN.email, id: note.id }))).code).toBe('NOT_FOUND');
  });

  it('refuses an empty note naming the field, and a note on nobody', async () => {
    const empty = await rejection(admin.admin.clients.addNote({ client: ANN.email, text: '   ' }));
    expect(empty.code).toBe('BAD_REQUEST');
    expect(empty.message).toContain('text');
    expect((await rejection(admin.admin.clients.addNote({ client: 'stranger@clients.test', text: 'Hi' }))).code).toBe('NOT_FOUND');
  });

  it('needs an admin token', async () => {
    expect((await rejection(env.caller().admin.clients.list({}))).code).toBe('UNAUTHORIZED');
  });

  it('erasure takes her notes, and she leaves the list', async () => {
    await admin.admin.clients.addNote({ client: BEA.email, text: 'Pays in cash' });
    await env.db.transaction((tx) => eraseEmail(tx, BEA.email, new Date()));
    expect(await env.db.select().from(clientNotes).where(eq(clientNotes.email, BEA.email))).toEqual([]);
    expect((await admin.admin.clients.list({ search: 'clients.test' })).rows.map((r) => r.email)).toEqual([ANN.email]);
  });
});
