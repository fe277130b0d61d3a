import { useCallback, useEffect, useRef } from 'react';
import { trpc } from '../../trpc';

/** The REST path a closing page can still reach: the httpOnly hold cookie rides along with the beacon. */
export const RELEASE_URL = '/api/bookings/release';

/**
 * The place held while a visitor pays belongs to her only while she is on the payment step. Leaving it
 * (Back, closing the dialog, leaving the page, closing the tab) gives the place back at once, so nobody,
 * herself included, sees the class as full because of a hold she walked away from. The server still
 * expires forgotten holds after HOLD_MINUTES.
 */
export function useHold(opts: { onLost?: () => void } = {}) {
  const utils = trpc.useUtils();
  const held = useRef<string | null>(null);
  const lostOnHide = useRef(false);
  const onLost = useRef(opts.onLost);
  useEffect(() => {
    onLost.current = opts.onLost;
  });
  const { mutate: release } = trpc.bookings.release.useMutation({
    // The freed place changes the availability everyone sees, this visitor's schedule included.
    onSettled: () => void utils.schedule.range.invalidate(),
  });

  useEffect(() => {
    const beacon = () => {
      const clientSecret = held.current;
      if (!clientSecret) return false;
      held.current = null;
      navigator.sendBeacon(RELEASE_URL, new Blob([JSON.stringify({ clientSecret })], { type: 'application/json' }));
      return true;
    };
    const onPageHide = () => {
      if (beacon()) lostOnHide.current = true;
    };
    // Back from another page (the browser's page cache): the place was given back when she left, and the
    // schedule kept in the cache still counts it as taken.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !lostOnHide.current) return;
      lostOnHide.current = false;
      void utils.schedule.range.invalidate();
      onLost.current?.();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      // Unmounted while holding (the dialog closed, the browser's Back inside the site, a link to another page):
      // the place goes back too, and the schedule is read again once the server has let it go, so the class she
      // just left does not show as full on the page she returns to.
      const clientSecret = held.current;
      if (!clientSecret) return;
      held.current = null;
      void fetch(RELEASE_URL, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientSecret }),
      })
        .catch(() => undefined)
        .then(() => utils.schedule.range.invalidate());
    };
  }, [utils]);

  return {
    /** The payment step shows this payment: its hold is hers while she stays. */
    hold: useCallback((clientSecret: string) => {
      held.current = clientSecret;
    }, []),
    /** Paid (or nothing to pay): there is no hold left to give back. */
    settled: useCallback(() => {
      held.current = null;
    }, []),
    /** She left the payment step: give the place back now. */
    leave: useCallback(() => {
      const clientSecret = held.current;
      held.current = null;
      if (clientSecret) release({ clientSecret });
    }, [release]),
  };
}
