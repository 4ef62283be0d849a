import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiPreferences } from '@shared/schemas/chat';
import { apiJson } from '@/lib/api-client';

export const aiPreferencesQueryOptions = queryOptions<AiPreferences>({ queryKey: ['/api/ai/preferences'] as const });

export function useAiPreferences(enabled: boolean) {
  return useQuery({ ...aiPreferencesQueryOptions, enabled });
}

/** Gives or withdraws consent to the external model. */
export function useSetExternalConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (externalConsent: boolean) => apiJson<AiPreferences>('PUT', '/api/ai/preferences', { externalConsent }),
    onSuccess: (prefs) => queryClient.setQueryData(aiPreferencesQueryOptions.queryKey, prefs),
  });
}
