/**
 * The reset-password command runs as the owner would run it: a child process against an embedded
 * database directory, and against a PostgreSQL database (server-postgres project).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { createAuthService, LOGIN_MAX_FAILURES } from '../services/auth/auth';
import { runTs } from '../test/child';
import { testDbKind, useTestEnv } from '../test/harness';

const env = useTestEnv({ seed: false });
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const config = testConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'old-password-1' });

/** Seeds the owner, signs in once (a session to be revoked) and locks the account by guessing. */
async function lockOwner(database: Database) {
  await seedIfEmpty(database.db, config);
  const auth = createAuthService({ db: database.db, config });
  const session = await auth.login({ username: 'owner', password: 'old-password-1', ip: '10.0.0.1' });
  for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
    await auth.login({ username: 'owner', password: `guess-${i}`, ip: `10.0.1.${i}` }).catch(() => {});
  }
  await expect(auth.login({ username: 'owner', password: 'old-password-1', ip: '10.0.0.1' })).rejects.toMatchObject({
    code: 'RATE_LIMITED',
  });
  return session.token;
}

async function expectReset(database: Database, oldToken: string) {
  const auth = createAuthService({ db: database.db, config });
  expect(await auth.verify(oldToken)).toBeNull();
  await expect(auth.login({ username: 'owner', password: 'old-password-1', ip: '10.0.0.1' })).rejects.toMatchObject({
    code: 'UNAUTHORIZED',
  });
  const fresh = await auth.login({ username: 'owner', password: 'brand-new-password', ip: '10.0.0.1' });
  expect(fresh.user.username).toBe('owner');
}

describe('npm run admin -- reset-password', () => {
  it.runIf(testDbKind() === 'pglite')(
    'sets a new password and clears the lock on an embedded database directory',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
      dirs.push(dataDir);
      let database = await openDatabase({ dataDir });
      await database.migrate();
      const oldToken = await lockOwner(database);
      await database.close();

      const run = await runTs('src/server/cli/admin.ts', ['reset-password', '--password-stdin'], {
        env: { DATA_DIR: dataDir },
        input: 'brand-new-password\n',
      });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("Reset admin account 'owner'");
      expect(run.stdout).not.toContain('brand-new-password');

      database = await openDatabase({ dataDir });
      await expectReset(database, oldToken);
      await database.close();
    },
  );

  it.runIf(testDbKind() === 'pglite')(
    'refuses, in one line, while a running server holds the directory',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
      dirs.push(dataDir);
      writeFileSync(path.join(dataDir, 'in-use.pid'), `${process.pid} the server\n`);
      const run = await runTs('src/server/cli/admin.ts', ['reset-password'], { env: { DATA_DIR: dataDir } });
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^Error: DATA_DIR .* is in use by the server \(pid \d+\): stop it first/),
      ]);
    },
  );

  it.runIf(testDbKind() === 'postgres')(
    'sets a new password and clears the lock on PostgreSQL, printing a generated one when none is given',
    { timeout: 120_000 },
    async () => {
      const oldToken = await lockOwner(env.database);
      const run = await runTs('src/server/cli/admin.ts', ['reset-password', '--username', 'OWNER', '--password-stdin'], {
        env: { DATABASE_URL: env.url! },
        input: 'brand-new-password',
      });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      await expectReset(env.database, oldToken);

      const generated = await runTs('src/server/cli/admin.ts', ['reset-password'], { env: { DATABASE_URL: env.url! } });
      expect(generated.code).toBe(0);
      const password = /New password: (\S+)/.exec(generated.stdout)?.[1];
      expect(password).toMatch(/^[\w-]{16}$/);
      const auth = createAuthService({ db: env.db, config });
      await expect(auth.login({ username: 'owner', password: password!, ip: '10.0.0.2' })).resolves.toMatchObject({
        user: { username: 'owner' },
      });
    },
  );
});
