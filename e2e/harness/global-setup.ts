/**
 * Starts what every journey shares, once per run: an in-process SMTP server that keeps what it
 * receives, one Chromium (a browser server the test files connect to), and the real app as a child
 * process (`node src/scripts/start.mjs`, as `npm start` runs it) on a free port with a fresh embedded database.
 * The teardown stops all three and deletes the data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags';
import { ADMIN, CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BUSINESS_NAME, type E2eEnv, REPO_ROOT, SERVER_LOG } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eEnv;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Each message lands in `mailDir` as one JSON file, so test workers (other processes) can read it. */
async function startSmtp(mailDir: string) {
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Loopback only; without STARTTLS nodemailer talks plain SMTP and needs no certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        seq += 1;
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        };
        // Written under another name and renamed: a reader in another process never sees half a message.
        const file = path.join(mailDir, `${String(seq).padStart(4, '0')}.json`);
        writeFileSync(`${file}.part`, JSON.stringify(message));
        renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready; see ${SERVER_LOG}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms (last: ${last}); see ${SERVER_LOG}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** pino lines at level error (50) or fatal (60) in the server's output. */
function serverErrors(): string[] {
  if (!existsSync(SERVER_LOG)) return [];
  return readFileSync(SERVER_LOG, 'utf8')
    .split('\n')
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        return false;
      }
    })
    .map((line) => line.slice(0, 600));
}

export default async function setup(project: TestProject) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fitness-e2e-'));
  const mailDir = path.join(tmp, 'mail');
  const dataDir = path.join(tmp, 'data');
  mkdirSync(mailDir);
  const cleanups: (() => Promise<unknown>)[] = [];
  const teardown = async () => {
    for (const fn of cleanups.reverse()) await fn().catch((error) => console.error('e2e teardown:', error));
    if (process.env.E2E_KEEP_DATA !== '1') await rm(tmp, { recursive: true, force: true });
    const errors = serverErrors();
    // A server-side error during the journeys (a failed e-mail, an unhandled exception) is a defect even
    // when the page looked fine; failing the teardown makes the run exit non-zero.
    if (errors.length)
      throw new Error(`The server logged ${errors.length} error(s) during the journeys (${SERVER_LOG}):\n${errors.join('\n')}`);
  };

  try {
    const smtp = await startSmtp(mailDir);
    cleanups.push(smtp.close);

    const browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    cleanups.push(() => browserServer.close());

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
    const log = createWriteStream(SERVER_LOG);
    // Every variable the server reads is set here, so a developer's .env (Stripe keys, a database URL)
    // cannot leak in: loadEnvFile never overrides a variable that exists, even an empty one.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_API_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Bookings <bookings@e2e.test>',
      OWNER_EMAIL: 'owner@e2e.test',
      BUSINESS_NAME: E2E_BUSINESS_NAME,
      RATE_LIMIT_PER_MINUTE: '0',
      // Journeys move the server's time with setServerClock (harness/api.ts), never by sleeping.
      TEST_CLOCK: '1',
      TRUST_PROXY: 'false',
    };
    // As `npm start` runs it: the server bundle the build wrote (with its OpenAPI document and PGlite
    // template), or the sources through tsx when the bundle is older than them, with npm start's Node options.
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/scripts/start.mjs'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    cleanups.push(async () => {
      await stopChild(child);
      await new Promise<void>((resolve) => log.end(() => resolve()));
    });
    await waitForHealth(baseUrl, child, 90_000);

    project.provide('e2e', { baseUrl, wsEndpoint: browserServer.wsEndpoint(), mailDir });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
