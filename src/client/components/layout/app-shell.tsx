import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@/lib/router';
import { isLang } from '@shared/i18n';
import { pageForPath } from '@shared/routes';
import { ErrorFallback } from '@/components/error-fallback';
import { PageSpinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { AccountButton, AccountNav } from './account-nav';
import { TrialBanner } from './trial-banner';
import { useSession } from '@/lib/session/use-session';
import { Brand } from './brand';
import { Footer } from './footer';
import { LanguageSwitcher } from './language-switcher';
import { MobileNav } from './mobile-nav';
import { NavList } from './nav-list';
import { ThemeToggle } from './theme-toggle';

/**
 * The page's title after a navigation or a change of language. The page the server sent has its
 * own already (server/lib/html.ts, from the same shared/seo): the titles of both languages load
 * only when the path or the language changes, and then when the browser is idle.
 */
function useDocumentTitle() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('pages');
  // (The build-time renderer has no document: it never runs effects either.)
  const sent = useRef({ pathname, lang: typeof document === 'undefined' ? '' : document.documentElement.lang });
  useEffect(() => {
    let live = true;
    const lang = isLang(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it';
    if (sent.current.pathname === pathname && sent.current.lang === lang) return;
    sent.current = { pathname: '', lang: '' };
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    const cancelIdle = window.cancelIdleCallback ?? clearTimeout;
    const id = idle(() => {
      void import('@shared/seo').then(({ seoFor }) => {
        if (!live) return;
        const meta = seoFor(pathname, lang);
        const page = pageForPath(pathname);
        document.title = meta.specific
          ? meta.title
          : `${page ? t(`${page}.title`) : t('notFound.title')} · Serenamente`;
      });
    });
    return () => {
      live = false;
      cancelIdle(id);
    };
  }, [pathname, t, i18n.resolvedLanguage]);
}

/** Moves focus to the main region after a navigation, so screen readers start at the new page. */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return mainRef;
}

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle();
  const mainRef = useFocusOnNavigate();
  // Administration shows only to an administrator (the server checks again on every admin call).
  const { isAdmin } = useSession();

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[17rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        {t('shell.skipToContent')}
      </a>

      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 overflow-y-auto border-r border-border bg-surface/60 px-4 py-6 lg:flex">
        <div className="px-2">
          <Brand />
        </div>
        <AccountNav />
        <nav aria-label={t('shell.mainNav')}>
          <NavList isAdmin={isAdmin} account={false} />
        </nav>
        <div className="mt-auto flex items-center gap-2 px-1 text-sm text-muted-foreground">
          <ThemeToggle />
          {t('theme.label')}
        </div>
      </aside>

      <div className="flex min-w-0 flex-col">
        <LanguageSwitcher />
        <header className="sticky top-0 z-40 flex h-16 items-center gap-1 border-b border-border bg-background/90 pr-28 pl-2 backdrop-blur lg:hidden">
          <MobileNav isAdmin={isAdmin} />
          <Brand />
          <div className="ml-auto">
            <AccountButton />
          </div>
        </header>
        {/* At least a screen high: a part that fills in after the first paint (a list, a
            workspace) never pushes the footer across the screen (CLS, decisions/010). */}
        <main id="main" ref={mainRef} tabIndex={-1} className="min-h-dvh flex-1 px-5 pt-8 pb-8 outline-none sm:px-8 lg:pt-14">
          <div className="mx-auto w-full max-w-5xl">
            <ErrorBoundary FallbackComponent={ErrorFallback} resetKeys={[pathname]}>
              <Suspense fallback={<PageSpinner />}>
                {children}
              </Suspense>
            </ErrorBoundary>
            {/* After the page, where it floats (over the window's bottom): a tap made on the page
                sent rendered before the app started is replayed on the same place in the page
                (lib/early-click.ts), which a banner rendered before it would move. */}
            <TrialBanner />
          </div>
        </main>
        <Footer />
      </div>
      <Toaster />
    </div>
  );
}
