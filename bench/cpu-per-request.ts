/**
 * `node bench/cpu.mjs`: server CPU microseconds per request of the bare route, the REST week and the
 * tRPC week, in-process over a real socket (undici keep-alive) on the bench's PGlite fixture. CPU time per
 * request is far steadier than req/s on a shared machine, so this is what changes are judged by here.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { prepareDatabase } from './fixture';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpu-pglite-'));
const fixture = await prepareDatabase(process.env.CPU_DATABASE_URL ? { databaseUrl: process.env.CPU_DATABASE_URL } : { dataDir });
const database = await openDatabase(process.env.CPU_DATABASE_URL ? { databaseUrl: process.env.CPU_DATABASE_URL } : { dataDir });
const app = await buildApp({ config: testConfig({ RATE_LIMIT_PER_MINUTE: '0' }), database, benchRoutes: true });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
const get = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(address + url, { agent, headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
const trpcInput = encodeURIComponent(JSON.stringify({ json: { startDate: fixture.weekStart, endDate: fixture.weekEnd } }));
const urls: Record<string, string> = {
  a: '/bench/fixed',
  b: `/api/location-availability/range/${fixture.weekStart}/${fixture.weekEnd}`,
  c: `/trpc/schedule.range?input=${trpcInput}`,
  cb: `/trpc/schedule.range?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { startDate: fixture.weekStart, endDate: fixture.weekEnd } } }))}`,
  e: '/',
  s: '/booking',
};
const n = Number(process.env.CPU_REQUESTS ?? 4000);
const keys = process.argv.slice(2).length ? process.argv.slice(2) : ['a', 'b', 'c'];
// Client and server share this process, so the client's own cost is measured on the bare route and
// reported alongside; compare ratios, not absolute figures.
for (const round of [0, 1]) {
  for (const key of keys) {
    const url = urls[key]!;
    const status = await get(url);
    if (status !== 200) throw new Error(`${key} ${url}: HTTP ${status}`);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < n; i += 50) await Promise.all(Array.from({ length: 50 }, () => get(url)));
    const cpu = process.cpuUsage(cpu0);
    const ms = performance.now() - t0;
    if (round === 1)
      console.log(
        `${key.padEnd(3)} ${((cpu.user + cpu.system) / n).toFixed(1).padStart(7)} µs CPU/request  ${(n / (ms / 1000)).toFixed(0).padStart(6)} req/s  ${url.slice(0, 60)}`,
      );
  }
}
agent.destroy();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
