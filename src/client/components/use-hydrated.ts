import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerender and during hydration, true afterwards. Parts that depend on the visitor's clock
 * or URL query (today's week, ?type=training) wait for it so the prerendered HTML hydrates without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
