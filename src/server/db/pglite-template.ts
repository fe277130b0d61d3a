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

/** Makes the template (run by src/scripts/build-server.mjs). */
export async function writeTemplate(migrationsFolder: string): Promise<string> {
  const files = templateFiles(migrationsFolder);
  const pg = await PGlite.create();
  try {
    await migrate(drizzle(pg), { migrationsFolder });
    const archive = await pg.dumpDataDir('none');
    mkdirSync(path.dirname(files.archive), { recursive: true });
    writeFileSync(files.archive, Buffer.from(await archive.arrayBuffer()));
    writeFileSync(files.key, `${migrationsKey(migrationsFolder)}\n`);
    return files.archive;
  } finally {
    await pg.close();
  }
}
