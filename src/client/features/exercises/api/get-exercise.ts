import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import type { ExerciseDetail } from '@shared/schemas/exercises';

export const exerciseUrl = (lang: Lang, slug: string) =>
  `/api/exercises/${encodeURIComponent(slug)}?lang=${lang}`;

export const exerciseQueryOptions = (lang: Lang, slug: string) =>
  queryOptions<ExerciseDetail>({ queryKey: [exerciseUrl(lang, slug)] });

export function useExercise(lang: Lang, slug: string, enabled = true) {
  return useQuery({ ...exerciseQueryOptions(lang, slug), enabled });
}
