import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiModuleResult, AiModuleResultList, AiModuleResultSave } from '@shared/schemas/ai-modules';
import { apiJson } from '@/lib/api-client';

const resultsKey = ['/api/ai-modules/results'] as const;

export function useSavedResults(enabled: boolean) {
  return useQuery<AiModuleResultList>({ queryKey: resultsKey, enabled });
}

export function useSaveResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AiModuleResultSave) => apiJson<AiModuleResult>('POST', '/api/ai-modules/results', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsKey }),
  });
}

export function useDeleteResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>('DELETE', `/api/ai-modules/results/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsKey }),
  });
}
