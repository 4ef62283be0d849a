import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import type { Dashboard } from '@shared/schemas/progress';
import { getQueryFn } from '@/lib/query-client';

/** Every progress answer starts with this path: what changes a number refreshes them all. */
export const progressKeyPrefix = '/api/progress/';

/** The dashboard's numbers, in the page language (achievement titles); null when signed out. */
export const dashboardQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: [`${progressKeyPrefix}dashboard?lang=${lang}`] as const,
    queryFn: getQueryFn<Dashboard>({ on401: 'returnNull' }) as () => Promise<Dashboard | null>,
  });

/**
 * Asked again at each visit (showing the last answer meanwhile): the numbers change with what
 * the person does on other pages, which do not know this cache.
 */
export function useDashboard(lang: Lang, { enabled = true } = {}) {
  return useQuery({ ...dashboardQueryOptions(lang), enabled, refetchOnMount: 'always' });
}
