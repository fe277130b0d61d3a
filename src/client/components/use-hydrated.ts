import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerender and during hydration, true afterwards. Parts that depend on the visitor's clock
 * or URL query (today's week, ?type=training) wait for it so the prerendered HTML hydrates without a mismatch.
 *
 * The switch to true comes as a deferred value: React re-renders every user of this hook synchronously once
 * hydration ends (the snapshot differs from the server's), and a synchronous render cannot be sliced. With the
 * deferred value that render changes nothing, and what `true` brings (today's week, the packs) is drawn in
 * the background render that follows, in slices a slow phone can interleave with input.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => true,
      () => false,
    ),
  );
}
