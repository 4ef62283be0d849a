import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentDetail, ContentKind, ContentList } from '@shared/schemas/admin-content';
import { apiJson } from '@/lib/api-client';

const base = (kind: ContentKind) => `/api/admin/content/${kind}`;

/** The public answers an edit changes: refetched at once, so this browser shows the change too. */
const publicPrefixes = [
  '/api/quotes',
  '/api/exercises',
  '/api/meditations',
  '/api/reflections',
  '/api/resources',
  '/api/recommendations',
];
function refreshAfterChange(queryClient: QueryClient, kind: ContentKind) {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const key = String(q.queryKey[0]);
      return key.startsWith(base(kind)) || publicPrefixes.some((p) => key.startsWith(p));
    },
  });
}

export function useContentList(kind: ContentKind, filter: { q: string; status: string }) {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.status !== 'all') params.set('status', filter.status);
  const query = params.size ? `?${params}` : '';
  return useQuery<ContentList>({ queryKey: [`${base(kind)}${query}`], staleTime: 0 });
}

export function useContentDetail(kind: ContentKind, slug: string | null) {
  return useQuery<ContentDetail>({ queryKey: [`${base(kind)}/${slug}`], enabled: !!slug, staleTime: 0 });
}

/** Creates (no slug yet) or replaces an item. */
export function useSaveContent(kind: ContentKind, slug: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: unknown) =>
      slug
        ? apiJson<ContentDetail>('PUT', `${base(kind)}/${slug}`, item)
        : apiJson<ContentDetail>('POST', base(kind), item),
    meta: { silentError: true },
    onSuccess: () => refreshAfterChange(queryClient, kind),
  });
}

export function useSetPublished(kind: ContentKind, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) =>
      apiJson<ContentDetail>('POST', `${base(kind)}/${slug}/${published ? 'publish' : 'unpublish'}`),
    meta: { silentError: true },
    onSuccess: () => refreshAfterChange(queryClient, kind),
  });
}
