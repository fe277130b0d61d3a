// `npm start`: builds the client when it has not been built, then migrates, seeds and serves.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

if (!existsSync('dist/client/index.html') || process.env.FORCE_BUILD === '1') {
  console.log('Building the client (first start only)...');
  // The same command as `npm run build`: client bundle plus the prerendered public pages.
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
register();
await import('../src/server/main.ts');
