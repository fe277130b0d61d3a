// `npm run build`: the client bundle, then a server-side bundle of src/client/entry-server.tsx that renders
// the public routes to dist/client/<route>/index.html (so the first view paints before any JavaScript runs).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const clientDir = path.join(root, 'dist/client');
const ssrDir = path.join(root, 'dist/ssr');
const configFile = path.join(root, 'vite.config.ts');

// What this build is made from, read before it starts: an edit made while it runs leaves the build stale.
const { CLIENT_STAMP, clientSourceFiles, clientStamp } = await import('./client-build.mjs');
const sourceFiles = clientSourceFiles(root);

await build({ root, configFile, logLevel: 'warn' });

await build({
  root,
  configFile,
  logLevel: 'warn',
  build: {
    ssr: 'src/client/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
  // Bundle every dependency so the alias below reaches TanStack Router inside node_modules too.
  ssr: { noExternal: true },
  plugins: [
    {
      // The prerender must render exactly what the browser renders on its first pass, so TanStack Router's React
      // components take their browser code path (same Suspense boundaries, no inline scripts) rather than the
      // streaming-SSR one. The router core keeps its server path (it must not touch window).
      name: 'router-react-browser-path',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source === '@tanstack/router-core/isServer' && importer?.includes('/@tanstack/react-router/')) {
          return path.join(root, 'node_modules/@tanstack/router-core/dist/esm/isServer/client.js');
        }
        return null;
      },
    },
  ],
});

const entry = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
// Routes that are not prerendered (checkout, admin, 404) get the empty shell; app.ts serves it for them.
writeFileSync(path.join(clientDir, 'shell.html'), template);

// The prerendered pages carry their stylesheet inline: one round trip less before the first paint on a
// phone. (The CSP allows inline styles; Mantine writes some itself.)
const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
const cssFile = template.match(stylesheet)?.[1];
// The disabled link beside it is never fetched; it tells Vite's loader of lazy chunks that this stylesheet is on
// the page. That loader looks for the entry's stylesheet among the <link> elements and, not finding it, added it
// again for every lazy chunk that imports from the entry: 80 KB of CSS parsed twice and every style recomputed.
const inlineCss = cssFile
  ? `<style>${readFileSync(path.join(clientDir, cssFile), 'utf8')}</style><link rel="stylesheet" href="/${cssFile}" disabled>`
  : null;

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The server renders the public pages itself at run time (src/server/site/pages.ts) from this template and
// the SSR bundle, which therefore stays in dist/ssr. The static copies below are only its fallback.
const pageTemplate = inlineCss ? template.replace(stylesheet, () => inlineCss) : template;
writeFileSync(path.join(clientDir, 'page-template.html'), pageTemplate);
const siteData = entry.buildTimeSiteData(process.env);
const siteDataBlock = `<script type="application/json" id="site-data">${JSON.stringify(siteData).replace(/</g, '\\u003c')}</script>`;

for (const route of entry.PRERENDERED_ROUTES) {
  const meta = entry.ROUTE_META[route];
  const body = await entry.render(route, siteData);
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace(stylesheet, (link) => inlineCss ?? link)
    .replace('</head>', () => `  ${siteDataBlock}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-route="${route}">${body}</div>`);
  const dir = route === '/' ? clientDir : path.join(clientDir, route);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
  console.log(`prerendered ${route} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
}

// Brotli and gzip copies of every text file, served by app.ts to browsers that accept them: on a phone
// network the bytes on the wire decide how soon the first view paints.
let packed = 0;
const compressAll = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== '.vite') compressAll(file);
      continue;
    }
    if (!/\.(js|css|html|svg|json)$/.test(name) || statSync(file).size < 1024) continue;
    const raw = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    packed += 1;
  }
};
compressAll(clientDir);
console.log(`compressed ${packed} files (.br, .gz)`);
// Last, so an interrupted build leaves no record claiming it is complete (npm start and main.ts read it).
writeFileSync(path.join(root, CLIENT_STAMP), clientStamp(sourceFiles));

// The server bundle (see build-server.mjs): a faster start than running the TypeScript through tsx.
const { buildServer, buildOpenApiDocument, buildPgliteTemplate } = await import('./build-server.mjs');
await buildServer();
await buildOpenApiDocument();
await buildPgliteTemplate();
console.log('server bundle: dist/server/main.mjs');
