import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { useTestEnv } from './test/harness';

const env = useTestEnv();

describe('serving a prerendered client build', () => {
  // The layout src/scripts/build.mjs writes: index.html is the landing page's prerender, shell.html the empty app.
  const dir = mkdtempSync(path.join(tmpdir(), 'client-prerendered-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root" data-route="/">landing prerender</div>');
  writeFileSync(path.join(dir, 'shell.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dir, 'booking'));
  writeFileSync(path.join(dir, 'booking', 'index.html'), '<!doctype html><div id="root" data-route="/booking">booking prerender</div>');
  writeFileSync(path.join(dir, 'booking', 'index.html.br'), brotliCompressSync('<!doctype html><div id="root" data-route="/booking">booking prerender</div>'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("app")'.repeat(100));
  writeFileSync(path.join(dir, 'assets', 'app.js.br'), brotliCompressSync('console.log("app")'.repeat(100)));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers / and prerendered routes with their HTML and every other route with the empty shell', async () => {
    const app = await buildApp({ config: env.config, database: env.database, services: env.services, clientDir: dir });
    try {
      expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('landing prerender');
      expect((await app.inject({ method: 'GET', url: '/booking?type=training' })).body).toContain('booking prerender');
      const checkout = await app.inject({ method: 'GET', url: '/checkout?price=25' });
      expect(checkout.statusCode).toBe(200);
      expect(checkout.body).toContain('<div id="root"></div>');
      expect(checkout.body).not.toContain('landing prerender');
      const unknown = await app.inject({ method: 'GET', url: '/no/such/page' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).not.toContain('landing prerender');
    } finally {
      await app.close();
    }
  });

  it('sends the build\'s brotli copies to browsers that accept them, and plain files to the rest', async () => {
    const app = await buildApp({ config: env.config, database: env.database, services: env.services, clientDir: dir });
    try {
      const page = await app.inject({ method: 'GET', url: '/booking', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('booking prerender');
      const plain = await app.inject({ method: 'GET', url: '/booking', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('booking prerender');
      const asset = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'br' } });
      expect(asset.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(asset.rawPayload).toString()).toContain('console.log');
    } finally {
      await app.close();
    }
  });
});
