/**
 * Going live as deploy/ describes it: Debian's Caddy in front of two instances of the server, each its own
 * process on one PostgreSQL database, over HTTPS with Caddy's internal certificate authority. A class is booked
 * and paid through it; the e-mail's links are https, the hold cookie is Secure, the per-address limit counts
 * the visitor's real address (not the proxy's, nor one the visitor made up), the test clock is refused with
 * TRUST_PROXY, and killing one instance in the middle of a burst of bookings loses nothing.
 *
 * The Caddyfile is deploy/Caddyfile itself, with a test's global options (no admin endpoint, its storage and
 * ports in a temporary folder) and `tls internal` added to its site block.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { bookings } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { SERVER_NODE_FLAGS } from '../node-flags';
import { createSlot, seededClassType, visitor } from '../test/booking-fixtures';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/harness';
import { freePort, type ReceivedMail, startSmtpSink } from '../test/smtp-sink';

const CADDY = '/usr/bin/caddy';
const skipReason = !existsSync(CADDY)
  ? `${CADDY} is not installed (apt-get install caddy; .ci/run installs it)`
  : testDbKind() !== 'postgres'
    ? 'two instances need PostgreSQL (the server-postgres project runs it)'
    : null;
if (skipReason) console.warn(`behind-caddy.test.ts skipped: ${skipReason}`);

/** Caddy's Caddyfile for the test: deploy/Caddyfile with the test's global options and `tls internal`. */
export function testCaddyfile(deployed: string, opts: { storage: string; httpPort: number; httpsPort: number }): string {
  const globalBlock = /^\{\n[\s\S]*?\n\}\n/m;
  if (!globalBlock.test(deployed)) throw new Error('deploy/Caddyfile has no global options block');
  const site = /^(\{\$SITE_ADDRESS[^\n]*\{)\n/m;
  if (!site.test(deployed)) throw new Error('deploy/Caddyfile has no {$SITE_ADDRESS} site block');
  const global = [
    '{',
    '\tadmin off',
    '\tskip_install_trust',
    `\tstorage file_system ${opts.storage}`,
    `\thttp_port ${opts.httpPort}`,
    `\thttps_port ${opts.httpsPort}`,
    '\tauto_https disable_redirects',
    '}',
    '',
  ].join('\n');
  return deployed.replace(globalBlock, global).replace(site, '$1\n\ttls internal\n');
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

describe.skipIf(skipReason !== null)('behind Caddy over HTTPS, two instances (deploy/)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'caddy-'));
  const children: ChildProcess[] = [];
  let testDb: TestDatabase;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let httpsPort: number;
  let agent: Agent;
  let slotId: number;
  let classTypeId: number;
  const instances: { port: number; child: ChildProcess; log: () => string }[] = [];
  /** A server started with TEST_CLOCK=1 and TRUST_PROXY=true (started beside the two, it only has to refuse). */
  let refused: Promise<{ code: number | null; log: string }>;

  /** One HTTPS request through Caddy, from the given loopback address (each its own visitor). */
  function call(
    method: string,
    urlPath: string,
    opts: { body?: unknown; from?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          servername: 'localhost',
          port: httpsPort,
          method,
          path: urlPath,
          agent,
          localAddress: opts.from ?? '127.0.0.1',
          headers: {
            host: `localhost:${httpsPort}`,
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
            ...opts.headers,
          },
          timeout: 20_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${urlPath} timed out`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** Waits for a condition of another process (a port, a file, a message): these cannot run on the test's clock. */
  async function until<T>(what: string, probe: () => Promise<T | null | undefined> | T | null | undefined, ms = 30_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await Promise.resolve(probe()).catch(() => null);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  function startServer(env: Record<string, string>) {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    children.push(child);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    return { child, log: () => out };
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    testDb = await createTestDatabase();
    const config = testConfig({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a-long-password' });
    await seedIfEmpty(testDb.database.db, config);
    const mat = await seededClassType(testDb.database.db, 'Mat Pilates Class');
    classTypeId = mat.id;
    slotId = (await createSlot(testDb.database.db, { allowed: [mat.id], maxBookings: 500 })).id;

    const clockServer = startServer({ TEST_CLOCK: '1', TRUST_PROXY: 'true', DATABASE_URL: testDb.url!, PORT: String(await freePort()) });
    refused = new Promise((resolve) => clockServer.child.once('exit', (code) => resolve({ code, log: clockServer.log() })));
    httpsPort = await freePort();
    const httpPort = await freePort();
    const appPorts = [await freePort(), await freePort()];
    for (const port of appPorts) {
      const server = startServer({
        NODE_ENV: 'test',
        DATABASE_URL: testDb.url!,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `https://localhost:${httpsPort}`,
        TRUST_PROXY: 'true',
        SMTP_URL: sink.url,
        RATE_LIMIT_PER_MINUTE: '3',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'a-long-password',
        LOG_LEVEL: 'warn',
      });
      instances.push({ port, ...server });
    }
    await Promise.all(
      instances.map((i) => until(`the instance on ${i.port}:\n${i.log()}`, () => i.log().includes('Listening on'), 50_000)),
    );

    const storage = path.join(dir, 'caddy-data');
    const caddyfile = path.join(dir, 'Caddyfile');
    writeFileSync(caddyfile, testCaddyfile(readFileSync('deploy/Caddyfile', 'utf8'), { storage, httpPort, httpsPort }));
    const caddy = spawn(CADDY, ['run', '--adapter', 'caddyfile', '--config', caddyfile], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: dir,
        XDG_DATA_HOME: dir,
        XDG_CONFIG_HOME: dir,
        SITE_ADDRESS: `localhost:${httpsPort}`,
        UPSTREAMS: appPorts.map((p) => `127.0.0.1:${p}`).join(' '),
        HEALTH_INTERVAL: '500ms',
        ACCESS_LOG: path.join(dir, 'access.log'),
      },
    });
    children.push(caddy);
    let caddyLog = '';
    caddy.stderr.on('data', (d) => (caddyLog += d));
    const root = path.join(storage, 'pki/authorities/local/root.crt');
    await until(`Caddy's root certificate\n${caddyLog}`, () => existsSync(root), 20_000);
    agent = new Agent({ ca: readFileSync(root), keepAlive: false });
    await until(`Caddy to serve readiness\n${caddyLog}`, async () => (await call('GET', '/api/health/ready')).status === 200, 20_000);
  }, 120_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
    await sink?.close();
    await testDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('books and pays a class over HTTPS: a Secure hold cookie, https links in the e-mail, HSTS', async () => {
    const from = '127.0.0.20';
    const booked = await call('POST', '/api/bookings', { from, body: { ...visitor('caddy'), classTypeId, scheduleId: slotId } });
    expect(booked.status, booked.body).toBe(200);
    const cookie = String(booked.headers['set-cookie'] ?? '');
    expect(cookie).toMatch(/^hold=[^;]+;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(booked.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const { clientSecret } = booked.json<{ clientSecret: string }>();
    const paid = await call('POST', '/api/payments/test-confirm', {
      from,
      body: { clientSecret, cardNumber: '4242 4242 4242 4242' },
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(paid.status, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded' });

    const mail = await until<ReceivedMail>('the confirmation e-mail', () =>
      sink.received.find((m) => m.to.includes(visitor('caddy').email)),
    );
    const links = [...mail.text.matchAll(/\bhttps?:\/\/[^\s>)"]+/g)].map((m) => m[0]);
    const ours = links.filter((l) => l.includes('localhost'));
    expect(ours.length).toBeGreaterThan(0);
    for (const link of ours) expect(link).toMatch(new RegExp(`^https://localhost:${httpsPort}(/|$)`));
    // The private link to manage the booking is among them.
    expect(
      ours.some((l) => /\/(manage|booking)/.test(l)),
      ours.join('\n'),
    ).toBe(true);
  });

  it('compresses what it sends (the app or Caddy) and answers pages and /trpc through the same instances', async () => {
    const week = await call('GET', '/api/class-types', { headers: { 'accept-encoding': 'gzip' } });
    expect(week.status).toBe(200);
    expect(week.headers['content-encoding']).toBe('gzip');
    const trpc = await call('GET', '/trpc/classTypes.list', { headers: { 'accept-encoding': 'identity' } });
    expect(trpc.status, trpc.body).toBe(200);
    const landing = await call('GET', '/robots.txt');
    expect(landing.status).toBe(200);
    expect(landing.body).toContain(`https://localhost:${httpsPort}/sitemap.xml`);
  });

  it("counts the visitor's own address: a made-up X-Forwarded-For changes nothing, another address has its own limit", async () => {
    const statuses: number[] = [];
    // RATE_LIMIT_PER_MINUTE=3 per address: seven calls span at most two windows, so at least one is refused.
    for (let i = 0; i < 7; i++) {
      const res = await call('POST', '/api/validate-discount', {
        from: '127.0.0.30',
        body: { code: 'WELCOME10' },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length, statuses.join(',')).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    // Another visitor behind the same proxy is not refused (the proxy's own 127.0.0.1 is not what counts).
    const other = await call('POST', '/api/validate-discount', { from: '127.0.0.31', body: { code: 'WELCOME10' } });
    expect(other.status).toBe(200);
  });

  it('refuses the test clock behind the proxy: TRUST_PROXY with TEST_CLOCK does not start, and no clock answers', async () => {
    const { code, log } = await refused;
    expect(code).toBe(1);
    expect(log).toContain('TEST_CLOCK: must not be set with TRUST_PROXY=true');
    const clock = await call('POST', '/api/test/clock', { body: { reset: true } });
    expect(clock.status).toBe(404);
  });

  it('loses nothing when one instance is killed in the middle of a burst of bookings', async () => {
    const before = (await testDb.database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.slotId, slotId))).length;
    const total = 60;
    const results: { status: number; success: boolean; error?: string }[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < total) {
        const n = next++;
        // Each booking from its own address, as a rush of visitors would be (each has its own limit).
        const from = `127.0.1.${n + 1}`;
        try {
          const res = await call('POST', '/api/bookings', { from, body: { ...visitor(`burst${n}`), classTypeId, scheduleId: slotId } });
          results.push({ status: res.status, success: res.status === 200 && res.json().success === true });
        } catch (error) {
          results.push({ status: 0, success: false, error: (error as Error).message });
        }
        if (!killed && results.length >= total / 3) {
          killed = true;
          instances[1]!.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(killed).toBe(true);
    // Every request got an answer: a booking, or a clean refusal from the proxy (never a hang or a reset).
    expect(results.filter((r) => r.status === 0)).toEqual([]);
    for (const r of results) expect([200, 502, 503, 504]).toContain(r.status);
    const successes = results.filter((r) => r.success).length;
    const failed = results.filter((r) => !r.success).length;
    expect(successes).toBeGreaterThan(total / 2);
    const after = await testDb.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.slotId, slotId));
    const made = after.length - before;
    // Every success is in the database. A request the killed instance had committed but could not answer is a
    // plain hold that lapses; with a kill between commit and answer being a few microseconds, almost never.
    expect(made).toBeGreaterThanOrEqual(successes);
    expect(made - successes).toBeLessThanOrEqual(failed);
    // After the kill the surviving instance takes everything.
    for (let i = 0; i < 4; i++) {
      const res = await call('POST', '/api/bookings', {
        from: `127.0.2.${i + 1}`,
        body: { ...visitor(`after${i}`), classTypeId, scheduleId: slotId },
      });
      expect(res.status, res.body).toBe(200);
    }
  }, 60_000);
});

describe('deploy/Caddyfile', () => {
  it('has what going live needs: proxy to both instances, health checks, compression, /api and /trpc', () => {
    const file = readFileSync('deploy/Caddyfile', 'utf8');
    for (const needed of ['encode', 'reverse_proxy', 'health_uri /api/health/ready', 'handle /api/*', 'handle /trpc/*', 'lb_try_duration'])
      expect(file).toContain(needed);
    const made = testCaddyfile(file, { storage: '/tmp/x', httpPort: 1, httpsPort: 2 });
    expect(made).toContain('\ttls internal\n');
    expect(made).toContain('admin off');
  });
});
