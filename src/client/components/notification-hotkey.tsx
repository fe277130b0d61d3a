import { useEffect } from 'react';

const AREA_SELECTOR = '.app-notifications[data-position="bottom-right"]';

/** Moves focus to the toast in view (or the empty toast area) so keyboard users can reach it. */
export function focusNotificationArea(doc: Document = document): boolean {
  const area = doc.querySelector<HTMLElement>(AREA_SELECTOR);
  if (!area) return false;
  const target = area.querySelector<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])');
  if (target) {
    target.focus();
    return true;
  }
  area.setAttribute('tabindex', '-1');
  area.setAttribute('aria-label', 'Notifications (F8)');
  area.focus();
  return true;
}

/** SPEC §9: the F8 hotkey focuses the notification area. */
export function NotificationHotkey() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey) return;
      if (focusNotificationArea()) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}
