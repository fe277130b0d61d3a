/**
 * Integration-test harness: a fresh migrated database per test file — in-memory PGlite, or, in the
 * `server-postgres` project, a new database on TEST_DATABASE_URL that is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { type Config, testConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { createServices, type Services } from '../services/container';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { pgliteMigratedDump, postgresTemplate } from './migrated-copy';

export const testDbKind = (): 'postgres' | 'pglite' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export interface TestDatabase {
  database: Database;
  /** Set on PostgreSQL: the URL of this file's own database (for a second app instance). */
  url: string | null;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    const template = await postgresTemplate(admin, baseUrl);
    await admin.unsafe(`create database "${name}" template "${template}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
    // Applies nothing (the template is migrated); kept so a template from older migrations could never pass.
    await database.migrate();
    return {
      database,
      url: url.toString(),
      async drop() {
        await database.close().catch(() => {});
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteMigratedDump() });
  await database.migrate();
  return { database, url: null, drop: () => database.close() };
}

export interface TestEnv {
  config: Config;
  database: Database;
  db: Database['db'];
  services: Services;
  url: string | null;
  /**
   * A tRPC caller as a visitor (no token) or with the given bearer token. `browser` is the cookie jar of
   * the hold token; callers without one share the file's default browser.
   */
  caller(opts?: CallerOpts): ReturnType<typeof createCaller>;
  /** A new, empty browser (hold cookie jar) for callers that must act as another visitor. */
  browser(): Browser;
  /** Signs in as the seeded admin and returns the bearer token. */
  adminToken(): Promise<string>;
  app(): Promise<Awaited<ReturnType<typeof buildApp>>>;
  /**
   * Another app instance on this file's database, as a second server would run: on PostgreSQL its own
   * pool and its own services (nothing shared in memory); on PGlite (one session) the same database.
   * Closed with the file.
   */
  secondInstance(opts?: {
    poolSize?: number;
    /** Its services; by default built as this file's own are (`useTestEnv`'s `services`, else createServices). */
    services?: (env: { db: Database['db']; config: Config }) => Services;
    /** What its app serves beside the API (a client folder, a page renderer). */
    app?: Pick<BuildAppOptions, 'clientDir' | 'ssr'>;
  }): Promise<{ app: Awaited<ReturnType<typeof buildApp>>; database: Database; services: Services; caller: TestEnv['caller'] }>;
}

/** What a browser keeps between requests that matters here: the httpOnly hold cookie. */
export interface Browser {
  hold: string | null;
}

export interface CallerOpts {
  token?: string | null;
  /** Her account session token, as the account cookie carries it. */
  accountSession?: string | null;
  ip?: string;
  browser?: Browser;
}

export const TEST_ADMIN = { username: 'admin', password: 'correct-horse-battery' };

/**
 * Registers beforeAll/afterAll hooks giving each test file its own migrated (and, unless `seed` is
 * false, seeded) database. Read the returned object's fields inside tests, not at import time.
 */
export function useTestEnv(
  opts: {
    seed?: boolean;
    config?: Partial<Record<keyof Config, string>>;
    services?: (env: { db: Database['db']; config: Config }) => Services;
  } = {},
): TestEnv {
  const env = {} as TestEnv;
  let testDb: TestDatabase;
  let apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  let extraDatabases: Database[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config = testConfig({ ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password, ...opts.config });
    const db = testDb.database.db;
    if (opts.seed !== false) await seedIfEmpty(db, config);
    const services = opts.services ? opts.services({ db, config }) : createServices({ db, config });
    const defaultBrowser: Browser = { hold: null };
    const makeCaller = (deps: { db: Database['db']; services: Services }, { browser = defaultBrowser, ...c }: CallerOpts = {}) => {
      const ctx = createContextInner({ ...deps, config, ...c, keepHold: (t) => (browser.hold = t) });
      // Read when the procedure runs, as a request would carry the cookie the browser holds then.
      return createCaller(Object.defineProperty(ctx, 'holdCookie', { get: () => browser.hold }));
    };
    Object.assign(env, {
      config,
      database: testDb.database,
      db,
      services,
      url: testDb.url,
      caller: (c: CallerOpts = {}) => makeCaller({ db, services }, c),
      browser: () => ({ hold: null }),
      adminToken: async () => (await env.caller().auth.login(TEST_ADMIN)).token,
      app: async () => {
        const app = await buildApp({ config, database: testDb.database, services, clientDir: false });
        apps.push(app);
        await app.ready();
        return app;
      },
      secondInstance: async ({ poolSize = 5, services: build = opts.services, app: appOptions } = {}) => {
        const database = testDb.url ? await openDatabase({ databaseUrl: testDb.url, poolSize }) : testDb.database;
        if (database !== testDb.database) extraDatabases.push(database);
        const secondServices = build ? build({ db: database.db, config }) : createServices({ db: database.db, config });
        const app = await buildApp({ config, database, services: secondServices, clientDir: false, ...appOptions });
        apps.push(app);
        await app.ready();
        const caller = (c: CallerOpts = {}) => makeCaller({ db: database.db, services: secondServices }, c);
        return { app, database, services: secondServices, caller };
      },
    } satisfies TestEnv);
  });

  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
    await Promise.all(extraDatabases.map((d) => d.close()));
    extraDatabases = [];
    await testDb?.drop();
  });

  return env;
}
