// The build's hashed files (dist/client/assets: scripts, styles, the QR decoder's wasm) are served from
// memory. Their names change whenever their bytes do, so they never change while the server runs: each is
// read once at start-up with the build's .br and .gz copies, and a request costs no file-system call.
// @fastify/static, which serves everything else, opens, stats and reads the file through libuv's thread
// pool on every request; for the landing page's 72 KB entry script that was 0.15 of a bare route's rate
// (decision 164).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import mime from 'mime';

/** A year, as immutable: the name is the version. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

interface Asset {
  type: string;
  etag: string;
  bodies: { br?: Buffer; gzip?: Buffer; identity: Buffer };
}

const ENCODINGS = ['br', 'gzip'] as const;
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

function contentType(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream';
  // As @fastify/send does: text types (and scripts) say their charset.
  return /^text\/|^application\/(javascript|json)/.test(type) ? `${type}; charset=utf-8` : type;
}

function load(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name.endsWith('.br') || name.endsWith('.gz') || !statSync(file).isFile()) continue;
    const identity = readFileSync(file);
    const bodies: Asset['bodies'] = { identity };
    for (const encoding of ENCODINGS) {
      const copy = file + SUFFIX[encoding];
      if (existsSync(copy)) bodies[encoding] = readFileSync(copy);
    }
    assets.set(name, { type: contentType(name), etag: `"${createHash('sha1').update(identity).digest('base64url')}"`, bodies });
  }
  return assets;
}

/** Registers GET (and HEAD) /assets/<name> for every file the build wrote there; other names are 404. */
export function registerHashedAssets(app: FastifyInstance, dir: string): void {
  // One negotiator per set of copies on offer, each remembering its answer per Accept-Encoding header.
  const negotiators = new Map<string, Negotiator<(typeof ENCODINGS)[number]>>();
  for (const [name, asset] of load(dir)) {
    const offered = ENCODINGS.filter((e) => asset.bodies[e]);
    const key = offered.join(',');
    if (offered.length && !negotiators.has(key)) negotiators.set(key, new Negotiator({ supportedValues: offered, cache: new Map() }));
    const negotiator = negotiators.get(key);
    app.get(`/assets/${name}`, (req, reply) => {
      reply.header('cache-control', HASHED_ASSET_CACHE).header('etag', asset.etag).type(asset.type);
      if (negotiator) reply.header('vary', 'accept-encoding');
      if (req.headers['if-none-match'] === asset.etag) return reply.code(304).send();
      const encoding = negotiator?.negotiate(req.headers['accept-encoding'] ?? '') ?? null;
      return encoding ? reply.header('content-encoding', encoding).send(asset.bodies[encoding]) : reply.send(asset.bodies.identity);
    });
  }
}
