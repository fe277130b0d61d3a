import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, jobs, outgoingEvents, webhookDeliveries } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { TEST_ADMIN, testDbKind, useTestEnv } from '../../test/harness';
import { emitEvent, WEBHOOK_JOB } from './events';

const env = useTestEnv({ config: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '500' } });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP endpoint: records what arrives and answers with the next queued status (200 when none is queued). */
function receiver() {
  const received: Received[] = [];
  const answers: (number | 'hang')[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') return;
      res.statusCode = answer;
      res.end('ok');
    });
  });
  return {
    received,
    answers,
    server,
    url: '',
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const hook = receiver();
let verifyWebhook: (rawBody: string, header: string | undefined, secret: string, toleranceSeconds?: number, nowMs?: number) => boolean;

beforeAll(async () => {
  await hook.start();
  // The verification snippet exactly as docs/webhooks.md publishes it.
  const doc = await readFile(path.resolve(__dirname, '../../../../docs/webhooks.md'), 'utf8');
  const snippet = /```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!snippet) throw new Error('docs/webhooks.md has no js snippet');
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'webhook-snippet-')), 'verify.mjs');
  await writeFile(file, snippet);
  ({ verifyWebhook } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { verifyWebhook: typeof verifyWebhook });
});
afterAll(() => hook.close());

beforeEach(async () => {
  await env.services.jobs.idle();
  hook.received.length = 0;
  hook.answers.length = 0;
  for (const e of await env.services.webhooks.list()) await env.services.webhooks.remove(e.id, 'owner');
});

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const bodies = () => hook.received.map((r) => JSON.parse(r.body) as { id: string; type: string; data: Record<string, unknown> });

async function endpoint(events: Parameters<typeof env.services.webhooks.create>[0]['events']) {
  return env.services.webhooks.create({ url: hook.url, description: 'test', events }, 'owner');
}

async function book(who: string) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
  const res = await env.caller().bookings.create({ ...visitor(who), classTypeId: mat.id, scheduleId: slot.id });
  await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
  await env.services.jobs.idle();
  return res.bookingId!;
}

describe('outgoing webhooks', () => {
  it('delivers a paid booking as order.paid and booking.confirmed to a real endpoint, signed so the documented snippet verifies it', async () => {
    const { secret } = await endpoint(['booking.confirmed', 'order.paid']);
    const bookingId = await book('wh1');

    const got = bodies();
    expect(got.map((b) => b.type).sort()).toEqual(['booking.confirmed', 'order.paid']);
    const confirmed = got.find((b) => b.type === 'booking.confirmed')!;
    expect(confirmed.data).toMatchObject({
      ref: `B-${bookingId}`,
      className: 'Mat Pilates Class',
      email: 'visitorwh1@example.com',
      status: 'confirmed',
      paidPence: 1200,
    });
    for (const r of hook.received) {
      expect(r.headers['x-webhook-id']).toBe(JSON.parse(r.body).id);
      expect(verifyWebhook(r.body, r.headers['x-webhook-signature'] as string, secret)).toBe(true);
      // A changed body, another secret, or a stale timestamp fails.
      expect(verifyWebhook(r.body.replace('Mat', 'Hot'), r.headers['x-webhook-signature'] as string, secret)).toBe(false);
      expect(verifyWebhook(r.body, r.headers['x-webhook-signature'] as string, 'whsec_other')).toBe(false);
      expect(verifyWebhook(r.body, r.headers['x-webhook-signature'] as string, secret, 300, Date.now() + 3_600_000)).toBe(false);
    }
  });

  it('sends booking.cancelled and booking.refunded from the one cancellation path, and enquiry.created from the contact form', async () => {
    await endpoint(['booking.cancelled', 'booking.refunded', 'enquiry.created']);
    const bookingId = await book('wh2');
    await env.services.cancellation.cancelBooking({ bookingId, refundPence: 600, actor: 'owner', reason: 'Studio flooded' });
    await env.caller().contact.send({ name: 'Ann Example', email: 'ann@example.com', message: 'Hello' });
    await env.services.jobs.idle();

    const got = bodies();
    expect(got.map((b) => b.type)).toEqual(['booking.cancelled', 'booking.refunded', 'enquiry.created']);
    expect(got[0]!.data).toMatchObject({ ref: `B-${bookingId}`, status: 'cancelled', cancelledBy: 'owner', reason: 'Studio flooded' });
    expect(got[1]!.data).toMatchObject({
      ref: `B-${bookingId}`,
      refundedPence: 600,
      refund: { amountPence: 600, status: 'succeeded', reason: 'owner' },
    });
    expect(got[2]!.data).toMatchObject({ name: 'Ann Example', email: 'ann@example.com', message: 'Hello' });
  });

  it('lists the events as delivered over GET /api/admin/events: same ids and bodies, by type and since, paged by cursor', async () => {
    await endpoint(['booking.confirmed', 'order.paid', 'enquiry.created']);
    const first = await book('wh-events');
    const before = new Date();
    await env.caller().contact.send({ name: 'Late Asker', email: 'late@example.com', message: 'Later' });
    await env.services.jobs.idle();
    const delivered = hook.received.map((r) => JSON.parse(r.body) as { id: string });

    const app = await env.app();
    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    const auth = { authorization: `Bearer ${login.json().token as string}` };
    const get = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/admin/events${query}`, headers: auth });
      return {
        status: res.statusCode,
        body: res.json<{ data: { id: string; type: string; data: Record<string, unknown> }[]; nextCursor: string | null }>(),
      };
    };
    const all = await get('');
    expect(all.status).toBe(200);
    const ours = all.body.data.filter((e) => delivered.some((d) => d.id === e.id));
    // Exactly the bodies the endpoint received, in the order they happened.
    expect(ours).toEqual(delivered);
    expect(ours.find((e) => e.type === 'booking.confirmed')!.data).toMatchObject({ ref: `B-${first}` });

    expect((await get('?type=enquiry.created')).body.data.every((e) => e.type === 'enquiry.created')).toBe(true);
    const since = await get(`?since=${encodeURIComponent(before.toISOString())}`);
    expect(since.body.data.map((e) => e.type)).toEqual(['enquiry.created']);

    // One at a time: the cursors walk the same list with nothing missed or repeated.
    const walked: string[] = [];
    let cursor: string | null = '';
    do {
      const page = await get(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.body.data.length).toBeLessThanOrEqual(1);
      walked.push(...page.body.data.map((e) => e.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all.body.data.map((e) => e.id));

    expect(await get('?cursor=not-a-cursor')).toMatchObject({ status: 400, body: { param: 'cursor' } });
    expect(await get('?type=booking.lost')).toMatchObject({ status: 400, body: { param: 'type' } });
    expect((await app.inject({ method: 'GET', url: '/api/admin/events' })).statusCode).toBe(401);
  });

  it('records nothing when the change is rolled back, and nothing when no endpoint listens', async () => {
    await endpoint(['enquiry.created']);
    const before = await env.db.$count(outgoingEvents);
    await expect(
      env.db.transaction(async (tx) => {
        await emitEvent(tx, 'enquiry.created', { name: 'Ghost' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await env.db.transaction((tx) => emitEvent(tx, 'order.paid', { orderId: 1 }));
    expect(await env.db.$count(outgoingEvents)).toBe(before);
  });

  it('retries after a 500 with back-off from the injectable clock, then succeeds, and logs every try', async () => {
    const { endpoint: ep } = await endpoint(['enquiry.created']);
    hook.answers.push(500);
    const now = later(0);
    await env.db.transaction((tx) => emitEvent(tx, 'enquiry.created', { name: 'Retry' }, now));
    expect(await env.services.jobs.runDue({ now, kinds: [WEBHOOK_JOB] })).toEqual({ done: 0, failed: 1 });

    let [d] = await env.services.webhooks.deliveries(ep.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'the endpoint answered 500' });
    expect(d!.nextAttemptAt!.getTime()).toBe(now.getTime() + 60_000);
    // Not before its time...
    expect(await env.services.jobs.runDue({ now: new Date(now.getTime() + 59_000), kinds: [WEBHOOK_JOB] })).toEqual({ done: 0, failed: 0 });
    // ...and then it goes through.
    expect(await env.services.jobs.runDue({ now: new Date(now.getTime() + 60_000), kinds: [WEBHOOK_JOB] })).toEqual({ done: 1, failed: 0 });
    [d] = await env.services.webhooks.deliveries(ep.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200, lastError: null, nextAttemptAt: null });
    expect(d!.log.map((t) => [t.attempt, t.statusCode])).toEqual([
      [2, 200],
      [1, 500],
    ]);
    expect(hook.received).toHaveLength(2);
    expect(hook.received[0]!.body).toBe(hook.received[1]!.body);
  });

  it('counts an endpoint that does not answer within the timeout as a failed try, logging why', async () => {
    const { endpoint: ep } = await endpoint(['enquiry.created']);
    hook.answers.push('hang');
    const now = later(0);
    await env.db.transaction((tx) => emitEvent(tx, 'enquiry.created', { name: 'Slow' }, now));
    await env.services.jobs.runDue({ now, kinds: [WEBHOOK_JOB] });
    const [d] = await env.services.webhooks.deliveries(ep.id);
    expect(d).toMatchObject({ status: 'pending', lastStatusCode: null, lastError: 'no answer within 500 ms' });
    expect(d!.log[0]!.durationMs).toBeGreaterThanOrEqual(400);
  });

  it('"send again" delivers the same event once more as a new delivery', async () => {
    const { endpoint: ep } = await endpoint(['enquiry.created']);
    const now = later(0);
    await env.db.transaction((tx) => emitEvent(tx, 'enquiry.created', { name: 'Again' }, now));
    await env.services.jobs.runDue({ now, kinds: [WEBHOOK_JOB] });
    const [first] = await env.services.webhooks.deliveries(ep.id);

    const again = await env.caller({ token: await env.adminToken() }).admin.webhooks.resend({ deliveryId: first!.id });
    expect(again).toMatchObject({ eventId: first!.eventId, status: 'pending', endpointId: ep.id });
    await env.services.jobs.idle();
    await env.services.jobs.runDue({ kinds: [WEBHOOK_JOB] });
    const list = await env.services.webhooks.deliveries(ep.id);
    expect(list.map((d) => [d.id, d.status])).toEqual([
      [again.id, 'delivered'],
      [first!.id, 'delivered'],
    ]);
    expect(hook.received.map((r) => r.headers['x-webhook-id'])).toEqual([first!.eventId, first!.eventId]);
  });

  it('rotates the secret: for 24 hours both secrets sign (the documented snippet accepts either), then only the new', async () => {
    const { endpoint: ep, secret: oldSecret } = await endpoint(['enquiry.created']);
    const owner = env.caller({ token: await env.adminToken() });
    const rotated = await owner.admin.webhooks.rotateSecret({ id: ep.id });
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(oldSecret);
    expect(rotated.endpoint.previousSecretExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);
    const now = later(0);
    await env.db.transaction((tx) => emitEvent(tx, 'enquiry.created', { name: 'Rotating' }, now));
    await env.services.jobs.runDue({ now, kinds: [WEBHOOK_JOB] });
    const [during] = hook.received;
    const header = during!.headers['x-webhook-signature'] as string;
    expect(header.match(/v1=/g)).toHaveLength(2);
    const at = now.getTime();
    expect(verifyWebhook(during!.body, header, rotated.secret, 300, at)).toBe(true);
    expect(verifyWebhook(during!.body, header, oldSecret, 300, at)).toBe(true);

    const dayLater = later(24 * 60 + 1);
    await env.db.transaction((tx) => emitEvent(tx, 'enquiry.created', { name: 'Rotated' }, dayLater));
    await env.services.jobs.runDue({ now: dayLater, kinds: [WEBHOOK_JOB] });
    const after = hook.received[1]!;
    const afterHeader = after.headers['x-webhook-signature'] as string;
    expect(afterHeader.match(/v1=/g)).toHaveLength(1);
    expect(verifyWebhook(after.body, afterHeader, rotated.secret, 300, dayLater.getTime())).toBe(true);
    expect(verifyWebhook(after.body, afterHeader, oldSecret, 300, dayLater.getTime())).toBe(false);
    // The trail records the rotation, never a secret.
    const trail = JSON.stringify(await env.db.select().from(auditLog).where(eq(auditLog.action, 'webhook_endpoint.rotate_secret')));
    expect(trail).toContain(String(ep.id));
    expect(trail).not.toContain(rotated.secret);
    expect(trail).not.toContain(oldSecret);
  });

  it('"send test event" sends one signed webhook.test to that endpoint only, over REST too', async () => {
    const { endpoint: ep, secret } = await endpoint(['enquiry.created']);
    const other = await endpoint(['enquiry.created', 'booking.confirmed']);
    const app = await env.app();
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${ep.id}/test`,
      headers: { authorization: `Bearer ${await env.adminToken()}` },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ endpointId: ep.id, eventType: 'webhook.test', status: 'pending' });
    await env.services.jobs.idle();
    await env.services.jobs.runDue({ kinds: [WEBHOOK_JOB] });
    expect(hook.received).toHaveLength(1);
    const [got] = hook.received;
    expect(JSON.parse(got!.body)).toMatchObject({ type: 'webhook.test', data: { endpointId: ep.id } });
    expect(verifyWebhook(got!.body, got!.headers['x-webhook-signature'] as string, secret)).toBe(true);
    expect(await env.services.webhooks.deliveries(other.endpoint.id)).toEqual([]);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/webhooks/999999/test',
      headers: { authorization: `Bearer ${await env.adminToken()}` },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('switches off an endpoint failing for 3 days with no success, e-mails the owner once, and starts afresh when switched on', async () => {
    const { endpoint: ep } = await endpoint(['enquiry.created']);
    hook.answers.push(...Array.from({ length: 20 }, () => 500));
    const t0 = later(0);
    await env.db.transaction((tx) => emitEvent(tx, 'enquiry.created', { name: 'Down' }, t0));
    await env.services.jobs.runDue({ now: t0, kinds: [WEBHOOK_JOB] });
    expect(await env.services.webhooks.byId(ep.id)).toMatchObject({ isActive: true, failingSince: t0 });

    // Two days on it is still failing, but not yet for three.
    const twoDays = later(2 * 24 * 60);
    await env.db.transaction((tx) => emitEvent(tx, 'enquiry.created', { name: 'Still down' }, twoDays));
    await env.services.jobs.runDue({ now: twoDays, kinds: [WEBHOOK_JOB], maxBatches: 20 });
    expect((await env.services.webhooks.byId(ep.id)).isActive).toBe(true);

    const threeDays = later(3 * 24 * 60 + 1);
    await env.db.transaction((tx) => emitEvent(tx, 'enquiry.created', { name: 'Gone' }, threeDays));
    await env.services.jobs.runDue({ now: threeDays, kinds: [WEBHOOK_JOB], maxBatches: 20 });
    expect(await env.services.webhooks.byId(ep.id)).toMatchObject({
      isActive: false,
      switchedOffReason: 'Deliveries failed for 3 days',
      failingSince: t0,
    });
    const mails = await env.db.select().from(emailOutbox).where(like(emailOutbox.subject, 'A webhook endpoint was switched off%'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(hook.url);
    expect(await env.db.select().from(auditLog).where(eq(auditLog.action, 'webhook_endpoint.switch_off'))).toHaveLength(1);

    const on = await env.services.webhooks.update({ id: ep.id, isActive: true });
    expect(on).toMatchObject({ isActive: true, failingSince: null, switchedOffReason: null });
  });

  it('does not send to an endpoint switched off, and a deleted endpoint takes its log with it', async () => {
    const { endpoint: ep } = await endpoint(['enquiry.created']);
    const now = later(0);
    await env.db.transaction((tx) => emitEvent(tx, 'enquiry.created', { name: 'Off' }, now));
    await env.services.webhooks.update({ id: ep.id, isActive: false });
    await env.services.jobs.runDue({ now, kinds: [WEBHOOK_JOB] });
    const [d] = await env.services.webhooks.deliveries(ep.id);
    expect(d).toMatchObject({ status: 'failed', lastError: 'the endpoint is switched off' });
    expect(hook.received).toHaveLength(0);

    await env.services.webhooks.remove(ep.id, 'owner');
    expect(await env.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, ep.id))).toHaveLength(0);
    await expect(env.services.webhooks.deliveries(ep.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it.runIf(testDbKind() === 'postgres')('delivers each of 200 events exactly once while two instances claim jobs in parallel', async () => {
    await endpoint(['enquiry.created']);
    const second = await env.secondInstance({ poolSize: 10 });
    const now = later(0);
    const [{ before }] = (await env.db.select({ before: sql<number>`coalesce(max(${jobs.id}), 0)::int` }).from(jobs)) as [
      { before: number },
    ];
    await env.db.transaction(async (tx) => {
      for (let i = 0; i < 200; i++) await emitEvent(tx, 'enquiry.created', { n: i }, now);
    });
    const runners = [env.services.jobs, second.services.jobs].flatMap((j) =>
      [0, 1, 2].map(() => j.runDue({ now, kinds: [WEBHOOK_JOB], maxBatches: 100, limit: 5 })),
    );
    const results = await Promise.all(runners);

    const ids = hook.received.map((r) => r.headers['x-webhook-id'] as string);
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
    expect(results.reduce((n, r) => n + r.done, 0)).toBe(200);
    // Both instances did some of the work.
    expect(results.slice(0, 3).reduce((n, r) => n + r.done, 0)).toBeGreaterThan(0);
    expect(results.slice(3).reduce((n, r) => n + r.done, 0)).toBeGreaterThan(0);
    const webhookJobs = await env.db
      .select({ doneAt: jobs.doneAt, attempts: jobs.attempts })
      .from(jobs)
      .where(and(eq(jobs.kind, WEBHOOK_JOB), gt(jobs.id, before)));
    expect(webhookJobs).toHaveLength(200);
    expect(webhookJobs.every((j) => j.doneAt !== null && j.attempts === 1)).toBe(true);
  });
});
