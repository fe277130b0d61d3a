/**
 * `node bench/profile.mjs [a|b|c|d|e ...]`: runs the real server under `--cpu-prof` on the bench's PGlite
 * fixture (or PostgreSQL with PROFILE_DATABASE_URL), loads the chosen endpoints with wrk and
 * prints where the server's CPU went, by package and by function (self time). This is how the
 * findings in bench/notes/160-speed-public-week-above-the-database.md were made.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from './fixture';
import { repoRoot, startServer } from './lib/server';
import { runWrk } from './lib/wrk';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** Self time per package (node_modules/<pkg>, node:internal, our src/) and per function. */
export function summarise(file: string, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const total = profile.nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0) || 1;
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const { url, functionName, lineNumber } = node.callFrame;
    const pkg = url.includes('node_modules/')
      ? url
          .split('node_modules/')
          .pop()!
          .split('/')
          .slice(0, url.split('node_modules/').pop()!.startsWith('@') ? 2 : 1)
          .join('/')
      : url.startsWith('node:')
        ? 'node (core)'
        : url.includes('/dist/server/') || url.includes('/src/')
          ? 'our code'
          : functionName.startsWith('(')
            ? functionName
            : 'native/other';
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
    const fn = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + hits);
  }
  const pct = (n: number) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;
  const rows = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((x, y) => y[1] - x[1])
      .slice(0, top)
      .map(([k, v]) => `  ${pct(v)}  ${k}`)
      .join('\n');
  return `by package (self time):\n${rows(byPackage)}\n\nby function (self time):\n${rows(byFunction)}`;
}

/** The landing page's entry script, a hashed asset as a browser fetches it. */
function hashedAssetPath(): string {
  const html = readFileSync(path.join(repoRoot, 'dist/client/index.html'), 'utf8');
  return /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/assets/missing.js';
}

async function main() {
  const keys = process.argv.slice(2).length ? process.argv.slice(2) : ['b', 'c'];
  const dataDir = process.env.PROFILE_DATABASE_URL ? undefined : mkdtempSync(path.join(os.tmpdir(), 'profile-pglite-'));
  const fixture = await prepareDatabase(process.env.PROFILE_DATABASE_URL ? { databaseUrl: process.env.PROFILE_DATABASE_URL } : { dataDir });
  const trpcInput = encodeURIComponent(JSON.stringify({ json: { startDate: fixture.weekStart, endDate: fixture.weekEnd } }));
  const paths: Record<string, { method: 'GET' | 'POST'; path: string; body?: string }> = {
    a: { method: 'GET', path: '/bench/fixed' },
    b: { method: 'GET', path: `/api/location-availability/range/${fixture.weekStart}/${fixture.weekEnd}` },
    c: { method: 'GET', path: `/trpc/schedule.range?input=${trpcInput}` },
    d: { method: 'POST', path: '/api/validate-discount', body: JSON.stringify({ code: 'WELCOME10' }) },
    e: { method: 'GET', path: '/' },
    f: { method: 'GET', path: hashedAssetPath() },
  };
  const duration = Number(process.env.PROFILE_DURATION ?? 8);
  for (const key of keys) {
    const ep = paths[key];
    if (!ep) throw new Error(`unknown endpoint ${key}`);
    const profDir = mkdtempSync(path.join(os.tmpdir(), 'cpuprof-'));
    const server = await startServer({
      databaseUrl: process.env.PROFILE_DATABASE_URL,
      dataDir,
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
    });
    const r = await runWrk({
      url: server.url + ep.path,
      method: ep.method,
      body: ep.body,
      headers: { 'accept-encoding': 'gzip, deflate, br', ...(ep.body ? { 'content-type': 'application/json' } : {}) },
      connections: Number(process.env.PROFILE_CONNECTIONS ?? 50),
      durationS: duration,
    });
    await server.stop();
    const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
    console.log(
      `\n=== (${key}) ${ep.method} ${ep.path.slice(0, 80)}: ${Math.round(r.reqPerSec)} req/s, p99 ${r.p99Ms} ms, errors ${r.errors}`,
    );
    console.log(file ? summarise(path.join(profDir, file)) : '(no profile written)');
    if (file) console.log(`profile: ${path.join(profDir, file)}`);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv[1]?.endsWith('profile.ts') || process.argv[1]?.endsWith('profile.mjs')) await main();
