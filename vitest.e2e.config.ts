import { defineConfig } from 'vitest/config';

// Same reason as in vite.config.ts: Vitest 5's reporter calls Map.groupBy (Node 21+) to print failures.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K) {
      const map = new Map<K, V[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const list = map.get(k);
        if (list) list.push(item);
        else map.set(k, [item]);
      }
      return map;
    },
  });
}

/**
 * The browser journeys (`npm run test:e2e`, which builds the client first). One server, one SMTP
 * server and one Chromium are shared by every file (e2e/harness/global-setup.ts), so files run one
 * at a time: journeys change shared data (bookings, counts) and this machine has two cores.
 */
export default defineConfig({
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
