/**
 * What a journey test uses: the shared Chromium (one browser per run, a fresh context per journey),
 * screenshots of key steps, and a guard that fails the journey on any console error, uncaught page
 * error, failed request or 5xx answer that the journey did not declare as expected.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';
import { DESKTOP, type E2eEnv, PHONE, SCREENSHOT_DIR } from './constants';

export function e2eEnv(): E2eEnv {
  return inject('e2e');
}

let browser: Promise<Browser> | undefined;

/** The run's one Chromium, connected once per test file (each file runs in its own worker). */
export function sharedBrowser(): Promise<Browser> {
  if (!browser) {
    browser = chromium.connect(e2eEnv().wsEndpoint);
    // Disconnects this file only; the browser itself belongs to the global setup.
    afterAll(async () => {
      const b = await browser;
      browser = undefined;
      await b?.close();
    });
  }
  return browser;
}

export type Device = 'desktop' | 'phone';

interface Allowance {
  pattern: RegExp;
  why: string;
}

export interface Journey {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  /** Absolute URL of a site path. */
  url(pathname: string): string;
  /** Saves e2e/screenshots/<journey>-<nn>-<step>.png. */
  shot(step: string, opts?: { fullPage?: boolean }): Promise<void>;
  /**
   * Declares a problem this step provokes on purpose (e.g. the 401 of a wrong password, which
   * Chromium logs as a console error). `why` is kept next to the pattern so the reason is reviewable.
   */
  expectProblem(pattern: RegExp, why: string): void;
  /**
   * A verification the journey does not depend on to go on (a toast, a scroll position): a failure
   * is recorded (the test fails at the end, with a screenshot) and the journey carries on, so one
   * run reports every defect on the way instead of only the first.
   */
  check(what: string, verify: () => Promise<unknown>): Promise<void>;
  /** Problems seen so far that no allowance explains. */
  problems(): string[];
  /** Asserts there were no unexpected problems, then closes the context. */
  finish(): Promise<void>;
}

export async function openJourney(
  name: string,
  opts: {
    device?: Device;
    storage?: Record<string, string>;
    /** A browser of the journey's own (e.g. with a fake camera). */ browser?: Browser;
  } = {},
): Promise<Journey> {
  const { baseUrl } = e2eEnv();
  const device = opts.device ?? 'desktop';
  const b = opts.browser ?? (await sharedBrowser());
  const context = await b.newContext({
    baseURL: baseUrl,
    viewport: device === 'phone' ? PHONE : DESKTOP,
    isMobile: device === 'phone',
    hasTouch: device === 'phone',
    deviceScaleFactor: 1,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    acceptDownloads: true,
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  if (opts.storage) {
    await context.addInitScript((items: Record<string, string>) => {
      for (const [k, v] of Object.entries(items)) if (window.localStorage.getItem(k) === null) window.localStorage.setItem(k, v);
    }, opts.storage);
  }
  // A broken rule of the site's Content-Security-Policy is a problem like a console error, even when the page
  // copes (a library probing for eval, say): Chrome lists it among the page's Issues and Lighthouse counts it.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile || 'no source'}:${e.lineNumber})`,
      );
    });
  });
  const page = await context.newPage();

  const seen: string[] = [];
  const allowances: Allowance[] = [];
  // A request abandoned because the tab is leaving its document for a new one (a link followed before the
  // prerendered page hydrated, a reload, a goto) is what every browser does, not a fault of the site. Such a failure
  // comes between the main frame's navigation request and the new document's DOMContentLoaded: it is kept apart
  // and dropped once that document has loaded. An abort at any other time stays a problem.
  let leaving = 0;
  let loadedDocuments = 0;
  const abandoned: { problem: string; beforeDocument: number }[] = [];
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) leaving += 1;
  });
  // A navigation the journey itself starts leaves the document too, including one that makes no request of its own
  // (about:blank, which the section-link journey uses to get a real page load): the old document's requests end there.
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => {
    leaving += 1;
    return goto(url, options);
  };
  page.reload = (options) => {
    leaving += 1;
    return reload(options);
  };
  page.on('domcontentloaded', () => {
    loadedDocuments += 1;
    leaving = 0;
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location()?.url;
    seen.push(`console.error: ${msg.text()}${where ? ` (at ${where})` : ''}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught page error: ${error.stack ?? error.message}`));
  page.on('requestfailed', (req) => {
    const problem = `request failed: ${req.method()} ${req.url()} (${req.failure()?.errorText ?? 'unknown'})`;
    if (leaving > 0 && req.failure()?.errorText === 'net::ERR_ABORTED') abandoned.push({ problem, beforeDocument: loadedDocuments + 1 });
    else seen.push(problem);
  });
  page.on('response', (res) => {
    if (res.status() >= 500) seen.push(`HTTP ${res.status()} from ${res.request().method()} ${res.url()}`);
  });

  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  let shotNo = 0;
  const slug = `${name}-${device}`;
  // This journey's screenshots of an earlier run go, so the folder never mixes two runs of one journey.
  for (const f of readdirSync(SCREENSHOT_DIR)) if (f.startsWith(`${slug}-`) && f.endsWith('.png')) rmSync(path.join(SCREENSHOT_DIR, f));

  const problems = () =>
    [...seen, ...abandoned.filter((a) => a.beforeDocument > loadedDocuments).map((a) => a.problem)].filter(
      (p) => !allowances.some((a) => a.pattern.test(p)),
    );

  const journey: Journey = {
    page,
    context,
    baseUrl,
    url: (pathname) => new URL(pathname, baseUrl).toString(),
    async shot(step, shotOpts) {
      shotNo += 1;
      const file = path.join(SCREENSHOT_DIR, `${slug}-${String(shotNo).padStart(2, '0')}-${step}.png`);
      await page.screenshot({ path: file, fullPage: shotOpts?.fullPage ?? false, animations: 'disabled' });
    },
    expectProblem(pattern, why) {
      if (!why.trim()) throw new Error('say why the problem is expected');
      allowances.push({ pattern, why });
    },
    async check(what, verify) {
      try {
        await verify();
      } catch (error) {
        const reason = (error as Error).message.split('\n')[0];
        await journey.shot(`CHECK-${what.replace(/[^a-z0-9]+/gi, '-').slice(0, 40)}`).catch(() => {});
        expect.soft(false, `${slug}: ${what} (${reason})`).toBe(true);
      }
    },
    problems,
    async finish() {
      try {
        expect(problems(), `unexpected console errors or failed requests in journey ${slug}`).toEqual([]);
      } finally {
        await context.close();
      }
    },
  };
  return journey;
}

/** Runs a journey body, taking a screenshot of the page as it stood if the body throws. */
export async function runJourney(j: Journey, body: (j: Journey) => Promise<void>) {
  try {
    await body(j);
  } catch (error) {
    await j.shot('FAILED').catch(() => {});
    const extra = j.problems();
    if (extra.length) (error as Error).message += `\n\nAlso seen in the browser:\n  ${extra.join('\n  ')}`;
    await j.context.close().catch(() => {});
    throw error;
  }
  await j.finish();
}
