import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientBuildProblem, describeClientBuildProblem } from '../scripts/client-build.mjs';
import { setFlagsFromString } from 'node:v8';
import { startupBanner } from './banner';
import { placeholdersShowing } from '../domain/site-content-defaults';
import { type Config, ConfigError, DEFAULT_BUSINESS_NAME, loadConfig } from './config';
import { DEFAULT_POOL_SIZE, openDatabase } from './db/client';
import { runtimeV8FlagsFor } from './node-flags';
import { claimDataDir } from './db/data-dir-lock';
import { seedIfEmpty } from './db/seed';
import { createSiteContentService } from './services/site/site-content';
import { dailySnapshot } from './services/platform/backup';
import { serveBackups } from './services/platform/backup-control';
import { WARM_BOOKING_ROUNDS, warmUp } from './services/platform/warm-up';
import { describeStartupError, type StartupStep } from './startup-errors';

// V8 learns from the start-up (migrations, the first page renders) to allocate some objects straight in
// the old generation; under load those short-lived objects then piled up there until a full collection,
// and one instance reached 270-300 MB resident for a working set of about 40 MB (bench: 'Server memory').
// Without that guess the young generation collects them and the process stays under 200 MB, as fast.
setFlagsFromString('--no-allocation-site-pretenuring');

let config: Config;
let step: StartupStep = 'data-dir';

async function main() {
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The server bundle is what a deployment runs (`node dist/server/main.mjs`): after an update that changed the
  // client's source without `npm run build`, it would serve the old pages against the new API. `npm start`
  // rebuilds first (src/scripts/start.mjs); run from the sources (development, tests) the client is Vite's.
  if (import.meta.url.endsWith('.mjs') && process.env.CLIENT_BUILD_CHECKED !== '1') {
    const problem = clientBuildProblem(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
    if (problem?.kind === 'stale') {
      console.error(
        `${describeClientBuildProblem(problem)}\nRun \`npm run build\` (or start with \`npm start\`, which rebuilds it), then start again.`,
      );
      process.exit(1);
    }
  }

  // One process per embedded database: a second server or a command on the same files would corrupt them.
  // memory:// is PGlite in memory (tests, the benchmark): no folder to claim and nothing to back up.
  const onDisk = !config.DATABASE_URL && !config.DATA_DIR.startsWith('memory://');
  if (onDisk) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const release = claimDataDir(config.DATA_DIR, 'the server');
    process.on('exit', release);
  }
  // Opening the database (PGlite's wasm start-up) runs while the app's modules load.
  const opening = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const [{ buildApp }, database] = await Promise.all([import('./app'), opening]);
  for (const flag of runtimeV8FlagsFor(database.kind)) setFlagsFromString(flag);
  step = 'database';
  await database.migrate();
  const seeded = await database.withStartupLock(() => seedIfEmpty(database.db, config));
  const app = await buildApp({ config, database, benchRoutes: process.env.BENCH_ROUTES === '1' });

  let control: { close(): Promise<void> } | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await control?.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Before it listens, so before readiness can say ready: the pool open and the booking path's statements
  // prepared on each connection, so the first rush after a start or an update is served like a warm one.
  await app.ready();
  const warmMs = await warmUp({
    database,
    connections: database.kind === 'postgres' ? DEFAULT_POOL_SIZE : 1,
    inject: (url, body) => app.inject(body ? { method: 'POST', url, payload: body } : { method: 'GET', url }),
    // Instances that share PostgreSQL are the ones a rush lands on after an update: their booking code is compiled
    // before they listen (~0.2-0.4 s). The embedded database's single instance keeps its quick start.
    bookingRounds: database.kind === 'postgres' ? WARM_BOOKING_ROUNDS : 0,
  });
  app.log.debug({ ms: Math.round(warmMs) }, 'warmed up: pool open, booking statements prepared');

  step = 'listen';
  // The banner below says where the site listens; Fastify's own line per interface would bury it.
  const address = await app.listen({ port: config.PORT, host: config.HOST, listenTextResolver: (a) => `listening on ${a}` });
  await new Promise((resolve) => setImmediate(resolve));
  if (onDisk) {
    // `npm run backup` while the server runs asks it for the snapshot (services/platform/backup-control.ts).
    control = await serveBackups(database, config.DATA_DIR);
    // The embedded store's daily snapshot (DATA_DIR/backups, last 14): checked hourly, taken once a day.
    const snapshot = () =>
      dailySnapshot(database, config.DATA_DIR).then(
        (file) => file && app.log.info({ file }, 'daily snapshot written'),
        (error: unknown) => app.log.error({ err: error }, 'daily snapshot failed'),
      );
    // Not at start: a dump holds the database for seconds, and a fresh start should answer at once.
    setTimeout(() => {
      void snapshot();
      setInterval(() => void snapshot(), 3600_000).unref();
    }, 10 * 60_000).unref();
  }
  // The owner should know what visitors still see of the template (edit it in the admin 'Site content' tab).
  const { content } = await createSiteContentService({ db: database.db }).get();
  console.log(
    startupBanner({
      publicUrl: config.PUBLIC_URL,
      listening: address,
      database: database.kind === 'pglite' ? `embedded in ${config.DATA_DIR}` : 'PostgreSQL',
      generatedAdmin: seeded.generatedAdmin,
      placeholders: placeholdersShowing(content, config.BUSINESS_NAME, DEFAULT_BUSINESS_NAME),
      envFile: existsSync('.env'),
    }),
  );
}

/** One line naming the variable or port and what to do; the stack only when LOG_LEVEL asks for it. */
function fail(error: unknown): never {
  const debug = config && (config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace');
  const line = config ? describeStartupError(error, step, config) : null;
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  console.error(line ?? `Start-up failed: ${message}${debug ? '' : ' (set LOG_LEVEL=debug to see the details)'}`);
  if (debug) console.error(error);
  process.exit(1);
}

main().catch(fail);
