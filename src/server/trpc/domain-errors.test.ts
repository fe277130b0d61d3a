import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { conflict, invalid, notFound, rateLimited } from '../../domain/errors';
import { testConfig } from '../config';
import { createCallerFactory, publicProcedure, router } from './init';
import { createContextInner } from './context';

const probe = router({
  fail: publicProcedure
    .input((v) => v as string)
    .query(({ input }) => {
      if (input === 'missing') throw notFound('No such booking');
      if (input === 'taken') throw conflict('This class is fully booked');
      if (input === 'bad') throw invalid('discountCode', 'This code has expired');
      throw rateLimited('Too many attempts', 42);
    }),
});

describe('domain errors are translated once, at the procedure edge', () => {
  const call = (what: string) =>
    createCallerFactory(probe)(createContextInner({ db: null as never, config: testConfig(), services: null as never })).fail(what);

  it.each([
    ['missing', 'NOT_FOUND', 'No such booking'],
    ['taken', 'CONFLICT', 'This class is fully booked'],
    ['bad', 'BAD_REQUEST', 'discountCode: This code has expired'],
    ['slow', 'TOO_MANY_REQUESTS', 'Too many attempts'],
  ])('%s becomes %s with the service message', async (what, code, message) => {
    const error = await call(what).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe(code);
    expect((error as TRPCError).message).toBe(message);
  });
});
