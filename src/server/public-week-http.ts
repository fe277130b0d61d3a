import { type FastifyTRPCPluginOptions, fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import superjson from 'superjson';
import type { PublicWeek } from './services/catalog/public-week';
import type { AppRouter } from './trpc/root';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public schedule week, cached as JSON text (services/catalog/public-week.ts); read by the REST week route. */
    publicWeek: PublicWeek;
  }
}

/** The `{ startDate, endDate }` of a tRPC GET of schedule.range, batched (`?batch=1`, one call) or not. */
function trpcInput(req: FastifyRequest): { input: unknown; batch: boolean } | null {
  const query = req.query as Record<string, string | undefined>;
  // Streaming answers (httpBatchStreamLink) have another wire format: tRPC makes those itself.
  if (req.headers['trpc-accept'] || typeof query.input !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(query.input);
    const batch = query.batch === '1';
    if (batch) {
      const calls = parsed as Record<string, unknown> | null;
      if (!calls || typeof calls !== 'object' || Object.keys(calls).length !== 1 || !('0' in calls)) return null;
      return { input: superjson.deserialize(calls['0'] as never, { inPlace: true }), batch };
    }
    // inPlace: the object was parsed for this call alone, so superjson need not copy it first.
    return { input: superjson.deserialize(parsed as never, { inPlace: true }), batch };
  } catch {
    return null;
  }
}

/**
 * Serves the public week to HTTP from the cache, and keeps the cache right for this instance's own writes.
 *
 * tRPC's adapter turns every request into a fetch Request, an AbortSignal and a Response (the
 * largest cost of a cached read in the profile, docs/decisions/160). `GET /trpc/schedule.range` is
 * therefore answered here with the bytes tRPC would send — `{"result":{"data":<superjson>}}`, or an
 * array of one when batched — and anything else (invalid input, a streaming client) is handed to
 * tRPC's own handler for the same procedure, so errors are tRPC's. A batch naming several procedures
 * has another path (`/trpc/a,b`) and never comes here.
 */
export function registerPublicWeek(
  app: FastifyInstance,
  publicWeek: PublicWeek,
  trpcOptions: FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
) {
  app.decorate('publicWeek', publicWeek);

  // A write made by a request has committed before its answer goes out: drop the cache then, so the
  // writer's next read cannot be older than its write (other instances learn it by notice).
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') publicWeek.invalidate();
    done(null, payload);
  });

  app.get('/trpc/schedule.range', async (req, reply) => {
    const call = trpcInput(req);
    const week = call ? await publicWeek.forInput(call.input).catch(() => null) : null;
    if (!call || !week) return fastifyRequestHandler({ ...trpcOptions, req, res: reply, path: 'schedule.range' });
    return week.trpc(call.batch).send(req, reply.header('vary', 'trpc-accept, accept'));
  });
}
