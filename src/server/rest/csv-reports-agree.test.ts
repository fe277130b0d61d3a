/**
 * The paid-only bookings CSV and the reports add up to the same money for the same dates (decision 570), after
 * real traffic: a paid booking, one cancelled with a part refund, one refunded in full, one the owner cancelled
 * after payment (money kept until she chooses), a class pack bought and part-refunded, and an unpaid hold.
 */
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKINGS_CSV_HEADER } from '../../domain/bookings-csv';
import { addDays, londonToday } from '../../domain/time';
import { creditLedger, emailOutbox, orders } from '../db/schema';
import { createSlot, seededClassType, visitor } from '../test/booking-fixtures';
import { useTestEnv } from '../test/harness';

const env = useTestEnv();
const CARD_OK = '4242424242424242';
let app: Awaited<ReturnType<typeof env.app>>;
let token: string;
let admin: ReturnType<typeof env.caller>;
const refs: Record<string, string> = {};
// Orders are placed now: a range of three London days holds them even if the test runs across midnight.
const FROM = addDays(londonToday(), -1);
const TO = addDays(londonToday(), 1);

async function booking(who: string, pay = true) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
  const res = await env.caller().bookings.create({ ...visitor(who), classTypeId: mat.id, scheduleId: slot.id });
  if (pay) await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: CARD_OK });
  return { id: res.bookingId!, ref: `B-${res.bookingId!}` };
}

/** The CSV's rows as objects keyed by header (RFC 4180 quoting: these cells hold no quotes or line breaks). */
function parse(body: string): Record<string, string>[] {
  const split = (line: string) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '')).slice(0, -1);
  const [header, ...rows] = body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const names = split(header!);
  expect(names).toEqual([...BOOKINGS_CSV_HEADER]);
  return rows.map((line) => Object.fromEntries(split(line).map((cell, i) => [names[i]!, cell])));
}

const pence = (cell: string) => {
  expect(cell).toMatch(/^\d+\.\d{2}$/);
  return Math.round(Number(cell) * 100);
};

beforeAll(async () => {
  token = await env.adminToken();
  admin = env.caller({ token });
  app = await env.app();

  refs.paid = (await booking('agree-paid')).ref;

  // She cancels and gets half back (the terms' 12-24 h band): the business kept £6.00.
  const part = await booking('agree-part');
  await env.services.cancellation.cancelBooking({ bookingId: part.id, refundPence: 600, actor: 'customer', reason: 'Cannot come' });
  refs.part = part.ref;

  const full = await booking('agree-full');
  await admin.admin.bookings.refund({ ref: full.ref, amountPence: 1200, idempotencyKey: 'agree-full' });
  refs.full = full.ref;

  // The owner cancels a paid booking: the money stays until she picks a refund or a credit (decision 510).
  const owner = await booking('agree-owner');
  await admin.admin.bookings.updateStatus({ ref: owner.ref, status: 'cancelled' });
  refs.owner = owner.ref;

  const pack = await admin.admin.packs.create({ name: 'Agree pack', pricePence: 5000, credits: 5, validityDays: 60, classTypeIds: [] });
  const bought = await env
    .caller()
    .packs.buy({ packId: pack.id, name: 'Pat Buyer', email: 'agree-pack@example.com', phone: '07700 900123' });
  await env.caller().payments.confirmTest({ clientSecret: bought.clientSecret, cardNumber: CARD_OK });
  const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.email, 'agree-pack@example.com'));
  refs.pack = `T-${order!.id}`;
  await admin.admin.bookings.refund({ ref: refs.pack, amountPence: 2000, idempotencyKey: 'agree-pack' });

  refs.hold = (await booking('agree-hold', false)).ref;

  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const walkIn = async (who: string, payment: 'cash' | 'bank_transfer' | 'complimentary' | 'card_link') => {
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    return (await admin.admin.bookings.create({ scheduleId: slot.id, name: `Walk ${who}`, email: `${who}@example.com`, payment })).ref;
  };
  refs.cash = await walkIn('agree-cash', 'cash');
  refs.transfer = await walkIn('agree-transfer', 'bank_transfer');
  refs.comp = await walkIn('agree-comp', 'complimentary');
  refs.link = await walkIn('agree-link', 'card_link');
});

const csv = async (query: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/exports/bookings.csv?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return parse(res.body);
};

describe('the paid-only CSV and the reports', () => {
  it('hold the same paid, refunded and net money for the same dates', async () => {
    const rows = await csv(`include=paid&dates=booked&from=${FROM}&to=${TO}`);
    const byRef = Object.fromEntries(rows.map((r) => [r.Reference!, r]));
    // A complimentary place is a confirmed booking (as a free one is): listed, with nothing paid. The card link is unpaid.
    expect(Object.keys(byRef).sort()).toEqual(
      [refs.paid, refs.part, refs.full, refs.owner, refs.pack, refs.cash, refs.transfer, refs.comp].sort(),
    );
    expect(byRef[refs.comp!]).toMatchObject({ Status: 'confirmed', 'Paid (GBP)': '0.00', 'Net (GBP)': '0.00' });
    expect(byRef[refs.cash!]).toMatchObject({ Status: 'confirmed', 'Paid (GBP)': '12.00', 'Net (GBP)': '12.00' });
    expect(byRef[refs.transfer!]).toMatchObject({ Status: 'confirmed', 'Paid (GBP)': '12.00', 'Net (GBP)': '12.00' });
    expect(byRef[refs.part!]).toMatchObject({ Status: 'cancelled', 'Paid (GBP)': '12.00', 'Refunded (GBP)': '6.00', 'Net (GBP)': '6.00' });
    expect(byRef[refs.owner!]).toMatchObject({
      Status: 'cancelled',
      'Paid (GBP)': '12.00',
      'Refunded (GBP)': '0.00',
      'Net (GBP)': '12.00',
    });
    expect(byRef[refs.full!]).toMatchObject({ Status: 'refunded', 'Net (GBP)': '0.00' });
    expect(byRef[refs.pack!]).toMatchObject({ Type: 'Class pack', 'Paid (GBP)': '50.00', 'Refunded (GBP)': '20.00' });

    const sum = (column: string) => rows.reduce((total, r) => total + pence(r[column]!), 0);
    const report = await admin.admin.reports.summary({ from: FROM, to: TO });
    expect({ paidPence: sum('Paid (GBP)'), refundedPence: sum('Refunded (GBP)'), netPence: sum('Net (GBP)') }).toEqual({
      paidPence: report.overview.paidPence,
      refundedPence: report.overview.refundedPence,
      netPence: report.overview.netPence,
    });
    // Four card payments, the cash and the transfer: the complimentary place and the unpaid card link add nothing.
    expect(report.overview).toMatchObject({ paidPence: 6 * 1200 + 5000, refundedPence: 600 + 1200 + 2000 });
  });

  it("by the classes' dates (the list's filter), keeps every booking where money was kept and leaves the hold out", async () => {
    const rows = await csv(`include=paid&from=${addDays(londonToday(), 30)}&to=${addDays(londonToday(), 400)}`);
    const listed = rows.map((r) => r.Reference);
    expect(listed).toEqual(expect.arrayContaining([refs.paid, refs.part, refs.full, refs.owner]));
    expect(listed).not.toContain(refs.hold);
    expect(listed).toEqual(expect.arrayContaining([refs.cash, refs.transfer]));
    // The card link's place is held until she pays: only the whole list has it.
    expect(listed).toContain(refs.comp);
    expect(listed).not.toContain(refs.link);
    // An order with no class has no class date: it is in the booked-date file, not this one.
    expect(listed).not.toContain(refs.pack);
    expect((await csv(`include=all&from=${addDays(londonToday(), 30)}&to=${addDays(londonToday(), 400)}`)).map((r) => r.Reference)).toEqual(
      expect.arrayContaining([refs.hold, refs.link]),
    );
  });

  it('name each row with the reference her e-mails and the manage page print (B- for a class, T- for an order)', async () => {
    const texts = async (to: string) =>
      (await env.db.select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to, to))).map(
        (m) => `${m.subject}\n${m.text}`,
      );
    expect((await texts('visitoragree-paid@example.com')).find((t) => t.startsWith('Booking confirmed'))).toContain(
      `Booking reference: ${refs.paid}`,
    );
    expect((await texts('visitoragree-full@example.com')).find((t) => t.startsWith('Refund:'))).toContain(`Reference: ${refs.full}`);
    const pack = await texts('agree-pack@example.com');
    expect(pack.find((t) => t.startsWith('Your credits'))).toContain(`Reference: ${refs.pack}`);
    expect(pack.find((t) => t.startsWith('Refund:'))).toContain(`Reference: ${refs.pack}`);
    for (const text of [...(await texts('visitoragree-full@example.com')), ...pack]) expect(text).not.toMatch(/reference: \d/i);
  });

  // Runs last: its traffic (credits, a credit instead of a refund, the offer's price) is not in the CSVs above.
  it('never print a booking or an order as a bare number in any e-mail, credits and owner notices included', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    // Credits: given by the owner, proven with a code, spent on a class; the owner cancels it and the credit comes back.
    const email = 'agree-credit@example.com';
    const pack = await admin.admin.packs.create({ name: 'Agree gift', pricePence: 0, credits: 2, validityDays: 30, classTypeIds: [] });
    await admin.admin.packs.grant({ email, packId: pack.id, reason: 'a gift' });
    await env.caller().packs.requestCode({ email });
    const [codeMail] = await env.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, 'Your code to book with a credit%')));
    const { creditToken } = await env.caller().packs.verifyCode({ email, code: /(\d{6})$/.exec(codeMail!.subject)![1]! });
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const spent = await env
      .caller()
      .bookings.createWithCredit({ ...visitor('agree-credit'), email, classTypeId: mat.id, scheduleId: slot.id, creditToken });
    await env.services.cancellation.ownerCancel({ bookingId: spent.bookingId!, by: 'admin', reason: 'Studio closed' });
    // She cancels a paid class in good time and takes a class credit instead of the refund.
    const instead = await booking('agree-instead');
    await env.services.cancellation.cancelBooking({
      bookingId: instead.id,
      refundPence: 0,
      actor: 'customer',
      reason: 'Away',
      creditInsteadOfRefund: true,
    });
    // One card pays the introductory price under two addresses: the owner is told.
    await admin.admin.introOffer.save({ enabled: true, classPence: 500, appointmentPence: 2000 });
    await booking('agree-intro-1');
    await booking('agree-intro-2');

    const mails = await env.db.select({ subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html }).from(emailOutbox);
    const subjects = mails.map((m) => m.subject);
    for (const kind of [
      /^Credit used/,
      /^Credit restored/,
      /^Credit added/,
      /^Your credits/,
      /^Refund:/,
      /^Cancelled:/,
      /^Introductory price paid twice/,
    ])
      expect(subjects, String(kind)).toContainEqual(expect.stringMatching(kind));
    for (const m of mails) expect(`${m.subject}\n${m.text}\n${m.html ?? ''}`, m.subject).not.toMatch(/\b(booking|order) \d/i);
    // The ledger says it the same way (the owner's client page and her data file read these notes).
    const notes = (await env.db.select({ note: creditLedger.note }).from(creditLedger)).map((r) => r.note);
    expect(notes).toContain(`Booking B-${spent.bookingId!}`);
    expect(notes).toContain(`Booking B-${spent.bookingId!} cancelled by the owner`);
    expect(notes).toContain(`Cancelled booking ${instead.ref}: credit instead of a refund`);
    for (const note of notes) expect(note).not.toMatch(/\b(booking|order) \d/i);
  });
});
