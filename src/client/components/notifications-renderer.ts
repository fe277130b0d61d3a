// The toast renderer and its styles, loaded with the first toast (see notifications-host.tsx).
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
