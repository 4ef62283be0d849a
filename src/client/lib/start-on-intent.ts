/**
 * The events that say a person is about to use the page: a touch, a pointer or the mouse moving
 * over it, a key, the keyboard focus moving, the wheel. `click` is there for assistive technology,
 * which can activate a button with no pointer or key event before it.
 */
export const intentEvents = [
  'pointerdown',
  'touchstart',
  'mousemove',
  'keydown',
  'focusin',
  'wheel',
  'click',
] as const;

/** Marks a part of a page sent rendered that needs the app to fill it in (a list still loading). */
const needsAppAttribute = 'data-needs-app';

/** How close to the viewport a part that needs the app may come before the app starts. */
const nearViewport = '300px';

/**
 * Starts the app over a page sent rendered once it is needed (a touch, key, pointer or focus, a
 * `data-needs-app` part near the viewport, another tab's storage change; docs/decisions/008).
 * Returns a function that cancels.
 */
export function startOnIntent(root: HTMLElement, start: () => void): () => void {
  let done = false;
  const listening = new AbortController();
  let observer: IntersectionObserver | undefined;

  const stop = () => {
    done = true;
    listening.abort();
    observer?.disconnect();
  };
  const go = () => {
    if (done) return;
    stop();
    start();
  };

  for (const type of intentEvents) {
    window.addEventListener(type, go, { capture: true, passive: true, signal: listening.signal });
  }
  // A sign-in or sign-out in another tab (SPEC §4: such changes are picked up): the app decides.
  window.addEventListener('storage', go, { signal: listening.signal });

  const parts = root.querySelectorAll(`[${needsAppAttribute}]`);
  if (parts.length > 0) {
    if (typeof IntersectionObserver === 'undefined') {
      go();
    } else {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) go();
        },
        { rootMargin: nearViewport },
      );
      parts.forEach((part) => observer!.observe(part));
    }
  }

  // Something on the page already has the keyboard focus (the browser restored it): start now.
  if (!done && document.activeElement && root.contains(document.activeElement)) go();

  return stop;
}
