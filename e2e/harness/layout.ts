/**
 * The layout check's two halves: what a person would call a broken screen, measured in the page
 * (`layoutProblems`), and a screenshot compared with its committed baseline (`compareScreen`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { REPO_ROOT, SCREENSHOT_DIR } from './constants';

export const BASELINE_DIR = path.join(REPO_ROOT, 'e2e/baselines');
/** `UPDATE_BASELINES=1 node e2e/run.mjs layout` (npm run test:baselines): a person accepts the screens as they are now. */
export const UPDATING_BASELINES = process.env.UPDATE_BASELINES === '1';

let axeScript: string | undefined;
const axeSource = () => (axeScript ??= readFileSync(path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8'));

let mantineClasses: string[] | undefined;
/**
 * Every class Mantine's own stylesheets give rules to (`.m_1b7284a3`...). An element carrying one of them in a
 * page whose loaded stylesheets never mention it is a Mantine component drawn without its CSS: the unstyled
 * radio of issue 30 (two 319 px circles) looked like that. Classes Mantine sets but styles nowhere are not listed.
 */
function knownMantineClasses(): string[] {
  if (!mantineClasses) {
    const found = new Set<string>();
    for (const sheet of ['@mantine/core/styles.css', '@mantine/notifications/styles.css']) {
      const css = readFileSync(path.join(REPO_ROOT, 'node_modules', sheet), 'utf8');
      for (const m of css.matchAll(/\.(m_[0-9a-f]{8})\b/g)) found.add(m[1]!);
    }
    mantineClasses = [...found];
  }
  return mantineClasses;
}

/**
 * What is wrong with the screen as it stands: sideways scrolling, an icon bigger than its control, text
 * spilling out of its box, interactive elements on top of each other, a Mantine component without its styles.
 * When a dialog is open only the dialog is judged (the page behind it is covered on purpose).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((known) => {
    const problems: string[] = [];
    const name = (el: Element) => {
      const cls = [...el.classList].filter((c) => c.startsWith('mantine-') || !c.startsWith('m_')).slice(0, 2);
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${cls.length ? ` class="${cls.join(' ')}"` : ''}>${label ? ` "${label}"` : ''}`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const dialogs = [...document.querySelectorAll('[role="dialog"], [aria-modal="true"]')].filter(shown);
    const scopes: Element[] = dialogs.length ? dialogs : [document.body];
    const inScope = (selector: string) => scopes.flatMap((s) => [...s.querySelectorAll(selector)]).filter(shown);
    const vw = document.documentElement.clientWidth;

    // Sideways scrolling, of the page or of an open dialog.
    if (document.documentElement.scrollWidth > vw + 1)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide in a ${vw} px window)`);
    const clipsX = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    for (const el of inScope('*')) {
      const r = el.getBoundingClientRect();
      if (r.right <= vw + 1 && r.left >= -1) continue;
      if (getComputedStyle(el).position === 'fixed' && r.right <= 0) continue;
      let a = el.parentElement;
      let clipped = false;
      while (a && a !== document.body) {
        if (clipsX(a)) clipped = true;
        a = a.parentElement;
      }
      const parent = el.parentElement?.getBoundingClientRect();
      const parentOut = parent && (parent.right > vw + 1 || parent.left < -1);
      if (!clipped && !parentOut)
        problems.push(`${name(el)} reaches outside the screen (${Math.round(r.left)} to ${Math.round(r.right)} px of ${vw})`);
    }

    // Icons bigger than the control they sit in, or any icon the size of an illustration (an unstyled one).
    const controls = 'button, a[href], [role="button"], label, input, .mantine-Input-wrapper, .mantine-Badge-root';
    for (const svg of inScope('svg')) {
      if (svg.closest('[data-illustration]')) continue;
      const r = svg.getBoundingClientRect();
      const control = svg.parentElement?.closest(controls);
      if (control && shown(control)) {
        const c = control.getBoundingClientRect();
        if (r.width > c.width + 0.5 || r.height > c.height + 0.5)
          problems.push(
            `an icon ${Math.round(r.width)}x${Math.round(r.height)} px is larger than its control ${name(control)} (${Math.round(c.width)}x${Math.round(c.height)} px)`,
          );
      }
      if (r.width > 64 || r.height > 64)
        problems.push(`an icon is ${Math.round(r.width)}x${Math.round(r.height)} px (in ${name(svg.parentElement ?? svg)})`);
    }

    // Text spilling out of its box (or cut off by it), unless the box scrolls or ends in an ellipsis on purpose.
    for (const el of inScope('*')) {
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
      if (!hasText) continue;
      const s = getComputedStyle(el);
      if (s.display === 'inline' || s.display === 'contents') continue;
      if (s.textOverflow === 'ellipsis' || ['auto', 'scroll'].includes(s.overflowX)) continue;
      if (el.closest('.mantine-VisuallyHidden-root, [class*="visually-hidden"], .sr-only')) continue;
      const over = el.scrollWidth - el.clientWidth;
      const overY = ['auto', 'scroll'].includes(s.overflowY) ? 0 : el.scrollHeight - el.clientHeight;
      if (over > 1) problems.push(`text overflows ${name(el)} by ${over} px sideways`);
      else if (overY > 2) problems.push(`text overflows ${name(el)} by ${overY} px downwards`);
    }

    // Interactive elements drawn over one another (a tap would hit the wrong one).
    const interactive = inScope(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="tab"]',
    );
    // Content scrolls under a sticky header by design: only controls of the same layer are compared.
    const pinned = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(a).position)) return a;
      return null;
    };
    for (let i = 0; i < interactive.length; i++) {
      for (let k = i + 1; k < interactive.length; k++) {
        const a = interactive[i]!;
        const b = interactive[k]!;
        if (a.contains(b) || b.contains(a) || pinned(a) !== pinned(b)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 2 && h > 2) problems.push(`${name(a)} and ${name(b)} overlap (${Math.round(w)}x${Math.round(h)} px)`);
      }
    }

    // Mantine components whose stylesheet never reached the page.
    const loaded = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.(m_[0-9a-f]{8})\b/g)) loaded.add(m[1]!);
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const knownSet = new Set(known);
    const unstyled = new Map<string, string>();
    for (const el of document.querySelectorAll('[class*="m_"]')) {
      for (const c of el.classList) {
        if (!knownSet.has(c) || loaded.has(c)) continue;
        const part = [...el.classList].find((x) => x.startsWith('mantine-')) ?? c;
        if (!unstyled.has(part)) unstyled.set(part, `${name(el)} is drawn without its Mantine stylesheet (.${c} has no rules)`);
      }
    }
    problems.push(...unstyled.values());
    return [...new Set(problems)];
  }, knownMantineClasses());
}

/** Every axe violation (any impact) of the screen, scoped to the open dialog when there is one. */
export async function axeProblems(page: Page): Promise<string[]> {
  // axe-core run in the page itself: @axe-core/playwright opens a second page per analysis to merge frame results,
  // which costs ~8 s a state on this machine; these pages have no frames to merge.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return result.violations.map((v) => {
    const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${(n.any[0]?.message ?? n.failureSummary ?? '').split('\n')[0]}`);
    return `axe [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}) ${nodes.join(' | ')}`;
  });
}

const TOASTS_HIDDEN = '.mantine-Notifications-root { visibility: hidden !important; }';

/**
 * Waits until the screen stops changing: fonts loaded, images in view decoded, no animation running, and two
 * screenshots in a row alike (a dialog's fade, a deferred section arriving).
 */
export async function settle(page: Page, opts: { mask?: Locator[]; fullPage?: boolean } = {}): Promise<Buffer> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].filter((i) => !i.complete && i.loading !== 'lazy').map((i) => i.decode().catch(() => undefined)),
    );
  });
  let last: Buffer | null = null;
  for (let i = 0; i < 12; i++) {
    const shot = await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      mask: opts.mask,
      fullPage: opts.fullPage ?? false,
      // Toasts come and go on their own timers: whether one is still up varies from run to run, so screenshots
      // leave them out altogether (a mask still showed where one was). The journeys check their texts.
      style: TOASTS_HIDDEN,
    });
    if (last && shot.equals(last)) return shot;
    last = shot;
  }
  throw new Error('the screen kept changing');
}

const pixelsOf = (png: Buffer) => PNG.sync.read(png);

/** Pixels differing by more than anti-aliasing noise (sum of the colour channels' differences). */
function diff(actual: Buffer, expected: Buffer): { changed: number; width: number; height: number; image?: Buffer } | string {
  const a = pixelsOf(actual);
  const e = pixelsOf(expected);
  if (a.width !== e.width || a.height !== e.height) return `size ${a.width}x${a.height}, baseline ${e.width}x${e.height}`;
  const out = new PNG({ width: a.width, height: a.height });
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const d = Math.abs(a.data[i]! - e.data[i]!) + Math.abs(a.data[i + 1]! - e.data[i + 1]!) + Math.abs(a.data[i + 2]! - e.data[i + 2]!);
    const hit = d > 48;
    if (hit) changed += 1;
    // The diff image: changed pixels red, the rest a faded copy of the baseline.
    const grey = 200 + Math.round((e.data[i]! + e.data[i + 1]! + e.data[i + 2]!) / 3 / 5);
    out.data[i] = hit ? 255 : grey;
    out.data[i + 1] = hit ? 0 : grey;
    out.data[i + 2] = hit ? 0 : grey;
    out.data[i + 3] = 255;
  }
  return { changed, width: a.width, height: a.height, image: PNG.sync.write(out) };
}

/** Changed pixels a screen may have before it counts as changed (a stray anti-aliased edge, not a word). */
export const PIXEL_TOLERANCE = 40;

/** Writes a screen judged without a baseline where the compared ones go (e2e/screenshots/layout), for a person to look at. */
export function keepScreen(name: string, shot: Buffer): void {
  const outDir = path.join(SCREENSHOT_DIR, 'layout');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, `${name}.png`), shot);
}

/**
 * Compares the screen with e2e/baselines/<name>.png. A missing or different baseline is a problem unless
 * baselines are being updated; the actual screen and a diff image go to e2e/screenshots/layout/ to look at.
 */
export function compareScreen(name: string, shot: Buffer): string[] {
  const file = path.join(BASELINE_DIR, `${name}.png`);
  const outDir = path.join(SCREENSHOT_DIR, 'layout');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, `${name}.png`), shot);
  if (UPDATING_BASELINES) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(file, shot);
    return [];
  }
  if (!existsSync(file)) return [`no baseline e2e/baselines/${name}.png (run npm run test:baselines and commit it)`];
  const result = diff(shot, readFileSync(file));
  if (typeof result === 'string') return [`the screen changed: ${result} (see e2e/screenshots/layout/${name}.png)`];
  if (result.changed <= PIXEL_TOLERANCE) return [];
  writeFileSync(path.join(outDir, `${name}.diff.png`), result.image!);
  return [
    `the screen changed: ${result.changed} pixels differ from e2e/baselines/${name}.png (see e2e/screenshots/layout/${name}.diff.png; if intended, run npm run test:baselines and commit the baseline)`,
  ];
}
