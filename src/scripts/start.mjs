// `npm start`: builds the client when it has not been built or its source has changed since (an update),
// then migrates, seeds and serves.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { clientBuildProblem, describeClientBuildProblem } from './client-build.mjs';

const problem = clientBuildProblem(process.cwd());
if (problem || process.env.FORCE_BUILD === '1') {
  console.log(problem ? `${describeClientBuildProblem(problem)} Building it now...` : 'Building the client (FORCE_BUILD=1)...');
  // The same command as `npm run build`: client bundle, prerendered public pages and the server bundle.
  const built = spawnSync(process.execPath, ['src/scripts/build.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// The server (imported below, in this process) need not check the client build again.
process.env.CLIENT_BUILD_CHECKED = '1';

const bundle = 'dist/server/main.mjs';
/** Newest modification time among the files the server bundle is built from. */
const newestSource = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const file = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestSource(file) : statSync(file).mtimeMs);
  }, 0);

// The bundle skips transpiling the server on every start; a bundle older than the sources is not used.
if (existsSync(bundle) && statSync(bundle).mtimeMs >= Math.max(newestSource('src/server'), newestSource('src/domain'))) {
  await import(`../../${bundle}`);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../server/main.ts');
}
