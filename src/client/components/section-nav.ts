import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, type MouseEvent } from 'react';
import { loadAllSections } from './deferred';

export const SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'classes', label: 'Classes' },
  { id: 'personal-training', label: 'Personal Training' },
  { id: 'contact', label: 'Contact' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'] | 'schedule';

/** A section's address: a real link, so it opens in a new tab, copies and reads as a link (not a button). */
export function sectionHref(id: SectionId): string {
  return id === 'home' ? '/' : `/#${id}`;
}

/**
 * The click of a section link: a plain click scrolls there in the page (smoothly, focus moved); a click that asks
 * the browser for something else (a new tab, a download) is left to the browser.
 */
export function followSection(event: MouseEvent<HTMLAnchorElement>, go: () => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go();
}

/** The scrolling itself (section-scroll.ts), fetched on first use. */
const loadScroll = () => import('./section-scroll');

/** Brings a section's heading to the top of the screen (section-scroll.ts). */
export async function scrollToSection(id: string, opts: { animate: boolean }): Promise<void> {
  return (await loadScroll()).scrollToSection(id, opts);
}

/**
 * The landing page's section code, fetched when the visitor reaches for the navigation (pointer over it, focus
 * in it, a touch on it), so a section link from another page shows the real page at once. Not fetched while the
 * page is still starting: on /booking that was six modules evaluated in the middle of a phone's first seconds.
 */
export function prefetchSections(): void {
  void loadAllSections();
  void loadScroll();
}

/** Smooth-scrolls to a landing-page section (and moves focus there); from another page, goes to /#section. */
export function useGoToSection() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return useCallback(
    (id: SectionId) => {
      if (pathname !== '/' || !document.getElementById(id)) {
        // The landing page finishes the job once it is shown (LandingPage → scrollToSection).
        void navigate({ to: '/', hash: id, hashScrollIntoView: false });
        return;
      }
      void scrollToSection(id, { animate: true });
    },
    [navigate, pathname],
  );
}
