import { lazy, Suspense, useSyncExternalStore } from 'react';
import { NotificationHotkey } from './notification-hotkey';
import { notificationsHostStore } from './notifications-host-store';

export const NOTIFICATIONS_CLASS = 'app-notifications';

const Notifications = lazy(() =>
  import('./notifications-renderer').then(({ Notifications }) => ({
    default: () => (
      // SPEC §9: one notification at a time, 5000 ms.
      <Notifications limit={1} autoClose={5000} position="bottom-right" containerWidth={420} className={NOTIFICATIONS_CLASS} />
    ),
  })),
);

/** Mounts the toast area once something asks for a toast; F8 focuses it (SPEC §9). */
export function NotificationsHost({ eager = false }: { eager?: boolean }) {
  const wanted = useSyncExternalStore(notificationsHostStore.subscribe, notificationsHostStore.get, notificationsHostStore.getServer);
  return (
    <>
      <NotificationHotkey />
      {(wanted || eager) && (
        <Suspense fallback={null}>
          <Notifications />
        </Suspense>
      )}
    </>
  );
}
