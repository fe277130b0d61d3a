/**
 * Load over loopback with wrk (Debian's `wrk` package), a C load generator. autocannon, used before,
 * parses every answer in JavaScript: against a bare Fastify app it managed 44,000 req/s of a tiny JSON
 * body but only 2,400 of a 25 KB page and 550 of a 100 KB script, while wrk read the same answers at
 * 31,000 and 20,000 req/s. The page and asset figures were measuring the client, not the server.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface WrkResult {
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection, read, write and timeout errors plus answers that were not 2xx/3xx. */
  errors: number;
}

export const WRK = process.env.WRK_PATH || 'wrk';

/** Null when wrk can run here, else how to get it. */
export function wrkProblem(): string | null {
  try {
    execFileSync(WRK, ['--version'], { stdio: 'ignore' });
    return null;
  } catch (error) {
    // `wrk --version` prints its usage and exits 1; only a missing binary is a problem.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? `wrk not found (apt-get install wrk, or set WRK_PATH)` : null;
  }
}

const luaString = (s: string) => JSON.stringify(s);

/** One wrk run: one thread (the server gets the other core), `connections` kept-alive connections. */
export function runWrk(opts: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationS: number;
  timeoutS?: number;
}): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wrk-'));
  const script = path.join(dir, 'request.lua');
  // The request, and a summary printed as one JSON line (latencies are in microseconds).
  writeFileSync(
    script,
    [
      `wrk.method = ${luaString(opts.method)}`,
      ...Object.entries(opts.headers).map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}`),
      ...(opts.body !== undefined ? [`wrk.body = ${luaString(opts.body)}`] : []),
      'done = function(summary, latency, requests)',
      '  local e = summary.errors',
      '  io.write(string.format(\'WRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d}\\n\',',
      '    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.connect + e.read + e.write + e.timeout + e.status))',
      'end',
    ].join('\n'),
  );
  const args = ['-t1', `-c${opts.connections}`, `-d${opts.durationS}s`, `--timeout`, `${opts.timeoutS ?? 10}s`, '-s', script, opts.url];
  return new Promise((resolve, reject) => {
    execFile(WRK, args, { maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      rmSync(dir, { recursive: true, force: true });
      const line = /WRK_JSON (\{.*\})/.exec(stdout)?.[1];
      if (error || !line) return reject(new Error(`wrk failed: ${(error?.message ?? '') + stderr}`.trim()));
      const r = JSON.parse(line) as { requests: number; durationUs: number; p50Us: number; p99Us: number; errors: number };
      resolve({
        requests: r.requests,
        reqPerSec: r.requests / (r.durationUs / 1e6),
        p50Ms: r.p50Us / 1000,
        p99Ms: r.p99Us / 1000,
        errors: r.errors,
      });
    });
  });
}
