import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ExerciseCategory, exerciseCategories } from '@shared/constants/practice';
import { Spinner } from '@/components/ui/spinner';
import { currentLang } from '@/lib/i18n';
import { useExercises } from '../api/get-exercises';
import { ExerciseCard } from './exercise-card';
import { FilterChips } from '@/components/practice/filter-chips';
import { LoadError } from '@/components/practice/load-error';
import { SearchField } from '@/components/practice/search-field';
import { UpgradeNote } from '@/components/practice/upgrade-note';

export interface ExerciseListViewProps {
  category: ExerciseCategory | undefined;
  q: string;
  onFiltersChange: (filters: { category?: ExerciseCategory; q?: string }) => void;
  hrefFor: (slug: string) => string;
}

/** The list's heading names what it shows: all exercises, a category's, a search's, or both. */
function listHeading(t: TFunction<'exercises'>, category: ExerciseCategory | undefined, q: string): string {
  const heading = category ? t(`list.headingFor.${category}`) : t('list.heading');
  const search = q.trim();
  if (!search) return heading;
  return category
    ? t('list.headingForSearch', { heading, q: search })
    : t('list.headingSearch', { q: search });
}

/** The catalogue: category chips, a search box and the cards, free and premium marked. */
export function ExerciseListView({ category, q, onFiltersChange, hrefFor }: ExerciseListViewProps) {
  const { t } = useTranslation('exercises');
  const lang = currentLang();
  const exercises = useExercises(lang, { category, q });
  const options = [
    { value: 'all' as const, label: t('filters.all') },
    ...exerciseCategories.map((c) => ({ value: c, label: t(`categories.${c}`) })),
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="bg-surface-muted/60 flex flex-col gap-4 rounded-3xl p-4 sm:p-5">
        <SearchField
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          clearLabel={t('search.clear')}
          value={q}
          onChange={(text) => onFiltersChange({ category, q: text })}
        />
        <FilterChips
          legend={t('filters.legend')}
          options={options}
          value={category ?? 'all'}
          onChange={(value) => onFiltersChange({ category: value === 'all' ? undefined : value, q })}
        />
      </div>

      <section
        aria-labelledby="exercise-list-title"
        aria-busy={exercises.isFetching}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="exercise-list-title" className="text-2xl">
            {listHeading(t, category, q)}
          </h2>
          {exercises.data && (
            <p role="status" className="text-muted-foreground text-sm">
              {t('list.count', { count: exercises.data.items.length })}
            </p>
          )}
        </div>
        {exercises.data?.items.some((e) => e.locked) && (
          <UpgradeNote text={t('list.upgrade')} linkLabel={t('locked.upgrade')} />
        )}
        {exercises.isPending ? (
          <Spinner />
        ) : exercises.isError ? (
          <LoadError
            message={t('errors:exercises.load_failed')}
            retryLabel={t('retry')}
            onRetry={() => void exercises.refetch()}
          />
        ) : exercises.data.items.length === 0 ? (
          <p className="border-border text-muted-foreground rounded-2xl border border-dashed p-6">
            {t('list.empty')}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {exercises.data.items.map((exercise) => (
              <ExerciseCard key={exercise.slug} exercise={exercise} href={hrefFor(exercise.slug)} />
            ))}
          </ul>
        )}
        <p className="text-muted-foreground text-sm">{t('list.practiceHint')}</p>
      </section>
    </div>
  );
}
