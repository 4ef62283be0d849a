import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/page-intro';
import { SignedOutInvite } from '@/components/signed-out-invite';
import { dashboardFirstData } from '@/features/progress/api/dashboard';
import { DashboardPlaceholder } from '@/features/progress/components/dashboard-placeholder';
import { placeholderHeights } from '@/features/progress/lib/sizes';
import { lazyPart } from '@/lib/lazy-part';
import { useSession } from '@/lib/session/use-session';

// Only for someone signed in (and the member's shell rendered at build time): a visitor never loads the view.
const DashboardView = lazyPart(
  () => import('@/features/progress/components/dashboard-view').then((m) => m.default),
  ['progress'],
);

/** The member's shell shows the view: the app renders over it once the view's code is here. */
export const memberParts = DashboardView.ready;
/** The day's numbers, asked before the first render (app/router.tsx). */
export const firstData = dashboardFirstData;
// The quotes feature's card, composed here (features never import each other).
const DailyQuoteCard = lazy(() => import('@/features/quotes/components/daily-quote-card'));
const quotePlaceholder = (
  <div
    aria-hidden="true"
    className={`border-border bg-surface rounded-3xl border ${placeholderHeights.quote}`}
  />
);

/**
 * /dashboard: the person's own day. A visitor (and the page rendered at build time) gets the
 * page's introduction and the way in.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  if (status === 'signedOut') {
    return (
      <>
        <PageIntro page="dashboard" />
        <SignedOutInvite page="dashboard" />
      </>
    );
  }
  return (
    <Suspense fallback={<DashboardPlaceholder label={t('shell.loading')} />}>
      <DashboardView.Part
        quote={
          <Suspense fallback={quotePlaceholder}>
            <DailyQuoteCard />
          </Suspense>
        }
      />
    </Suspense>
  );
}
