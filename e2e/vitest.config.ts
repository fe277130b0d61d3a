import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import '../src/scripts/node20-polyfills.mjs';

/**
 * The browser journeys (`npm run test:e2e`, which builds the client first). One server, one SMTP
 * server and one Chromium are shared by every file (e2e/harness/global-setup.ts), so files run one
 * at a time: journeys change shared data (bookings, counts) and this machine has two cores.
 */
/**
 * The layout check goes first, on the fresh database: its screenshots then show only the data it made itself,
 * whichever journeys run after it (their class types and packs would otherwise appear on its pages).
 */
class LayoutFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const first = (f: TestSpecification) => (f.moduleId.endsWith('/layout.e2e.ts') ? 0 : 1);
    return [...sorted].sort((a, b) => first(a) - first(b));
  }
}

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
    sequence: { sequencer: LayoutFirst },
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
