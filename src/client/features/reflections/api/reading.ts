import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import type {
  ReflectionCategory,
  ReflectionCategoryInfo,
  ReflectionList,
  ReflectionOne,
  ReflectionPromptList,
} from '@shared/schemas/reflections';
import { todayReflection } from '@shared/page-data';
import { browserTimeZone } from '@/lib/format';
import { pageDataFor } from '@/lib/page-data';
import { apiGet } from '@/lib/api-client';

export interface ReflectionFilters {
  category?: ReflectionCategory;
  q?: string;
}

function url(path: string, lang: Lang, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams({ lang });
  for (const [key, value] of Object.entries(params)) if (value?.trim()) search.set(key, value.trim());
  return `/api/reflections/${path}?${search}`;
}

export const categoriesQuery = (lang: Lang) =>
  queryOptions<{ items: ReflectionCategoryInfo[] }>({ queryKey: [url('categories', lang, {})] });

export const promptsQuery = (lang: Lang, { category, q }: ReflectionFilters) =>
  queryOptions<ReflectionPromptList>({ queryKey: [url('prompts', lang, { category, q })] });

export const readingsQuery = (lang: Lang, { category, q }: ReflectionFilters) =>
  queryOptions<ReflectionList>({ queryKey: [url('library', lang, { category, q })] });

export function useReflectionCategories(lang: Lang) {
  return useQuery(categoriesQuery(lang));
}

export function usePrompts(lang: Lang, filters: ReflectionFilters) {
  return useQuery({ ...promptsQuery(lang, filters), placeholderData: (previous) => previous });
}

export function useReadings(lang: Lang, filters: ReflectionFilters) {
  return useQuery({ ...readingsQuery(lang, filters), placeholderData: (previous) => previous });
}

/** Today's reflection (one per day and person; visitors' day in their own time zone). */
export function useTodayReflection(lang: Lang, category?: ReflectionCategory) {
  return useQuery(
    queryOptions<ReflectionOne>({
      queryKey: [url('today', lang, { category, timeZone: browserTimeZone() })],
      // A page sent rendered came with today's reflection (the person's own, in their time zone).
      initialData: () => (category ? undefined : pageDataFor<ReflectionOne>(todayReflection.api(lang))),
    }),
  );
}

/** "Another one": a random reflection other than the one on screen. */
export function useAnotherReflection(lang: Lang) {
  return useMutation({
    mutationFn: ({ category, exclude }: { category?: ReflectionCategory; exclude?: string }) =>
      apiGet<ReflectionOne>(url('random', lang, { category, exclude })),
  });
}
