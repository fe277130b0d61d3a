// `npm run test:e2e`: builds the client, then runs the browser journeys (vitest.e2e.config.ts), whose
// global setup starts the server, an SMTP server and Chromium and removes them afterwards.
// E2E_SKIP_BUILD=1 reuses dist/client (quicker while writing journeys); extra arguments go to vitest.
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (process.env.E2E_SKIP_BUILD !== '1') {
  const built = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
