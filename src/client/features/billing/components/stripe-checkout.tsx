import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@/lib/router';
import { pathOf } from '@shared/routes';
import type { BillingPlan } from '@shared/schemas/billing';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/use-session';
import { useStartCheckout } from '../api/start-checkout';
import type { EmbeddedCheckoutState } from '../hooks/use-plan-start';
import { useFollow } from '../hooks/use-follow';
import { paymentErrorMessage } from '../lib/payment-error';
import { loadEmbeddedCheckout } from '../lib/stripe-loader';
import { BillingSignIn } from './billing-sign-in';
import { CheckoutStop } from './demo-checkout';
import { PaymentAlert } from './payment-alert';

/** The client secret: handed over by the plans page, else the session asked for (again) here. */
function useClientSecret(plan: BillingPlan, launch: boolean) {
  const { user } = useSession();
  const location = useLocation();
  const passed = (location.state as Partial<EmbeddedCheckoutState> | null)?.clientSecret ?? null;
  const { mutateAsync } = useStartCheckout();
  const follow = useFollow();
  const userId = user?.id ?? null;
  return {
    userId,
    passed,
    /** Null when the server sent the browser elsewhere (an open session on Stripe's own page). */
    fetch: async (): Promise<string | null> => {
      if (passed) return passed;
      if (!userId) return null;
      const answer = await mutateAsync({ plan, userId, launchDiscount: launch, uiMode: 'embedded' });
      if (answer.clientSecret) return answer.clientSecret;
      follow(answer.url);
      return null;
    },
  };
}

/**
 * SPEC §2 /checkout with Stripe (`/checkout?plan=yearly&launch=1`): Stripe's embedded checkout,
 * mounted in the page. Stripe.js is fetched only here; the session is the server's (a reload
 * hands back the same open one); Stripe returns to /payment-success?session_id=… when paid.
 */
export function StripeCheckout({
  publishableKey,
  plan,
  launch,
}: {
  publishableKey: string;
  plan: BillingPlan | null;
  launch: boolean;
}) {
  const { t, i18n } = useTranslation('billing');
  const { status } = useSession();
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const secret = useClientSecret(plan ?? 'monthly', launch);
  const fetchSecret = useRef(secret.fetch);
  fetchSecret.current = secret.fetch;
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'it';

  useEffect(() => {
    const element = mountRef.current;
    if (!plan || status !== 'signedIn' || !secret.userId || !element) return;
    let gone = false;
    let checkout: { destroy(): void } | null = null;
    const open = async () => {
      const clientSecret = await fetchSecret.current();
      if (!clientSecret || gone) return;
      const embedded = await loadEmbeddedCheckout(publishableKey, {
        fetchClientSecret: async () => clientSecret,
        locale,
      });
      if (gone) return embedded.destroy();
      checkout = embedded;
      embedded.mount(element);
      setReady(true);
    };
    open().catch((err: unknown) => {
      if (!gone) setError(paymentErrorMessage(err));
    });
    return () => {
      gone = true;
      checkout?.destroy();
    };
  }, [plan, status, secret.userId, publishableKey, locale]);

  if (!plan) return <CheckoutStop title={t('checkout.noSession')} text={t('checkout.noSessionText')} />;
  if (status === 'signedOut') return <BillingSignIn text={t('checkout.signedOut')} />;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PaymentAlert message={error} />
      {!ready && !error && <Spinner label={t('checkout.loading')} />}
      <div ref={mountRef} data-testid="stripe-embedded-checkout" />
      <Link to={pathOf('subscription')} className="text-primary self-start underline-offset-4 hover:underline">
        {t('checkout.cancel')}
      </Link>
    </div>
  );
}
