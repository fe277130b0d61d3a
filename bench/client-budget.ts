/**
 * Part 4: what / and /admin/dashboard download before interaction, read from the Vite manifest of
 * the real build, plus a module-level check that payment and admin code stay out of the public pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { repoRoot } from './lib/server';
import { oneLine, round } from './lib/stats';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageBudget {
  files: string[];
  jsGzipKB: number;
  cssGzipKB: number;
  jsRawKB: number;
  cssRawKB: number;
  /** The HTML document the server answers for the page (the prerender for /, the empty shell for admin). */
  htmlGzipKB: number;
  htmlRawKB: number;
}

export interface ClientBudgetResult {
  landing: PageBudget;
  /** Null when no chunk of the build could be shown to hold the dashboard page. */
  dashboard: PageBudget | null;
  /**
   * Modules a public page must not load before interaction, as 'page: module': Stripe and the admin area in the
   * static graph of / , /booking and /checkout, and the admin schemas (src/domain/schemas.ts, decision 225).
   */
  forbiddenInPublicPages: string[];
  /** Set when the module-level check could not run; the bench then fails as if it had found something. */
  analysisError: string | null;
  /** dist/client is not what the current source builds to (a rebuild may fix it). */
  stale: boolean;
  /** The heaviest packages in the landing JavaScript (rendered bytes before minification). */
  landingHeaviest: { name: string; kB: number; share: number }[];
}

export const FORBIDDEN_IN_PUBLIC_PAGES = [/\/node_modules\/@stripe\//, /\/src\/client\/features\/admin\//, /\/src\/domain\/schemas\.ts$/];
/** The public pages besides / whose own chunks load before they hydrate (their lazy route component). */
const PUBLIC_PAGE_MODULES: Record<string, RegExp> = {
  '/booking': /\/src\/client\/routes\/booking-page\.tsx$/,
  '/checkout': /\/src\/client\/routes\/checkout-page\.tsx$/,
};
const DASHBOARD_SRC = 'src/client/features/admin/dashboard-page.tsx';
const DASHBOARD_MODULE = /\/src\/client\/features\/admin\/dashboard-page\.tsx$/;
// The tab the dashboard opens on: its chunk loads before the owner can do anything, so it is in the budget.
const DEFAULT_TAB_SRC = 'src/client/features/admin/overview/overview-tab.tsx';
const DEFAULT_TAB_MODULE = /\/src\/client\/features\/admin\/overview\/overview-tab\.tsx$/;

const clientDir = path.join(repoRoot, 'dist/client');
const kB = (bytes: number) => round(bytes / 1024, 1);

/** Entry keys plus everything they import statically (dynamic imports load later, on navigation). */
function staticClosure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen].map((k) => manifest[k]!);
}

function pageBudget(chunks: ManifestChunk[], htmlFile: string): PageBudget {
  const files = [...new Set(chunks.flatMap((c) => [c.file, ...(c.css ?? [])]))];
  const sizes = { js: 0, css: 0, jsRaw: 0, cssRaw: 0 };
  for (const file of files) {
    const bytes = readFileSync(path.join(clientDir, file));
    const gz = gzipSync(bytes).length;
    if (file.endsWith('.css')) {
      sizes.css += gz;
      sizes.cssRaw += bytes.length;
    } else {
      sizes.js += gz;
      sizes.jsRaw += bytes.length;
    }
  }
  const html = readFileSync(path.join(clientDir, existsSync(path.join(clientDir, htmlFile)) ? htmlFile : 'index.html'));
  return {
    files,
    jsGzipKB: kB(sizes.js),
    cssGzipKB: kB(sizes.css),
    jsRawKB: kB(sizes.jsRaw),
    cssRawKB: kB(sizes.cssRaw),
    htmlGzipKB: kB(gzipSync(html).length),
    htmlRawKB: kB(html.length),
  };
}

const packageOf = (id: string) => {
  const clean = id.replace(/\\/g, '/').replace(/^\0/, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 14).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (clean.startsWith(repoRoot)) return path.relative(repoRoot, clean).split('/').slice(0, 3).join('/');
  return clean;
};

interface Analysis {
  /** Rendered bytes per module id over the landing page's static graph. */
  landingModules: Map<string, number>;
  /** Module ids over each public page's static graph (the entry's, plus its route chunk's). */
  publicPageModules: Map<string, string[]>;
  landingFiles: string[];
  /** The lazy chunk that holds the dashboard page, wherever the router imports it from. */
  dashboardChunk: string | null;
  /** The lazy chunk of the tab the dashboard opens on (the same chunk when tabs are not split). */
  defaultTabChunk: string | null;
}

/**
 * Builds the client again in memory (same config, nothing written) to see which modules end up in
 * which chunk: the manifest names chunks, not the modules inside them.
 */
async function analyse(): Promise<Analysis> {
  const out = await build({
    configFile: path.join(repoRoot, 'vite.config.ts'),
    root: repoRoot,
    logLevel: 'silent',
    build: { write: false, outDir: path.join(os.tmpdir(), 'bench-vite-analysis'), emptyOutDir: false, manifest: false },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.replace(/\\/g, '/').endsWith('/index.html'));
  if (!entry) throw new Error('no chunk for index.html in the analysis build');
  /** A chunk and everything it imports statically. */
  const closure = (start: Rollup.OutputChunk) => {
    const files: string[] = [];
    const visit = (chunk: Rollup.OutputChunk) => {
      if (files.includes(chunk.fileName)) return;
      files.push(chunk.fileName);
      for (const dep of chunk.imports) {
        const next = byFile.get(dep);
        if (next) visit(next);
      }
    };
    visit(start);
    return files.map((f) => byFile.get(f)!);
  };
  const landingChunks = closure(entry);
  const landingFiles = landingChunks.map((c) => c.fileName);
  const landingModules = new Map<string, number>();
  for (const chunk of landingChunks) {
    for (const [id, info] of Object.entries(chunk.modules)) landingModules.set(id, (landingModules.get(id) ?? 0) + info.renderedLength);
  }
  const publicPageModules = new Map<string, string[]>([['/', [...landingModules.keys()]]]);
  for (const [page, module] of Object.entries(PUBLIC_PAGE_MODULES)) {
    const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId && module.test(c.facadeModuleId.replace(/\\/g, '/')));
    if (!chunk) throw new Error(`no chunk for the ${page} page in the analysis build`);
    publicPageModules.set(page, [...new Set([...landingModules.keys(), ...closure(chunk).flatMap((c) => c.moduleIds)])]);
  }
  const dashboard = chunks.find((c) => c.isDynamicEntry && c.moduleIds.some((id) => DASHBOARD_MODULE.test(id.replace(/\\/g, '/'))));
  const defaultTab = chunks.find((c) => c.isDynamicEntry && c.moduleIds.some((id) => DEFAULT_TAB_MODULE.test(id.replace(/\\/g, '/'))));
  return {
    landingModules,
    publicPageModules,
    landingFiles,
    dashboardChunk: dashboard?.fileName ?? null,
    defaultTabChunk: defaultTab?.fileName ?? null,
  };
}

export async function measureClientBudget(): Promise<ClientBudgetResult> {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const landingChunks = staticClosure(manifest, ['index.html']);
  const landing = pageBudget(landingChunks, 'index.html');

  let forbiddenInPublicPages: string[] = [];
  let analysisError: string | null = null;
  let stale = false;
  let landingHeaviest: ClientBudgetResult['landingHeaviest'] = [];
  let dashboardKey = manifest[DASHBOARD_SRC] ? DASHBOARD_SRC : null;
  let defaultTabKey = manifest[DEFAULT_TAB_SRC] ? DEFAULT_TAB_SRC : null;
  try {
    const graph = await analyse();
    const landingJs = landingChunks.map((c) => c.file).sort();
    if (JSON.stringify(graph.landingFiles.slice().sort()) !== JSON.stringify(landingJs)) {
      const differing = graph.landingFiles.filter((f) => !landingJs.includes(f));
      stale = true;
      throw new Error(
        `dist/client does not match the source (${differing[0] ?? landingJs[0]} differs): the source changed after the build, or BENCH_SKIP_BUILD reused an old build`,
      );
    }
    dashboardKey = Object.keys(manifest).find((k) => manifest[k]!.file === graph.dashboardChunk) ?? dashboardKey;
    defaultTabKey = Object.keys(manifest).find((k) => manifest[k]!.file === graph.defaultTabChunk) ?? defaultTabKey;
    forbiddenInPublicPages = [...graph.publicPageModules].flatMap(([page, ids]) =>
      ids
        .filter((id) => FORBIDDEN_IN_PUBLIC_PAGES.some((re) => re.test(id.replace(/\\/g, '/'))))
        .map((id) => `${page}: ${path.relative(repoRoot, id)}`),
    );
    const perPackage = new Map<string, number>();
    let total = 0;
    for (const [id, bytes] of graph.landingModules) {
      if (/\.css($|\?)/.test(id)) continue;
      perPackage.set(packageOf(id), (perPackage.get(packageOf(id)) ?? 0) + bytes);
      total += bytes;
    }
    landingHeaviest = [...perPackage]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, bytes]) => ({ name, kB: kB(bytes), share: round((100 * bytes) / total, 1) }));
  } catch (error) {
    analysisError = oneLine((error as Error).message);
  }
  // Routes that are not prerendered are answered with the build's empty shell (see app.ts).
  const dashboard = dashboardKey
    ? pageBudget(staticClosure(manifest, ['index.html', dashboardKey, ...(defaultTabKey ? [defaultTabKey] : [])]), 'shell.html')
    : null;
  return { landing, dashboard, forbiddenInPublicPages, analysisError, stale, landingHeaviest };
}
