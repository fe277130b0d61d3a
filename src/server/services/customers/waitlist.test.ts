import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonInstant } from '../../../domain/time';
import { bookings, discountCodes, emailOutbox, scheduleSlots, waitlistEntries } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { useTestEnv } from '../../test/harness';
import { recount, setCapacity } from '../booking/places';

// Webhook endpoints may be on this machine (the offer event's test registers one).
const env = useTestEnv({ config: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
const KINDS = ['waitlist.fill', 'waitlist.expire'];

/** A slot whose every place is booked and paid for. */
async function fullSlot(tag: string, maxBookings = 1) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings });
  const booked: number[] = [];
  for (let i = 0; i < maxBookings; i++) {
    const res = await env.caller().bookings.create({ ...visitor(`${tag}-b${i}`), classTypeId: mat.id, scheduleId: slot.id });
    await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
    booked.push(res.bookingId!);
  }
  return { mat, slot, booked };
}

const join = (slotId: number, who: string) =>
  env
    .caller({ ip: `10.1.${who.length}.${who.charCodeAt(0)}` })
    .waitlist.join({ scheduleId: slotId, name: `Waiting ${who}`, email: `${who}@example.com` });
const runJobs = (now?: Date) => env.services.jobs.runDue({ kinds: KINDS, ...(now ? { now } : {}) });
const cancel = (bookingId: number) =>
  env.services.cancellation.cancelBooking({ bookingId, refundPence: 0, actor: 'owner', reason: 'Cannot come' });
const takenOf = async (slotId: number) =>
  (await env.db.select({ taken: scheduleSlots.taken }).from(scheduleSlots).where(eq(scheduleSlots.id, slotId)))[0]!.taken;

async function offerToken(email: string): Promise<string | null> {
  const mails = await env.db
    .select({ text: emailOutbox.text, html: emailOutbox.html })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, 'A place is free:%')))
    // Sending updates a row, which moves it in the heap: only the id says which offer came last.
    .orderBy(asc(emailOutbox.id));
  const last = mails.at(-1);
  return last ? (/\/waitlist#([A-Za-z0-9_-]{43})/.exec(last.text)?.[1] ?? null) : null;
}

const statuses = async (slotId: number) => (await env.services.waitlist.list(slotId)).map((e) => [e.email, e.status, e.position]);

describe('joining the waiting list', () => {
  it('is refused while the class has places, and gives the position in line on a full class', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const open = await createSlot(env.db, { allowed: [mat.id], maxBookings: 3 });
    await expect(join(open.id, 'early')).rejects.toMatchObject({ message: 'This class still has places: book it directly' });

    const { slot } = await fullSlot('j1');
    expect(await join(slot.id, 'ann')).toMatchObject({ position: 1, joined: true, className: 'Mat Pilates Class' });
    expect(await join(slot.id, 'bea')).toMatchObject({ position: 2, joined: true });
    // Joining again (another tab, a different case) keeps her place in line.
    expect(await env.caller().waitlist.join({ scheduleId: slot.id, name: 'Ann', email: 'ANN@example.com' })).toMatchObject({
      position: 1,
      joined: false,
    });
    expect(await statuses(slot.id)).toEqual([
      ['ann@example.com', 'waiting', 1],
      ['bea@example.com', 'waiting', 2],
    ]);
  });

  it('e-mails her place in line and a private link to leave; leaving takes her out and moves the next one up', async () => {
    const { slot } = await fullSlot('j3');
    await join(slot.id, 'lea');
    await join(slot.id, 'max');
    const [mail] = await env.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'lea@example.com'), like(emailOutbox.subject, 'You are on the waiting list:%')));
    expect(mail?.text).toContain('You are number 1 on the waiting list.');
    const token = /Leave the waiting list: \S+\/waitlist#([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    expect(await env.caller().waitlist.viewOffer({ token: token! })).toMatchObject({ status: 'waiting', position: 1 });
    // Joining again sends nothing more.
    await join(slot.id, 'lea');
    expect(await env.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, 'lea@example.com'))).toHaveLength(1);

    await expect(env.caller().waitlist.declineOffer({ token: token! })).resolves.toEqual({ declined: true });
    expect(await env.caller().waitlist.viewOffer({ token: token! })).toMatchObject({ status: 'left', position: null });
    expect((await env.services.waitlist.list(slot.id)).filter((e) => e.position !== null)).toMatchObject([
      { email: 'max@example.com', position: 1 },
    ]);
  });

  it('refuses someone who already has a place in the class', async () => {
    const { slot } = await fullSlot('j2');
    await expect(
      env.caller().waitlist.join({ scheduleId: slot.id, name: 'Booked', email: 'visitorj2-b0@example.com' }),
    ).rejects.toMatchObject({ message: 'You already have a place in this class' });
  });
});

describe('offers', () => {
  it('offers a cancelled place to the first in line only, holding it through the counter, with a private e-mailed link', async () => {
    const { slot, booked } = await fullSlot('o1');
    await join(slot.id, 'cat');
    await join(slot.id, 'dan');
    await cancel(booked[0]!);
    await runJobs();

    expect(await takenOf(slot.id)).toBe(1);
    expect(await recount(env.db, [slot.id])).toEqual([]);
    const list = await env.services.waitlist.list(slot.id);
    expect(list.map((e) => [e.email, e.status])).toEqual([
      ['cat@example.com', 'offered'],
      ['dan@example.com', 'waiting'],
    ]);
    const token = await offerToken('cat@example.com');
    expect(token).not.toBeNull();
    expect(await offerToken('dan@example.com')).toBeNull();
    // Only the token's hash is kept.
    const stored = await env.db
      .select({ hash: waitlistEntries.offerTokenHash })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, 'cat@example.com'));
    expect(stored[0]!.hash).not.toContain(token!);
    // The public schedule still sees the class full: the offer holds the place.
    expect((await env.services.waitlist.view(token!)).status).toBe('offered');
    await expect(
      env.caller().bookings.create({
        ...visitor('o1-late'),
        classTypeId: (await seededClassType(env.db, 'Mat Pilates Class')).id,
        scheduleId: slot.id,
      }),
    ).resolves.toMatchObject({ success: false });
  });

  it('tells integrations who was offered which class: waitlist.offered carries the person and the class', async () => {
    await env.services.webhooks.create({ url: 'http://127.0.0.1:9/crm', description: 'crm', events: ['waitlist.offered'] }, 'owner');
    const { slot, booked } = await fullSlot('o-hook');
    await join(slot.id, 'eve');
    await cancel(booked[0]!);
    await runJobs();
    const { data } = await env.services.webhooks.events({ type: 'waitlist.offered' });
    const offered = data.find((e) => (e.data as { scheduleId: number }).scheduleId === slot.id);
    expect(offered?.data).toMatchObject({
      type: 'waitlist.offered',
      scheduleId: slot.id,
      name: 'Waiting eve',
      email: 'eve@example.com',
      className: 'Mat Pilates Class',
      date: slot.date,
      ref: expect.stringMatching(/^B-\d+$/),
      offeredUntil: expect.any(String),
    });
  });

  it('claiming opens checkout on the offered place, and paying confirms it without taking a second place', async () => {
    const { slot, booked } = await fullSlot('c1');
    await join(slot.id, 'eve');
    await cancel(booked[0]!);
    await runJobs();
    const token = (await offerToken('eve@example.com'))!;

    const view = await env.caller().waitlist.viewOffer({ token });
    expect(view).toMatchObject({ status: 'offered', name: 'Waiting eve', classes: [{ name: 'Mat Pilates Class', pricePence: 1200 }] });
    const claim = await env.caller().waitlist.claimOffer({ token, phone: '07700 900123', classTypeId: view.classes[0]!.classTypeId! });
    expect(claim).toMatchObject({ status: 'held', amountPence: 1200 });
    expect(claim.clientSecret).not.toBe('');
    // A second click finds the same payment, not a second one.
    const again = await env.caller().waitlist.claimOffer({ token, phone: '07700 900123', classTypeId: view.classes[0]!.classTypeId! });
    expect(again.bookingId).toBe(claim.bookingId);
    expect(await takenOf(slot.id)).toBe(1);

    await env.caller().payments.confirmTest({ clientSecret: claim.clientSecret, cardNumber: '4242424242424242' });
    const [b] = await env.db
      .select({ status: bookings.status, phone: bookings.phone })
      .from(bookings)
      .where(eq(bookings.id, claim.bookingId));
    expect(b).toEqual({ status: 'confirmed', phone: '07700 900123' });
    expect(await takenOf(slot.id)).toBe(1);
    expect(await recount(env.db, [slot.id])).toEqual([]);
    expect((await env.services.waitlist.list(slot.id))[0]).toMatchObject({ status: 'claimed', position: null });
    expect((await env.caller().waitlist.viewOffer({ token })).status).toBe('claimed');
  });

  it('a 100%-off code confirms the offered place at once, with nothing to pay', async () => {
    const { slot, booked } = await fullSlot('f1');
    await env.db.insert(discountCodes).values({ code: 'WAITFREE', discountType: 'percentage', value: 100 });
    await join(slot.id, 'fay');
    await cancel(booked[0]!);
    await runJobs();
    const token = (await offerToken('fay@example.com'))!;
    const claim = await env.caller().waitlist.claimOffer({ token, phone: '07700 900123', discountCode: 'WAITFREE' });
    expect(claim).toMatchObject({ status: 'confirmed', clientSecret: '', amountPence: 0, discountPence: 1200 });
    expect(await takenOf(slot.id)).toBe(1);
    expect(await recount(env.db, [slot.id])).toEqual([]);
    expect((await env.services.waitlist.list(slot.id))[0]!.status).toBe('claimed');
  });

  it('an unclaimed offer expires at its deadline and passes to the next in line', async () => {
    const { slot, booked } = await fullSlot('x1');
    await join(slot.id, 'gus');
    await join(slot.id, 'hal');
    await cancel(booked[0]!);
    await runJobs();
    const [first] = await env.services.waitlist.list(slot.id);
    const deadline = new Date(first!.offeredUntil!);
    expect(deadline.getTime() - Date.now()).toBeGreaterThan(119 * 60_000);

    // Nothing happens before the deadline...
    await runJobs(new Date(deadline.getTime() - 60_000));
    expect((await statuses(slot.id)).map((s) => s[1])).toEqual(['offered', 'waiting']);
    // ...and at it the offer passes on.
    const later = new Date(deadline.getTime() + 1_000);
    await runJobs(later);
    expect(await env.services.waitlist.list(slot.id, later)).toMatchObject([
      { email: 'gus@example.com', status: 'expired', position: null },
      { email: 'hal@example.com', status: 'offered', position: 1 },
    ]);
    expect(await takenOf(slot.id)).toBe(1);
    expect(await recount(env.db, [slot.id])).toEqual([]);
    const gus = (await offerToken('gus@example.com'))!;
    await expect(env.caller().waitlist.claimOffer({ token: gus, phone: '07700 900123' })).rejects.toMatchObject({
      message: 'This offer has ended: the place has been passed on',
    });
    expect(await offerToken('hal@example.com')).not.toBeNull();
    // She is told her offer lapsed, once, however often the jobs run.
    await runJobs(new Date(later.getTime() + 60_000));
    const lapsed = await env.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'gus@example.com'), like(emailOutbox.subject, 'Your offer has ended:%')));
    expect(lapsed).toHaveLength(1);
    expect(lapsed[0]!.text).toContain('was not claimed in time, so it has passed to the next person on the waiting list');
  });

  it('declining passes the place on at once', async () => {
    const { slot, booked } = await fullSlot('d1');
    await join(slot.id, 'ida');
    await join(slot.id, 'jo');
    await cancel(booked[0]!);
    await runJobs();
    expect(await env.caller().waitlist.declineOffer({ token: (await offerToken('ida@example.com'))! })).toEqual({ declined: true });
    expect((await statuses(slot.id)).map((s) => s[1])).toEqual(['declined', 'offered']);
    expect(await takenOf(slot.id)).toBe(1);
    expect(await recount(env.db, [slot.id])).toEqual([]);
  });

  it('raising the capacity offers each new place to the next in line', async () => {
    const { slot } = await fullSlot('r1');
    for (const who of ['kay', 'lee', 'max']) await join(slot.id, who);
    const token = await env.adminToken();
    await env.caller({ token }).admin.schedule.update({ id: slot.id, maxBookings: 3 });
    await runJobs();
    expect((await statuses(slot.id)).map((s) => s[1])).toEqual(['offered', 'offered', 'waiting']);
    expect(await takenOf(slot.id)).toBe(3);
  });

  it('the owner removing someone with an open offer passes it on', async () => {
    const { slot, booked } = await fullSlot('m1');
    await join(slot.id, 'ned');
    await join(slot.id, 'oli');
    await cancel(booked[0]!);
    await runJobs();
    const [ned] = await env.services.waitlist.list(slot.id);
    const token = await env.adminToken();
    expect(await env.caller({ token }).admin.waitlist.remove({ id: ned!.id })).toEqual({ removed: true });
    expect((await statuses(slot.id)).map((s) => s[1])).toEqual(['removed', 'offered']);
    expect(await takenOf(slot.id)).toBe(1);
    await expect(env.caller().admin.waitlist.list({ scheduleId: slot.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('makes no offer when less than an hour is left before the class, and caps the offer an hour before it', async () => {
    const { slot } = await fullSlot('w1');
    await join(slot.id, 'pat');
    const start = londonInstant(slot.date, slot.startTime);
    const late = new Date(start.getTime() - 30 * 60_000);
    // The owner adds a place half an hour before the class (no background run races the moved clock).
    await env.db.transaction((tx) => setCapacity(tx, slot.id, 2, late));
    await runJobs(late);
    expect((await statuses(slot.id)).map((s) => s[1])).toEqual(['waiting']);
    expect(await takenOf(slot.id)).toBe(1);

    const at = new Date(start.getTime() - 90 * 60_000);
    await env.db.transaction((tx) => env.services.waitlist.fill(tx, slot.id, at));
    const [pat] = await env.services.waitlist.list(slot.id, at);
    expect(pat).toMatchObject({ status: 'offered' });
    expect(new Date(pat!.offeredUntil!)).toEqual(new Date(start.getTime() - 60 * 60_000));
  });

  it('a wrong token is a 404 that says nothing more', async () => {
    await expect(env.caller().waitlist.viewOffer({ token: 'x'.repeat(43) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This offer link is not valid or has expired',
    });
    await expect(env.caller().waitlist.claimOffer({ token: 'short', phone: '07700 900123' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
