import { StrictMode, startTransition, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { carryOver } from './app/carry-over';
import { settleFirstPage, whenFirstPageSettled } from './app/idle';
import { prefetchLikelyNext } from './app/prefetch';
import { warmUp } from './app/warm-up';
import { AppProvider } from './app/provider';
import { AppRouter, preloadPage } from './app/router';
import { trialNoticeReady } from './components/layout/trial-banner';
import { PageSpinner } from './components/ui/spinner';
import { currentLang, i18n, i18nReady, loadErrorMessages } from './lib/i18n';
import { whenNoPress } from './lib/press';
import { createQueryClient } from './lib/query-client';
import { meQueryOptions } from './lib/session/session';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();

/**
 * The app: main.tsx loads this module at once for the bare page and a member's shell, and for a
 * visitor's page the server sent rendered when the person starts using it (lib/start-on-intent.ts).
 */

/**
 * A page the server sent already rendered (scripts/prerender.mjs) is replaced by the app's first
 * render in one step: its page module and catalogues load first, so no spinner shows in between,
 * and a press in progress (the tap that started the app) is released first, so its click lands.
 */
async function whenPrerendered(): Promise<void> {
  const namespaces = container.dataset.ns;
  if (namespaces === undefined) return;
  const member = container.dataset.member !== undefined;
  void i18nReady.then(() => warmUp(currentLang()));
  // A member's shell: who is signed in (with, in a trial, the trial notice's code and words) and
  // what the page shows are asked at once, beside the page's code (app/router.tsx), so the first
  // render has them and nothing renders the whole page again right after it.
  const ready = Promise.all([
    preloadPage(window.location.pathname, { member, client: queryClient }),
    member
      ? queryClient.fetchQuery(meQueryOptions).then(
          (session) => trialNoticeReady(session?.user ?? null),
          () => undefined,
        )
      : null,
    i18nReady.then(() => i18n.loadNamespaces(namespaces.split(','))),
  ]);
  // Never wait long: on a slow or failed load the app renders, and shows a spinner as usual.
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 4000))]);
  await whenNoPress();
}

// What the person does on the page sent rendered until the app has rendered over it.
const carried = container.dataset.ns === undefined ? null : carryOver(container);

/**
 * Once the app has rendered over the page the server sent: the page is the app's now, and the
 * focus and any text typed are back where they were. A passive effect, after the page's own (a
 * field that copies its value from the address on mount would otherwise undo the restored text).
 * (A tap made before the app started is replayed by the page itself: see app/router.tsx.)
 */
function AppRendered() {
  useEffect(() => {
    container.dataset.app = '';
    carried?.restore();
    prefetchLikelyNext(window.location.pathname);
    whenFirstPageSettled(() => void loadErrorMessages());
    settleFirstPage();
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProvider client={queryClient}>
      {/* While an on-demand language loads (English on a first visit). */}
      <Suspense fallback={<PageSpinner />}>
        <AppRouter />
        <AppRendered />
      </Suspense>
    </AppProvider>
  </StrictMode>
);

/*
 * Not hydration: measured with Lighthouse, hydrating the page (even section by section) blocked
 * the main thread longer than building it again in a transition, which yields every few
 * milliseconds; and a first render that differs from the HTML can never become an error
 * (docs/decisions/006, 010).
 */
function render() {
  const root = createRoot(container);
  // A transition: the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (the page the server sent stays visible meanwhile).
  startTransition(() => root.render(app));
}

whenPrerendered().then(render, render);
