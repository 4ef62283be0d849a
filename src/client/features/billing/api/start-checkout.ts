import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BillingPlan,
  CreateCheckoutSessionInput,
  CreateCheckoutSessionResponse,
} from '@shared/schemas/billing';
import { apiJson } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { storageKeys, writeStorage } from '@/lib/storage-keys';
import { billingPlansQueryOptions } from './plans';

/**
 * SPEC §7: POST /api/create-checkout-session; the caller then follows `url` (Stripe's hosted
 * checkout, the app's /checkout with Stripe's embedded form and its `clientSecret`, or the app's
 * /checkout with the demo provider's form). The session id is kept as SPEC §3's payment session id.
 */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: ({
      plan,
      userId,
      launchDiscount,
      uiMode = 'hosted',
    }: {
      plan: BillingPlan;
      userId: string;
      launchDiscount: boolean;
      /** `embedded`: Stripe's form inside /checkout; `hosted`: Stripe's own page. */
      uiMode?: 'hosted' | 'embedded';
    }) =>
      apiJson<CreateCheckoutSessionResponse>('POST', '/api/create-checkout-session', {
        priceId: plan,
        userId,
        language: currentLang(),
        ...(launchDiscount ? { launchDiscount: true } : {}),
        ...(uiMode === 'embedded' ? { uiMode } : {}),
      } satisfies CreateCheckoutSessionInput),
    onSuccess: ({ sessionId }) => writeStorage(storageKeys.paymentSessionId, sessionId),
    // A discount taken meanwhile changes the places left.
    onError: () => void queryClient.invalidateQueries({ queryKey: billingPlansQueryOptions.queryKey }),
  });
}
