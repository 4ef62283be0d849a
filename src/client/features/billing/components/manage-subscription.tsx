import { useQuery } from '@tanstack/react-query';
import { Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/use-session';
import { subscriptionQueryOptions } from '../api/subscription';
import { InvoiceList } from './invoice-list';
import { CancelCard, ChangePlanCard, ResumeCard } from './subscription-actions';
import { SubscriptionOverview } from './subscription-overview';
import { BillingSignIn } from './billing-sign-in';

function NoSubscription() {
  const { t } = useTranslation('billing');
  return (
    <Card className="flex flex-col items-start gap-4">
      <Gem aria-hidden="true" className="text-primary size-7" />
      <h2 className="text-2xl">{t('manage.none')}</h2>
      <p className="text-muted-foreground">{t('manage.noneText')}</p>
      <Link to={pathOf('subscription')} className={buttonVariants()}>
        {t('manage.seePlans')}
      </Link>
    </Card>
  );
}

/**
 * SPEC §2 /manage-subscription: plan, status, next payment and price; change plan (from the next
 * renewal), a new card, cancel (access to the end of the period) or resume; every receipt.
 */
export function ManageSubscription() {
  const { t } = useTranslation('billing');
  const { user, status } = useSession();
  const query = useQuery({ ...subscriptionQueryOptions, enabled: status === 'signedIn' });

  if (status === 'signedOut') return <BillingSignIn text={t('manage.signedOut')} />;
  if (query.isError) {
    return (
      <Card className="flex flex-col items-start gap-3">
        <p role="alert">{t('manage.loadError')}</p>
        <Button type="button" variant="outline" onClick={() => void query.refetch()}>
          {t('manage.retry')}
        </Button>
      </Card>
    );
  }
  if (!query.data || !user) return <Spinner label={t('manage.loading')} />;
  const s = query.data.subscription;
  const live = s?.isActive === true;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="flex flex-col gap-6">
        {s ? <SubscriptionOverview subscription={s} /> : <NoSubscription />}
        <InvoiceList />
      </div>
      {live && (
        <div className="flex flex-col gap-6">
          {s.cancelAtPeriodEnd ? <ResumeCard subscription={s} /> : <ChangePlanCard subscription={s} />}
          {!s.cancelAtPeriodEnd && <CancelCard subscription={s} userId={user.id} />}
        </div>
      )}
      {s && !live && (
        <Link to={pathOf('subscription')} className={buttonVariants({ className: 'self-start' })}>
          {t('manage.seePlans')}
        </Link>
      )}
    </div>
  );
}
