import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { isDomainError } from '../../domain/errors';
import { describeZodError, trpcErrorOf, zodCause, zodFieldErrors } from './errors';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const zodError = zodCause(error);
    return {
      ...shape,
      message: zodError ? describeZodError(zodError) : shape.message,
      data: { ...shape.data, fieldErrors: zodError ? zodFieldErrors(zodError) : null },
    };
  },
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
/** Services throw domain errors; this is the one place they become tRPC errors (REST reads the same). */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDomainError(result.error.cause)) throw trpcErrorOf(result.error.cause);
  return result;
});

export const publicProcedure = t.procedure.use(domainErrors);

/** Rejects a missing, unknown, expired or revoked bearer token; narrows ctx with the admin. */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const admin = await ctx.services.auth.verify(ctx.token);
  if (!admin) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in as an administrator to do this' });
  return next({ ctx: { ...ctx, admin } });
});

/**
 * Per-IP limit for calls a spam or card-testing run would hammer (booking, checkout, discount, contact).
 * Counters live in the database so the limit holds across instances.
 */
export const rateLimited = (bucket: string) =>
  t.middleware(async ({ ctx, next }) => {
    const limit = ctx.config.RATE_LIMIT_PER_MINUTE;
    if (limit > 0) {
      const state = await ctx.services.rateLimiter.hit(bucket, ctx.ip, 60_000);
      if (state.count > limit) {
        const seconds = Math.max(1, Math.ceil(state.retryAfterMs / 1000));
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: `Too many requests. Please try again in ${seconds} seconds.`,
        });
      }
    }
    return next();
  });

/** Thrown by procedures whose issue has not landed yet. */
export function notImplemented(what: string): never {
  throw new TRPCError({ code: 'NOT_IMPLEMENTED', message: `${what} is not implemented yet` });
}
