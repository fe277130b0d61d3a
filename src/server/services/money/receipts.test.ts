import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders, payments, receipts, siteContent } from '../../db/schema';
import { createSlot, seededClassType } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';
import { accountSessionFor } from '../../test/account-fixtures';

const env = useTestEnv({ config: { PUBLIC_URL: 'https://studio.test', BUSINESS_NAME: 'Config Name Studio' } });
const CARD_OK = '4242424242424242';
const dir = mkdtempSync(path.join(tmpdir(), 'receipts-'));
let app: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  app = await env.app();
  adminToken = await env.adminToken();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The text of a PDF as poppler reads it (what a customer's viewer shows), on one line per row. */
function pdfText(bytes: Uint8Array | Buffer): string {
  const file = path.join(dir, `r-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

const sessionFor = (email: string) => accountSessionFor(env, email);

/** Books and pays a class as a visitor does; returns the booking id and the order's amount. */
async function paidBooking(who: { name: string; email: string }, opts: { className?: string } = {}) {
  const mat = await seededClassType(env.db, opts.className ?? 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id] });
  const browser = env.browser();
  const booked = await env.caller({ browser }).bookings.create({ ...who, phone: '07700 900111', classTypeId: mat.id, scheduleId: slot.id });
  await env.caller({ browser }).payments.confirmTest({ clientSecret: booked.clientSecret!, cardNumber: CARD_OK });
  return { bookingId: booked.bookingId!, amountPence: booked.amountPence!, slot };
}

const allNumbers = async () => (await env.db.select({ n: receipts.number }).from(receipts).orderBy(asc(receipts.number))).map((r) => r.n);

const ANN = { name: 'Ann Receipt', email: 'ann.receipt@example.com' };
const BOB = { name: 'Bob Receipt', email: 'bob.receipt@example.com' };

describe('receipts', () => {
  it('numbers each payment and each refund from one sequence, once each, with no gap', async () => {
    const before = await allNumbers();
    const first = await paidBooking(ANN);
    const second = await paidBooking(BOB);
    // A declined card takes no money: no receipt, and no number used.
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const browser = env.browser();
    const declined = await env
      .caller({ browser })
      .bookings.create({ ...ANN, phone: '07700 900111', classTypeId: mat.id, scheduleId: slot.id });
    await env.caller({ browser }).payments.confirmTest({ clientSecret: declined.clientSecret!, cardNumber: '4000000000000002' });
    const admin = env.caller({ token: adminToken });
    await admin.admin.bookings.refund({ ref: `B-${first.bookingId}`, amountPence: 500, idempotencyKey: 'receipt-refund-1' });
    // The same refund asked again (a double click) gives no second credit note.
    await admin.admin.bookings.refund({ ref: `B-${first.bookingId}`, amountPence: 500, idempotencyKey: 'receipt-refund-1' });
    // The provider reporting the same payment again (a replayed webhook) issues nothing.
    const [again] = await env.db
      .select({ id: payments.providerPaymentId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.bookingId, second.bookingId));
    expect(await env.services.confirmation.paymentSucceeded({ paymentId: again!.id })).toBe('already');

    const after = await allNumbers();
    const start = before.length;
    expect(after).toEqual(Array.from({ length: start + 3 }, (_, i) => i + 1));
    const mine = await env.db
      .select()
      .from(receipts)
      .where(eq(receipts.number, start + 3));
    expect(mine[0]).toMatchObject({ kind: 'refund', amountPence: 500 });
    const [paid] = await env.db
      .select()
      .from(receipts)
      .where(eq(receipts.number, start + 1));
    expect(paid).toMatchObject({ kind: 'payment', amountPence: first.amountPence, refundId: null });
  });

  it('prints the seller, date, what was bought, the amount in pounds, how it was paid and the VAT status', async () => {
    const admin = env.caller({ token: adminToken });
    await admin.admin.receipts.updateSettings({
      address: '1 High Street\nBristol BS1 1AA',
      vatRegistered: false,
      vatNumber: null,
      vatRatePercent: null,
    });
    const { bookingId, amountPence, slot } = await paidBooking({ name: 'Cara Content', email: 'cara@example.com' });
    const { receipts: list } = await admin.admin.receipts.ofBooking({ ref: `B-${bookingId}` });
    expect(list).toHaveLength(1);
    const receipt = list[0]!;
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/receipts/${receipt.ref}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${receipt.ref}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Receipt');
    expect(text).toContain('Config Name Studio');
    expect(text).toContain('1 High Street');
    expect(text).toContain('Bristol BS1 1AA');
    expect(text).toContain(`Receipt number ${receipt.ref}`);
    expect(text).toContain(`Booking reference B-${bookingId}`);
    expect(text).toContain('Cara Content, cara@example.com');
    expect(text).toContain('Mat Pilates Class');
    const pounds = `£${(amountPence / 100).toFixed(2)}`;
    expect(text).toContain(`Total paid ${pounds}`);
    expect(text).toContain('Payment method Card payment (test mode)');
    expect(text).toContain('VAT Not VAT registered: no VAT is charged');
    // The date is London's: the receipt's instant as a UK clock read it.
    const issued = new Date(receipt.issuedAt);
    const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' }).format(
      issued,
    );
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(issued);
    expect(text).toContain(`${london} at ${clock} (UK time)`);
    expect(slot.date).toMatch(/^\d{4}-/);
  });

  it('shows the VAT included once the owner is registered, and keeps what issued receipts said', async () => {
    const admin = env.caller({ token: adminToken });
    await env.db
      .insert(siteContent)
      .values({ id: 1, version: 1, content: { businessName: 'Site Name Pilates', studioAddress: '9 Studio Lane' } })
      .onConflictDoNothing();
    await admin.admin.receipts.updateSettings({ address: '', vatRegistered: true, vatNumber: 'gb 123 4567 89', vatRatePercent: 20 });
    expect(await admin.admin.receipts.settings()).toEqual({
      address: '',
      vatRegistered: true,
      vatNumber: 'GB123456789',
      vatRatePercent: 20,
    });
    const { bookingId, amountPence } = await paidBooking({ name: 'Vera Vat', email: 'vera@example.com' });
    const [receipt] = (await admin.admin.receipts.ofBooking({ ref: `B-${bookingId}` })).receipts;
    const text = pdfText((await admin.admin.receipts.pdf({ ref: receipt!.ref })).bytes);
    expect(text).toContain('Site Name Pilates');
    expect(text).toContain('9 Studio Lane');
    expect(text).toContain('VAT registration number: GB123456789');
    const vat = Math.round((amountPence * 2000) / 12000);
    expect(text).toContain(`VAT included at 20% £${(vat / 100).toFixed(2)}`);

    // Back to not registered: the issued receipt still says what it said, a new one says the new status.
    await admin.admin.receipts.updateSettings({ address: '', vatRegistered: false, vatNumber: null, vatRatePercent: null });
    expect(pdfText((await admin.admin.receipts.pdf({ ref: receipt!.ref })).bytes)).toContain('VAT registration number: GB123456789');
    await env.db.delete(siteContent).where(eq(siteContent.id, 1));
  });

  it('refuses a VAT registration without a valid number or rate, naming the field', async () => {
    const admin = env.caller({ token: adminToken });
    await expectTrpcError(
      admin.admin.receipts.updateSettings({ address: '', vatRegistered: true, vatNumber: '12345', vatRatePercent: 20 }),
      'BAD_REQUEST',
      /vatNumber/,
    );
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/receipt-settings',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { address: '', vatRegistered: true, vatNumber: 'GB123456789', vatRatePercent: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ param: 'vatRatePercent' });
  });

  it('gives a refund a credit note naming the receipt it refunds', async () => {
    const admin = env.caller({ token: adminToken });
    const { bookingId } = await paidBooking({ name: 'Rita Refund', email: 'rita@example.com' });
    await admin.admin.bookings.refund({ ref: `B-${bookingId}`, amountPence: 700, idempotencyKey: 'credit-note-1' });
    const list = (await admin.admin.receipts.ofBooking({ ref: `B-${bookingId}` })).receipts;
    expect(list.map((r) => r.kind)).toEqual(['payment', 'refund']);
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/receipts/${list[1]!.ref}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="credit-note-${list[1]!.ref}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(`Credit note number ${list[1]!.ref}`);
    expect(text).toContain(`Refund against Receipt ${list[0]!.ref}`);
    expect(text).toContain('Total refunded £7.00');
    expect(text).toContain('Refund method Refunded to the card that paid (test mode)');
  });
});

describe('her receipts in her account', () => {
  it('lists her receipts and gives each as a PDF; another customer gets 404 for every one of them', async () => {
    const ann = await paidBooking({ name: 'Ann Own', email: 'Ann.Own@example.com' });
    await paidBooking({ name: 'Bob Own', email: 'bob.own@example.com' });
    // The confirmation e-mail points at her account for the receipt: a plain link, the same in the copy kept after sending.
    const confirmation = (
      await env.db
        .select({ to: emailOutbox.to, text: emailOutbox.text, redacted: emailOutbox.redacted })
        .from(emailOutbox)
        .where(like(emailOutbox.subject, 'Booking confirmed:%'))
    ).find((m) => m.to.toLowerCase() === 'ann.own@example.com');
    expect(confirmation!.text).toContain('Your receipts: https://studio.test/account\n');
    expect(confirmation!.redacted?.text ?? confirmation!.text).toContain('Your receipts: https://studio.test/account\n');
    const annSession = await sessionFor('ann.own@example.com');
    const bobSession = await sessionFor('bob.own@example.com');

    const list = await app.inject({ method: 'GET', url: '/api/account/receipts', headers: { authorization: `Bearer ${annSession}` } });
    expect(list.statusCode).toBe(200);
    const annReceipts = list.json<{ receipts: { ref: string; orderRef: string; kind: string }[] }>().receipts;
    expect(annReceipts.map((r) => [r.orderRef, r.kind])).toEqual([[`B-${ann.bookingId}`, 'payment']]);
    const ref = annReceipts[0]!.ref;

    const mine = await app.inject({
      method: 'GET',
      url: `/api/account/receipts/${ref}`,
      headers: { authorization: `Bearer ${annSession}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(pdfText(mine.rawPayload)).toContain('Ann Own, Ann.Own@example.com');
    // The browser's cookie works as well as the bearer token.
    const byCookie = await app.inject({ method: 'GET', url: `/api/account/receipts/${ref}`, cookies: { account_session: annSession } });
    expect(byCookie.statusCode).toBe(200);

    const bobList = await app.inject({ method: 'GET', url: '/api/account/receipts', headers: { authorization: `Bearer ${bobSession}` } });
    const bobRefs = bobList.json<{ receipts: { ref: string }[] }>().receipts.map((r) => r.ref);
    expect(bobRefs).not.toContain(ref);
    for (const r of annReceipts) {
      const theirs = await app.inject({
        method: 'GET',
        url: `/api/account/receipts/${r.ref}`,
        headers: { authorization: `Bearer ${bobSession}` },
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain('Ann');
    }
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/account/receipts/R-999999',
      headers: { authorization: `Bearer ${annSession}` },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'No receipt with that reference.' });
    const signedOut = await app.inject({ method: 'GET', url: `/api/account/receipts/${ref}` });
    expect(signedOut.statusCode).toBe(401);
    const bad = await app.inject({ method: 'GET', url: '/api/account/receipts/B-12', headers: { authorization: `Bearer ${annSession}` } });
    expect(bad.statusCode).toBe(400);
    // An account session is not an admin's: the owner's path refuses it.
    const asAdmin = await app.inject({
      method: 'GET',
      url: `/api/admin/receipts/${ref}`,
      headers: { authorization: `Bearer ${annSession}` },
    });
    expect(asAdmin.statusCode).toBe(401);
  });
});
