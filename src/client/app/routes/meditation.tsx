import { useSearchParams } from '@/lib/router';
import { PageIntro } from '@/components/page-intro';
import { MeditationListView } from '@/features/meditations/components/meditation-list-view';
import { MeditationView } from '@/features/meditations/components/meditation-view';

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
