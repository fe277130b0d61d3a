/**
 * Sending one signed delivery over HTTP. The address check runs inside the connection's own DNS lookup, so
 * the address that was checked is the address connected to: a name that resolved to a public address when
 * the endpoint was registered and to 127.0.0.1 now (DNS rebinding) is refused at delivery time.
 */
import { createHmac } from 'node:crypto';
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Public means a global unicast address as ipaddr.js classifies it (its table follows the IANA special-purpose
 * registries): private, loopback, link-local, unique-local, CGNAT, multicast, reserved and documentation ranges
 * are not, and neither is any IPv6 form that carries an IPv4 address inside (so could reach a private one):
 * IPv4-mapped (judged as the IPv4 address it maps), IPv4-compatible (::/96), IPv4-translated (::ffff:0:0/96),
 * 6to4 (2002::/16), NAT64 (64:ff9b::/96, 64:ff9b:1::/48), Teredo (2001::/32) and discard (100::/64).
 */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address).range() === 'unicast';
  // A zone id (fe80::1%eth0) only exists on local links.
  if (family !== 6 || address.includes('%')) return false;
  // The URL parser writes IPv6 canonically in hex: ipaddr.js reads a dotted tail such as ::8.8.8.8 as
  // IPv4-mapped, when it is the IPv4-compatible form.
  const v6 = ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
  if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
  return v6.range() === 'unicast';
}

export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Every address a URL's host resolves to must be public (unless allowed); throws PrivateAddressError or a DNS error. */
export async function assertPublicHost(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = hostOf(url);
  const addresses = net.isIP(host) ? [host] : (await dns.promises.lookup(host, { all: true })).map((a) => a.address);
  const refused = addresses.find((a) => !isPublicAddress(a));
  if (refused) throw new PrivateAddressError(`${host} resolves to ${refused}, a private or local address`);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused) return callback(new PrivateAddressError(`${hostname} resolves to ${refused.address}, a private or local address`), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>`. */
export function signatureHeader(secret: string, body: string, at: Date, alsoSignWith: string | null = null): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = (key: string) => createHmac('sha256', key).update(`${t}.${body}`).digest('hex');
  // During a rotation the old secret signs too (a second v1, as Stripe does), so a receiver holding either verifies.
  return `t=${t},v1=${v1(secret)}${alsoSignWith ? `,v1=${v1(alsoSignWith)}` : ''}`;
}

export interface SendOutcome {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** POSTs the body; a 2xx answer is success. Never follows redirects (they would bypass the address check). */
export function postJson(
  target: string,
  body: string,
  headers: Record<string, string>,
  opts: { timeoutMs: number; allowPrivate: boolean },
): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(target);
  const host = hostOf(url);
  if (!opts.allowPrivate && net.isIP(host) && !isPublicAddress(host)) {
    return Promise.resolve({ ok: false, statusCode: null, durationMs: 0, error: `refused: ${host} is a private or local address` });
  }
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<SendOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: guardedLookup(opts.allowPrivate),
        signal: AbortSignal.timeout(opts.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'booking-site-webhooks/1',
          ...headers,
        },
      },
      (res) => {
        const statusCode = res.statusCode ?? null;
        res.resume();
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        finish({ ok, statusCode, error: ok ? null : `the endpoint answered ${statusCode}` });
      },
    );
    request.on('error', (error: Error) => {
      const message =
        error instanceof PrivateAddressError
          ? `refused: ${error.message}`
          : error.name === 'AbortError' || error.name === 'TimeoutError'
            ? `no answer within ${opts.timeoutMs} ms`
            : error.message;
      finish({ ok: false, statusCode: null, error: message.slice(0, 500) });
    });
    request.end(body);
  });
}
