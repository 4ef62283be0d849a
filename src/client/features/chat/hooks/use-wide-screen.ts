import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint, where the conversation list sits beside the chat. */
const wide = '(min-width: 64rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(wide);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the side column (false where there is no window). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(wide).matches,
    () => false,
  );
}
