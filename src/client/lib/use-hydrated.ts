import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False when rendering on the server (and while hydrating), true in the browser. Parts that depend
 * on this browser (its storage, its own choices) render only when it is true, so the HTML the
 * server sends never shows one visitor's choices and the browser's first render matches it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
