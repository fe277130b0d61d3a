/** Part 5: Lighthouse scores and Core Web Vitals for /, /booking (mobile and desktop) and /checkout (mobile). */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/server';
import { oneLine, round } from './lib/stats';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseResult {
  page: string;
  preset: 'mobile' | 'desktop';
  runs: number;
  /** Scores 0-100 of the median run (by performance score); null when Lighthouse could not score. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** All runs' performance scores, to show the spread. */
  performanceRuns: (number | null)[];
  /** Runs that failed and were retried. */
  failedRuns: number;
  /** Failing accessibility audits and the weakest performance audits of the median run. */
  findings: string[];
  error: string | null;
}

interface LhAudit {
  title: string;
  displayValue?: string;
  score: number | null;
  numericValue?: number;
  scoreDisplayMode?: string;
}
interface LhReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<string, LhAudit>;
  runtimeError?: { code: string; message: string };
}

function runCli(url: string, preset: 'mobile' | 'desktop', outFile: string): Promise<void> {
  const args = [
    path.join(repoRoot, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    `--output-path=${outFile}`,
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

const score = (report: LhReport, category: string) => {
  const s = report.categories[category]?.score;
  return s === null || s === undefined ? null : Math.round(s * 100);
};

function findings(report: LhReport): string[] {
  const failing = (category: string, below: number) =>
    (report.categories[category]?.auditRefs ?? [])
      // Metrics are reported as numbers already; the findings are the audits that explain them.
      .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
      .map((ref) => report.audits[ref.id])
      .filter(
        (audit): audit is LhAudit =>
          !!audit &&
          audit.score !== null &&
          audit.score < below &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => (audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title));
  return [
    ...failing('accessibility', 1).map((t) => `a11y: ${t}`),
    ...failing('best-practices', 1).map((t) => `best practices: ${t}`),
    ...failing('seo', 1).map((t) => `seo: ${t}`),
    ...failing('performance', 0.9)
      .slice(0, 6)
      .map((t) => `perf: ${t}`),
  ];
}

/**
 * `checkoutPath`: /checkout as a visitor reaches it, with a class in its query string (bare /checkout sends the
 * visitor home, so it would measure the landing page drawn by the client).
 */
export async function measureLighthouse(
  baseUrl: string,
  opts: { runs: number; log: (line: string) => void; checkoutPath: string },
): Promise<LighthouseResult[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const results: LighthouseResult[] = [];
  try {
    for (const page of ['/', '/booking', '/checkout']) {
      for (const preset of page === '/checkout' ? (['mobile'] as const) : (['mobile', 'desktop'] as const)) {
        const reports: LhReport[] = [];
        const failures: string[] = [];
        // Chromium now and then loses a trace (NO_NAVSTART): such a run is retried, a bounded number of times.
        for (let attempt = 0; reports.length < opts.runs && attempt < opts.runs + 2; attempt++) {
          const outFile = path.join(dir, `run-${results.length}-${attempt}.json`);
          try {
            await runCli(baseUrl + (page === '/checkout' ? opts.checkoutPath : page), preset, outFile);
            const report = JSON.parse(readFileSync(outFile, 'utf8')) as LhReport;
            if (report.runtimeError) failures.push(`${report.runtimeError.code}: ${report.runtimeError.message}`);
            else reports.push(report);
          } catch (e) {
            failures.push((e as Error).message);
          }
        }
        const error = reports.length === 0 ? (failures.at(-1) ?? 'no run') : null;
        const sorted = [...reports].sort((a, b) => (score(a, 'performance') ?? -1) - (score(b, 'performance') ?? -1));
        const mid = sorted[Math.floor((sorted.length - 1) / 2)];
        const metric = (id: string, digits: number) => {
          const v = mid?.audits[id]?.numericValue;
          return v === undefined ? null : round(v, digits);
        };
        const result: LighthouseResult = {
          page,
          preset,
          runs: reports.length,
          performance: mid ? score(mid, 'performance') : null,
          accessibility: mid ? score(mid, 'accessibility') : null,
          bestPractices: mid ? score(mid, 'best-practices') : null,
          seo: mid ? score(mid, 'seo') : null,
          lcpMs: metric('largest-contentful-paint', 0),
          tbtMs: metric('total-blocking-time', 0),
          cls: metric('cumulative-layout-shift', 3),
          performanceRuns: reports.map((r) => score(r, 'performance')),
          failedRuns: failures.length,
          findings: mid ? findings(mid) : [],
          error,
        };
        opts.log(
          `  ${page} ${preset}: perf ${result.performance} (runs ${result.performanceRuns.join('/')}), a11y ${result.accessibility}, bp ${result.bestPractices}, seo ${result.seo}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}${failures.length ? ` [${failures.length} failed run(s), last: ${oneLine(failures.at(-1)!, 160)}]` : ''}`,
        );
        results.push(result);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
