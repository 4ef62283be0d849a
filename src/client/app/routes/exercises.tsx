import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from '@/lib/router';
import { type ExerciseCategory, exerciseCategories } from '@shared/constants/practice';
import { PageIntro } from '@/components/page-intro';
import { PageSpinner } from '@/components/ui/spinner';
import { exercisesQueryOptions } from '@/features/exercises/api/get-exercises';
import { ExerciseListView } from '@/features/exercises/components/exercise-list-view';
import { currentLang } from '@/lib/i18n';

// One exercise (its steps and the person's notes form) loads when opened, not with the list.
const ExerciseDetailView = lazy(() =>
  import('@/features/exercises/components/exercise-detail-view').then((m) => ({
    default: m.ExerciseDetailView,
  })),
);

const isCategory = (v: string | null): v is ExerciseCategory =>
  !!v && (exerciseCategories as readonly string[]).includes(v);

/** The list's filters, from the address. */
const filtersOf = (params: URLSearchParams) => {
  const category = params.get('category');
  return { category: isCategory(category) ? category : undefined, q: params.get('q') ?? '' };
};

/** The list the address asks for, asked before the app renders over the page sent rendered (app/router.tsx). */
export function firstData(client: QueryClient): Promise<void> | undefined {
  const params = new URLSearchParams(window.location.search);
  if (params.get('e')) return undefined;
  return client.prefetchQuery(exercisesQueryOptions(currentLang(), filtersOf(params)));
}

/**
 * /exercises: the catalogue, and one exercise at `?e=<slug>` (SPEC routes take no
 * parameters). Filters live in the URL too, so Back returns to the same list.
 */
export default function ExercisesPage() {
  const [params, setParams] = useSearchParams();
  const slug = params.get('e');
  const { category, q } = filtersOf(params);

  const listParams = useCallback(
    (filters: { category?: ExerciseCategory; q?: string }) => {
      const next = new URLSearchParams();
      const lang = params.get('lang');
      if (lang) next.set('lang', lang);
      if (filters.category) next.set('category', filters.category);
      if (filters.q?.trim()) next.set('q', filters.q.trim());
      return next;
    },
    [params],
  );

  if (slug) {
    const back = listParams({ category, q }).toString();
    return (
      <Suspense fallback={<PageSpinner />}>
        <ExerciseDetailView slug={slug} backHref={back ? `?${back}` : '.'} />
      </Suspense>
    );
  }

  return (
    <>
      <PageIntro page="exercises" />
      <ExerciseListView
        category={category}
        q={q}
        onFiltersChange={(filters) => setParams(listParams(filters), { replace: true })}
        hrefFor={(s) => {
          const next = listParams({ category, q });
          next.set('e', s);
          return `?${next}`;
        }}
      />
    </>
  );
}
