import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * A fresh PGlite directory costs an initdb inside wasm and every migration: most of a first start.
 * `npm run build` therefore makes a migrated, empty data directory once, closed cleanly, and a first start
 * copies its files into the new data directory before opening it as an existing one. It is used only when it
 * was made from exactly the migrations in drizzle/ (a hash of them is stored beside it); otherwise the start
 * is the slow one. A plain file copy, not PGlite's loadDataDir: untarring a 27 MB archive through the wasm
 * file system left about 100 MB of freed buffers resident for the life of the process (decision 226).
 */
export function templateFiles(migrationsFolder: string) {
  const dir = path.join(path.dirname(migrationsFolder), 'dist/pglite-template');
  return { dataDir: path.join(dir, 'data'), key: path.join(dir, 'migrations.sha256') };
}

/** Changes whenever a migration is added or altered. */
export function migrationsKey(migrationsFolder: string): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(migrationsFolder, 'meta/_journal.json')));
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex');
}

/** The template's data directory for these migrations, if the build made one. */
export function readTemplate(migrationsFolder: string): string | undefined {
  const files = templateFiles(migrationsFolder);
  try {
    if (!existsSync(path.join(files.dataDir, 'PG_VERSION')) || readFileSync(files.key, 'utf8').trim() !== migrationsKey(migrationsFolder))
      return undefined;
    return files.dataDir;
  } catch {
    return undefined;
  }
}

/**
 * Copies the template into `dataDir` (which may already hold the claim file). PG_VERSION, which marks a data
 * directory as made, is copied last: a start interrupted mid-copy leaves a directory the next start copies again.
 */
export function copyTemplate(template: string, dataDir: string): void {
  const marker = path.join(template, 'PG_VERSION');
  cpSync(template, dataDir, { recursive: true, filter: (source) => source !== marker });
  copyFileSync(marker, path.join(dataDir, 'PG_VERSION'));
}

/** initdb's template databases: PGlite opens "postgres" and nothing here runs CREATE DATABASE. */
const UNUSED_DATABASES = ['template0', 'template1'] as const;

/** Makes the template (run by src/scripts/build-server.mjs). */
export async function writeTemplate(migrationsFolder: string): Promise<string> {
  const files = templateFiles(migrationsFolder);
  rmSync(path.dirname(files.dataDir), { recursive: true, force: true });
  mkdirSync(files.dataDir, { recursive: true });
  const pg = await PGlite.create(files.dataDir);
  try {
    await migrate(drizzle(pg), { migrationsFolder });
    // PGlite serves the "postgres" database; initdb's template0 and template1 are half of the directory's
    // 1,189 files, and a first start copies every file. The app never creates a database, so the template
    // leaves them out (decision 169).
    for (const name of UNUSED_DATABASES) {
      await pg.exec(`ALTER DATABASE ${name} WITH IS_TEMPLATE false ALLOW_CONNECTIONS true`);
      await pg.exec(`DROP DATABASE ${name}`);
    }
    await pg.exec('CHECKPOINT');
  } finally {
    await pg.close();
  }
  writeFileSync(files.key, `${migrationsKey(migrationsFolder)}\n`);
  return files.dataDir;
}
