import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { showToast } from '../../components/notify';
import { serverMessage } from './admin-session';

/** Admin toasts follow the public site's rule: one at a time, the newest replaces the one on screen. */
const show = showToast;

/** The one way the admin area reports a finished action. */
export function notifySuccess(title: string, message: string): void {
  show(title, message, 'teal', <IconCheck size={18} aria-hidden />);
}

/** Something the admin should know that is neither a success nor their failure (e.g. the session ended). */
export function notifyInfo(title: string, message: string): void {
  show(title, message, 'blue', <IconInfoCircle size={18} aria-hidden />);
}

/** Part of an action worked and part did not. */
export function notifyWarning(title: string, message: string): void {
  show(title, message, 'orange', <IconAlertTriangle size={18} aria-hidden />);
}

/**
 * The one way the admin area reports a failed action: a destructive 'Error' toast with the spec's text,
 * followed by the server's reason when it gave one (e.g. why a slot was refused).
 */
export function notifyError(fallback: string, error?: unknown): void {
  show('Error', errorText(fallback, error), 'red', <IconX size={18} aria-hidden />);
}

export function errorText(fallback: string, error?: unknown): string {
  const reason = error === undefined ? null : serverMessage(error);
  return reason && reason !== fallback ? `${fallback}: ${reason}` : fallback;
}
