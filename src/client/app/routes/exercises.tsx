import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from '@/lib/router';
import { type ExerciseCategory, exerciseCategories } from '@shared/constants/practice';
import { PageIntro } from '@/components/page-intro';
import { PageSpinner } from '@/components/ui/spinner';
import { ExerciseListView } from '@/features/exercises/components/exercise-list-view';

// One exercise (its steps and the person's notes form) loads when opened, not with the list.
const ExerciseDetailView = lazy(() =>
  import('@/features/exercises/components/exercise-detail-view').then((m) => ({
    default: m.ExerciseDetailView,
  })),
);

const isCategory = (v: string | null): v is ExerciseCategory =>
  !!v && (exerciseCategories as readonly string[]).includes(v);

/**
 * /exercises: the catalogue, and one exercise at `?e=<slug>` (SPEC routes take no
 * parameters). Filters live in the URL too, so Back returns to the same list.
 */
export default function ExercisesPage() {
  const [params, setParams] = useSearchParams();
  const slug = params.get('e');
  const category = isCategory(params.get('category'))
    ? (params.get('category') as ExerciseCategory)
    : undefined;
  const q = params.get('q') ?? '';

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
