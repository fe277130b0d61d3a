import type { FastifyRequest } from 'fastify';

/** What a secret in a logged path or query is replaced with. */
export const LOGGED_SECRET = '[redacted]';

/**
 * Paths whose last part is itself a credential (decision 805): a gift voucher's code (`GET /api/vouchers/:code`,
 * beside its fixed `purchase` route) and the private calendar feed's token (`/api/calendar/:token.ics`).
 */
const SECRET_PATHS: { prefix: string; keep?: readonly string[] }[] = [
  { prefix: '/api/vouchers/', keep: ['purchase'] },
  { prefix: '/api/calendar/' },
];

/** Query parameters that may carry a code or token on a REST or page URL. */
const SECRET_PARAM = /code|token|secret|key|password/i;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The URL as the request log writes it: the route still readable, no code or token in it. Voucher codes and
 * calendar tokens in the path are replaced; a tRPC call's query (`?input=`, which holds every argument of a GET:
 * a voucher code for `vouchers.balance`) keeps only `batch`; any other query parameter named like a code or token
 * is replaced. Matched on the decoded, case-folded path with repeated slashes collapsed, as the router reads it.
 */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  const rawPath = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark + 1);
  let path = rawPath;
  const plain = decoded(rawPath).replace(/\/{2,}/g, '/');
  const folded = plain.toLowerCase();
  for (const { prefix, keep } of SECRET_PATHS) {
    if (!folded.startsWith(prefix)) continue;
    const rest = plain.slice(prefix.length);
    if (rest === '' || keep?.includes(rest.toLowerCase())) break;
    path = `${prefix}${LOGGED_SECRET}`;
    break;
  }
  if (!query) return path;
  const trpc = folded.startsWith('/trpc/');
  const params = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      const readable = decoded(name);
      if (trpc ? readable !== 'batch' : SECRET_PARAM.test(readable)) return `${name}=${LOGGED_SECRET}`;
      return pair;
    });
  return params.length ? `${path}?${params.join('&')}` : path;
}

/**
 * Fastify's own `req` serializer (lib/logger-pino.js) with the URL written by `loggedUrl`: every request line
 * ('incoming request') goes through it, whichever logger the app was given.
 */
export function requestLogLine(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggedUrl(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}
