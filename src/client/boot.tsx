import { StrictMode, startTransition, Suspense, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadPage } from './app/router';
import { PageSpinner } from './components/ui/spinner';
import { registerServiceWorker } from './features/pwa/register-sw';
import { i18n, i18nReady } from './lib/i18n';

const container = document.getElementById('root')!;

/** The app: main.tsx loads this module once the browser has painted what the server sent. */

/**
 * A page the server sent already rendered (scripts/prerender.mjs) is adopted by the app: its page
 * module and catalogues load first, so the app's first render is that same page.
 */
async function whenPrerendered(): Promise<void> {
  const namespaces = container.dataset.ns;
  if (namespaces === undefined) return;
  const ready = Promise.all([
    preloadPage(window.location.pathname),
    i18nReady.then(() => i18n.loadNamespaces(namespaces.split(','))),
  ]);
  // Never wait long: on a slow or failed load the app renders, and shows a spinner as usual.
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 4000))]);
}

/** Where an element sits under the root, as child indexes, to find its twin after the app renders. */
function pathTo(element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = element; node !== container; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function elementAt(path: number[]): Element | undefined {
  let node: Element | undefined = container;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * Once the app has rendered: the page is the app's now, and, if the page the server sent had to
 * be built again, the keyboard focus goes back where it was. (A tap made before the app started
 * is replayed by the page itself, once hydrated: see app/router.tsx.)
 */
function AppRendered({ focusPath }: { focusPath: number[] | null }) {
  useEffect(() => {
    container.dataset.app = '';
    // Only if the page had to be built again (the focused element is gone).
    if (focusPath && document.activeElement === document.body) {
      (elementAt(focusPath) as HTMLElement | undefined)?.focus({ preventScroll: true });
    }
  }, [focusPath]);
  return null;
}

const app = (focusPath: number[] | null) => (
  <StrictMode>
    <AppProvider>
      {/* While an on-demand language loads (English on a first visit). */}
      <Suspense fallback={<PageSpinner />}>
        <AppRouter />
        <AppRendered focusPath={focusPath} />
      </Suspense>
    </AppProvider>
  </StrictMode>
);

function render() {
  if (container.dataset.ns !== undefined) {
    const focused = document.activeElement;
    const focusPath = focused && focused !== container && container.contains(focused) ? pathTo(focused) : null;
    // Hydration: React adopts the HTML the server sent instead of building it again, in slices
    // that yield to the browser. Should the page differ (it never should: prerender.tsx renders
    // this same tree), React builds it again; that is worth a warning, not an error.
    hydrateRoot(container, app(focusPath), {
      onRecoverableError: (error) => console.warn('Serenamente: the page was built again in the browser.', error),
    });
    return;
  }
  const root = createRoot(container);
  // A transition: the first render yields to the browser every few milliseconds.
  startTransition(() => root.render(app(null)));
}

whenPrerendered().then(render, render);

registerServiceWorker();
