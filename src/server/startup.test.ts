/**
 * What a person sees when building and starting the site: a build without Vite warnings, readable logs in a
 * terminal (JSON anywhere else), and a banner that names only settings files that exist.
 */
import { execFile } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startupBanner } from './banner';
import { createLog } from './services/platform/log';

const run = promisify(execFile);

describe('start-up', () => {
  it('loads the Vite config for a build without a warning (no test file imported, every import with its extension)', async () => {
    const script = `import { loadConfigFromFile } from 'vite';
await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts', process.cwd(), 'warn');`;
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
    const { stdout, stderr } = await run(process.execPath, ['--input-type=module', '-e', script], { env, cwd: process.cwd() });
    expect(`${stdout}${stderr}`).toBe('');
  }, 60_000);

  it('writes readable lines to a terminal and one JSON object per line elsewhere, in any NODE_ENV', async () => {
    const read = async (tty: boolean) => {
      const stream = new PassThrough();
      let text = '';
      stream.on('data', (d: Buffer) => (text += d.toString()));
      createLog({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, { tty, stream }).info({ orderId: 7 }, 'payment confirmed');
      await new Promise((r) => setImmediate(r));
      return text.trim();
    };
    const pretty = await read(true);
    expect(pretty).toMatch(/INFO.*payment confirmed/);
    expect(pretty).toContain('orderId: 7');
    expect(() => JSON.parse(pretty)).toThrow();
    expect(JSON.parse(await read(false))).toMatchObject({ level: 30, msg: 'payment confirmed', orderId: 7 });
  });

  it('names .env only when there is one', () => {
    const base = { publicUrl: 'http://x', listening: 'http://x', database: 'PostgreSQL', generatedAdmin: { username: 'a', password: 'p' } };
    const without = startupBanner(base);
    expect(without).not.toMatch(/Settings: \.env|in \.env/);
    expect(without).toContain('Settings: environment variables (no .env file; copy .env.example to .env to keep them in one).');
    expect(startupBanner({ ...base, envFile: true })).toContain('Settings: .env (see .env.example).');
  });
});
