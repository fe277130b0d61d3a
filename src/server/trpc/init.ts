import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { isDomainError, rateLimited as rateLimitedError, unauthorized } from '../../domain/errors';
import {
  dataExceptionOf,
  describeZodError,
  domainCause,
  domainFieldErrors,
  errorReference,
  INTERNAL_MESSAGE,
  isInternal,
  trpcErrorOf,
  zodCause,
  zodFieldErrors,
} from './errors';
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
  // An API key reaches here only through REST, which has already checked it and its scope for the route.
  const admin = ctx.apiKey
    ? { sessionId: 0, userId: 0, username: `API key: ${ctx.apiKey.name}` }
    : await ctx.services.auth.verify(ctx.token);
  if (!admin) throw unauthorized('Sign in as an administrator to do this');
  return next({ ctx: { ...ctx, admin } });
});

type MiddlewareFn = Parameters<typeof t.middleware>[0];
const limiters = new WeakSet<MiddlewareFn>();
const limiterFn = (fn: MiddlewareFn) => {
  limiters.add(fn);
  return fn;
};

/**
 * Whether a procedure counts its calls per IP (it went through `rateLimited`): the self-service audit
 * (self-service-limits.test.ts) asks this of every public procedure.
 */
export const isRateLimited = (procedure: { _def: { middlewares: unknown[] } }) =>
  procedure._def.middlewares.some((m) => limiters.has(m as MiddlewareFn));

/**
 * Per-IP limit for calls a spam or card-testing run would hammer (booking, checkout, discount, contact)
 * and for public reads that cost real work (QR images, checkout quotes). Every call counts, also each
 * call of a batch. Counters live in the database so the limit holds across instances. `times` scales
 * RATE_LIMIT_PER_MINUTE for reads a page makes on every visit, so one office behind one address is not
 * refused the landing page.
 */
export const rateLimited = (bucket: string, times = 1) =>
  t.middleware(
    limiterFn(async ({ ctx, next }) => {
      const limit = ctx.config.RATE_LIMIT_PER_MINUTE * times;
      if (limit > 0) {
        const state = await ctx.services.rateLimiter.hit(bucket, ctx.ip, 60_000);
        if (state.count > limit) {
          const seconds = Math.max(1, Math.ceil(state.retryAfterMs / 1000));
          throw rateLimitedError(`Too many requests. Please try again in ${seconds} seconds.`, seconds);
        }
      }
      return next();
    }),
  );

/**
 * Her account's procedures: counted per IP (a session token is as guessable as a link's), then the session
 * (cookie, or a bearer token on /api/account/*) must be live; narrows ctx with the account.
 */
export const accountProcedure = (bucket = 'account') =>
  publicProcedure.use(rateLimited(bucket)).use(async ({ ctx, next }) => {
    const account = await ctx.services.accountSignIn.verify(ctx.accountSession);
    if (ctx.accountSessionFrom === 'cookie') ctx.keepAccountCookie(ctx.accountSession);
    return next({ ctx: { ...ctx, account } });
  });
