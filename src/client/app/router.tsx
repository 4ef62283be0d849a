import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { type PageId, pageForPath, pageIds } from '@shared/routes';
import { ErrorFallback } from '@/components/error-fallback';
import { AppShell } from '@/components/layout/app-shell';
import { replayEarlyClick } from '@/lib/early-click';
import { i18n, i18nReady } from '@/lib/i18n';
import { BrowserRouter, useLocation } from '@/lib/router';
import { useSession } from '@/lib/session/use-session';
import { whenFirstPageSettled } from './idle';

/**
 * A page's module. `memberParts`: a page whose member shell (docs/decisions/010) shows parts that
 * load on their own (lib/lazy-part.ts) settles it once their code is here, so the app renders
 * over that shell in one step, without a frame of the parts' placeholders. `firstData`: the
 * requests its first screen makes (for a member or a visitor), asked before the app renders over
 * a page sent rendered, so the page renders once with their answers instead of rendering again,
 * whole and at once, as each arrives (the first render yields to the browser; an answer does not).
 */
type PageModule = Promise<{
  default: ComponentType;
  memberParts?: () => Promise<void>;
  firstData?: (client: QueryClient, member: boolean) => Promise<unknown> | undefined;
}>;

/** Each page is its own chunk, loaded when first visited (a spinner shows meanwhile). */
export const pages: Record<PageId, () => PageModule> = {
  // The landing's own words (`home`, read by no other page) load beside its module.
  home: () =>
    Promise.all([import('./routes/home'), i18nReady.then(() => i18n.loadNamespaces('home'))]).then(
      ([m]) => m,
    ),
  dashboard: () => import('./routes/dashboard'),
  chat: () => import('./routes/chat'),
  meditation: () => import('./routes/meditation'),
  exercises: () => import('./routes/exercises'),
  reflections: () => import('./routes/reflections'),
  mood: () => import('./routes/mood'),
  aiModules: () => import('./routes/ai-modules'),
  subscription: () => import('./routes/subscription'),
  simplePayment: () => import('./routes/simple-payment'),
  checkout: () => import('./routes/checkout'),
  paymentSuccess: () => import('./routes/payment-success'),
  paymentSuccessSimple: () => import('./routes/payment-success-simple'),
  paymentSuccessFast: () => import('./routes/payment-success-fast'),
  paymentComplete: () => import('./routes/payment-complete'),
  manageSubscription: () => import('./routes/manage-subscription'),
  admin: () => import('./routes/admin'),
  resources: () => import('./routes/resources'),
  appGuide: () => import('./routes/app-guide'),
  qrcode: () => import('./routes/qrcode'),
  support: () => import('./routes/support'),
  register: () => import('./routes/register'),
  login: () => import('./routes/login'),
  forgotPassword: () => import('./routes/forgot-password'),
  resetPassword: () => import('./routes/reset-password'),
  test: () => import('./routes/test'),
  launch: () => import('./routes/launch'),
  terms: () => import('./routes/terms'),
  profile: () => import('./routes/profile'),
  sitemap: () => import('./routes/sitemap'),
};

/**
 * Once a stale build's reload has begun (lib/stale-build.ts), Vite resolves the missing module as
 * undefined: keep waiting for the reload rather than render a page that is not there.
 */
function untilReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () => load().then((m) => (m as T | undefined) ?? new Promise<T>(() => {}));
}

const lazyPages = {} as Record<PageId, ComponentType>;
for (const id of pageIds) lazyPages[id] = lazy(untilReload(pages[id]));
const NotFound = lazy(() => import('./routes/not-found'));

// The subscription's background re-sync (SPEC §4) shows nothing and concerns members only: it loads
// for a signed-in person once the first page has settled (app/idle.ts), never with the page.
const SubscriptionSync = lazy(() =>
  import('@/features/billing/components/subscription-sync').then((m) => ({ default: m.SubscriptionSync })),
);

function SubscriptionSyncWhenIdle() {
  const [idle, setIdle] = useState(false);
  const { user } = useSession();
  useEffect(() => whenFirstPageSettled(() => setIdle(true)), []);
  return idle && user ? (
    <Suspense fallback={null}>
      <SubscriptionSync />
    </Suspense>
  ) : null;
}

/** Pages whose module is already here: they render at once, without a spinner first. */
const loadedPages = new Map<PageId, ComponentType>();

/**
 * Loads the page of `pathname` before the first render. A page the server sent already rendered
 * (see scripts/prerender.mjs) must replace its HTML in one step, not after a spinner.
 */
export async function preloadPage(
  pathname: string,
  { member = false, client }: { member?: boolean; client?: QueryClient } = {},
): Promise<void> {
  const id = pageForPath(pathname);
  if (!id || loadedPages.has(id)) return;
  const page = (await pages[id]()) as Awaited<PageModule> | undefined;
  if (!page) return;
  const data = client && page.firstData ? i18nReady.then(() => page.firstData?.(client, member)) : null;
  await Promise.all([member ? page.memberParts?.() : null, data]);
  loadedPages.set(id, page.default);
}

function Page({ id }: { id: PageId }) {
  const Component = loadedPages.get(id) ?? lazyPages[id];
  // The page is the app's now (hydrated or rendered): a tap made on it before can be handled.
  useEffect(replayEarlyClick, []);
  return <Component />;
}

/** SPEC §2's routes and aliases from shared/routes.ts inside the app shell; any other path shows the not-found page. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const id = pageForPath(pathname);
  return (
    <ErrorBoundary FallbackComponent={ErrorFallback}>
      <SubscriptionSyncWhenIdle />
      <AppShell>{id ? <Page id={id} /> : <NotFound />}</AppShell>
    </ErrorBoundary>
  );
}

/** The app's router: the address bar's location (lib/router.tsx). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
