/**
 * Whether a finger or a mouse button is down on the page. The app replaces a page the server sent
 * rendered with its own render (client/boot.tsx); done between the press and the release, the
 * element pressed is gone before its click, and the click (on a link of the table of contents, a
 * card) is lost. The app waits for the release instead.
 */
let pressing = false;
const waiting = new Set<() => void>();

/** After a release the browser still has to dispatch the click: settle a moment later. */
const afterReleaseMs = 50;

function settle() {
  pressing = false;
  waiting.forEach((resolve) => resolve());
  waiting.clear();
}

/** Starts watching presses, once, as the page loads (client/main.tsx). */
export function watchPresses(win: Pick<Window, 'addEventListener'> = window): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(settle, delay);
  };
  const options = { capture: true, passive: true };
  win.addEventListener(
    'pointerdown',
    () => {
      clearTimeout(timer);
      pressing = true;
    },
    options,
  );
  win.addEventListener('pointerup', () => release(afterReleaseMs), options);
  win.addEventListener('pointercancel', () => release(0), options);
  // The click is the last event of a press: its default action (following a link) has run
  // when the next task starts.
  win.addEventListener('click', () => release(0), options);
}

/**
 * Resolves when no press is in progress, or after `maxWaitMs` (a finger held down or dragged
 * without a cancel must not keep the app from starting).
 */
export function whenNoPress(maxWaitMs = 3000): Promise<void> {
  if (!pressing) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    waiting.add(done);
  });
}
