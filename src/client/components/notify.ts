import { notifications } from '@mantine/notifications';
import { requestNotificationsHost } from './notifications-host-store';

const CLOSE = { 'aria-label': 'Close notification' };

/** The one way a public page reports something: a toast (one at a time, 5 s). */
export function notifySuccess(title: string, message: string) {
  requestNotificationsHost();
  notifications.show({ title, message, color: 'teal', closeButtonProps: CLOSE });
}

/** A destructive (red) toast. */
export function notifyError(title: string, message: string) {
  requestNotificationsHost();
  notifications.show({ title, message, color: 'red', closeButtonProps: CLOSE });
}
