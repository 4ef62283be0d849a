import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BillingPlan } from '@shared/schemas/billing';
import { useLoginHref } from '@/components/sign-in-invite';
import { useSession } from '@/lib/session/use-session';
import { billingPlansQueryOptions } from '../api/plans';
import { useStartCheckout } from '../api/start-checkout';
import { paymentErrorMessage } from '../lib/payment-error';
import { useFollow } from './use-follow';

/** What /checkout receives from the plans page: the embedded session's secret, not asked again. */
export interface EmbeddedCheckoutState {
  clientSecret: string;
}

/**
 * What a plans screen needs: the offer (places left), who is asking, and "start" — which opens
 * the checkout with the launch discount while places remain. A visitor signs in first and comes
 * back here. `uiMode`: the plans page asks for the embedded checkout (/checkout), the simple
 * payment for Stripe's hosted page; the server answers what the provider does.
 */
export function usePlanStart(uiMode: 'hosted' | 'embedded' = 'hosted') {
  const { user } = useSession();
  const offers = useQuery(billingPlansQueryOptions);
  const start = useStartCheckout();
  const [error, setError] = useState<string | null>(null);
  const loginHref = useLoginHref();
  const follow = useFollow();

  const begin = (plan: BillingPlan) => {
    if (!user) return;
    setError(null);
    const offer = offers.data?.plans.find((p) => p.plan === plan)?.launchOffer;
    start.mutate(
      { plan, userId: user.id, launchDiscount: (offer?.remaining ?? 0) > 0, uiMode },
      {
        onSuccess: ({ url, clientSecret }) =>
          follow(url, clientSecret ? ({ clientSecret } satisfies EmbeddedCheckoutState) : undefined),
        onError: (err) => setError(paymentErrorMessage(err)),
      },
    );
  };

  return {
    user,
    offers: offers.data,
    offersFailed: offers.isError,
    // Between the answer and the new page the button keeps saying it is opening the payment.
    pendingPlan: start.isPending || start.isSuccess ? (start.variables?.plan ?? null) : null,
    begin,
    error,
    loginHref,
  };
}
