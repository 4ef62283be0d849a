import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams } from '@/lib/router';
import { PageIntro } from '@/components/page-intro';
import { meditationsQueryOptions } from '@/features/meditations/api/meditations';
import { MeditationListView } from '@/features/meditations/components/meditation-list-view';
import { MeditationView } from '@/features/meditations/components/meditation-view';
import { currentLang } from '@/lib/i18n';

/** The list, asked before the app renders over the page sent rendered (app/router.tsx). */
export function firstData(client: QueryClient): Promise<void> | undefined {
  if (new URLSearchParams(window.location.search).get('m')) return undefined;
  return client.prefetchQuery(meditationsQueryOptions(currentLang()));
}

/** /meditation: the list, and the player at `?m=<slug>` (SPEC routes take no parameters). */
export default function MeditationPage() {
  const [params] = useSearchParams();
  const slug = params.get('m');
  const lang = params.get('lang');
  const keep = lang ? `lang=${lang}` : '';

  if (slug) return <MeditationView slug={slug} backHref={keep ? `?${keep}` : '.'} />;
  return (
    <>
      <PageIntro page="meditation" />
      <MeditationListView hrefFor={(s) => `?${keep ? `${keep}&` : ''}m=${encodeURIComponent(s)}`} />
    </>
  );
}
