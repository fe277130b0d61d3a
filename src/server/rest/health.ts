import type { FastifyInstance, FastifyReply } from 'fastify';
import type { HealthService } from '../services/platform/health';

/**
 * Health for load balancers and monitors. `/health/live`: the process runs (restart it if not).
 * `/health/ready` and `/health` (the older path, same meaning): the database answers, holds every table
 * and migration this build expects and accepts a write; otherwise 503 with a one-line reason.
 */
export async function healthRoutes(app: FastifyInstance, health: HealthService) {
  const ready = async (reply: FastifyReply) => {
    const result = await health.readiness();
    reply.header('cache-control', 'no-store');
    if (result.ready) return reply.send({ status: 'ok', database: 'reachable' });
    return reply.status(503).send({ status: 'unavailable', reason: result.reason });
  };
  app.get('/health', (_req, reply) => ready(reply));
  app.get('/health/ready', (_req, reply) => ready(reply));
  app.get('/health/live', (_req, reply) => reply.header('cache-control', 'no-store').send(health.live()));
}
