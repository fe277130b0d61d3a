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

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv6');
}

/** False for private, loopback, link-local, unique-local, multicast and other non-public addresses. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export interface SendOutcome {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** POSTs the body; a 2xx answer is success. Never follows redirects (they would bypass the address check). */
export function postJson(target: string, body: string, headers: Record<string, string>, opts: { timeoutMs: number; allowPrivate: boolean }): Promise<SendOutcome> {
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
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'booking-site-webhooks/1', ...headers },
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
