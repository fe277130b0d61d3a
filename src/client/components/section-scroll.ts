// How a section link scrolls: in its own chunk, fetched when the visitor reaches for the navigation (or follows a
// deep link), so the landing page's first download (held under 120 KB) does not carry it.
import { loadAllSections } from './deferred';

/** Longest section scroll; the whole landing page is covered in this time on a phone too. */
export const SCROLL_MS = 300;
/** After landing, the heading is held in place while sections above it settle (code and data arriving). */
const PIN_MS = 2_000;
/** Space between the sticky header and the heading. */
const GAP_PX = 16;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where the window must be scrolled for the section's heading to sit just under the sticky header. */
function targetOf(section: HTMLElement): number {
  if (section.id === 'home') return 0;
  const heading = section.querySelector<HTMLElement>('h1, h2') ?? section;
  const header = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const top = heading.getBoundingClientRect().top + window.scrollY - header - GAP_PX;
  return Math.max(0, Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
}

let cancelRunning: (() => void) | null = null;

/**
 * Brings a section's heading to the top of the screen, on the page's real layout: every deferred section is
 * loaded and laid out first (the estimated heights of `content-visibility` and of placeholders are what sent
 * links to the wrong place), the position is re-measured on every frame of a short scroll (at most
 * SCROLL_MS, none with reduced motion), and the heading is then held in place while the sections above it
 * finish settling, until the visitor scrolls themselves.
 */
export async function scrollToSection(id: string, opts: { animate: boolean }): Promise<void> {
  cancelRunning?.();
  let cancelled = false;
  const stops: (() => void)[] = [];
  const cancel = () => {
    cancelled = true;
    stops.forEach((s) => s());
    if (cancelRunning === cancel) cancelRunning = null;
  };
  cancelRunning = cancel;
  // The visitor taking over ends it.
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, cancel, { passive: true, once: true });
    stops.push(() => window.removeEventListener(type, cancel));
  }

  // Real heights from here on; the code of sections still to load is fetched now, not waited for: the
  // server's HTML of every section is already on the page, and later growth is absorbed below.
  document.documentElement.classList.add('sections-laid-out');
  void loadAllSections();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const section = document.getElementById(id);
  if (!section || cancelled) return;

  const animate = opts.animate && !reducedMotion();
  if (animate) {
    const from = window.scrollY;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const step = (t: number) => {
        if (cancelled) return resolve();
        const p = Math.min(1, (t - started) / SCROLL_MS);
        const eased = 1 - (1 - p) ** 3;
        window.scrollTo({ top: from + (targetOf(section) - from) * eased, behavior: 'instant' });
        if (p < 1) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
  } else {
    window.scrollTo({ top: targetOf(section), behavior: 'instant' });
  }
  if (cancelled) return;
  section.focus({ preventScroll: true });

  // Held in place: sections above may still grow (the schedule's data, a late chunk), and the browser or the
  // router may still apply its own idea of the fragment's position. Any scroll the visitor did not make is undone.
  const hold = () => {
    if (cancelled) return;
    const top = targetOf(section);
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: 'instant' });
  };
  const main = document.getElementById('main') ?? document.body;
  const observer = new ResizeObserver(hold);
  observer.observe(main);
  window.addEventListener('scroll', hold, { passive: true });
  stops.push(() => {
    observer.disconnect();
    window.removeEventListener('scroll', hold);
  });
  const timer = window.setTimeout(cancel, PIN_MS);
  stops.push(() => window.clearTimeout(timer));
}
