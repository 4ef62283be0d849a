import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import type { SafetyGuide, SafetyPlanResponse, SafetyPlanValue } from '@shared/schemas/safety';
import { apiJson } from '@/lib/api-client';

const planKey = ['/api/safety/plan'] as const;

/** The grounding exercises and the safety plan's sections, in the reader's language (public). */
export function useSafetyGuide(lang: Lang) {
  return useQuery<SafetyGuide>({ queryKey: [`/api/safety/guide?lang=${lang}`] });
}

/** The signed-in person's plan. */
export function useSafetyPlan(enabled: boolean) {
  return useQuery<SafetyPlanResponse>({ queryKey: planKey, enabled });
}

export function useSaveSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: SafetyPlanValue) => apiJson<SafetyPlanResponse>('PUT', '/api/safety/plan', { plan }),
    onSuccess: (saved) => queryClient.setQueryData(planKey, saved),
  });
}
