import { type FormEvent, useState } from 'react';
import { ConfirmDialog, type ConfirmRequest } from '../confirm-dialog';
import { notifyError, notifySuccess } from '../notify';

/** Which row the form dialog is about: undefined when closed, null when adding a new one. */
export function useEditing<Row>() {
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  return {
    editing,
    opened: editing !== undefined,
    openNew: () => setEditing(null),
    openEdit: (row: Row) => setEditing(row),
    close: () => setEditing(undefined),
  };
}

/**
 * The options every admin mutation takes: the success toast (and what follows it, e.g. closing the dialog),
 * the spec's failure text with the server's reason, and the lists to refresh either way.
 */
export function outcome<T>(opts: {
  success: (result: T) => [title: string, message: string];
  failure: string;
  then?: (result: T) => void;
  refresh: () => unknown;
}) {
  return {
    onSuccess: (result: T) => {
      notifySuccess(...opts.success(result));
      opts.then?.(result);
    },
    onError: (error: unknown) => notifyError(opts.failure, error),
    onSettled: () => opts.refresh(),
  };
}

/** One confirmation step held by a tab: `ask` opens it, `dialog` is rendered once in the tab. */
export function useConfirm(busy?: boolean) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  return {
    ask: setRequest,
    dialog: <ConfirmDialog request={request} onClose={() => setRequest(null)} busy={busy} />,
  };
}

/** A form's submit handler: the browser's own submission never happens, the form's `submit` step runs instead. */
export const onSubmitOnly = (submit: () => void) => (e: FormEvent) => {
  e.preventDefault();
  submit();
};
