import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_STAMP, clientBuildProblem, clientSourceFiles, clientStamp } from '../scripts/client-build.mjs';

const repo = process.cwd();
/** The little of esbuild's API used here (it comes with tsx, without types of its own in this project). */
type EsBuild = { build(options: Record<string, unknown>): Promise<unknown> };
const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

/** A project folder with a client source and a build of it (recorded as built from that source). */
function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  roots.push(root);
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };
  write('src/client/app.tsx', 'export const App = 1;');
  write('src/client/app.test.tsx', 'test');
  write('src/domain/money.ts', 'export const pence = 1;');
  write('index.html', '<div id="root"></div>');
  write('dist/client/index.html', '<html>built</html>');
  write(CLIENT_STAMP, clientStamp(clientSourceFiles(root)));
  return root;
}

describe('the built client against its source', () => {
  it('is fresh as built, and stale once a source file changes, naming it (tests do not count)', () => {
    const root = project();
    expect(clientBuildProblem(root)).toBeNull();
    writeFileSync(path.join(root, 'src/client/app.test.tsx'), 'another test');
    expect(clientBuildProblem(root)).toBeNull();
    // Touched but unchanged: contents decide, not times.
    utimesSync(path.join(root, 'src/domain/money.ts'), new Date(), new Date(Date.now() + 60_000));
    expect(clientBuildProblem(root)).toBeNull();

    writeFileSync(path.join(root, 'src/client/app.tsx'), 'export const App = 2;');
    writeFileSync(path.join(root, 'src/domain/new.ts'), 'export {};');
    expect(clientBuildProblem(root)).toMatchObject({ kind: 'stale', changed: ['src/client/app.tsx', 'src/domain/new.ts'] });
  });

  it('treats a build without a record of its source as stale, and no build as missing', () => {
    const root = project();
    rmSync(path.join(root, CLIENT_STAMP));
    expect(clientBuildProblem(root)).toMatchObject({ kind: 'stale', changed: [] });
    rmSync(path.join(root, 'dist/client/index.html'));
    expect(clientBuildProblem(root)).toMatchObject({ kind: 'missing' });
  });

  it('npm start rebuilds a stale client before serving', () => {
    const root = project();
    mkdirSync(path.join(root, 'src/scripts'), { recursive: true });
    for (const f of ['start.mjs', 'client-build.mjs']) copyFileSync(path.join(repo, 'src/scripts', f), path.join(root, 'src/scripts', f));
    // Stand-ins for the real build (which records its source as the real one does) and the server bundle.
    writeFileSync(
      path.join(root, 'src/scripts/build.mjs'),
      `import { writeFileSync } from 'node:fs';
       import { CLIENT_STAMP, clientSourceFiles, clientStamp } from './client-build.mjs';
       console.log('BUILT');
       writeFileSync(CLIENT_STAMP, clientStamp(clientSourceFiles(process.cwd())));`,
    );
    mkdirSync(path.join(root, 'src/server'), { recursive: true });
    mkdirSync(path.join(root, 'dist/server'), { recursive: true });
    writeFileSync(path.join(root, 'dist/server/main.mjs'), "console.log('SERVING');");
    const start = () => spawnSync(process.execPath, ['src/scripts/start.mjs'], { cwd: root, encoding: 'utf8' });

    const fresh = start();
    expect(fresh.stdout).not.toContain('BUILT');
    expect(fresh.stdout).toContain('SERVING');

    writeFileSync(path.join(root, 'src/client/app.tsx'), 'export const App = 3;');
    const stale = start();
    expect(stale.status).toBe(0);
    expect(stale.stdout).toContain(
      'The built client in dist/client is older than its source. 1 source file changed since it was built: src/client/app.tsx.',
    );
    expect(stale.stdout.indexOf('BUILT')).toBeLessThan(stale.stdout.indexOf('SERVING'));
    expect(clientBuildProblem(root)).toBeNull();
  });

  it('the server bundle refuses to start on a stale client, saying what to run', { timeout: 60_000 }, async () => {
    const root = project();
    for (const shared of ['node_modules', 'drizzle']) symlinkSync(path.join(repo, shared), path.join(root, shared));
    // The server bundle as build-server.mjs makes it, written into this project's dist/server.
    const { build } = createRequire(path.join(repo, 'node_modules/tsx/package.json'))('esbuild') as EsBuild;
    await build({
      entryPoints: [path.join(repo, 'src/server/main.ts')],
      outdir: path.join(root, 'dist/server'),
      outExtension: { '.js': '.mjs' },
      splitting: true,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      plugins: [
        {
          name: 'node-modules-external',
          setup(b: { onResolve(o: { filter: RegExp }, f: (args: { path: string }) => object | undefined): void }) {
            b.onResolve({ filter: /^[^./]/ }, (args) => (/^dayjs(\/|$)/.test(args.path) ? undefined : { path: args.path, external: true }));
          },
        },
      ],
    });
    writeFileSync(path.join(root, 'src/client/app.tsx'), 'export const App = 4;');
    const run = spawnSync(process.execPath, ['dist/server/main.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: 'memory://' },
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'The built client in dist/client is older than its source. 1 source file changed since it was built: src/client/app.tsx.',
    );
    expect(run.stderr).toContain('Run `npm run build` (or start with `npm start`, which rebuilds it), then start again.');
  });
});
