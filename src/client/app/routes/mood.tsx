import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/page-intro';
import { SignedOutInvite } from '@/components/signed-out-invite';
import { entriesPageSize, entriesQuery, optionsQuery } from '@/features/mood/api/mood';
import { MoodOffer } from '@/features/mood/components/mood-offer';
import { MoodPlaceholder } from '@/features/mood/components/mood-placeholder';
import { currentLang } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { useSession } from '@/lib/session/use-session';

// Forms, charts and questionnaires: only for someone signed in, never in a visitor's page. Their
// words (the `mood` catalogue; a visitor's page reads `moodOffer`) load beside the module.
const MoodView = lazyPart(
  () => import('@/features/mood/components/mood-view').then((m) => m.MoodView),
  ['mood'],
);

/** The member's shell shows the view: the app renders over it once the view's code is here. */
export const memberParts = MoodView.ready;

/** The log's first screen (its choices and the latest entries), asked before the first render (app/router.tsx). */
export function firstData(client: QueryClient, member: boolean): Promise<unknown> | undefined {
  if (!member || new URLSearchParams(window.location.search).get('tab')) return undefined;
  return Promise.all([
    client.prefetchQuery(optionsQuery(currentLang())),
    client.prefetchQuery(entriesQuery(entriesPageSize)),
  ]);
}

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
          <MoodView.Part />
        </Suspense>
      )}
    </>
  );
}
