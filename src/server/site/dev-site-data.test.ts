import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useTestEnv } from '../test/harness';

const env = useTestEnv({ config: { BUSINESS_NAME: 'Dev Name <Pilates>' } });

describe('the site data block for `npm run dev` (Vite asks for it, vite.config.ts)', () => {
  it('is served in development with the business name, escaped for a script element', async () => {
    const app = await buildApp({
      config: { ...env.config, NODE_ENV: 'development' },
      database: env.database,
      services: env.services,
      clientDir: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/dev/site-data' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/^<script type="application\/json" id="site-data">.*<\/script>$/);
      expect(res.body).toContain('Dev Name \\u003cPilates>');
      const json = res.body.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
      expect(JSON.parse(json)).toMatchObject({ businessName: 'Dev Name <Pilates>' });
    } finally {
      await app.close();
    }
  });

  it('does not exist outside development', async () => {
    const app = await env.app();
    expect((await app.inject({ method: 'GET', url: '/dev/site-data' })).statusCode).toBe(404);
  });
});
