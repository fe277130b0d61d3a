// The toast renderer (and its transition library) loads with the first toast, not with the page.
let wanted = false;
const listeners = new Set<() => void>();

export function requestNotificationsHost() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((l) => l());
}

export const notificationsHostStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
  getServer: () => false,
};
