// Is dist/client the build of the client source as it is now? `npm run build` records every file the client
// bundle is made from, with its sha256 (dist/client-build.json); `npm start` rebuilds when one differs, and the
// server bundle refuses to start on a stale build (main.ts), so an update never serves yesterday's pages against
// today's API. Contents decide, not times: a checkout that touches a file without changing it costs no rebuild.
// As git's index does, a file whose size and modification time are as recorded is not read again, so the check
// costs a few milliseconds of stat calls at start-up.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the client bundle and its prerendered pages are built from, relative to the project root. */
export const CLIENT_INPUTS = ['src/client', 'src/domain', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
export const CLIENT_STAMP = 'dist/client-build.json';

// Tests sit beside the code but are not part of the bundle.
const isTest = (rel) => /\.test\.[cm]?[jt]sx?$/.test(rel) || rel.startsWith('src/client/test/');

function walk(root, rel, out) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) walk(root, path.posix.join(rel, name), out);
  } else if (!isTest(rel)) {
    out[rel] = { size: stat.size, mtimeMs: stat.mtimeMs };
  }
}

const sha256 = (root, rel) =>
  createHash('sha256')
    .update(readFileSync(path.join(root, rel)))
    .digest('hex');

/** Each client input file (tests left out) with its size, modification time and sha256, keyed by its path from the root. */
export function clientSourceFiles(root) {
  const files = {};
  for (const input of CLIENT_INPUTS) walk(root, input, files);
  for (const [rel, file] of Object.entries(files)) file.sha256 = sha256(root, rel);
  return files;
}

/** Called by the build with the files it read (taken before it starts, so an edit during the build counts as stale). */
export function clientStamp(files, now = new Date()) {
  return JSON.stringify({ builtAt: now.toISOString(), files });
}

/**
 * Why dist/client cannot be served as it is, or null when it can: 'missing' (never built), or 'stale' with the
 * source files added, changed or removed since. No src/client (a deployment of dist/ alone): nothing to compare.
 */
export function clientBuildProblem(root) {
  if (!existsSync(path.join(root, 'dist/client/index.html'))) return { kind: 'missing', changed: [] };
  if (!existsSync(path.join(root, 'src/client'))) return null;
  let stamp = null;
  try {
    stamp = JSON.parse(readFileSync(path.join(root, CLIENT_STAMP), 'utf8'));
  } catch {
    stamp = null;
  }
  // A build from before the record existed: its source is unknown, so it is treated as stale.
  if (!stamp?.files) return { kind: 'stale', changed: [], builtAt: null };
  const built = stamp.files;
  const now = {};
  for (const input of CLIENT_INPUTS) walk(root, input, now);
  const changed = [...new Set([...Object.keys(now), ...Object.keys(built)])]
    .filter((rel) => {
      const a = now[rel];
      const b = built[rel];
      if (!a || !b) return true;
      if (a.size !== b.size) return true;
      return a.mtimeMs !== b.mtimeMs && sha256(root, rel) !== b.sha256;
    })
    .sort();
  return changed.length === 0 ? null : { kind: 'stale', changed, builtAt: stamp.builtAt ?? null };
}

/** One line a person can act on. */
export function describeClientBuildProblem(problem) {
  if (problem.kind === 'missing') return 'The client has not been built (dist/client is missing).';
  const n = problem.changed.length;
  const files = n
    ? ` ${n} source file${n === 1 ? '' : 's'} changed since it was built: ${problem.changed.slice(0, 5).join(', ')}${n > 5 ? ', ...' : ''}.`
    : ' It was built without a record of its source.';
  return `The built client in dist/client is older than its source.${files}`;
}
