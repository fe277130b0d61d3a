import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
  writeFileSync(
    path.join(dir, 'booking', 'index.html.br'),
    brotliCompressSync('<!doctype html><div id="root" data-route="/booking">booking prerender</div>'),
  );
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

  it("sends the build's brotli copies to browsers that accept them, and plain files to the rest", async () => {
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

describe('caching of the client build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-cache-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root" data-route="/">landing</div>');
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync('<!doctype html><div id="root" data-route="/">landing</div>'));
  writeFileSync(path.join(dir, 'shell.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), 'export const x = 1;'.repeat(100));
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync('export const x = 1;'.repeat(100)));
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync('export const x = 1;'.repeat(100)));
  writeFileSync(path.join(dir, 'assets', 'decoder-9f8e7d6c.wasm'), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves each hashed asset in the encoding the browser prefers, plain to one that accepts none, with its type and a tag it can revalidate', async () => {
    const app = await buildApp({ config: env.config, database: env.database, services: env.services, clientDir: dir });
    try {
      const url = '/assets/index-Ab12Cd34.js';
      const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe('export const x = 1;'.repeat(100));
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('export const x = 1;'.repeat(100));
      expect((await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers['content-encoding']).toBe(
        'gzip',
      );
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(br.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      const wasm = await app.inject({ method: 'GET', url: '/assets/decoder-9f8e7d6c.wasm', headers: { 'accept-encoding': 'br' } });
      expect(wasm.headers['content-type']).toBe('application/wasm');
      expect(wasm.headers['content-encoding']).toBeUndefined();
      expect(wasm.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await app.close();
    }
  });

  it('caches hashed assets for a year as immutable, revalidates pages every visit, and never lists the compressed copies as URLs', async () => {
    const app = await buildApp({ config: env.config, database: env.database, services: env.services, clientDir: dir });
    try {
      const asset = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(asset.rawPayload).toString()).toContain('export const x');
      const landing = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(landing.headers['cache-control']).toBe('no-cache');
      expect(landing.headers['content-encoding']).toBe('gzip');
      expect(landing.headers['content-type']).toMatch(/^text\/html/);
      const revalidated = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'gzip', 'if-none-match': String(landing.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
      expect((await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js.gz' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      const unknown = await app.inject({ method: 'GET', url: '/nope' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['cache-control']).toBe('no-cache');
      expect(unknown.body).toContain('<div id="root"></div>');
      expect((await app.inject({ method: 'POST', url: '/nope' })).json()).toEqual({ message: 'Not found' });
    } finally {
      await app.close();
    }
  });
});
