import { type ComponentType, lazy } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter, Route, Routes } from 'react-router';
import { type PageId, pageIds, pagePaths } from '@shared/routes';
import { ErrorFallback } from '@/components/error-fallback';
import { AppShell } from '@/components/layout/app-shell';

type PageModule = Promise<{ default: ComponentType }>;

/** Each page is its own chunk, loaded when first visited (a spinner shows meanwhile). */
const pages: Record<PageId, () => PageModule> = {
  home: () => import('./routes/home'),
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

const lazyPages = {} as Record<PageId, ComponentType>;
for (const id of pageIds) lazyPages[id] = lazy(pages[id]);
const NotFound = lazy(() => import('./routes/not-found'));

/**
 * SPEC §2's routes and aliases from shared/routes.ts inside the app shell; any other path shows
 * the not-found page. (Declarative routing: the app needs no loaders or actions, and the data
 * router would add weight to every page.)
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ErrorBoundary FallbackComponent={ErrorFallback}>
        <Routes>
          <Route element={<AppShell />}>
            {pageIds.flatMap((id) => {
              const Page = lazyPages[id];
              return pagePaths[id].map((path) => <Route key={path} path={path} element={<Page />} />);
            })}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
