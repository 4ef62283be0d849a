import { useQuery } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { PageIntro } from '@/components/page-intro';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/use-session';
import { launchStatusQueryOptions } from '@/features/launch/api/launch';
import { ActivateForm } from '@/features/launch/components/activate-form';
import { CampaignCard } from '@/features/launch/components/campaign-card';
import { MyCodeCard } from '@/features/launch/components/my-code-card';
import { RequestCodeCard } from '@/features/launch/components/request-code-card';

/** SPEC §2 /launch and /promo: the campaign's state, requesting a code and activating it. */
export default function LaunchPage() {
  const { t, i18n } = useTranslation('launch');
  const { user, status: sessionStatus } = useSession();
  const status = useQuery(launchStatusQueryOptions);
  const steps = t('how.steps', { returnObjects: true }) as string[];
  const launchActiveUntil = user?.plan === 'launch' ? user.entitlements.premiumUntil : null;

  return (
    <div className="flex flex-col gap-6">
      <PageIntro page="launch" />
      {status.isPending || sessionStatus === 'loading' ? (
        <Spinner />
      ) : status.isError ? (
        <p role="alert" className="rounded-2xl bg-danger-soft p-4">
          {t('loadError')}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="flex flex-col gap-6">
            <CampaignCard campaign={status.data.campaign} />
            {launchActiveUntil && (
              <Card className="flex items-start gap-4 border-primary/40 bg-primary-soft/60">
                <Crown aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
                <div>
                  <h2 className="text-2xl">{t('premium.title')}</h2>
                  <p className="mt-1">
                    {t('premium.text', {
                      date: new Date(launchActiveUntil).toLocaleDateString(i18n.resolvedLanguage, {
                        day: 'numeric',
                        month: 'long',
                        year: 'numeric',
                      }),
                    })}
                  </p>
                </div>
              </Card>
            )}
            {status.data.myCode && <MyCodeCard code={status.data.myCode} />}
            {user && status.data.canRequest && <RequestCodeCard />}
            {user && status.data.myCode?.state === 'ready' && (
              <ActivateForm key={status.data.myCode.code} defaultCode={status.data.myCode.code} />
            )}
            {!user && (
              <Card className="flex flex-col items-start gap-4">
                <p className="text-lg">{t('signedOut.text')}</p>
                <div className="flex flex-wrap gap-3">
                  <Link to={pathOf('register')} className={buttonVariants()}>
                    {t('signedOut.register')}
                  </Link>
                  <Link to={`${pathOf('login')}?redirectTo=${encodeURIComponent(pathOf('launch'))}`} className={buttonVariants({ variant: 'outline' })}>
                    {t('signedOut.login')}
                  </Link>
                </div>
              </Card>
            )}
          </div>
          <aside aria-labelledby="how-title" className="h-fit rounded-3xl bg-lavender-soft p-6">
            <h2 id="how-title" className="text-xl">
              {t('how.title')}
            </h2>
            <ol className="mt-4 flex flex-col gap-3">
              {steps.map((step, i) => (
                <li key={step} className="flex gap-3">
                  <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-surface font-semibold text-primary">
                    {i + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </aside>
        </div>
      )}
    </div>
  );
}
