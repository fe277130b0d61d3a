/**
 * Start-up failures a newcomer meets, each seen as they would see it: the server started as its own
 * process prints one line naming the variable or port and what to do, and exits non-zero.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runTs } from './test/child';

const dir = mkdtempSync(path.join(tmpdir(), 'startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const start = (env: Record<string, string>) => runTs('src/server/main.ts', [], { env: { NODE_ENV: 'development', ...env } });

/** No stack frames, no driver class names: one line. */
function expectOneLine(run: { code: number | null; stderr: string }, pattern: RegExp) {
  expect(run.code).not.toBe(0);
  expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(pattern)]);
  expect(run.stderr).not.toMatch(/\n\s+at |ErrnoError|PostgresError/);
}

describe('start-up failures', { timeout: 120_000 }, () => {
  it('names DATA_DIR when the folder cannot be written', async () => {
    const file = path.join(dir, 'not-a-folder');
    writeFileSync(file, '');
    expectOneLine(
      await start({ DATA_DIR: path.join(file, 'data') }),
      /^DATA_DIR .*not-a-folder\/data has a file where a folder should be: set DATA_DIR to a folder this user can write/,
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_DB === 'postgres')(
    'names DATABASE_URL when its database does not exist, with the stack only under LOG_LEVEL=debug',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = '/no_such_database_here';
      const pattern =
        /^DATABASE_URL names database "no_such_database_here", which does not exist on .*: create it \(createdb no_such_database_here\)/;
      expectOneLine(await start({ DATABASE_URL: url.toString() }), pattern);
      const debug = await start({ DATABASE_URL: url.toString(), LOG_LEVEL: 'debug' });
      expect(debug.code).toBe(1);
      expect(debug.stderr.split('\n')[0]).toMatch(pattern);
      expect(debug.stderr).toMatch(/\n\s+at /);
    },
  );

  it('names DATABASE_URL when nothing listens at its host and port', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((r) => closed.close(() => r()));
    expectOneLine(
      await start({ DATABASE_URL: `postgres://someone@127.0.0.1:${port}/shop` }),
      new RegExp(`^DATABASE_URL: nothing accepts connections at 127\\.0\\.0\\.1:${port}: start PostgreSQL`),
    );
  });

  it('names the PORT when it is already in use', async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '0.0.0.0', r));
    const port = (taken.address() as { port: number }).port;
    try {
      const run = await start({ DATA_DIR: path.join(dir, 'data'), PORT: String(port), ADMIN_PASSWORD: 'a-long-password' });
      expectOneLine(
        run,
        new RegExp(
          `^PORT ${port} is already in use on 0\\.0\\.0\\.0 \\(is the site already running\\?\\): stop the other program or set PORT to a free port\\.$`,
        ),
      );
    } finally {
      await new Promise<void>((r) => taken.close(() => r()));
    }
  });
});
