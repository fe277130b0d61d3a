/**
 * A newcomer's first start: the server as its own process on a fresh directory and a non-default port.
 * The banner comes last, names the real port, and its password signs in; PUBLIC_URL follows PORT.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startupBanner } from './banner';
import { parseConfig } from './config';
import { SERVER_NODE_FLAGS } from './node-flags';

const dir = mkdtempSync(path.join(tmpdir(), 'first-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function freePort() {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('PUBLIC_URL default', () => {
  it('follows PORT and a specific HOST, and an explicit value wins', () => {
    expect(parseConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(parseConfig({ PORT: '4100', HOST: '127.0.0.1' }).PUBLIC_URL).toBe('http://127.0.0.1:4100');
    expect(parseConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseConfig({ PORT: '4100', PUBLIC_URL: 'https://studio.example.com/' }).PUBLIC_URL).toBe('https://studio.example.com');
  });
});

describe('npm start', () => {
  it('runs the server with the Node options the benchmark and the browser journeys use', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} src/scripts/start.mjs`);
  });
});

describe('the start-up banner', () => {
  it('names the site, the sign-in page and, when generated, the password with how to change it', () => {
    const text = startupBanner({
      publicUrl: 'http://localhost:4100',
      listening: 'http://0.0.0.0:4100',
      database: 'embedded in ./data',
      generatedAdmin: { username: 'admin', password: 'pw123' },
    });
    expect(text).toContain('Admin sign-in:  http://localhost:4100/admin/login');
    expect(text).toMatch(/Password: +pw123/);
    expect(text).toContain('npm run admin -- reset-password');
    expect(startupBanner({ publicUrl: 'http://x', listening: 'http://x', database: 'PostgreSQL' })).not.toContain('Password');
    expect(startupBanner({ publicUrl: 'http://x', listening: 'http://x', database: 'PostgreSQL', placeholders: [] })).not.toContain(
      'placeholders',
    );
  });

  it(
    'comes last on a real first start, with the real port, and its password signs in; no request log lines in development',
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/main.ts'], {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'development',
          PORT: String(port),
          DATA_DIR: path.join(dir, 'data'),
          LOG_LEVEL: 'info',
        },
      });
      let stdout = '';
      child.stdout.on('data', (d) => (stdout += d));
      try {
        await new Promise<void>((resolve, reject) => {
          child.stdout.on('data', () => stdout.includes('Listening on') && resolve());
          child.on('exit', (code) => reject(new Error(`server exited ${code}: ${stdout}`)));
        });
        const password = /Password: +(\S+)/.exec(stdout)?.[1];
        expect(stdout).toContain(`Admin sign-in:  http://localhost:${port}/admin/login`);
        expect(stdout.trimEnd().split('\n').at(-1)).toMatch(/Listening on .*; database: embedded in /);
        // A new site still shows the template's words and pictures: the banner says so, and where to change them.
        expect(stdout).toMatch(
          /Still placeholders on the site: business name \(BUSINESS_NAME setting\), tagline, .*\.\n {2}Edit them at http:\/\/localhost:\d+\/admin\/dashboard\?tab=site-content\n/,
        );
        expect(stdout.match(/Password:/g)).toHaveLength(1);
        const res = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password }),
        });
        expect(res.status).toBe(200);
        const qr = (await (await fetch(`http://127.0.0.1:${port}/api/config`)).json()) as unknown;
        expect(qr).toBeTruthy();
        const before = stdout.length;
        await fetch(`http://127.0.0.1:${port}/api/health/live`);
        expect(stdout.slice(before)).not.toMatch(/incoming request|request completed/);
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.on('exit', r));
      }
    },
  );
});
