/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import './src/scripts/node20-polyfills.mjs';

const serverTests = ['src/server/**/*.test.ts'];

/** The API server `npm run dev` starts (src/scripts/dev.mjs). */
const DEV_API = 'http://localhost:3001';

/**
 * The dev page gets the site data block the server writes into every built page (business name,
 * contact details, the owner's content), so `npm run dev` shows the business, not an empty header.
 */
const devSiteData: Plugin = {
  name: 'dev-site-data',
  apply: 'serve',
  async transformIndexHtml(html) {
    try {
      const res = await fetch(`${DEV_API}/dev/site-data`, { signal: AbortSignal.timeout(3000) });
      if (!res.ok) return html;
      const block = await res.text();
      return html.replace('</head>', () => `  ${block}\n  </head>`);
    } catch {
      // The API is still starting: the page shows without the data until the next reload.
      return html;
    }
  },
};

export default defineConfig({
  plugins: [react(), devSiteData],
  resolve: {
    // The browser's zod runs without eval (src/client/zod-browser.ts); tests keep the package as it is.
    alias: process.env.VITEST
      ? []
      : [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/client/zod-browser.ts', import.meta.url)) }],
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    // BUILD_SOURCEMAP=1 npm run build: source maps beside the assets, to read a browser profile by source line.
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
  },
  server: {
    proxy: {
      '/api': DEV_API,
      '/trpc': DEV_API,
    },
  },
  test: {
    // Vitest's default on a machine of N cores is N - 1 workers: one on CI's two cores, with the second idle
    // while a server test waits on PostgreSQL or its child instances. Two keep both cores busy (decision 560).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['src/server/test/global-setup.ts'],
          // A worker keeps the modules it has loaded from file to file: loading the app for each file was a third of
          // the run. Every file still has its own database and services (harness.ts); see decision 671.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                include: serverTests,
                environment: 'node',
                env: { TEST_DB: 'postgres' },
                globalSetup: ['src/server/test/global-setup.ts'],
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
