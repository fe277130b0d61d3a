/**
 * `npm run bench`: builds the client, starts the real server on seeded data and measures throughput,
 * booking contention, cold start, the client budget and Lighthouse in one run, then writes
 * bench/results.md, bench/results.json and the README's bench section.
 *
 * Exits non-zero when Stripe or admin code is in the landing bundle (or that cannot be checked),
 * when a place is oversold, or when a section could not run; a missed performance target is
 * recorded, not fatal. BENCH_ONLY=throughput,contention,stale,soak,growth,appointments,coldstart,budget,lighthouse runs a subset
 * and writes its results to a temporary file instead of bench/.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { measureAppointments } from './appointments';
import { measureClientBudget } from './client-budget';
import { measureColdStart } from './cold-start';
import { measureContention } from './contention';
import { type Fixture, prepareDatabase } from './fixture';
import { CHROMIUM, measureLighthouse } from './lighthouse';
import { killAllServers, repoRoot, type RunningServer, startServer } from './lib/server';
import { type BenchResults, type DbKind, evaluateTargets, ratiosOf, renderMarkdown, type Section, writeResults } from './report';
import { oneLine } from './lib/stats';
import { measureGrowth } from './growth';
import { measureStaleReads } from './stale-reads';
import { measureSoak } from './soak';
import { measureThroughput } from './throughput';

const envInt = (name: string, def: number) => {
  const v = Number(process.env[name] ?? def);
  if (!Number.isInteger(v) || v < 0) throw new Error(`${name} must be a whole number`);
  return v;
};
const SECTIONS = ['budget', 'throughput', 'lighthouse', 'contention', 'stale', 'soak', 'growth', 'appointments', 'coldstart'] as const;
type SectionName = (typeof SECTIONS)[number];
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((s) => s.trim()) : null;
if (only?.some((s) => !SECTIONS.includes(s as SectionName))) throw new Error(`BENCH_ONLY takes ${SECTIONS.join(',')}`);
const wants = (s: SectionName) => !only || only.includes(s);

const settings = {
  durationS: envInt('BENCH_DURATION', 10),
  connections: envInt('BENCH_CONNECTIONS', 50),
  warmupS: envInt('BENCH_WARMUP', 2),
  contentionRequests: envInt('BENCH_CONTENTION_REQUESTS', 500),
  contentionWarmup: envInt('BENCH_CONTENTION_WARMUP', 5000),
  coldStartRounds: envInt('BENCH_COLD_START_ROUNDS', 3),
  /** The mixed soak's length on each database (10 minutes) and its week reads per second. */
  soakSeconds: envInt('BENCH_SOAK_SECONDS', 600),
  soakReads: envInt('BENCH_SOAK_READS', 2500),
  lighthouseRuns: envInt('BENCH_LIGHTHOUSE_RUNS', 3),
  /** Appointments (issue 31): past appointments added, availability reads timed, the rush's parallel holds and warm-up. */
  appointmentHistory: envInt('BENCH_APPOINTMENT_HISTORY', 100_000),
  appointmentReads: envInt('BENCH_APPOINTMENT_READS', 200),
  appointmentRush: envInt('BENCH_APPOINTMENT_RUSH', 250),
  appointmentRushWarmup: envInt('BENCH_APPOINTMENT_RUSH_WARMUP', 1000),
  lighthouseVersion: (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string })
    .version,
  only: only?.join(',') ?? 'all',
};

const t0 = Date.now();
const log = (line: string) => console.log(`[bench ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)}s] ${line}`);
const errorSection = (error: unknown): { error: string } => {
  console.error(error);
  return { error: oneLine((error as Error).message ?? String(error), 400) };
};
const notRequested = { skipped: 'not requested (BENCH_ONLY)' };

const cleanups: (() => Promise<void>)[] = [];
async function cleanup() {
  killAllServers();
  for (const fn of cleanups.splice(0).reverse()) await fn().catch((e) => console.error(`cleanup: ${(e as Error).message}`));
}
process.on('SIGINT', () => {
  console.error('\n[bench] interrupted; stopping servers and dropping the bench database');
  void cleanup().finally(() => process.exit(130));
});

/** A PostgreSQL database of its own on TEST_DATABASE_URL's server (or the local default), dropped at the end. */
async function createBenchDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  const name = `bench_${Date.now()}`;
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    throw new Error(`PostgreSQL at ${new URL(adminUrl).host} is not usable (${(error as Error).message})`);
  }
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
    log(`dropped database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer<T>(opts: { databaseUrl?: string; dataDir?: string }, fn: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startServer(opts);
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}

function gitCommit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repoRoot }).toString().trim() !== '';
    return dirty ? `${sha} + uncommitted changes` : sha;
  } catch {
    return 'unknown';
  }
}

async function main() {
  const results: BenchResults = {
    generatedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: gitCommit(),
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      platform: `${os.platform()} ${os.release()}`,
      loadAverageStart: os.loadavg()[0]!.toFixed(2),
      loadAverageEnd: '',
    },
    settings,
    fixture: {},
    throughput: { postgres: notRequested, pglite: notRequested },
    ratios: {},
    memory: {},
    staleReads: notRequested,
    growth: { postgres: notRequested, pglite: notRequested },
    contention: notRequested,
    appointments: notRequested,
    soak: { postgres: notRequested, pglite: notRequested },
    coldStart: notRequested,
    clientBudget: notRequested,
    lighthouse: notRequested,
    targets: [],
    failures: [],
  };

  // The server serves dist/client, so the build comes first whatever is measured.
  const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
  const buildClient = () => {
    log('building the client (npm run build)');
    const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('npm run build failed');
  };
  if (!skipBuild) buildClient();

  if (wants('budget')) {
    log('client budget');
    try {
      let budget = await measureClientBudget();
      // In a shared checkout the source can change between the build and the analysis: build once more.
      if (budget.stale && !skipBuild) {
        log('  the source changed since the build; building again');
        buildClient();
        budget = await measureClientBudget();
      }
      results.clientBudget = { value: budget };
      log(
        `  / ${budget.landing.jsGzipKB} KB JS + ${budget.landing.cssGzipKB} KB CSS gzip; /admin/dashboard ${budget.dashboard?.jsGzipKB ?? '?'} KB JS gzip`,
      );
      if (budget.analysisError)
        results.failures.push(`could not check the public pages' bundles for Stripe/admin code: ${budget.analysisError}`);
      if (budget.forbiddenInPublicPages.length) {
        const message = `Stripe or admin code is in a public page's static graph: ${budget.forbiddenInPublicPages.join(', ')}`;
        console.error(
          `\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n!! BUDGET FAILURE: ${message}\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n`,
        );
        results.failures.push(message);
      }
    } catch (error) {
      results.clientBudget = errorSection(error);
    }
  }

  let databaseUrl: string | null = null;
  let postgresProblem = '';
  if (wants('throughput') || wants('contention') || wants('stale') || wants('soak') || wants('growth')) {
    try {
      databaseUrl = await createBenchDatabase();
      results.fixture.postgres = await prepareDatabase({ databaseUrl });
      log(`PostgreSQL bench database ready (${new URL(databaseUrl).pathname.slice(1)})`);
    } catch (error) {
      postgresProblem = (error as Error).message;
      log(`PostgreSQL unavailable: ${postgresProblem}`);
    }
  }
  const pgSkipped = { skipped: `no PostgreSQL: ${postgresProblem}` };

  if (wants('throughput')) {
    if (databaseUrl) {
      log('throughput on PostgreSQL');
      try {
        const measured = await withServer({ databaseUrl }, (s) =>
          measureThroughput(s.url, results.fixture.postgres!, { ...settings, log, serverPid: s.pid }),
        );
        results.throughput.postgres = { value: measured.endpoints };
        results.memory.postgres = measured.maxRssMB;
      } catch (error) {
        results.throughput.postgres = errorSection(error);
      }
    } else results.throughput.postgres = pgSkipped;
  }

  let pgliteDir: string | null = null;
  if (wants('throughput') || wants('lighthouse') || wants('growth')) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
    pgliteDir = dataDir;
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    let fixture: Fixture | undefined;
    try {
      fixture = await prepareDatabase({ dataDir });
      results.fixture.pglite = fixture;
    } catch (error) {
      if (wants('throughput')) results.throughput.pglite = errorSection(error);
      if (wants('lighthouse')) results.lighthouse = errorSection(error);
    }
    if (fixture) {
      try {
        await withServer({ dataDir }, async (server) => {
          if (wants('throughput')) {
            log('throughput on PGlite');
            try {
              const measured = await measureThroughput(server.url, fixture, { ...settings, log, serverPid: server.pid });
              results.throughput.pglite = { value: measured.endpoints };
              results.memory.pglite = measured.maxRssMB;
            } catch (error) {
              results.throughput.pglite = errorSection(error);
            }
          }
          if (wants('lighthouse') && !existsSync(CHROMIUM))
            results.lighthouse = { skipped: `no Chromium at ${CHROMIUM} (set CHROME_PATH)` };
          else if (wants('lighthouse')) {
            log(`Lighthouse (${settings.lighthouseRuns} runs per page and preset)`);
            try {
              results.lighthouse = {
                value: await measureLighthouse(server.url, { runs: settings.lighthouseRuns, log, checkoutPath: fixture.checkoutPath }),
              };
            } catch (error) {
              results.lighthouse = errorSection(error);
            }
          }
        });
      } catch (error) {
        if (wants('throughput') && !('value' in results.throughput.pglite)) results.throughput.pglite = errorSection(error);
        if (wants('lighthouse') && !('value' in results.lighthouse)) results.lighthouse = errorSection(error);
      }
    }
  }
  for (const db of ['postgres', 'pglite'] as DbKind[]) {
    const section = results.throughput[db];
    if ('value' in section) results.ratios[db] = ratiosOf(section.value);
  }

  if (wants('contention')) {
    if (databaseUrl) {
      log(
        `contention: ${settings.contentionRequests} bookings at a ${results.fixture.postgres!.contention.capacity}-place slot over two processes (a cold burst and ${settings.contentionWarmup} warm-up attempts first)`,
      );
      const servers: RunningServer[] = [];
      try {
        // Started one after the other: both run migrate + seed, which take the startup lock anyway.
        servers.push(await startServer({ databaseUrl }));
        servers.push(await startServer({ databaseUrl }));
        const value = await measureContention({
          serverUrls: servers.map((s) => s.url),
          serverPids: servers.map((s) => s.pid),
          databaseUrl,
          fixture: results.fixture.postgres!,
          requests: settings.contentionRequests,
          warmupRequests: settings.contentionWarmup,
          log,
        });
        results.contention = { value };
        log(
          `  measured (warm): ${value.placesSold} sold, ${value.oversold} oversold, ${value.fullyBookedAnswers} fully booked, ${value.otherErrors} other errors, p50 ${value.p50Ms} ms, p99 ${value.p99Ms} ms, ${value.serverCpuMsPerRequest ?? '?'} ms server CPU per request`,
        );
        if (value.oversold > 0) results.failures.push(`oversold ${value.oversold} place(s) on a ${value.capacity}-place slot`);
        if (value.cold.oversold > 0)
          results.failures.push(`oversold ${value.cold.oversold} place(s) on a ${value.cold.capacity}-place slot in the cold burst`);
        if (value.warmup.oversold > 0)
          results.failures.push(`oversold ${value.warmup.oversold} place(s) on the ${value.warmup.capacity}-place warm-up slot`);
      } catch (error) {
        results.contention = errorSection(error);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    } else results.contention = pgSkipped;
  }

  if (wants('stale')) {
    if (databaseUrl) {
      log('cache across instances: two processes book, a third reads');
      const servers: RunningServer[] = [];
      try {
        for (let i = 0; i < 3; i++) servers.push(await startServer({ databaseUrl }));
        const value = await measureStaleReads({
          bookingUrls: [servers[0]!.url, servers[1]!.url],
          readerUrl: servers[2]!.url,
          databaseUrl,
          fixture: results.fixture.postgres!,
        });
        results.staleReads = { value };
        log(`  ${value.bookings} bookings: ${value.staleFirstReads} stale first reads, ${value.staleLaterReads} stale later reads`);
      } catch (error) {
        results.staleReads = errorSection(error);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    } else results.staleReads = pgSkipped;
  }

  if (wants('soak')) {
    const soakOn = async (db: DbKind, server: { databaseUrl?: string; dataDir?: string }, fixture: Fixture) => {
      log(
        `mixed soak on ${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${settings.soakSeconds} s, ${settings.soakReads} week reads/s, a booking paid every 60 ms`,
      );
      try {
        const value = await withServer(server, (s) =>
          measureSoak({
            server: s,
            weekStart: fixture.weekStart,
            weekEnd: fixture.weekEnd,
            seconds: settings.soakSeconds,
            readsPerSecond: settings.soakReads,
            log,
          }),
        );
        results.soak[db] = { value };
        log(
          `  ${value.reads} reads (${value.readErrors} errors), ${value.paid} paid, ${value.cancelled} cancelled, ${value.bookingErrors} booking errors; RSS peak ${value.peakRssMb} MB, end ${value.endRssMb} MB`,
        );
      } catch (error) {
        results.soak[db] = errorSection(error);
      }
    };
    if (databaseUrl) await soakOn('postgres', { databaseUrl }, results.fixture.postgres!);
    else results.soak.postgres = pgSkipped;
    // A data directory of its own: the soak's bookings stay out of the other measurements.
    const soakDir = mkdtempSync(path.join(os.tmpdir(), 'bench-soak-'));
    cleanups.push(async () => rmSync(soakDir, { recursive: true, force: true }));
    try {
      await soakOn('pglite', { dataDir: soakDir }, await prepareDatabase({ dataDir: soakDir }));
    } catch (error) {
      results.soak.pglite = errorSection(error);
    }
  }

  // Growth adds history to the databases, so it comes after everything else measured on them.
  if (wants('growth')) {
    if (databaseUrl) {
      log('growth on PostgreSQL');
      try {
        results.growth.postgres = { value: await measureGrowth({ databaseUrl }, results.fixture.postgres!, { log }) };
      } catch (error) {
        results.growth.postgres = errorSection(error);
      }
    } else results.growth.postgres = pgSkipped;
    if (pgliteDir && results.fixture.pglite) {
      log('growth on PGlite');
      try {
        results.growth.pglite = { value: await measureGrowth({ dataDir: pgliteDir }, results.fixture.pglite, { log }) };
      } catch (error) {
        results.growth.pglite = errorSection(error);
      }
    } else results.growth.pglite = { skipped: 'no PGlite fixture (growth runs on the throughput/Lighthouse data directory)' };
  }

  // On a database of its own: its history and holds stay out of the other measurements (and growth's past slots).
  if (wants('appointments')) {
    log(
      `appointments: availability for 8 weeks with ${settings.appointmentHistory} past appointments, then ${settings.appointmentRush} parallel holds for one time over two processes`,
    );
    const servers: RunningServer[] = [];
    try {
      const ownUrl = await createBenchDatabase();
      await prepareDatabase({ databaseUrl: ownUrl });
      servers.push(await startServer({ databaseUrl: ownUrl }));
      servers.push(await startServer({ databaseUrl: ownUrl }));
      const value = await measureAppointments({
        serverUrls: servers.map((s) => s.url),
        serverPids: servers.map((s) => s.pid),
        databaseUrl: ownUrl,
        history: settings.appointmentHistory,
        availabilityRounds: settings.appointmentReads,
        requests: settings.appointmentRush,
        warmupRequests: settings.appointmentRushWarmup,
        log,
      });
      results.appointments = { value };
      log(
        `  rush (warm): ${value.rush.holds} held of ${value.rush.requests}, ${value.rush.otherErrors} other errors, p50 ${value.rush.p50Ms} ms, p99 ${value.rush.p99Ms} ms, ${value.rush.serverCpuMsPerRequest ?? '?'} ms server CPU per request`,
      );
      const doubled = Math.max(0, value.rush.holds - 1) + Math.max(0, value.cold.holds - 1) + value.warmup.doubleBooked;
      if (doubled > 0) results.failures.push(`double-booked an appointment time ${doubled} time(s) in the rush`);
    } catch (error) {
      results.appointments = errorSection(error);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  }

  if (wants('coldstart')) {
    log(`cold start (${settings.coldStartRounds} rounds)`);
    try {
      results.coldStart = { value: await measureColdStart(settings.coldStartRounds, log) };
    } catch (error) {
      results.coldStart = errorSection(error);
    }
  }

  await cleanup();
  results.machine.loadAverageEnd = os.loadavg()[0]!.toFixed(2);

  for (const [name, section] of Object.entries({
    'throughput (PostgreSQL)': results.throughput.postgres,
    'throughput (PGlite)': results.throughput.pglite,
    contention: results.contention,
    'stale reads': results.staleReads,
    'soak (PostgreSQL)': results.soak.postgres,
    'soak (PGlite)': results.soak.pglite,
    'growth (PostgreSQL)': results.growth.postgres,
    'growth (PGlite)': results.growth.pglite,
    appointments: results.appointments ?? notRequested,
    'cold start': results.coldStart,
    'client budget': results.clientBudget,
    lighthouse: results.lighthouse,
  } satisfies Record<string, Section<unknown>>)) {
    if ('error' in section) results.failures.push(`${name} could not run: ${section.error.split('\n')[0]}`);
  }
  results.targets = evaluateTargets(results);

  console.log(`\n${renderMarkdown(results).split('\n## 1.')[0]}`);
  if (only) {
    const file = path.join(os.tmpdir(), `bench-partial-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify(results, null, 2));
    log(`partial run (BENCH_ONLY): results in ${file}; bench/ and README untouched`);
  } else {
    const { readmeUpdated } = writeResults(results);
    log(`wrote bench/results.md and bench/results.json${readmeUpdated ? ' and the README section' : ' (README has no bench markers)'}`);
  }
  if (results.failures.length) {
    console.error(`\n[bench] FAILED:\n${results.failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
  log(`done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

main().catch(async (error) => {
  console.error(error);
  await cleanup();
  process.exit(1);
});
