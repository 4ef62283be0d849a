/**
 * After a new version is deployed, a tab still running the previous one asks for page files that
 * no longer exist, and the page it opens would fail. Vite reports that failure as
 * `vite:preloadError`: the tab then loads the page again, from the new version, instead of
 * showing the error page. At most once a minute, so that a server that is really down shows the
 * error page (with its reload button) rather than reloading in a loop.
 */
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
