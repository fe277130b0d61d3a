import { mkdirSync } from 'node:fs';
import { placeholdersShowing } from '../domain/site-content-defaults';
import { type Config, ConfigError, DEFAULT_BUSINESS_NAME, loadConfig } from './config';
import { openDatabase } from './db/client';
import { claimDataDir } from './db/data-dir-lock';
import { seedIfEmpty } from './db/seed';
import { createSiteContentService } from './services/site-content';
import { describeStartupError, type StartupStep } from './startup-errors';

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

  // One process per embedded database: a second server or a command on the same files would corrupt them.
  if (!config.DATABASE_URL) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const release = claimDataDir(config.DATA_DIR, 'the server');
    process.on('exit', release);
  }
  // Opening the database (PGlite's wasm start-up) runs while the app's modules load.
  const opening = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const [{ buildApp }, database] = await Promise.all([import('./app'), opening]);
  step = 'database';
  await database.migrate();
  const seeded = await database.withStartupLock(() => seedIfEmpty(database.db, config));
  if (seeded.generatedAdmin) {
    console.log(
      `\n  Admin account created. Sign in at ${config.PUBLIC_URL}/admin/login\n    username: ${seeded.generatedAdmin.username}\n    password: ${seeded.generatedAdmin.password}\n  (shown once; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own)\n`,
    );
  }

  const app = await buildApp({ config, database, benchRoutes: process.env.BENCH_ROUTES === '1' });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
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

  step = 'listen';
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // The owner should know what visitors still see of the template (edit it in the admin 'Site content' tab).
  const { content } = await createSiteContentService({ db: database.db }).get();
  const placeholders = placeholdersShowing(content, config.BUSINESS_NAME, DEFAULT_BUSINESS_NAME);
  if (placeholders.length) {
    console.log(`Site content still showing placeholders: ${placeholders.join(', ')}. Edit them at ${config.PUBLIC_URL}/admin/dashboard?tab=site-content`);
  }
  console.log(`Serving on ${address} (public URL ${config.PUBLIC_URL}; database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.DATA_DIR}` : ''})`);
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
