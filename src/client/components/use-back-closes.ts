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
 * given back (issue 30). Closed any other way, its entry stays where it is (an entry of the same page): stepping
 * back over it would be a history traversal racing whatever she does next (a link, a goto), which it could undo.
 */
export function useBackCloses(open: boolean, close: () => void) {
  const router = useRouter();
  const onClose = useRef(close);
  useEffect(() => {
    onClose.current = close;
  });
  useEffect(() => {
    if (!open) return;
    // Opened again on its own entry (closed by a button, reopened): that entry serves again.
    if (!onDialogEntry(router))
      void router.navigate({ to: '.', search: true, hash: true, state: (s) => ({ ...s, dialogOpen: true }), resetScroll: false });
    return router.history.subscribe(({ location }) => {
      if (location.state.dialogOpen !== true) onClose.current();
    });
  }, [open, router]);
}
