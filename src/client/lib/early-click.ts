declare global {
  interface Window {
    /** A tap on a button of the page the server sent, before the app started (public/first-paint.js). */
    __serenamenteEarlyClick?: number[];
  }
}

/**
 * Replays, once, a tap made on a button of the page the server sent before the app could handle
 * it (public/first-paint.js kept where it was). Called when the page has been adopted by the app,
 * so the same button now has its handler.
 */
export function replayEarlyClick(): void {
  const path = window.__serenamenteEarlyClick;
  if (!path) return;
  delete window.__serenamenteEarlyClick;
  let node: Element | undefined = document.getElementById('root') ?? undefined;
  for (const index of path) node = node?.children[index];
  if (node instanceof HTMLButtonElement) node.click();
}
