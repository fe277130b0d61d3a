/** Part 1: req/s and latency of six endpoints with wrk over loopback. */
import http from 'node:http';
import zlib from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/server';
import { runWrk, type WrkResult, wrkProblem } from './lib/wrk';
import { median, round } from './lib/stats';
import type { Fixture } from './fixture';

export interface EndpointResult {
  key: 'a' | 'b' | 'c' | 'd' | 'e' | 'f';
  label: string;
  request: string;
  /** 'ok', or why the endpoint was not measured (a wrong answer is not a speed). */
  check: string;
  reqPerSec: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  /** Connection errors (timeouts included) + non-2xx answers during the measured run. */
  errors: number | null;
  requests: number | null;
  /** Size of one answer on the wire and its content-encoding ('identity' when uncompressed). */
  responseBytes: number | null;
  encoding: string | null;
  /** req/s of each round, for the endpoints measured in turns. */
  roundsReqPerSec?: number[];
}

/** Measured in turns, COMPARED_ROUNDS rounds of half the duration each (see measureThroughput). */
const COMPARED: EndpointResult['key'][] = ['a', 'b', 'c'];
const COMPARED_ROUNDS = 3;

/** Sent with every request, as every browser does, so compression (or its absence) is part of the result. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

interface Endpoint {
  key: EndpointResult['key'];
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Returns null when the answer is right, else what is wrong with it. */
  verify(status: number, text: string): string | null;
}

const json = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A hashed script of the build (the landing page's entry), as a browser fetches it. */
function hashedAsset(): string | null {
  try {
    const html = readFileSync(path.join(repoRoot, 'dist/client/index.html'), 'utf8');
    return /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? null;
  } catch {
    return null;
  }
}

function endpoints(fixture: Fixture): Endpoint[] {
  const slotCount = (list: unknown) =>
    Array.isArray(list) && list.length === fixture.slots
      ? null
      : `expected ${fixture.slots} slots, got ${Array.isArray(list) ? list.length : typeof list}`;
  const trpcInput = encodeURIComponent(JSON.stringify({ json: { startDate: fixture.weekStart, endDate: fixture.weekEnd } }));
  return [
    {
      key: 'a',
      label: 'bare Fastify route (ceiling)',
      method: 'GET',
      path: '/bench/fixed',
      verify: (s, t) => (s === 200 && (json(t) as { ok?: boolean })?.ok === true ? null : 'not a fixed JSON body'),
    },
    {
      key: 'b',
      label: 'REST week range (40 slots)',
      method: 'GET',
      path: `/api/location-availability/range/${fixture.weekStart}/${fixture.weekEnd}`,
      verify: (s, t) => (s === 200 ? slotCount(json(t)) : `HTTP ${s}`),
    },
    {
      key: 'c',
      label: 'tRPC schedule.range (same week)',
      method: 'GET',
      path: `/trpc/schedule.range?input=${trpcInput}`,
      verify: (s, t) => (s === 200 ? slotCount((json(t) as { result?: { data?: { json?: unknown } } })?.result?.data?.json) : `HTTP ${s}`),
    },
    {
      key: 'd',
      label: 'POST /api/validate-discount',
      method: 'POST',
      path: '/api/validate-discount',
      body: { code: 'WELCOME10' },
      verify: (s, t) => (s === 200 && (json(t) as { valid?: boolean })?.valid === true ? null : `HTTP ${s}, WELCOME10 not valid`),
    },
    {
      key: 'e',
      label: 'GET / (landing HTML)',
      method: 'GET',
      path: '/',
      verify: (s, t) => (s === 200 && /<html/i.test(t) ? null : `HTTP ${s}, not HTML`),
    },
    {
      key: 'f',
      label: 'GET a hashed asset (landing entry JS)',
      method: 'GET',
      path: hashedAsset() ?? '/assets/(no entry script in dist/client/index.html)',
      verify: (s, t) => (s === 200 && t.length > 1000 ? null : `HTTP ${s}`),
    },
  ];
}

/** One request with raw bytes counted before any decompression. */
function preflight(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string; wireBytes: number; encoding: string }>((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] ?? 'identity');
        const decoded =
          encoding === 'br'
            ? zlib.brotliDecompressSync(raw)
            : encoding === 'gzip'
              ? zlib.gunzipSync(raw)
              : encoding === 'deflate'
                ? zlib.inflateSync(raw)
                : raw;
        resolve({ status: res.statusCode ?? 0, text: decoded.toString('utf8'), wireBytes: raw.length, encoding });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface ThroughputOptions {
  durationS: number;
  connections: number;
  warmupS: number;
  log: (line: string) => void;
  /** The server's pid: its resident memory is sampled during the runs. */
  serverPid?: number;
}

/** Resident set size of a process in MB (Linux /proc), or null elsewhere. */
export function rssMB(pid: number): number | null {
  try {
    const kB = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kB) ? round(kB / 1024, 1) : null;
  } catch {
    return null;
  }
}

export async function measureThroughput(
  baseUrl: string,
  fixture: Fixture,
  opts: ThroughputOptions,
): Promise<{ endpoints: EndpointResult[]; maxRssMB: number | null }> {
  const noWrk = wrkProblem();
  if (noWrk) throw new Error(noWrk);
  const results: EndpointResult[] = [];
  let maxRssMB: number | null = null;
  // Which endpoint was being loaded when the memory peaked: logged, to know where to look.
  let loading = 'checks';
  const peakBy = new Map<string, number>();
  const sampler = setInterval(() => {
    const mb = opts.serverPid ? rssMB(opts.serverPid) : null;
    if (mb !== null) {
      maxRssMB = Math.max(maxRssMB ?? 0, mb);
      peakBy.set(loading, Math.max(peakBy.get(loading) ?? 0, mb));
    }
  }, 250);
  // Check every answer first: a wrong answer is not a speed.
  const ready: {
    ep: Endpoint;
    base: Pick<EndpointResult, 'key' | 'label' | 'request'>;
    run: (durationS: number) => Promise<WrkResult>;
    responseBytes: number | null;
    encoding: string | null;
  }[] = [];
  for (const ep of endpoints(fixture)) {
    const headers: Record<string, string> = { ...BROWSER_HEADERS, ...(ep.body ? { 'content-type': 'application/json' } : {}) };
    const body = ep.body ? JSON.stringify(ep.body) : undefined;
    const request = `${ep.method} ${ep.path.length > 70 ? `${ep.path.slice(0, 67)}...` : ep.path}`;
    const base = { key: ep.key, label: ep.label, request };

    let check: string;
    let responseBytes: number | null = null;
    let encoding: string | null = null;
    try {
      const res = await preflight(baseUrl + ep.path, ep.method, headers, body);
      const problem = ep.verify(res.status, res.text);
      check = problem ? `${problem}: ${res.text.slice(0, 120)}` : 'ok';
      responseBytes = res.wireBytes;
      encoding = res.encoding;
    } catch (error) {
      check = `request failed: ${(error as Error).message}`;
    }
    if (check !== 'ok') {
      opts.log(`  (${ep.key}) ${ep.label}: NOT MEASURED (${check})`);
      results.push({ ...base, check, reqPerSec: null, p50Ms: null, p99Ms: null, errors: null, requests: null, responseBytes, encoding });
      continue;
    }
    const run = (durationS: number) =>
      runWrk({ url: baseUrl + ep.path, method: ep.method, headers, body, connections: opts.connections, durationS });
    ready.push({ ep, base, run, responseBytes, encoding });
  }

  // The bare route and the two week reads are compared with each other, so they are measured in turns
  // (a, b, c, a, b, c, ...) and each figure is the median of its rounds: a slow spell of the shared
  // machine then touches all three alike instead of whichever ran during it. The others run once.
  const rounds = new Map<EndpointResult['key'], WrkResult[]>();
  const measure = async (item: (typeof ready)[number], durationS: number) => {
    loading = item.ep.key;
    const r = await item.run(durationS);
    rounds.set(item.ep.key, [...(rounds.get(item.ep.key) ?? []), r]);
  };
  const compared = ready.filter((item) => COMPARED.includes(item.ep.key));
  loading = 'warm-up';
  if (opts.warmupS > 0) for (const item of compared) await item.run(opts.warmupS);
  for (let round = 0; round < COMPARED_ROUNDS; round++) for (const item of compared) await measure(item, opts.durationS / 2);
  for (const item of ready.filter((i) => !COMPARED.includes(i.ep.key))) {
    loading = item.ep.key;
    if (opts.warmupS > 0) await item.run(opts.warmupS);
    await measure(item, opts.durationS);
  }

  for (const item of ready) {
    const runs = rounds.get(item.ep.key) ?? [];
    const result: EndpointResult = {
      ...item.base,
      check: 'ok',
      reqPerSec: Math.round(median(runs.map((r) => r.reqPerSec))),
      p50Ms: round(median(runs.map((r) => r.p50Ms)), 2),
      // The worst round's p99: a latency target must hold in every round.
      p99Ms: round(Math.max(...runs.map((r) => r.p99Ms)), 2),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      requests: runs.reduce((sum, r) => sum + r.requests, 0),
      responseBytes: item.responseBytes,
      encoding: item.encoding,
      ...(runs.length > 1 ? { roundsReqPerSec: runs.map((r) => Math.round(r.reqPerSec)) } : {}),
    };
    opts.log(
      `  (${item.ep.key}) ${item.ep.label}: ${result.reqPerSec} req/s${runs.length > 1 ? ` (rounds ${runs.map((r) => Math.round(r.reqPerSec)).join(', ')})` : ''}, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors}`,
    );
    results.push(result);
  }
  results.sort((x, y) => x.key.localeCompare(y.key));
  clearInterval(sampler);
  if (peakBy.size) opts.log(`  peak RSS while loading: ${[...peakBy].map(([k, mb]) => `${k} ${Math.round(mb)} MB`).join(', ')}`);
  return { endpoints: results, maxRssMB };
}
