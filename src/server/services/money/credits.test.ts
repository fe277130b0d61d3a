import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { londonInstant } from '../../../domain/time';
import { bookings, creditLedger, creditLots, creditProofs, emailOutbox, orders, refunds, scheduleSlots } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { testDbKind, useTestEnv } from '../../test/harness';
import type { createCaller } from '../../trpc/root';
import { recount } from '../booking/places';

const env = useTestEnv();
const CARD_OK = '4242424242424242';

const mailsTo = (to: string) =>
  env.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id));
const lotsOf = (email: string) => env.db.select().from(creditLots).where(eq(creditLots.email, email)).orderBy(creditLots.id);
const takenOf = async (slotId: number) =>
  (await env.db.select({ taken: scheduleSlots.taken }).from(scheduleSlots).where(eq(scheduleSlots.id, slotId)))[0]!.taken;

let packN = 0;
async function pack(opts: { credits?: number; classTypeIds?: number[]; validityDays?: number; pricePence?: number } = {}) {
  const token = await env.adminToken();
  return env.caller({ token }).admin.packs.create({
    name: `Pack ${++packN}`,
    pricePence: opts.pricePence ?? 5000,
    credits: opts.credits ?? 5,
    validityDays: opts.validityDays ?? 60,
    classTypeIds: opts.classTypeIds ?? [],
  });
}

/** Buys a pack through checkout and the test card, as a visitor does. */
async function buy(packId: number, email: string) {
  const created = await env.caller().packs.buy({ packId, name: 'Pat Buyer', email, phone: '07700 900123' });
  await env.caller().payments.confirmTest({ clientSecret: created.clientSecret, cardNumber: CARD_OK });
  return created;
}

/** Asks for a code, reads it from the e-mail and exchanges it for a credit token. */
async function prove(email: string, caller = env.caller()) {
  await caller.packs.requestCode({ email });
  const [mail] = (await mailsTo(email)).filter((m) => m.subject.startsWith('Your code to book with a credit'));
  const code = /(\d{6})/.exec(mail!.subject)![1]!;
  return (await caller.packs.verifyCode({ email, code })).creditToken;
}

async function matSlot(maxBookings = 10) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  return { mat, slot: await createSlot(env.db, { allowed: [mat.id], maxBookings }) };
}

async function bookWithCredit(email: string, creditToken: string, caller = env.caller()) {
  const { mat, slot } = await matSlot();
  const res = await caller.bookings.createWithCredit({ ...visitor('c'), email, classTypeId: mat.id, scheduleId: slot.id, creditToken });
  return { res, slot };
}

describe('buying a pack', () => {
  it('charges the server price and grants its credits to the e-mail (lower-case) once paid, once only, with an e-mail of what is left', async () => {
    const p = await pack({ credits: 10, pricePence: 6500 });
    const created = await env.caller().packs.buy({ packId: p.id, name: 'Pat Buyer', email: 'Pat.Buyer@Example.com', phone: '' });
    expect(created.amountPence).toBe(6500);
    expect(await lotsOf('pat.buyer@example.com')).toHaveLength(0);
    await env.caller().payments.confirmTest({ clientSecret: created.clientSecret, cardNumber: CARD_OK });
    await env.caller().payments.confirmTest({ clientSecret: created.clientSecret, cardNumber: CARD_OK });
    const lots = await lotsOf('pat.buyer@example.com');
    expect(lots).toHaveLength(1);
    expect(lots[0]).toMatchObject({ granted: 10, remaining: 10, scope: 'class', title: p.name });
    const [order] = await env.db.select({ kind: orders.kind, paid: orders.paidPence }).from(orders).where(eq(orders.id, lots[0]!.orderId!));
    expect(order).toEqual({ kind: 'pack', paid: 6500 });
    const mail = (await mailsTo('Pat.Buyer@Example.com')).find((m) => m.subject.startsWith('Your credits'));
    expect(mail?.text).toContain('You have 10 credits left.');
    expect(mail?.html).toContain('You have 10 credits left.');
  });

  it('refuses a pack that is off sale, naming packId', async () => {
    const p = await pack();
    await env.caller({ token: await env.adminToken() }).admin.packs.update({ id: p.id, isActive: false });
    await expect(env.caller().packs.buy({ packId: p.id, name: 'Pat', email: 'x@example.com' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'packId: this pack is not on sale',
    });
    expect((await env.caller().packs.list()).some((x) => x.id === p.id)).toBe(false);
  });

  it('tracks the 12-session training package as 12 training credits', async () => {
    const created = await env
      .caller()
      .checkout.createTrainingPayment({ sessionType: 'package', email: 'pt@example.com', name: 'Pat', amount: 390 } as never);
    await env.caller().payments.confirmTest({ clientSecret: created.clientSecret, cardNumber: CARD_OK });
    const [lot] = await lotsOf('pt@example.com');
    expect(lot).toMatchObject({ scope: 'training', granted: 12, remaining: 12 });
  });
});

describe('booking with a credit', () => {
  it('needs the code e-mailed to the address: a wrong code counts as a try, the right one books and spends one credit', async () => {
    const p = await pack({ credits: 3 });
    await buy(p.id, 'spender@example.com');
    await env.caller().packs.requestCode({ email: 'SPENDER@example.com' });
    await expect(env.caller().packs.verifyCode({ email: 'spender@example.com', code: '000000' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const token = await prove('spender@example.com');
    const { res, slot } = await bookWithCredit('spender@example.com', token);
    expect(res).toMatchObject({
      success: true,
      clientSecret: null,
      amountPence: 0,
      message: 'Booked with a credit. You have 2 credits left.',
    });
    expect(await takenOf(slot.id)).toBe(1);
    expect((await lotsOf('spender@example.com'))[0]!.remaining).toBe(2);
    const spent = (await mailsTo('spender@example.com')).find((m) => m.subject.startsWith('Credit used'));
    expect(spent?.text).toContain('You have 2 credits left.');
    expect(
      (await mailsTo('spender@example.com')).some((m) => m.subject.startsWith('Booking confirmed') && m.text.includes('/manage#')),
    ).toBe(true);
  });

  it('ends on the confirmation screen of the browser that booked (the order carries its hold token), and no other', async () => {
    const p = await pack({ credits: 2 });
    await buy(p.id, 'screen@example.com');
    const browser = env.browser();
    const caller = env.caller({ browser });
    const token = await prove('screen@example.com', caller);
    const { res, slot } = await bookWithCredit('screen@example.com', token, caller);
    expect(res).toMatchObject({ success: true, orderId: expect.any(Number) });
    // The token went to the browser's cookie, not into the answer a script could read.
    expect(res).not.toHaveProperty('holdToken');
    expect(browser.hold).toEqual(expect.any(String));
    const receipt = await caller.payments.receipt({ order: res.orderId! });
    expect(receipt).toMatchObject({
      kind: 'class',
      reference: `B-${res.bookingId}`,
      title: 'Mat Pilates Class',
      email: 'screen@example.com',
      status: 'confirmed',
      date: slot.date,
      amountPaidPence: 0,
      location: expect.objectContaining({ name: expect.any(String) }),
      calendar: expect.objectContaining({ ics: expect.stringContaining('BEGIN:VCALENDAR') }),
    });
    await expect(env.caller({ browser: env.browser() }).payments.receipt({ order: res.orderId! })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('stops a code after 5 wrong tries', async () => {
    const p = await pack({ credits: 1 });
    await buy(p.id, 'guess@example.com');
    await env.caller().packs.requestCode({ email: 'guess@example.com' });
    const [mail] = (await mailsTo('guess@example.com')).filter((m) => m.subject.startsWith('Your code'));
    const code = /(\d{6})/.exec(mail!.subject)![1]!;
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      await expect(env.caller().packs.verifyCode({ email: 'guess@example.com', code: wrong })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    await expect(env.caller().packs.verifyCode({ email: 'guess@example.com', code })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('sends no code to an address without credits, and answers the same', async () => {
    await expect(env.caller().packs.requestCode({ email: 'nobody@example.com' })).resolves.toEqual({ sent: true });
    expect(await mailsTo('nobody@example.com')).toHaveLength(0);
  });

  it('refuses another e-mail than the proven one, a made-up token, and a class the pack does not cover; the place stays free', async () => {
    const yoga = await seededClassType(env.db, 'Yoga Class');
    const p = await pack({ credits: 2, classTypeIds: [yoga.id] });
    await buy(p.id, 'yogi@example.com');
    const token = await prove('yogi@example.com');
    const { mat, slot } = await matSlot();
    await expect(
      env.caller().bookings.createWithCredit({
        ...visitor('y'),
        email: 'other@example.com',
        classTypeId: mat.id,
        scheduleId: slot.id,
        creditToken: token,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^email: /),
    });
    await expect(
      env.caller().bookings.createWithCredit({
        ...visitor('y'),
        email: 'yogi@example.com',
        classTypeId: mat.id,
        scheduleId: slot.id,
        creditToken: 'made-up',
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(
      env.caller().bookings.createWithCredit({
        ...visitor('y'),
        email: 'yogi@example.com',
        classTypeId: mat.id,
        scheduleId: slot.id,
        creditToken: token,
      }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You have no live credit for this class',
    });
    expect(await takenOf(slot.id)).toBe(0);
    expect((await lotsOf('yogi@example.com'))[0]!.remaining).toBe(2);
  });

  it('does not count credits past their expiry', async () => {
    const p = await pack({ credits: 2 });
    await buy(p.id, 'late@example.com');
    const token = await prove('late@example.com');
    await env.db
      .update(creditLots)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(creditLots.email, 'late@example.com'));
    const { mat, slot } = await matSlot();
    await expect(
      env.caller().bookings.createWithCredit({
        ...visitor('l'),
        email: 'late@example.com',
        classTypeId: mat.id,
        scheduleId: slot.id,
        creditToken: token,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await env.caller().packs.requestCode({ email: 'late@example.com' });
    expect((await mailsTo('late@example.com')).filter((m) => m.subject.startsWith('Your code'))).toHaveLength(1);
  });

  it('writes expired credits off in the ledger once, so the ledger still sums to the balance', async () => {
    const p = await pack({ credits: 3 });
    await buy(p.id, 'gone@example.com');
    const [lot] = await lotsOf('gone@example.com');
    await env.db
      .update(creditLots)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(creditLots.id, lot!.id));
    await env.services.credits.expireLapsed();
    await env.services.credits.expireLapsed();
    const rows = await env.db
      .select({ delta: creditLedger.delta, reason: creditLedger.reason })
      .from(creditLedger)
      .where(eq(creditLedger.lotId, lot!.id));
    expect(rows.filter((r) => r.reason === 'expire')).toEqual([{ delta: -3, reason: 'expire' }]);
    expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(0);
    expect((await lotsOf('gone@example.com'))[0]!.remaining).toBe(0);
  });
});

describe('cancelling', () => {
  const manageTokenOf = async (email: string) =>
    /\/manage#([A-Za-z0-9_-]{43})/.exec((await mailsTo(email)).find((m) => m.subject.startsWith('Booking confirmed'))!.text)![1]!;

  it('gives the credit back once when she cancels 24 h or more ahead through her link', async () => {
    const p = await pack({ credits: 1 });
    await buy(p.id, 'back@example.com');
    const { slot } = await bookWithCredit('back@example.com', await prove('back@example.com'));
    const token = await manageTokenOf('back@example.com');
    const view = await env.caller().manage.view({ token });
    expect(view.cancellation).toMatchObject({ allowed: true, paidWithCredit: true, refundPence: 0, percent: 100 });
    const res = await env.caller().manage.cancel({ token, refundPence: 0 });
    expect(res).toMatchObject({ cancelled: true, credit: 'restored' });
    await env.caller().manage.cancel({ token, refundPence: 0 });
    expect((await lotsOf('back@example.com'))[0]!.remaining).toBe(1);
    expect(await takenOf(slot.id)).toBe(0);
    expect((await mailsTo('back@example.com')).find((m) => m.subject.startsWith('Credit restored'))?.text).toContain(
      'You have 1 credit left.',
    );
  });

  it('keeps the credit spent when cancelled under 24 h ahead', async () => {
    const p = await pack({ credits: 1 });
    await buy(p.id, 'soon@example.com');
    const { res } = await bookWithCredit('soon@example.com', await prove('soon@example.com'));
    const token = await manageTokenOf('soon@example.com');
    const [slotRow] = await env.db
      .select({ date: scheduleSlots.date, start: scheduleSlots.startTime })
      .from(bookings)
      .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
      .where(eq(bookings.id, res.bookingId!));
    const start = londonInstant(slotRow!.date, slotRow!.start);
    const now = new Date(start.getTime() - 20 * 3_600_000);
    expect(await env.services.customers.cancel(token, 0, now)).toMatchObject({ cancelled: true, credit: null });
    expect((await lotsOf('soon@example.com'))[0]!.remaining).toBe(0);
  });

  it('gives it back when the owner cancels', async () => {
    const p = await pack({ credits: 1 });
    await buy(p.id, 'owner-cx@example.com');
    const { res } = await bookWithCredit('owner-cx@example.com', await prove('owner-cx@example.com'));
    const out = await env.services.cancellation.cancelBooking({
      bookingId: res.bookingId!,
      refundPence: 0,
      actor: 'owner',
      reason: 'Studio closed',
    });
    expect(out.credit).toBe('restored');
    expect((await lotsOf('owner-cx@example.com'))[0]!.remaining).toBe(1);
  });

  it('offers a card-paid booking a credit instead of the refund 24 h or more ahead, and gives no money back when chosen', async () => {
    const { mat, slot } = await matSlot();
    const created = await env.caller().bookings.create({ ...visitor('ci'), classTypeId: mat.id, scheduleId: slot.id });
    await env.caller().payments.confirmTest({ clientSecret: created.clientSecret!, cardNumber: CARD_OK });
    const token = await manageTokenOf('visitorci@example.com');
    const view = await env.caller().manage.view({ token });
    expect(view.cancellation).toMatchObject({ allowed: true, creditInstead: true, refundPence: mat.pricePence });
    expect(view.cancellation?.note).toContain('or one class credit instead');
    const res = await env.caller().manage.cancel({ token, refundPence: mat.pricePence, choice: 'credit' });
    expect(res).toMatchObject({ cancelled: true, refundPence: 0, credit: 'instead' });
    const [lot] = await lotsOf('visitorci@example.com');
    expect(lot).toMatchObject({ granted: 1, remaining: 1, classTypeIds: [mat.id] });
    const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, created.bookingId!));
    expect(await env.db.select().from(refunds).where(eq(refunds.orderId, order!.id))).toHaveLength(0);
    expect((await mailsTo('visitorci@example.com')).find((m) => m.subject.startsWith('Cancelled'))?.text).toContain(
      'you have a class credit instead of a refund',
    );
  });
});

describe('the owner adjusts balances', () => {
  it('adds and takes credits with a reason in the ledger, never below 0, and lists holders with live balances', async () => {
    const admin = env.caller({ token: await env.adminToken() }).admin;
    const p = await pack({ credits: 2 });
    await buy(p.id, 'held@example.com');
    const [lot] = await lotsOf('held@example.com');
    await expect(admin.packs.adjust({ lotId: lot!.id, delta: -3, reason: 'typo' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await admin.packs.adjust({ lotId: lot!.id, delta: 1, reason: 'Goodwill after a cancelled class' })).toMatchObject({
      remaining: 3,
    });
    await expect(admin.packs.adjust({ lotId: lot!.id, delta: 1, reason: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('reason'),
    });
    const history = await admin.packs.history({ lotId: lot!.id });
    expect(history.map((h) => [h.reason, h.delta])).toEqual([
      ['adjust', 1],
      ['grant', 2],
    ]);
    const holders = await admin.packs.holders({ search: 'held@' });
    expect(holders).toEqual([expect.objectContaining({ email: 'held@example.com', balance: 3 })]);
  });
});

describe.runIf(testDbKind() === 'postgres')('credits racing on PostgreSQL (two instances)', () => {
  let callers: ReturnType<typeof createCaller>[];
  beforeAll(async () => {
    callers = [env.caller(), (await env.secondInstance({ poolSize: 20 })).caller()];
  });

  it('lets exactly 5 of 200 parallel bookings spend a balance of 5; it never goes below 0', async () => {
    const p = await pack({ credits: 5 });
    await buy(p.id, 'rush@example.com');
    const token = await prove('rush@example.com');
    const { mat, slot } = await matSlot(500);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        callers[i % 2]!.bookings.createWithCredit({
          ...visitor(`r${i}`),
          email: 'rush@example.com',
          classTypeId: mat.id,
          scheduleId: slot.id,
          creditToken: token,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled' && r.value.success);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.status === 'rejected' && /no live credit/.test((r.reason as Error).message))).toHaveLength(195);
    expect((await lotsOf('rush@example.com'))[0]!.remaining).toBe(0);
    expect(await takenOf(slot.id)).toBe(5);
    expect(await recount(env.db, [slot.id])).toEqual([]);
    const spends = await env.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.lotId, (await lotsOf('rush@example.com'))[0]!.id), eq(creditLedger.reason, 'spend')));
    expect(spends).toHaveLength(5);
  });

  it('gives every real visitor a place while 160 replays of a spent credit token hit the same class', async () => {
    const p = await pack({ credits: 1 });
    await buy(p.id, 'replay@example.com');
    const token = await prove('replay@example.com');
    // Her one credit is spent on another class: the token now proves an address with nothing left.
    expect((await bookWithCredit('replay@example.com', token)).res.success).toBe(true);
    const { mat, slot } = await matSlot(10);
    const replay = (i: number) =>
      callers[i % 2]!.bookings.createWithCredit({
        ...visitor(`x${i}`),
        email: 'replay@example.com',
        classTypeId: mat.id,
        scheduleId: slot.id,
        creditToken: token,
      });
    const real = (i: number) => callers[i % 2]!.bookings.create({ ...visitor(`real${i}`), classTypeId: mat.id, scheduleId: slot.id });
    // 8 real visitors spread among 160 replays, all in flight at once on two instances.
    const calls: { kind: 'real' | 'replay'; run: Promise<{ success: boolean }> }[] = [];
    for (let i = 0; i < 168; i++) {
      calls.push(i % 21 === 10 ? { kind: 'real', run: real(i) } : { kind: 'replay', run: replay(i) });
    }
    const settled = await Promise.allSettled(calls.map((c) => c.run));
    const outcome = settled.map((r, i) => ({ kind: calls[i]!.kind, ok: r.status === 'fulfilled' && r.value.success, r }));
    expect(outcome.filter((o) => o.kind === 'real')).toHaveLength(8);
    expect(outcome.filter((o) => o.kind === 'real' && !o.ok)).toEqual([]);
    const replays = outcome.filter((o) => o.kind === 'replay');
    expect(replays).toHaveLength(160);
    expect(
      replays.filter((o) => o.r.status === 'rejected' && /no live credit/.test((o.r.reason as Error).message)),
      'every replay is refused for want of a credit',
    ).toHaveLength(160);
    expect(await takenOf(slot.id)).toBe(8);
    expect(await recount(env.db, [slot.id])).toEqual([]);
  });

  it('mails at most 5 codes an hour to one address from 200 parallel requests from different places', async () => {
    const p = await pack({ credits: 2 });
    await buy(p.id, 'flood@example.com');
    const second = await env.secondInstance({ poolSize: 20 });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? second.caller({ ip: `10.1.${i >> 8}.${i & 255}` }) : env.caller({ ip: `10.2.${i >> 8}.${i & 255}` })).packs.requestCode({
          email: 'flood@example.com',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'TOO_MANY_REQUESTS')).toHaveLength(
      195,
    );
    expect((await mailsTo('flood@example.com')).filter((m) => m.subject.startsWith('Your code'))).toHaveLength(5);
  });

  it('counts 200 parallel guesses at one code as tries: 5 are compared, and then even the right code is refused', async () => {
    const p = await pack({ credits: 2 });
    await buy(p.id, 'guessers@example.com');
    await env.caller().packs.requestCode({ email: 'guessers@example.com' });
    const [mail] = (await mailsTo('guessers@example.com')).filter((m) => m.subject.startsWith('Your code'));
    const code = /(\d{6})/.exec(mail!.subject)![1]!;
    const wrong = code === '000000' ? '000001' : '000000';
    const second = await env.secondInstance({ poolSize: 20 });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? second.caller({ ip: `10.3.${i >> 8}.${i & 255}` }) : env.caller({ ip: `10.4.${i >> 8}.${i & 255}` })).packs.verifyCode({
          email: 'guessers@example.com',
          code: wrong,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(0);
    const [proof] = await env.db
      .select({ attempts: creditProofs.attempts })
      .from(creditProofs)
      .where(eq(creditProofs.email, 'guessers@example.com'));
    expect(proof!.attempts).toBe(5);
    await expect(env.caller().packs.verifyCode({ email: 'guessers@example.com', code })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('restores exactly once per booking from 200 parallel cancellations', async () => {
    const p = await pack({ credits: 4 });
    await buy(p.id, 'undo@example.com');
    const token = await prove('undo@example.com');
    const booked: number[] = [];
    for (let i = 0; i < 4; i++) booked.push((await bookWithCredit('undo@example.com', token)).res.bookingId!);
    expect((await lotsOf('undo@example.com'))[0]!.remaining).toBe(0);
    const services = [env.services, (await env.secondInstance({ poolSize: 20 })).services];
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        services[i % 2]!.cancellation.cancelBooking({ bookingId: booked[i % 4]!, refundPence: 0, actor: 'owner', reason: 'race' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.credit === 'restored')).toHaveLength(4);
    expect((await lotsOf('undo@example.com'))[0]!.remaining).toBe(4);
    const restores = await env.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.lotId, (await lotsOf('undo@example.com'))[0]!.id), eq(creditLedger.reason, 'restore')));
    expect(restores).toHaveLength(4);
  });
});
