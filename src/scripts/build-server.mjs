// The server as one ES module, dist/server/main.mjs: starting it skips transpiling ~100 TypeScript
// files through tsx on every start (most of a cold start). node_modules stay external (native argon2,
// PGlite's wasm files, packages' own lazy loading). Run by src/scripts/build.mjs; src/scripts/start.mjs uses the
// bundle while it is newer than the server's sources.
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// esbuild comes with tsx (a dependency already); no extra package to install.
const { build } = createRequire(path.join(root, 'node_modules/tsx/package.json'))('esbuild');

export const serverBundle = path.join(root, 'dist/server/main.mjs');

export async function buildServer() {
  // Chunk names carry hashes: without this, every build's chunks would pile up beside the new ones.
  rmSync(path.dirname(serverBundle), { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outdir: path.dirname(serverBundle),
    outExtension: { '.js': '.mjs' },
    // The app's modules are a chunk of their own, loaded while the database opens (see main.ts).
    splitting: true,
    // Chunks beside main.mjs: app.ts finds dist/client relative to its own file.
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-modules-external',
        setup(b) {
          // dayjs has no "exports" map: its extensionless plugin paths only resolve through a bundler.
          b.onResolve({ filter: /^[^./]/ }, (args) => (/^dayjs(\/|$)/.test(args.path) ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
}

/**
 * The OpenAPI document, written beside the bundle: the server reads it instead of converting every route's
 * zod schema at start-up (src/server/rest/plugin.ts sets its `servers` to PUBLIC_URL).
 */
export async function buildOpenApiDocument() {
  const { tsImport } = await import('tsx/esm/api');
  const { allRestRoutes } = await tsImport('../server/rest/plugin.ts', import.meta.url);
  const { OPENAPI_FILE, openApiDocument } = await tsImport('../server/rest/openapi.ts', import.meta.url);
  const file = path.join(path.dirname(serverBundle), OPENAPI_FILE);
  writeFileSync(file, JSON.stringify(openApiDocument(allRestRoutes, { publicUrl: 'http://localhost' })));
  return file;
}

/** A migrated empty PGlite data directory that a first start copies instead of running initdb (see db/pglite-template.ts). */
export async function buildPgliteTemplate() {
  const { tsImport } = await import('tsx/esm/api');
  const { writeTemplate } = await tsImport('../server/db/pglite-template.ts', import.meta.url);
  return writeTemplate(path.join(root, 'drizzle'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`server bundle: ${path.relative(root, serverBundle)}`);
  console.log(`OpenAPI document: ${path.relative(root, await buildOpenApiDocument())}`);
  console.log(`PGlite template: ${path.relative(root, await buildPgliteTemplate())}`);
}
