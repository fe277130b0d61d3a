import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { instant } from '../domain/input';
import type { TestClock } from './services/platform/test-clock';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds: a request carrying one came through a proxy, whatever the socket's address says. */
const FORWARDED =
  /^(forwarded|via|x-forwarded-.+|x-real-ip|x-client-ip|x-original-forwarded-for|true-client-ip|cf-connecting-ip|fastly-client-ip)$/i;
const forwardedHeader = (headers: Record<string, unknown>) => Object.keys(headers).find((name) => FORWARDED.test(name));

const body = z.union([z.object({ at: instant }).strict(), z.object({ reset: z.literal(true) }).strict()]);

/**
 * POST /api/test/clock for the browser journeys (TEST_CLOCK=1 only): `{ "at": ISO }` moves the clock of
 * every instance on the database to that moment, `{ "reset": true }` puts it back. Only from this machine
 * (the socket's own address, not a forwarded one) and never through a proxy (no forwarding header; config
 * refuses TEST_CLOCK with TRUST_PROXY or in production), and undocumented: it is not part of the product's API.
 */
export function registerTestClock(app: FastifyInstance, clock: TestClock) {
  clock.start();
  app.addHook('onClose', async () => clock.stop());
  // Every request sees the time the journeys last set, whichever instance set it.
  app.addHook('onRequest', async () => clock.refresh());
  app.post('/api/test/clock', async (req, reply) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? ''))
      return reply.status(403).send({ message: 'The test clock only answers requests from this machine' });
    const proxied = forwardedHeader(req.headers);
    if (proxied)
      return reply
        .status(403)
        .send({ message: `The test clock does not answer requests through a proxy (${proxied.toLowerCase()} header)` });
    const parsed = body.safeParse(req.body);
    if (!parsed.success) return reply.status(400).send({ message: 'Send { "at": "<ISO 8601 instant>" } or { "reset": true }' });
    if ('reset' in parsed.data) {
      await clock.reset();
      return { now: clock.now().toISOString(), offsetMs: 0 };
    }
    return clock.set(parsed.data.at);
  });
}
