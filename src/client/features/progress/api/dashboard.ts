import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import type { Dashboard } from '@shared/schemas/progress';
import { currentLang } from '@/lib/i18n';
import { getQueryFn } from '@/lib/query-client';

/** Every progress answer starts with this path: what changes a number refreshes them all. */
export const progressKeyPrefix = '/api/progress/';

/** The dashboard's numbers, in the page language (achievement titles); null when signed out. */
export const dashboardQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: [`${progressKeyPrefix}dashboard?lang=${lang}`] as const,
    queryFn: getQueryFn<Dashboard>({ on401: 'returnNull' }) as () => Promise<Dashboard | null>,
  });

/** A member's numbers, asked before the first render of a page that shows them (app/router.tsx). */
export const dashboardFirstData = (client: QueryClient, member: boolean) =>
  member ? client.prefetchQuery(dashboardQueryOptions(currentLang())) : undefined;

/** An answer this recent is the one to show: it was asked for this very visit. */
const justAsked = 5_000;

/**
 * Asked again at each visit (showing the last answer meanwhile): the numbers change with what
 * the person does on other pages, which do not know this cache.
 */
export function useDashboard(lang: Lang, { enabled = true } = {}) {
  return useQuery({
    ...dashboardQueryOptions(lang),
    enabled,
    refetchOnMount: ({ state }) =>
      !state.isInvalidated && Date.now() - state.dataUpdatedAt < justAsked ? false : 'always',
  });
}
