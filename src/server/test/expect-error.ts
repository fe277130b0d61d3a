import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';
import { describeZodError, zodCause } from '../trpc/errors';

/**
 * Awaits a call that must fail with a tRPC error of this code, and returns its message as a client
 * sees it (input errors are described field by field, as the error formatter does over HTTP).
 */
export async function expectTrpcError(promise: Promise<unknown>, code: TRPCError['code'], message?: string | RegExp): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected the call to fail').toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  const zod = zodCause(error);
  const text = zod ? describeZodError(zod) : (error as TRPCError).message;
  if (typeof message === 'string') expect(text).toBe(message);
  else if (message) expect(text).toMatch(message);
  return text;
}
