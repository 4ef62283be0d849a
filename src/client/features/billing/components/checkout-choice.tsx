import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { billingPlanSchema } from '@shared/schemas/billing';
import { Spinner } from '@/components/ui/spinner';
import { billingPlansQueryOptions } from '../api/plans';
import { DemoCheckout } from './demo-checkout';
import { StripeCheckout } from './stripe-checkout';

/**
 * SPEC §2 /checkout: what the server's provider shows. The demo provider's own form for its
 * session (`?session_id=…`, the address its checkout answered); Stripe's embedded checkout for a
 * plan (`?plan=…`) when Stripe is the provider and its publishable key is served.
 */
export function CheckoutChoice() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const offers = useQuery({ ...billingPlansQueryOptions, enabled: !sessionId });

  if (sessionId) return <DemoCheckout sessionId={sessionId} />;
  if (offers.isPending) return <Spinner label={t('checkout.loading')} />;
  const key = offers.data?.provider === 'stripe' ? offers.data.publishableKey : null;
  if (!key) return <DemoCheckout sessionId={null} />;
  const plan = billingPlanSchema.safeParse(params.get('plan'));
  return (
    <StripeCheckout
      publishableKey={key}
      plan={plan.success ? plan.data : null}
      launch={params.get('launch') === '1'}
    />
  );
}
