import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/page-intro';
import { SignedOutInvite } from '@/components/signed-out-invite';
import { MoodOffer } from '@/features/mood/components/mood-offer';
import { MoodPlaceholder } from '@/features/mood/components/mood-placeholder';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/lib/session/use-session';

// Forms, charts and questionnaires: only for someone signed in, never in a visitor's page. Their
// words (the `mood` catalogue; a visitor's page reads `moodOffer`) load beside the module.
const MoodView = lazy(() =>
  Promise.all([import('@/features/mood/components/mood-view'), i18n.loadNamespaces('mood')]).then(([m]) => ({
    default: m.MoodView,
  })),
);

/**
 * /mood: logging, trends, the year in pixels and the self-checks for someone signed in; for a
 * visitor (and the page rendered at build time), what it offers and the way in.
 */
export default function MoodPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <>
      <PageIntro page="mood" />
      {status === 'signedOut' ? (
        <>
          <MoodOffer />
          <SignedOutInvite page="mood" />
        </>
      ) : (
        <Suspense fallback={<MoodPlaceholder label={t('shell.loading')} />}>
          <MoodView />
        </Suspense>
      )}
    </>
  );
}
