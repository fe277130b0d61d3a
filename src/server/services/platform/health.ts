import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { type Db, migrationsFolder, rowsOf } from '../../db/client';
import * as schema from '../../db/schema';
import type { Log } from './log';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** Every table this build's schema declares. */
const expectedTables = (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));

let journal: { when: number; tag: string }[] | null = null;
/** The migrations this build ships (drizzle-kit's journal): read once, it never changes while running. */
function expectedMigrations() {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] }
  ).entries;
  return journal;
}

/**
 * The readiness probe: the database answers, holds every table and every migration this build expects,
 * and accepts a write (a full disk or a read-only replica fails here). One probe runs at a time per
 * process: a hung database gets one waiting probe, not one per load-balancer poll.
 */
export function createHealthService(deps: { db: Db; timeoutMs: number; log?: Log }) {
  const { db, timeoutMs, log } = deps;
  let pending: Promise<Readiness> | null = null;

  async function probe(): Promise<Readiness> {
    const present = new Set(
      rowsOf<{ name: string }>(
        await db.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind in ('r', 'p')`),
      ).map((r) => r.name),
    );
    const missingTables = expectedTables.filter((t) => !present.has(t));
    if (missingTables.length)
      return { ready: false, reason: `table${missingTables.length > 1 ? 's' : ''} missing: ${missingTables.join(', ')}` };

    const migrationsTable = rowsOf<{ at: string | null }>(
      await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as at`),
    );
    const applied = migrationsTable[0]?.at
      ? new Set(
          rowsOf<{ created_at: string | number }>(await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)).map((r) =>
            Number(r.created_at),
          ),
        )
      : new Set<number>();
    const missing = expectedMigrations().filter((m) => !applied.has(m.when));
    if (missing.length)
      return { ready: false, reason: `migration${missing.length > 1 ? 's' : ''} not applied: ${missing.map((m) => m.tag).join(', ')}` };
    const known = new Set(expectedMigrations().map((m) => m.when));
    if ([...applied].some((when) => !known.has(when)))
      return { ready: false, reason: 'the database has migrations this build does not know (a newer version migrated it)' };

    await db.execute(
      sql`insert into ops_state (name, at) values ('health-probe', now()) on conflict (name) do update set at = excluded.at`,
    );
    return { ready: true };
  }

  /** The probe under way, if any: a hung one stays shared until it settles, however many polls time out on it. */
  function sharedProbe(): Promise<Readiness> {
    pending ??= probe()
      .catch((error: unknown): Readiness => {
        log?.error({ error: String(error) }, 'readiness probe failed');
        const code = (error as { code?: unknown }).code;
        return {
          ready: false,
          reason: `the database refused the check${typeof code === 'string' ? ` (${code})` : ''}; see the server log`,
        };
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    /** Liveness needs nothing: if this runs, the process and its event loop are alive. */
    live: () => ({ status: 'ok' as const }),
    async readiness(): Promise<Readiness> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<Readiness>((resolve) => {
        timer = setTimeout(() => resolve({ ready: false, reason: `the database did not answer within ${timeoutMs} ms` }), timeoutMs);
      });
      try {
        return await Promise.race([sharedProbe(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
