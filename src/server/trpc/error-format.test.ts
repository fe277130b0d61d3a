/**
 * Errors are formatted in one place per surface (tRPC's errorFormatter, REST's sendError): a failure of
 * ours is 'Internal server error' plus a reference that is also in the log line holding the real error;
 * a PostgreSQL data exception is the caller's 400; no body carries SQL, the driver or a stack.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { describe, expect, it } from 'vitest';
import { invalid } from '../../domain/errors';
import { testConfig } from '../config';
import { registerRoutes } from '../rest/define';
import { createContextInner } from './context';
import { INTERNAL_MESSAGE } from './errors';
import { createCallerFactory, publicProcedure, router } from './init';

/** What drizzle throws for a failed query: the statement and its parameters in the message, the driver's error as cause. */
function driverError(sqlstate: string) {
  const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: sqlstate, severity: 'ERROR' });
  return new Error('Failed query: insert into "enquiries" ("name") values ($1)\nparams: a\u0000b', { cause: driver });
}

const probe = router({
  bug: publicProcedure.query(() => {
    throw driverError('42P01');
  }),
  nul: publicProcedure.mutation(() => {
    throw driverError('22021');
  }),
  field: publicProcedure.mutation(() => {
    throw invalid('discountCode', 'This code has expired');
  }),
});

const createCaller = createCallerFactory(probe);

/** A Fastify app with the probe over tRPC and REST, its log lines collected. */
async function probeApp() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  const ctx = () => createContextInner({ db: null as never, config: testConfig(), services: null as never });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: probe,
      createContext: ctx,
    },
  });
  await app.register(
    async (api) =>
      registerRoutes(api, () => createCaller(ctx()) as never, [
        {
          method: 'GET',
          url: '/probe/bug',
          summary: 'probe',
          call: (caller: unknown) => (caller as ReturnType<typeof createCaller>).bug(),
        } as never,
        {
          method: 'POST',
          url: '/probe/nul',
          summary: 'probe',
          call: (caller: unknown) => (caller as ReturnType<typeof createCaller>).nul(),
        } as never,
        {
          method: 'POST',
          url: '/probe/field',
          summary: 'probe',
          call: (caller: unknown) => (caller as ReturnType<typeof createCaller>).field(),
        } as never,
      ]),
    { prefix: '/api' },
  );
  await app.ready();
  return { app, lines };
}

const LEAKS = /insert into|enquiries|Failed query|UTF8|0x00|params|"stack"|\.ts:\d+|node_modules/i;

describe('error bodies', () => {
  // Under vitest NODE_ENV is 'test', so tRPC runs in its development mode, which puts the stack in
  // error shapes: the formatter drops it in every mode, production included.
  it('a database failure over tRPC is a 500 with a reference and no SQL or stack', async () => {
    const { app } = await probeApp();
    const res = await app.inject({ method: 'GET', url: '/trpc/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(LEAKS);
    const { error } = res.json<{ error: { json: { message: string; data: { reference: string; stack?: string } } } }>();
    expect(error.json.message).toBe(INTERNAL_MESSAGE);
    expect(error.json.data.reference).toMatch(/^[0-9a-f]{12}$/);
    expect(error.json.data.stack).toBeUndefined();
    await app.close();
  });

  it('a database failure over REST is a 500 whose reference is in the log line with the real error', async () => {
    const { app, lines } = await probeApp();
    const res = await app.inject({ method: 'GET', url: '/api/probe/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(LEAKS);
    const body = res.json<{ message: string; reference: string }>();
    expect(body).toEqual({ message: INTERNAL_MESSAGE, code: 'internal_error', reference: expect.stringMatching(/^[0-9a-f]{12}$/) });
    const logged = lines.find((line) => line.reference === body.reference);
    expect(logged).toMatchObject({ level: 50, msg: 'REST route failed' });
    expect(JSON.stringify(logged)).toMatch(/Failed query: insert into/);
    await app.close();
  });

  it('a PostgreSQL data exception (a NUL the schemas missed) is a 400 on both surfaces, logged as a warning', async () => {
    const { app, lines } = await probeApp();
    const rest = await app.inject({ method: 'POST', url: '/api/probe/nul', payload: {} });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({
      message: 'The request holds a value that cannot be stored (too long, out of range or malformed)',
      code: 'validation_failed',
    });
    expect(lines.some((line) => line.level === 40 && JSON.stringify(line).includes('invalid byte sequence'))).toBe(true);
    const trpc = await app.inject({ method: 'POST', url: '/trpc/nul', payload: {} });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.body).not.toMatch(LEAKS);
    await app.close();
  });

  it('a domain error about a field names it in fieldErrors on both surfaces', async () => {
    const { app } = await probeApp();
    const rest = await app.inject({ method: 'POST', url: '/api/probe/field', payload: {} });
    expect(rest.json()).toEqual({
      message: 'discountCode: This code has expired',
      code: 'validation_failed',
      param: 'discountCode',
      fieldErrors: { discountCode: ['This code has expired'] },
    });
    const trpc = await app.inject({ method: 'POST', url: '/trpc/field', payload: {} });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json()).toMatchObject({
      error: {
        json: { message: 'discountCode: This code has expired', data: { fieldErrors: { discountCode: ['This code has expired'] } } },
      },
    });
    await app.close();
  });
});
