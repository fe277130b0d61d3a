import { defineConfig } from 'vitest/config';

/**
 * The browser journeys (`npm run test:e2e`, which builds the client first). One server, one SMTP
 * server and one Chromium are shared by every file (e2e/harness/global-setup.ts), so files run one
 * at a time: journeys change shared data (bookings, counts) and this machine has two cores.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/harness/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
