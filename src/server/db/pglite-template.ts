import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * A fresh PGlite directory costs an initdb inside wasm and every migration: most of a first start.
 * `npm run build` therefore makes a migrated, empty data directory once (PGlite's dumpDataDir) and a
 * first start loads it (PGlite's loadDataDir) instead. It is used only when it was made from exactly the
 * migrations in drizzle/ (a hash of them is stored beside it); otherwise the start is the slow one.
 * Stored uncompressed: untarring it from the page cache was faster than gunzipping a 5 MB copy.
 */
export function templateFiles(migrationsFolder: string) {
  const dir = path.join(path.dirname(migrationsFolder), 'dist/pglite-template');
  return { archive: path.join(dir, 'migrated.tar'), key: path.join(dir, 'migrations.sha256') };
}

/** Changes whenever a migration is added or altered. */
export function migrationsKey(migrationsFolder: string): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(migrationsFolder, 'meta/_journal.json')));
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex');
}

/** The template for these migrations, if the build made one. */
export function readTemplate(migrationsFolder: string): Blob | undefined {
  const files = templateFiles(migrationsFolder);
  try {
    if (!existsSync(files.key) || readFileSync(files.key, 'utf8').trim() !== migrationsKey(migrationsFolder)) return undefined;
    return new Blob([readFileSync(files.archive)]);
  } catch {
    return undefined;
  }
}

/** initdb's template databases: PGlite opens "postgres" and nothing here runs CREATE DATABASE. */
const UNUSED_DATABASES = ['template0', 'template1'] as const;

/** Makes the template (run by src/scripts/build-server.mjs). */
export async function writeTemplate(migrationsFolder: string): Promise<string> {
  const files = templateFiles(migrationsFolder);
  const pg = await PGlite.create();
  try {
    await migrate(drizzle(pg), { migrationsFolder });
    // PGlite serves the "postgres" database; initdb's template0 and template1 are half of the directory's
    // 1,189 files, and a first start writes every file (about 0.75 ms each on the bench machine). The app
    // never creates a database, so the template leaves them out (decision 169).
    for (const name of UNUSED_DATABASES) {
      await pg.exec(`ALTER DATABASE ${name} WITH IS_TEMPLATE false ALLOW_CONNECTIONS true`);
      await pg.exec(`DROP DATABASE ${name}`);
    }
    await pg.exec('CHECKPOINT');
    const archive = await pg.dumpDataDir('none');
    mkdirSync(path.dirname(files.archive), { recursive: true });
    writeFileSync(files.archive, Buffer.from(await archive.arrayBuffer()));
    writeFileSync(files.key, `${migrationsKey(migrationsFolder)}\n`);
    return files.archive;
  } finally {
    await pg.close();
  }
}
