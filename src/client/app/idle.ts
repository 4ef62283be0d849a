declare global {
  interface Window {
    /** When the work after the first page started (performance.now()): bench/pages.mjs reads it. */
    __serenamentePrefetchAt?: number;
  }
}

const afterFirstPage: (() => void)[] = [];
let firstPageSettled = false;

/**
 * Runs `run` once the first page has rendered, its own requests have had their time and the
 * browser is idle (at once when that moment has passed): what no first screen needs (the error
 * messages, the subscription's background re-sync, the next page's module) waits until then.
 */
export function whenFirstPageSettled(run: () => void): void {
  if (firstPageSettled) run();
  else afterFirstPage.push(run);
}

/** Called once, when the app has rendered its first page (boot.tsx). */
export function settleFirstPage(): void {
  const idle = window.requestIdleCallback ?? ((then: () => void) => setTimeout(then, 1));
  // Well after the first render's own requests, in a moment the page has nothing else to do.
  setTimeout(
    () =>
      idle(() => {
        window.__serenamentePrefetchAt = performance.now();
        firstPageSettled = true;
        for (const run of afterFirstPage.splice(0)) run();
      }),
    2000,
  );
}
