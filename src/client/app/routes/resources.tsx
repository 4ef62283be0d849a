import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import type { ProgramProgress } from '@shared/schemas/resources';
import { PageIntro } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useResources } from '@/features/resources/api/get-resources';
import { useLibraryViewer } from '@/features/resources/api/progress';
import { LibraryBrowser } from '@/features/resources/components/library-browser';
import { RecommendationSlot } from '@/features/resources/components/recommendation-slot';
import { ResourceDetailView } from '@/features/resources/components/resource-detail';

/** /resources: the wellness library; `?r=<slug>` opens one item (SPEC: no route parameters). */
export default function ResourcesPage() {
  const { t } = useTranslation('resources');
  const [params] = useSearchParams();
  const slug = params.get('r');
  const library = useResources();
  const viewer = useLibraryViewer();
  const signedIn = viewer.data?.signedIn === true;
  const progress = useMemo(
    () => new Map<string, ProgramProgress>((viewer.data?.programs ?? []).map((p) => [p.slug, p])),
    [viewer.data],
  );

  const hrefFor = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) p.delete(key);
      else p.set(key, value);
    }
    const query = p.toString();
    return query ? `?${query}` : '?';
  };

  if (slug) {
    const summary = library.data?.items.find((i) => i.slug === slug);
    // Decide from the list and the viewer before asking for the text: no request that is bound
    // to be refused. If the guess is wrong (a stale plan), the server's 403 still shows the prompt.
    const known = library.isSuccess && (viewer.isSuccess || viewer.isError);
    return (
      <ResourceDetailView
        slug={slug}
        summary={summary}
        signedIn={signedIn}
        state={
          !known
            ? library.isError
              ? 'error'
              : 'loading'
            : !summary
              ? 'missing'
              : summary.premium && viewer.data?.premium !== true
                ? 'locked'
                : 'readable'
        }
        onRetry={() => void library.refetch()}
        backTo={hrefFor({ r: null, tab: summary?.group ?? params.get('tab') })}
      />
    );
  }

  return (
    <>
      <PageIntro page="resources" />
      <RecommendationSlot />
      {library.isPending ? (
        <Spinner />
      ) : library.isError ? (
        <div
          role="alert"
          className="border-border bg-danger-soft flex flex-col items-start gap-3 rounded-3xl border p-6"
        >
          <p className="font-semibold">{t('list.errorTitle')}</p>
          <p>{t('errors:resources.load_failed')}</p>
          <Button variant="outline" onClick={() => void library.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : (
        <LibraryBrowser
          items={library.data.items}
          progress={progress}
          detailHref={(s) => hrefFor({ r: s })}
        />
      )}
    </>
  );
}
