import { describe, expect, it, vi } from 'vitest';
import { mayReloadForNewVersion, reloadOnStaleBuild } from './stale-build';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('reloading a tab that runs a version no longer deployed', () => {
  it('reloads once, then not again within a minute, then again later', () => {
    const storage = memoryStorage();
    expect(mayReloadForNewVersion(storage, 1_000_000)).toBe(true);
    expect(mayReloadForNewVersion(storage, 1_030_000)).toBe(false);
    expect(mayReloadForNewVersion(storage, 1_061_000)).toBe(true);
  });

  it('answers a failed page file by reloading, and lets the error through when it may not', () => {
    const reload = vi.fn();
    const target = new EventTarget();
    const win = Object.assign(target, {
      sessionStorage: memoryStorage(),
      location: { reload },
    }) as unknown as Window;
    reloadOnStaleBuild(win);

    const first = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    // Handled: Vite does not rethrow the error, the page is being loaded again.
    expect(first.defaultPrevented).toBe(true);

    const second = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    // Not handled: the error reaches the error page and its reload button.
    expect(second.defaultPrevented).toBe(false);
  });
});
