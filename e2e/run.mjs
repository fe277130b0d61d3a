// `npm run test:e2e`: builds the client, then runs the browser journeys (e2e/vitest.config.ts), whose
// global setup starts the server, an SMTP server and Chromium and removes them afterwards.
// E2E_SKIP_BUILD=1 reuses dist/client (quicker while writing journeys); extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

// Two runs in one checkout would rebuild dist/client under each other's running server (its pages
// would then ask for scripts that no longer exist), so runs take turns.
const lockDir = 'e2e/.tmp/run.lock';
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
function takeLock() {
  mkdirSync('e2e/.tmp', { recursive: true });
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(`${lockDir}/pid`, String(process.pid));
      return;
    } catch {
      let owner = NaN;
      try {
        owner = Number(readFileSync(`${lockDir}/pid`, 'utf8'));
      } catch {
        // The owner is between mkdir and writing its pid.
      }
      if (Number.isInteger(owner) && !alive(owner)) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > 15 * 60_000) throw new Error(`another e2e run (pid ${owner}) has held ${lockDir} for 15 minutes`);
      if (!told) console.log(`Waiting for the e2e run of pid ${owner} to finish...`);
      told = true;
      spawnSync(process.execPath, ['-e', 'setTimeout(() => {}, 1000)']);
    }
  }
}
const releaseLock = () => rmSync(lockDir, { recursive: true, force: true });

takeLock();
let status = 1;
try {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const built = process.env.E2E_SKIP_BUILD === '1' ? { status: 0 } : spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  status = built.status ?? 1;
  if (status === 0) {
    const run = spawnSync(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
      { stdio: 'inherit' },
    );
    status = run.status ?? 1;
  }
} finally {
  releaseLock();
}
process.exit(status);
