import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@shared/schemas/auth';
import type { LaunchCode, LaunchStatus } from '@shared/schemas/launch';
import { apiJson } from '@/lib/api-client';
import { getQueryFn } from '@/lib/query-client';
import { meQueryKey } from '@/lib/session/session';

export const launchStatusQueryOptions = queryOptions({
  queryKey: ['/api/launch/status'] as const,
  queryFn: getQueryFn<LaunchStatus>({ on401: 'throw' }) as () => Promise<LaunchStatus>,
});

export function useRequestLaunchCode() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: () => apiJson<{ success: true; code: LaunchCode }>('POST', '/api/launch/request'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: launchStatusQueryOptions.queryKey }),
  });
}

export function useActivateLaunchCode() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (code: string) =>
      apiJson<{ success: true; code: LaunchCode; user: SessionResponse['user'] }>('POST', '/api/launch/activate', { code }),
    onSuccess: (result) => {
      queryClient.setQueryData(meQueryKey, { success: true, user: result.user });
      // Premium changes what other pages may show.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
    },
  });
}
