import type { FastifyRequest } from 'fastify';
import { API_KEY_PREFIX } from '../../domain/api-keys';
import { forbidden, rateLimited, unauthorized } from '../../domain/errors';
import type { ApiKeyPrincipal } from '../services/auth/api-keys';
import { bearerToken, type ContextDeps } from '../trpc/context';
import { trpcErrorOf } from '../trpc/errors';
import type { RestRoute } from './define';

/**
 * API keys on admin REST paths: a `bk_` bearer token must be a live key holding the route's scope, and is
 * limited per key per minute (a database counter, so the limit holds across instances). Other tokens fall
 * through to the session check of adminProcedure.
 */
export function apiKeyGate(deps: ContextDeps) {
  return async (req: FastifyRequest, route: RestRoute): Promise<ApiKeyPrincipal | null> => {
    const token = bearerToken(req.headers.authorization);
    if (!token?.startsWith(API_KEY_PREFIX)) return null;
    const key = await deps.services.apiKeys.verify(token);
    if (!key) throw trpcErrorOf(unauthorized('This API key is unknown, revoked or expired'));
    if (!route.scope || !key.scopes.includes(route.scope)) {
      throw trpcErrorOf(
        forbidden(
          route.scope ? `This API key lacks the scope ${route.scope}` : 'This path needs a signed-in administrator, not an API key',
        ),
      );
    }
    const limit = deps.config.API_KEY_RATE_PER_MINUTE;
    if (limit > 0) {
      const state = await deps.services.rateLimiter.hit('api-key', String(key.id), 60_000);
      if (state.count > limit) {
        const seconds = Math.max(1, Math.ceil(state.retryAfterMs / 1000));
        throw trpcErrorOf(rateLimited(`Too many requests for this API key. Please try again in ${seconds} seconds.`, seconds));
      }
    }
    return key;
  };
}
