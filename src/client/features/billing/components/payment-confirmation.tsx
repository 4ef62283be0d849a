import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@/lib/router';
import { pathOf } from '@shared/routes';
import type { VerifySessionResponse } from '@shared/schemas/billing';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';
import { verifySessionQueryOptions } from '../api/verify-session';
import { rememberVerified } from '../lib/subscription-cache';
import { PaymentReceipt } from './payment-receipt';
import { BillingSignIn } from './billing-sign-in';

/** Checks again every 2 s while the provider has not confirmed yet, for about half a minute. */
const pendingPollMs = 2000;
const pendingPolls = 15;

function Stop({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <Card className="flex max-w-2xl flex-col items-start gap-4" data-testid="payment-stop">
      {retry ? (
        <Clock aria-hidden="true" className="text-accent size-7" />
      ) : (
        <SearchX aria-hidden="true" className="text-muted-foreground size-7" />
      )}
      <h2 className="text-2xl">{title}</h2>
      <p className="text-muted-foreground">{text}</p>
      <div className="flex flex-wrap gap-3">
        {retry && (
          <Button type="button" onClick={retry}>
            {t('success.retry')}
          </Button>
        )}
        <Link
          to={pathOf('manageSubscription')}
          className={buttonVariants({ variant: retry ? 'outline' : 'primary' })}
        >
          {t('success.toManage')}
        </Link>
      </div>
    </Card>
  );
}

/** The success screens' state: who asks, and what the server confirmed for `?session_id=`. */
function useVerifiedPayment() {
  const [params] = useSearchParams();
  const { status } = useSession();
  const queryClient = useQueryClient();
  const verify = useQuery({
    ...verifySessionQueryOptions(params.get('session_id')),
    enabled: status === 'signedIn',
    refetchInterval: (q) =>
      q.state.data?.status === 'inactive' && q.state.dataUpdateCount < pendingPolls ? pendingPollMs : false,
  });
  const confirmed: VerifySessionResponse | null = verify.data?.status === 'success' ? verify.data : null;
  // Premium now: the user is read again (and cached as every user is), with the SPEC §3 record.
  useEffect(() => {
    if (!confirmed) return;
    rememberVerified(confirmed);
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [confirmed, queryClient]);
  return { status, verify, confirmed };
}

/**
 * SPEC §2's payment success screens: the payment as the server confirmed it (never the address
 * alone) — plan, amount, next renewal and the PDF receipt — or 'Nessuna sessione valida
 * trovata.' for a session that is unknown or someone else's.
 */
export function PaymentConfirmation({ variant }: { variant: 'full' | 'compact' }) {
  const { t } = useTranslation('billing');
  const { status, verify, confirmed } = useVerifiedPayment();

  if (status === 'signedOut') return <BillingSignIn text={t('success.signedOut')} />;
  if (verify.isError) {
    const notFound = verify.error instanceof ApiError && verify.error.status === 404;
    return notFound ? (
      <Stop title={t('success.noSession')} text={t('success.noSessionText')} />
    ) : (
      <Stop
        title={t('errors:internal.error')}
        text={t('manage.loadError')}
        retry={() => void verify.refetch()}
      />
    );
  }
  if (!verify.data) return <Spinner label={t('success.verifying')} />;
  if (!confirmed)
    return (
      <Stop
        title={t('success.pending')}
        text={t('success.pendingText')}
        retry={() => void verify.refetch()}
      />
    );

  return (
    <div className="flex flex-col gap-8">
      <Card className="border-primary/40 flex flex-col gap-5" data-testid="payment-confirmed">
        <div className="flex items-start gap-4">
          <span className="bg-primary-soft text-primary flex size-12 shrink-0 items-center justify-center rounded-2xl">
            <CircleCheck aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 className="text-2xl">{t('success.title')}</h2>
            <p className="text-muted-foreground mt-1">{t('success.text')}</p>
          </div>
        </div>
        <PaymentReceipt confirmed={confirmed} />
      </Card>
      {variant === 'full' ? (
        <NextSteps />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Link to={pathOf('dashboard')} className={buttonVariants()}>
            {t('success.toDashboard')}
          </Link>
          <Link to={pathOf('manageSubscription')} className={buttonVariants({ variant: 'outline' })}>
            {t('success.toManage')}
          </Link>
        </div>
      )}
    </div>
  );
}

function NextSteps() {
  const { t } = useTranslation('billing');
  const links = [
    ['chat', 'toChat'],
    ['exercises', 'toExercises'],
    ['dashboard', 'toDashboard'],
    ['manageSubscription', 'toManage'],
  ] as const;
  return (
    <section aria-labelledby="next-title" className="flex flex-col gap-4">
      <h2 id="next-title" className="text-2xl">
        {t('success.next')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map(([page, key], i) => (
          <li key={page}>
            <Link
              to={pathOf(page)}
              className={buttonVariants({ variant: i === 0 ? 'primary' : 'outline', className: 'w-full' })}
            >
              {t(`success.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
