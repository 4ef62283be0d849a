import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import type {
  MoodAccess,
  MoodAverages,
  MoodEntry,
  MoodEntryCreate,
  MoodEntryList,
  MoodInsights,
  MoodOptions,
  MoodTrend,
} from '@shared/schemas/mood';
import { ApiError, apiJson } from '@/lib/api-client';
import { getQueryFn } from '@/lib/query-client';

export type MoodRange = 7 | 30 | 90 | 365;

const moodPrefix = '/api/mood/';
const get = <T>() => getQueryFn<T>({ on401: 'returnNull' }) as () => Promise<T | null>;

/** Moods, emotions and factors in the page language, and what the person may do now. */
export const optionsQuery = (lang: Lang) =>
  queryOptions({ queryKey: [`${moodPrefix}options?lang=${lang}`] as const, queryFn: get<MoodOptions>() });

/** How many of the latest entries the log shows at first, and more each time. */
export const entriesPageSize = 20;

/** The latest entries, newest first. */
export const entriesQuery = (limit: number) =>
  queryOptions({ queryKey: [`${moodPrefix}entries?limit=${limit}`] as const, queryFn: get<MoodEntryList>() });

/** Every entry of a period (at most a year), for the calendar. */
export const entriesBetweenQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [`${moodPrefix}entries?from=${from}&to=${to}&limit=500`] as const,
    queryFn: get<MoodEntryList>(),
  });

export const trendQuery = (days: MoodRange) =>
  queryOptions({ queryKey: [`${moodPrefix}trends?days=${days}`] as const, queryFn: get<MoodTrend>() });

export const averagesQuery = (lang: Lang, days: MoodRange) =>
  queryOptions({
    queryKey: [`${moodPrefix}averages?days=${days}&lang=${lang}`] as const,
    queryFn: get<MoodAverages>(),
  });

export const insightsQuery = (lang: Lang, days: MoodRange) =>
  queryOptions({
    queryKey: [`${moodPrefix}insights?days=${days}&lang=${lang}`] as const,
    queryFn: get<MoodInsights>(),
  });

export const useMoodOptions = (lang: Lang) => useQuery(optionsQuery(lang));

/** The CSV of every entry, with column names in the page language. */
export const csvHref = (lang: Lang) => `${moodPrefix}export.csv?lang=${lang}`;

/**
 * After a change every mood answer is asked again, and the progress numbers too (mood entries
 * count in the streak and the week).
 */
function refreshAll(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const key = String(q.queryKey[0]);
      return (key.startsWith(moodPrefix) && !key.includes('self-checks')) || key.startsWith('/api/progress/');
    },
  });
}

type EntryAnswer = { entry: MoodEntry; access: MoodAccess };

/** `inline`: the form shows the error itself, so no toast as well. */
function useMoodMutation<TVars, TResult>(send: (vars: TVars) => Promise<TResult>, { inline = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { silentError: inline },
    onSuccess: () => refreshAll(queryClient),
  });
}

/**
 * A new entry carries the device's time; a device whose clock runs ahead (the server refuses a
 * time in the future) logs it again without one, at the server's now.
 */
export const useLogMood = () =>
  useMoodMutation(
    async (input: MoodEntryCreate) => {
      try {
        return await apiJson<EntryAnswer>('POST', `${moodPrefix}entries`, input);
      } catch (err) {
        if (!(err instanceof ApiError) || err.code !== 'mood.invalid_time' || !input.at) throw err;
        return apiJson<EntryAnswer>('POST', `${moodPrefix}entries`, { ...input, at: undefined });
      }
    },
    { inline: true },
  );

export const useEditMood = () =>
  useMoodMutation(
    ({ id, input }: { id: string; input: MoodEntryCreate }) =>
      apiJson<EntryAnswer>('PUT', `${moodPrefix}entries/${encodeURIComponent(id)}`, input),
    { inline: true },
  );

export const useDeleteMood = () =>
  useMoodMutation((id: string) => apiJson<void>('DELETE', `${moodPrefix}entries/${encodeURIComponent(id)}`));
