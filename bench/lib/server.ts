import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const BENCH_ADMIN = { username: 'admin', password: 'bench-admin-password' };

const running = new Set<ChildProcess>();

/** Kills every server this process started (used on Ctrl-C and on a crash). */
export function killAllServers() {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A GET that resolves with the status (0 when the connection fails), never rejects. */
function probe(url: string, timeoutMs = 1000): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

export interface ServerOptions {
  /** PostgreSQL URL; when absent the server runs on PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  port?: number;
  startTimeoutMs?: number;
  /** Extra node flags (the profiler's --cpu-prof). */
  nodeArgs?: string[];
  /** Extra environment for the server. */
  env?: NodeJS.ProcessEnv;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Milliseconds from spawn to the first 200 on /api/health. */
  readyMs: number;
  pid: number;
  stop(): Promise<void>;
  logTail(): string;
}

/**
 * Starts the real server the way `npm start` does (with its Node options, SERVER_NODE_FLAGS, unless
 * BENCH_NODE_FLAGS gives others to compare, '' for Node's defaults; and the bundle
 * `dist/server/main.mjs` that `npm run build` writes, or `node --import tsx src/server/main.ts` when there is none) and
 * resolves once /api/health answers 200. Every variable that could send traffic off the machine
 * (Stripe, SMTP) is blanked, so a developer's .env cannot leak into a benchmark run.
 */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    BENCH_ROUTES: '1',
    RATE_LIMIT_PER_MINUTE: '0',
    DATABASE_URL: opts.databaseUrl ?? '',
    DATA_DIR: opts.dataDir ?? 'memory://',
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    STRIPE_API_URL: '',
    SMTP_URL: '',
    ...opts.env,
  };
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };

  const started = performance.now();
  const bundle = path.join(repoRoot, 'dist/server/main.mjs');
  const nodeFlags =
    process.env.BENCH_NODE_FLAGS === undefined ? SERVER_NODE_FLAGS : process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);
  const args = [...nodeFlags, ...(opts.nodeArgs ?? []), ...(existsSync(bundle) ? [bundle] : ['--import', 'tsx', 'src/server/main.ts'])];
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    running.delete(child);
  });

  const deadline = started + (opts.startTimeoutMs ?? 60_000);
  let readyMs = -1;
  while (performance.now() < deadline) {
    if (hasExited) throw new Error(`server exited before it was ready:\n${log}`);
    if ((await probe(`${url}/api/health`)) === 200) {
      readyMs = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 15));
  }
  if (readyMs < 0) {
    child.kill('SIGKILL');
    throw new Error(`server not ready within ${opts.startTimeoutMs ?? 60_000} ms:\n${log}`);
  }

  return {
    url,
    port,
    readyMs,
    pid: child.pid!,
    logTail: () => log,
    async stop() {
      if (hasExited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
