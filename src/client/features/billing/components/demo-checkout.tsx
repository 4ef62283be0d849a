import { useQuery } from '@tanstack/react-query';
import { FlaskConical, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { demoSessionQueryOptions } from '../api/demo-checkout';
import { BillingSignIn } from './billing-sign-in';
import { CardForm } from './card-form';
import { OrderSummary } from './order-summary';

/** A checkout that cannot go on (unknown, someone else's, expired or already paid), and the way back. */
export function CheckoutStop({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation('billing');
  return (
    <Card className="flex max-w-2xl flex-col items-start gap-4" data-testid="checkout-stop">
      <SearchX aria-hidden="true" className="text-muted-foreground size-7" />
      <h2 className="text-2xl">{title}</h2>
      {text && <p className="text-muted-foreground">{text}</p>}
      <div className="flex flex-wrap gap-3">
        <Link to={pathOf('subscription')} className={buttonVariants()}>
          {t('checkout.backToPlans')}
        </Link>
        <Link to={pathOf('manageSubscription')} className={buttonVariants({ variant: 'outline' })}>
          {t('checkout.goToManage')}
        </Link>
      </div>
    </Card>
  );
}

/** The demo provider's test cards: an installation without Stripe never charges anyone. */
function DemoNote() {
  const { t } = useTranslation('billing');
  return (
    <div className="border-border bg-surface-muted/60 flex items-start gap-3 rounded-2xl border border-dashed p-4 text-sm">
      <FlaskConical aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
      <p>
        <span className="block font-semibold">{t('checkout.demoTitle')}</span>
        {t('checkout.demoText')}
      </p>
    </div>
  );
}

/**
 * SPEC §2 /checkout with the demo provider (`/checkout?session_id=…`): the order summary beside
 * a card form. With Stripe, /checkout shows Stripe's embedded checkout instead (stripe-checkout.tsx).
 */
export function DemoCheckout({ sessionId }: { sessionId: string | null }) {
  const { t } = useTranslation('billing');
  const { status } = useSession();
  const query = useQuery({
    ...demoSessionQueryOptions(sessionId ?? ''),
    enabled: !!sessionId && status === 'signedIn',
  });

  if (!sessionId) return <CheckoutStop title={t('checkout.noSession')} text={t('checkout.noSessionText')} />;
  if (status === 'signedOut') return <BillingSignIn text={t('checkout.signedOut')} />;
  if (query.isError) {
    const code = query.error instanceof ApiError ? query.error.status : 0;
    if (code === 410) return <CheckoutStop title={t('checkout.expired')} />;
    return <CheckoutStop title={t('checkout.noSession')} text={t('checkout.noSessionText')} />;
  }
  if (!query.data) return <Spinner label={t('checkout.loading')} />;
  const session = query.data;
  if (session.status === 'expired') return <CheckoutStop title={t('checkout.expired')} />;
  if (session.status === 'complete') return <CheckoutStop title={t('checkout.completed')} />;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="order-2 flex flex-col gap-6 lg:order-1">
        <Card>
          <CardForm session={session} />
        </Card>
        <DemoNote />
        <a href={session.cancelUrl} className="text-primary self-start underline-offset-4 hover:underline">
          {t('checkout.cancel')}
        </a>
      </div>
      <div className="order-1 lg:order-2">
        <OrderSummary session={session} />
      </div>
    </div>
  );
}
