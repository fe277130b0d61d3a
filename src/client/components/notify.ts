import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { requestNotificationsHost } from './notifications-host-store';

const CLOSE = { 'aria-label': 'Close notification' };

/**
 * One toast at a time (SPEC §9), and the newest wins: a new toast replaces the one on screen at once
 * rather than waiting in a queue behind it (a 'Payment Failed' must not hold back the retry's success).
 */
export function showToast(title: string, message: string, color: string, icon?: ReactNode) {
  // The toast area mounts on first use (it is not in the public pages' first JavaScript).
  requestNotificationsHost();
  notifications.clean();
  notifications.show({ title, message, color, icon, closeButtonProps: CLOSE });
}

/** The one way a public page reports something: a toast (5 s). */
export function notifySuccess(title: string, message: string) {
  showToast(title, message, 'teal');
}

/** A destructive (red) toast. */
export function notifyError(title: string, message: string) {
  showToast(title, message, 'red');
}
