import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import '../src/server/test/node20-polyfills';

/**
 * The browser journeys (`npm run test:e2e`, which builds the client first). One server, one SMTP
 * server and one Chromium are shared by every file (e2e/harness/global-setup.ts), so files run one
 * at a time: journeys change shared data (bookings, counts) and this machine has two cores.
 */
export default defineConfig({
  // Paths below are from the project root, not from this folder.
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    exclude: ['e2e/.tmp/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['e2e/harness/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
