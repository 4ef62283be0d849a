import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResourceFeedbackInput, ResourceFeedbackResponse } from '@shared/schemas/resources';
import { apiJson } from '@/lib/api-client';
import { getQueryFn } from '@/lib/query-client';

export const feedbackKey = (slug: string) => [`/api/resources/${slug}/feedback`] as const;

/** The signed-in person's answer on a resource; null for visitors (401). */
export function useFeedback(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: feedbackKey(slug),
    queryFn: getQueryFn<ResourceFeedbackResponse>({ on401: 'returnNull' }),
    enabled,
  });
}

export function useGiveFeedback(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResourceFeedbackInput) =>
      apiJson<ResourceFeedbackResponse>('PUT', `/api/resources/${slug}/feedback`, input),
    onSuccess: (answer) => queryClient.setQueryData(feedbackKey(slug), answer),
  });
}
