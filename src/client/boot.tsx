import { StrictMode, startTransition, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadPage } from './app/router';
import { PageSpinner } from './components/ui/spinner';
import { i18n, i18nReady } from './lib/i18n';

const container = document.getElementById('root')!;

/**
 * The app: main.tsx loads this module at once for the bare page, and for a page the server sent
 * rendered when the person starts using it (lib/start-on-intent.ts).
 */

/**
 * A page the server sent already rendered (scripts/prerender.mjs) is replaced by the app's first
 * render in one step: its page module and catalogues load first, so no spinner shows in between.
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
 * Once the app has rendered over the page the server sent: the page is the app's now, and the
 * keyboard focus goes back where it was. (A tap made before the app started is replayed by the
 * page itself once it has rendered: see app/router.tsx.)
 */
function AppRendered({ focusPath }: { focusPath: number[] | null }) {
  useEffect(() => {
    container.dataset.app = '';
    if (focusPath) (elementAt(focusPath) as HTMLElement | undefined)?.focus({ preventScroll: true });
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

/*
 * Not hydration: measured with Lighthouse, hydrating the page (even section by section) blocked
 * the main thread longer than building it again in a transition, which yields every few
 * milliseconds; and a first render that differs from the HTML can never become an error.
 */
function render() {
  const focused = document.activeElement;
  const focusPath = focused && focused !== container && container.contains(focused) ? pathTo(focused) : null;
  const root = createRoot(container);
  // A transition: the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (the page the server sent stays visible meanwhile).
  startTransition(() => root.render(app(focusPath)));
}

whenPrerendered().then(render, render);
