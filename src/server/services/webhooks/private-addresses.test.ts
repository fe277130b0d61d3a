import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema';
import { useTestEnv } from '../../test/harness';
import { emitEvent, WEBHOOK_JOB } from './events';
import { isPublicAddress } from './send';

// The default configuration: WEBHOOKS_ALLOW_PRIVATE is off.
const env = useTestEnv();

let hits = 0;
const server = createServer((_req, res) => {
  hits++;
  res.end('ok');
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('webhook endpoints on private addresses', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['93.184.216.34', true],
    ['2606:2800:220:1:248:1893:25c8:1946', true],
    ['2a00:1450:4009:81f::200e', true],
    // Documentation, benchmarking and other reserved ranges.
    ['192.0.2.1', false],
    ['198.18.0.1', false],
    ['2001:db8::1', false],
    // IPv6 forms that carry an IPv4 address inside: refused whatever the IPv4 address, so never a private one.
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::10.0.0.1', false],
    ['::8.8.8.8', false],
    ['::ffff:0:127.0.0.1', false],
    ['::ffff:0:a00:1', false],
    ['2002:7f00:1::1', false],
    ['2002:a00:1::', false],
    ['2002:808:808::1', false],
    ['64:ff9b::127.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['64:ff9b:1::a00:1', false],
    ['64:ff9b:1:ffff::c0a8:101', false],
    ['2001::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['100::1', false],
    ['100::ffff:a00:1', false],
    ['fe80::1%eth0', false],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://[::1]/hook',
    'https://10.0.0.5/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::127.0.0.1]/hook',
    'http://[::ffff:0:7f00:1]/hook',
    'http://[2002:7f00:1::]/hook',
    'http://[64:ff9b::a9fe:a9fe]/hook',
    'http://[64:ff9b:1::a00:1]/hook',
    'http://[2001::53aa:64c:0:0]/hook',
    'http://[100::a00:1]/hook',
  ])('refuses to register %s, naming the url field', async (url) => {
    const token = await env.adminToken();
    await expect(env.caller({ token }).admin.webhooks.create({ url, events: ['order.paid'] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('url: must be a public address'),
    });
  });

  it('refuses at delivery time a name that now resolves to a local address (DNS rebinding), and never connects', async () => {
    // As if 'localhost' had resolved to a public address when it was registered.
    const [ep] = await env.db
      .insert(webhookEndpoints)
      .values({ url: `http://localhost:${port}/hook`, events: ['enquiry.created'], secret: 'whsec_test' })
      .returning({ id: webhookEndpoints.id });
    const now = new Date(Date.now() + 60_000);
    await env.db.transaction((tx) => emitEvent(tx, 'enquiry.created', { name: 'Rebound' }, now));
    await env.services.jobs.runDue({ now, kinds: [WEBHOOK_JOB] });

    const [d] = await env.services.webhooks.deliveries(ep!.id);
    expect(d).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: expect.stringMatching(/^refused: localhost resolves to (127\.0\.0\.1|::1), a private or local address$/),
    });
    expect(hits).toBe(0);
  });

  it.each(['::127.0.0.1', '2002:7f00:1::1', '64:ff9b::7f00:1', '2001:0:4136:e378:8000:63bf:80ff:fffe', '100::7f00:1'])(
    'refuses at delivery time an IPv6 literal that embeds an IPv4 address (%s), and never connects',
    async (address) => {
      const [ep] = await env.db
        .insert(webhookEndpoints)
        .values({ url: `http://[${address}]:${port}/hook`, events: ['enquiry.created'], secret: 'whsec_test' })
        .returning({ id: webhookEndpoints.id });
      const now = new Date(Date.now() + 90_000);
      await env.db.transaction((tx) => emitEvent(tx, 'enquiry.created', { name: 'Embedded' }, now));
      await env.services.jobs.runDue({ now, kinds: [WEBHOOK_JOB] });
      const [d] = await env.services.webhooks.deliveries(ep!.id);
      expect(d).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/^refused: .* is a private or local address$/) });
      expect(hits).toBe(0);
    },
  );

  it('refuses at delivery time an address written as an IP', async () => {
    const [ep] = await env.db
      .insert(webhookEndpoints)
      .values({ url: `http://127.0.0.1:${port}/hook`, events: ['enquiry.created'], secret: 'whsec_test' })
      .returning({ id: webhookEndpoints.id });
    const now = new Date(Date.now() + 120_000);
    await env.db.transaction((tx) => emitEvent(tx, 'enquiry.created', { name: 'Literal' }, now));
    await env.services.jobs.runDue({ now, kinds: [WEBHOOK_JOB] });
    const [d] = await env.services.webhooks.deliveries(ep!.id);
    expect(d?.lastError).toBe('refused: 127.0.0.1 is a private or local address');
    expect(hits).toBe(0);
  });
});
