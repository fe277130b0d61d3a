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
/**
 * The memberships journey comes next: it moves the server's clock years ahead, and the server then works through
 * every job due by then (each journey's reminders, renewals) before her e-mails; right after the layout check that
 * backlog is smallest (a full run once took more than 30 s there).
 */
class LayoutFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => (f.moduleId.endsWith('/layout.e2e.ts') ? 0 : f.moduleId.endsWith('/memberships.e2e.ts') ? 1 : 2);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
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
