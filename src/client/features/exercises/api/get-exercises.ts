import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import type { ExerciseCategory, ExerciseList } from '@shared/schemas/exercises';

export interface ExerciseFilters {
  category?: ExerciseCategory;
  q?: string;
}

export function exercisesUrl(lang: Lang, { category, q }: ExerciseFilters = {}): string {
  const params = new URLSearchParams({ lang });
  if (category) params.set('category', category);
  if (q?.trim()) params.set('q', q.trim());
  return `/api/exercises?${params}`;
}

/** SPEC §7: the default query GETs the key's first element with cookies. */
export const exercisesQueryOptions = (lang: Lang, filters: ExerciseFilters = {}) =>
  queryOptions<ExerciseList>({ queryKey: [exercisesUrl(lang, filters)] });

export function useExercises(lang: Lang, filters: ExerciseFilters) {
  return useQuery({ ...exercisesQueryOptions(lang, filters), placeholderData: (previous) => previous });
}
