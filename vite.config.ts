/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import './src/server/test/node20-polyfills';

const serverTests = ['src/server/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3001',
      '/trpc': 'http://localhost:3001',
    },
  },
  test: {
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
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
