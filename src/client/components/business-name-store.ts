// The business name, once the server's config has been read. Page titles (set from the entry chunk, which
// has no data layer) read it here; components/brand-name.tsx (data chunk) writes it.
let current: string | null = null;
const listeners = new Set<() => void>();

export const businessNameStore = {
  set(name: string) {
    if (name === current) return;
    current = name;
    listeners.forEach((l) => l());
  },
  get: () => current,
  getServer: (): string | null => null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
