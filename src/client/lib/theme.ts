import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, storageKeys, writeStorage } from './storage-keys';

export type Theme = 'light' | 'dark';
const media = () => window.matchMedia('(prefers-color-scheme: dark)');

function current(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();
function apply(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  listeners.forEach((l) => l());
}

/**
 * Light and dark themes: the system's choice until the person picks one, then theirs.
 * public/first-paint.js applies it before the first paint.
 */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      const onSystem = (e: MediaQueryListEvent) => {
        if (!readStorage(storageKeys.theme)) apply(e.matches ? 'dark' : 'light');
      };
      const mq = media();
      mq.addEventListener('change', onSystem);
      return () => {
        listeners.delete(l);
        mq.removeEventListener('change', onSystem);
      };
    },
    current,
    () => 'light' as Theme,
  );
  const toggle = useCallback(() => {
    const next: Theme = current() === 'dark' ? 'light' : 'dark';
    writeStorage(storageKeys.theme, next);
    apply(next);
  }, []);
  return { theme, toggle };
}
