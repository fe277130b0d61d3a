import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { serverMessage } from './admin-session';

/** The one way the admin area reports a finished action. */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ title, message, color: 'teal', icon: <IconCheck size={18} aria-hidden /> });
}

/**
 * The one way the admin area reports a failed action: a destructive 'Error' toast with the spec's text,
 * followed by the server's reason when it gave one (e.g. why a slot was refused).
 */
export function notifyError(fallback: string, error?: unknown): void {
  notifications.show({ title: 'Error', message: errorText(fallback, error), color: 'red', icon: <IconX size={18} aria-hidden /> });
}

export function errorText(fallback: string, error?: unknown): string {
  const reason = error === undefined ? null : serverMessage(error);
  return reason && reason !== fallback ? `${fallback}: ${reason}` : fallback;
}
