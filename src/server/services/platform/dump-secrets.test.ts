/**
 * Decision 241's promise, checked the way a thief would: after real traffic, a pg_dump of the database
 * and the backup file the backup service writes hold none of the links, tickets and codes the e-mails carried.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind, useTestEnv } from '../../test/harness';
import { allSecrets, trafficWithMail } from '../../test/mail-traffic';
import { startSmtpSink } from '../../test/smtp-sink';
import { createServices } from '../container';
import { snapshotPostgres } from './backup';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
const smtp = {} as { sink: Sink };
const dir = mkdtempSync(path.join(tmpdir(), 'dump-secrets-'));
beforeAll(async () => {
  smtp.sink = await startSmtpSink();
});
afterAll(async () => {
  await smtp.sink?.close();
  rmSync(dir, { recursive: true, force: true });
});

const env = useTestEnv({
  config: { PUBLIC_URL: 'https://studio.test' },
  services: ({ db, config }) => createServices({ db, config: { ...config, SMTP_URL: smtp.sink.url } }),
});

/** Runs a PostgreSQL client tool and returns what it wrote to stdout. */
function textOf(command: string, args: string[]): string {
  const out = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (out.status !== 0) throw new Error(`${command} failed: ${out.stderr}`);
  return out.stdout;
}

describe.runIf(testDbKind() === 'postgres')('a dump or a backup after real traffic', () => {
  it('holds none of the links, tickets and codes the e-mails carried', { timeout: 180_000 }, async () => {
    const secrets = await trafficWithMail(env, smtp.sink, 'ds1');
    for (const [kind, found] of Object.entries(secrets)) expect(found.length, `a ${kind} secret was mailed`).toBeGreaterThan(0);

    const dump = textOf('pg_dump', ['--no-owner', '--format=plain', env.url!]);
    // The dump is the whole database: the traffic is in it.
    expect(dump).toContain('visitords1@example.com');
    const backup = path.join(dir, 'backup.pgdump');
    await snapshotPostgres(env.url!, backup);
    const restored = textOf('pg_restore', ['--file=-', backup]);
    expect(restored).toContain('visitords1@example.com');

    for (const secret of allSecrets(secrets)) {
      expect(dump.includes(secret), `pg_dump holds ${secret}`).toBe(false);
      expect(restored.includes(secret), `the backup holds ${secret}`).toBe(false);
    }
  });
});
