import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BillingPlan,
  CancelSubscriptionResponse,
  ChangePlanInput,
  SubscriptionView,
} from '@shared/schemas/billing';
import { apiJson } from '@/lib/api-client';
import { getQueryFn } from '@/lib/query-client';
import { meQueryKey } from '@/lib/session/session';
import { forgetSubscriptionCache } from '../lib/subscription-cache';
import { invoicesQueryOptions } from './invoices';

export const subscriptionQueryOptions = queryOptions({
  queryKey: ['/api/billing/subscription'] as const,
  queryFn: getQueryFn<SubscriptionView>({ on401: 'throw' }) as () => Promise<SubscriptionView>,
});

/** What the plan, its status or premium now can change: the view, the receipts and the user. */
function refreshAfter(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
  void queryClient.invalidateQueries({ queryKey: invoicesQueryOptions.queryKey });
}

/** A plan change, effective at the next renewal (the answer says when, in `pendingChange`). */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: BillingPlan) =>
      apiJson<SubscriptionView>('POST', '/api/billing/subscription/change-plan', {
        plan,
      } satisfies ChangePlanInput),
    onSuccess: (view) => queryClient.setQueryData(subscriptionQueryOptions.queryKey, view),
  });
}

/** Undoes a cancellation before the paid period ends. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<SubscriptionView>('POST', '/api/billing/subscription/resume'),
    onSuccess: (view) => {
      queryClient.setQueryData(subscriptionQueryOptions.queryKey, view);
      refreshAfter(queryClient);
    },
  });
}

/**
 * SPEC §4/§7: POST /api/auth/user/{id}/cancel-subscription. The user the server answers replaces
 * the cached one; access stays until the end of the paid period.
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiJson<CancelSubscriptionResponse>(
        'POST',
        `/api/auth/user/${encodeURIComponent(userId)}/cancel-subscription`,
      ),
    onSuccess: ({ user, subscription }) => {
      forgetSubscriptionCache();
      queryClient.setQueryData(meQueryKey, { success: true, user });
      queryClient.setQueryData<SubscriptionView>(subscriptionQueryOptions.queryKey, (old) =>
        old ? { ...old, subscription } : old,
      );
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey });
    },
  });
}

/** Stripe's billing portal, or the demo's card form: the caller follows the answer's `url`. */
export function useUpdatePaymentMethod() {
  return useMutation({
    mutationFn: () => apiJson<{ url: string }>('POST', '/api/billing/payment-method'),
  });
}
