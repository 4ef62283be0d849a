import { queryOptions } from '@tanstack/react-query';
import type { DailyUsage } from '@shared/schemas/plans';
import { getQueryFn } from '@/lib/query-client';

/** Today's use of the daily limit; null when signed out. */
export const usageQueryOptions = queryOptions({
  queryKey: ['/api/plans/usage'] as const,
  queryFn: getQueryFn<DailyUsage>({ on401: 'returnNull' }) as () => Promise<DailyUsage | null>,
});
