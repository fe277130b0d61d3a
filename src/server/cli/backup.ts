/**
 * `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--yes]`: a consistent snapshot of the
 * configured database (PGlite's own dump when embedded, pg_dump's custom format for PostgreSQL) and
 * its way back, after confirming.
 */
import { mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { claimDataDir } from '../db/data-dir-lock';
import { defaultBackupFile, restoreEmbedded, restorePostgres, snapshotEmbedded, snapshotPostgres } from '../services/platform/backup';
import { requestBackup } from '../services/platform/backup-control';
import { openForCommand, runCommand } from './open';

async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim().toLowerCase() === 'restore';
  } finally {
    rl.close();
  }
}

runCommand(async () => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' }, yes: { type: 'boolean' } } });
  const [command, file] = positionals;
  if (command === 'backup') {
    const config = loadConfig();
    if (config.DATABASE_URL) {
      const out = values.out ?? defaultBackupFile('postgres');
      await snapshotPostgres(config.DATABASE_URL, out);
      return console.log(`Backup written to ${out} (restore with: npm run restore -- ${out})`);
    }
    const out = values.out ?? defaultBackupFile('pglite');
    // The server is running: it takes the snapshot itself (between two transactions), nothing stops.
    if (await requestBackup(config.DATA_DIR, out)) {
      return console.log(`Backup written to ${out} by the running server (restore with: npm run restore -- ${out})`);
    }
    const opened = await openForCommand('backup');
    try {
      await snapshotEmbedded(opened.database, out);
      console.log(`Backup written to ${out} (restore with: npm run restore -- ${out})`);
    } finally {
      await opened.close();
    }
    return;
  }
  if (command === 'restore') {
    if (!file) throw new Error('name the backup file: npm run restore -- FILE');
    const config = loadConfig();
    const target = config.DATABASE_URL ? `the PostgreSQL database in DATABASE_URL` : `the embedded database in ${config.DATA_DIR}`;
    if (!values.yes && !(await confirm(`This replaces everything in ${target} with ${file}. Type 'restore' to go on: `))) {
      throw new Error('not confirmed; nothing was changed');
    }
    if (config.DATABASE_URL) {
      await restorePostgres(config.DATABASE_URL, file);
      return console.log(`Restored ${file} into ${target}.`);
    }
    mkdirSync(config.DATA_DIR, { recursive: true });
    const release = claimDataDir(config.DATA_DIR, 'npm run restore');
    try {
      const { previous } = await restoreEmbedded(config.DATA_DIR, file);
      console.log(`Restored ${file} into ${config.DATA_DIR}.${previous ? ` The previous data is kept in ${previous}.` : ''}`);
    } finally {
      release();
    }
    return;
  }
  throw new Error('usage: npm run backup [-- --out FILE] | npm run restore -- FILE [--yes]');
});
