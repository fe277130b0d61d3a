import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

declare module '@tanstack/history' {
  interface HistoryState {
    /** This history entry is an open dialog's (useBackCloses): Back from it closes the dialog. */
    dialogOpen?: boolean;
  }
}

/** Is the current history entry an open dialog's? A page that replaces the dialog (its confirmation) takes its entry. */
export function onDialogEntry(router: { history: { location: { state: { dialogOpen?: boolean } } } }): boolean {
  return router.history.location.state.dialogOpen === true;
}

/**
 * A dialog the browser's Back closes, as in a phone's apps: opening it adds a history entry (the same address,
 * marked in its state), so Back leaves that entry and closes the dialog, and the page under it stays as it was
 * (its week, its scroll). Its clean-up then runs as for any other close: a place held on its payment step is
 * given back (issue 30). Closed any other way, it steps back over its own entry, so the next Back leaves the page
 * as before.
 */
export function useBackCloses(open: boolean, close: () => void) {
  const router = useRouter();
  const onClose = useRef(close);
  const live = useRef(false);
  useEffect(() => {
    onClose.current = close;
  });
  useEffect(() => {
    if (!open) return;
    live.current = true;
    if (!onDialogEntry(router))
      void router.navigate({ to: '.', search: true, hash: true, state: (s) => ({ ...s, dialogOpen: true }), resetScroll: false });
    const unsubscribe = router.history.subscribe(({ location }) => {
      if (location.state.dialogOpen !== true) onClose.current();
    });
    return () => {
      unsubscribe();
      live.current = false;
      // Looked at after this commit: StrictMode runs an effect twice in development, and its second run keeps the entry.
      window.setTimeout(() => {
        if (!live.current && onDialogEntry(router)) router.history.back();
      });
    };
  }, [open, router]);
}
