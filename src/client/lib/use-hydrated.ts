import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page sent already rendered is being adopted (and on the server), true after.
 * Parts that depend on this browser (its storage, its own choices) render only when it is true,
 * so the browser's first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
