import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { isDomainError, rateLimited as rateLimitedError, unauthorized } from '../../domain/errors';
import { dataExceptionOf, describeZodError, domainCause, domainFieldErrors, errorReference, INTERNAL_MESSAGE, isInternal, trpcErrorOf, zodCause, zodFieldErrors } from './errors';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // The one place a tRPC error body is written. No stack in any environment (the log has it), and an
  // internal failure says only that it happened plus the reference of its log entry (app.ts onError).
  errorFormatter({ shape, error }) {
    const zodError = zodCause(error);
    const { stack: _stack, ...data } = shape.data;
    const internal = isInternal(error);
    return {
      ...shape,
      message: zodError ? describeZodError(zodError) : internal ? INTERNAL_MESSAGE : shape.message,
      data: {
        ...data,
        fieldErrors: zodError ? zodFieldErrors(zodError) : domainFieldErrors(domainCause(error)),
        reference: internal ? errorReference(error) : null,
      },
    };
  },
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
/** Services throw domain errors; this is the one place they become tRPC errors (REST reads the same). */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  if (isDomainError(result.error.cause)) throw trpcErrorOf(result.error.cause);
  const dataException = dataExceptionOf(result.error.cause);
  if (dataException) throw trpcErrorOf(dataException);
  return result;
});

export const publicProcedure = t.procedure.use(domainErrors);

/** Rejects a missing, unknown, expired or revoked bearer token; narrows ctx with the admin. */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const admin = await ctx.services.auth.verify(ctx.token);
  if (!admin) throw unauthorized('Sign in as an administrator to do this');
  return next({ ctx: { ...ctx, admin } });
});

/**
 * Per-IP limit for calls a spam or card-testing run would hammer (booking, checkout, discount, contact)
 * and for public reads that cost real work (QR images, checkout quotes). Every call counts, also each
 * call of a batch. Counters live in the database so the limit holds across instances. `times` scales
 * RATE_LIMIT_PER_MINUTE for reads a page makes on every visit, so one office behind one address is not
 * refused the landing page.
 */
export const rateLimited = (bucket: string, times = 1) =>
  t.middleware(async ({ ctx, next }) => {
    const limit = ctx.config.RATE_LIMIT_PER_MINUTE * times;
    if (limit > 0) {
      const state = await ctx.services.rateLimiter.hit(bucket, ctx.ip, 60_000);
      if (state.count > limit) {
        const seconds = Math.max(1, Math.ceil(state.retryAfterMs / 1000));
        throw rateLimitedError(`Too many requests. Please try again in ${seconds} seconds.`, seconds);
      }
    }
    return next();
  });
