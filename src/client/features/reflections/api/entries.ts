import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import type { ReflectionEntry, ReflectionEntryInput, ReflectionEntryList } from '@shared/schemas/reflections';
import { apiJson, NetworkError, throwIfResNotOk } from '@/lib/api-client';

const pageSize = 20;
const entriesKey = (lang: Lang) => ['/api/reflections/entries', lang] as const;
const isEntriesKey = (key: readonly unknown[]) => key[0] === '/api/reflections/entries';

/**
 * The signed-in user's saved reflections, newest first, a page at a time. Signed out, the
 * server answers 401 and this yields null (SPEC §7: "where allowed, yields null").
 */
export const myReflectionsQuery = (lang: Lang) =>
  infiniteQueryOptions({
    queryKey: entriesKey(lang),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<ReflectionEntryList | null> => {
      let res: Response;
      try {
        res = await fetch(`/api/reflections/entries?lang=${lang}&limit=${pageSize}&offset=${pageParam}`, {
          credentials: 'include',
          signal,
        });
      } catch (err) {
        throw new NetworkError(err);
      }
      if (res.status === 401) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as ReflectionEntryList;
    },
    getNextPageParam: (last, pages) => {
      if (!last) return undefined;
      const loaded = pages.reduce((n, p) => n + (p?.items.length ?? 0), 0);
      return loaded < last.total ? loaded : undefined;
    },
  });

export function useMyReflections(lang: Lang) {
  return useInfiniteQuery(myReflectionsQuery(lang));
}

/** `inline`: the form shows the error itself, so no toast as well. */
function useEntriesMutation<TVars, TResult>(
  send: (vars: TVars) => Promise<TResult>,
  { inline = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { silentError: inline },
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => isEntriesKey(q.queryKey) }),
  });
}

export function useSaveReflection(lang: Lang) {
  return useEntriesMutation(
    (input: ReflectionEntryInput) =>
      apiJson<ReflectionEntry>('POST', `/api/reflections/entries?lang=${lang}`, input),
    { inline: true },
  );
}

export function useEditReflection(lang: Lang) {
  return useEntriesMutation(
    ({ id, body }: { id: string; body: string }) =>
      apiJson<ReflectionEntry>('PATCH', `/api/reflections/entries/${id}?lang=${lang}`, { body }),
    { inline: true },
  );
}

export function useDeleteReflection() {
  return useEntriesMutation((id: string) => apiJson<void>('DELETE', `/api/reflections/entries/${id}`));
}
