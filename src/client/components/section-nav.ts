import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

export const SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'classes', label: 'Classes' },
  { id: 'personal-training', label: 'Personal Training' },
  { id: 'contact', label: 'Contact' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'] | 'schedule';

/** Smooth-scrolls to a landing-page section (and moves focus there); from another page, goes to /#section. */
export function useGoToSection() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return useCallback(
    (id: SectionId) => {
      const el = pathname === '/' ? document.getElementById(id) : null;
      if (!el) {
        void navigate({ to: '/', hash: id });
        return;
      }
      el.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
      el.focus({ preventScroll: true });
      settleOn(el);
    },
    [navigate, pathname],
  );
}

/**
 * Sections above the target can grow while the smooth scroll passes them (the schedule fills in once its
 * data arrives), leaving the target short of the top. When the scroll ends, finish the job.
 */
function settleOn(el: HTMLElement, attempts = 3) {
  let timer = 0;
  const check = () => {
    window.removeEventListener('scrollend', check);
    window.clearTimeout(timer);
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const offset = el.getBoundingClientRect().top - padding - (parseFloat(getComputedStyle(el).scrollMarginTop) || 0);
    if (Math.abs(offset) > 8 && attempts > 1) {
      el.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
      settleOn(el, attempts - 1);
    }
  };
  window.addEventListener('scrollend', check, { once: true });
  // Browsers without scrollend, or a scroll that had nothing to do.
  timer = window.setTimeout(check, 1500);
}

function scrollBehaviour(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
