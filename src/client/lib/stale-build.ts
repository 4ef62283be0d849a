// A tab left on a replaced deploy reloads the page instead of failing on its missing files; at
// most once a minute, so a server that is really down shows the error page, not a reload loop.
const reloadedAtKey = 'serenamente_reloaded_for_new_version';
const minimumGapMs = 60_000;

/** Whether the tab may reload now; when it may, the time is remembered for this tab. */
export function mayReloadForNewVersion(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(reloadedAtKey) ?? 0);
  if (now - last < minimumGapMs) return false;
  storage.setItem(reloadedAtKey, String(now));
  return true;
}

export function reloadOnStaleBuild(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    let allowed = false;
    try {
      allowed = mayReloadForNewVersion(win.sessionStorage, Date.now());
    } catch {
      // Storage refused (private mode settings): no reload, the error page offers one.
    }
    if (!allowed) return;
    event.preventDefault();
    win.location.reload();
  });
}
