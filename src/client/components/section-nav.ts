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
      el.scrollIntoView({ behavior: 'smooth', block: 'start' });
      el.focus({ preventScroll: true });
    },
    [navigate, pathname],
  );
}
