import { mkdirSync } from 'node:fs';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { claimDataDir } from '../db/data-dir-lock';

/** Opens the configured database for a command: claims an embedded DATA_DIR first and migrates. */
export async function openForCommand(name: string): Promise<{ config: Config; database: Database; close(): Promise<void> }> {
  const config = loadConfig();
  let release = () => {};
  if (!config.DATABASE_URL) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    release = claimDataDir(config.DATA_DIR, `npm run ${name}`);
  }
  try {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
    await database.migrate();
    return {
      config,
      database,
      async close() {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Runs a command's body and exits: a known failure prints one line, a stack only with LOG_LEVEL=debug. */
export function runCommand(body: () => Promise<void>): void {
  body().then(
    () => process.exit(0),
    (error: unknown) => {
      const debug = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
      console.error(debug && error instanceof Error ? error.stack : `Error: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
