import { Gem, Hourglass, Sprout } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import type { Dashboard } from '@shared/schemas/progress';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { currentLang } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useNow } from '../lib/use-now';

type PlanInfo = Dashboard['plan'];
type PlanView =
  | { kind: 'free'; dailyLimit: number | null }
  | { kind: 'trial' | 'launch'; endsAt: string }
  | { kind: 'premium_monthly' | 'premium_yearly'; until: string | null; renews: boolean }
  | { kind: 'included' };

/** What the card says, from the plan the server computed (never from local flags). */
export function planViewOf(plan: PlanInfo): PlanView {
  if (plan.plan === 'trial' && plan.trialEndsAt) return { kind: 'trial', endsAt: plan.trialEndsAt };
  if (plan.plan === 'launch' && plan.premiumUntil) return { kind: 'launch', endsAt: plan.premiumUntil };
  if (plan.plan === 'premium_monthly' || plan.plan === 'premium_yearly') {
    return { kind: plan.plan, until: plan.premiumUntil, renews: plan.renews };
  }
  // Premium without a plan of its own: an administrator.
  if (plan.premium) return { kind: 'included' };
  return { kind: 'free', dailyLimit: plan.dailyLimit };
}

/** Days and hours left, rounded down, never negative. */
function timeLeft(endsAt: string, now: Date) {
  const hoursLeft = Math.max(0, Math.floor((Date.parse(endsAt) - now.getTime()) / 3_600_000));
  return { days: Math.floor(hoursLeft / 24), hours: hoursLeft % 24 };
}

function Countdown({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation('progress');
  const { days, hours } = timeLeft(endsAt, useNow());
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="plan-countdown">
      <span className="font-serif text-3xl font-semibold tabular-nums">
        {t('plan.days', { count: days })}
      </span>{' '}
      <span className="text-muted-foreground">{t('plan.hours', { count: hours })}</span>
    </p>
  );
}

function PlanDetails({ view }: { view: PlanView }) {
  const { t } = useTranslation('progress');
  const lang = currentLang();
  switch (view.kind) {
    case 'free':
      return (
        <p>{view.dailyLimit ? t('plan.freeText', { count: view.dailyLimit }) : t('plan.freeTextPlain')}</p>
      );
    case 'trial':
    case 'launch':
      return (
        <>
          <p className="text-muted-foreground text-sm">{t('plan.endsIn')}</p>
          <Countdown endsAt={view.endsAt} />
          <p className="text-muted-foreground text-sm">
            {t(`plan.${view.kind}Text`, { date: formatDate(view.endsAt, lang) })}
          </p>
        </>
      );
    case 'included':
      return <p>{t('plan.includedText')}</p>;
    default:
      if (!view.until) return <p>{t('plan.active')}</p>;
      return <p>{t(view.renews ? 'plan.renews' : 'plan.ends', { date: formatDate(view.until, lang) })}</p>;
  }
}

/** The person's plan: free, a trial with its countdown, or Premium with its renewal date. */
export function PlanCard({ plan, className }: { plan: PlanInfo; className?: string }) {
  const { t } = useTranslation('progress');
  const titleId = useId();
  const view = planViewOf(plan);
  const premium = view.kind === 'premium_monthly' || view.kind === 'premium_yearly';
  const Icon = view.kind === 'free' ? Sprout : premium || view.kind === 'included' ? Gem : Hourglass;
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-3', view.kind !== 'free' && 'border-accent/40', className)}
    >
      <div className="flex items-center gap-3">
        <span className="bg-accent-soft text-accent flex size-10 shrink-0 items-center justify-center rounded-2xl">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-muted-foreground text-sm leading-tight">{t('plan.label')}</p>
          <h2 id={titleId} className="text-xl">
            {t(`plan.name.${view.kind}`)}
          </h2>
        </div>
      </div>
      <PlanDetails view={view} />
      {view.kind !== 'included' && (
        <Link
          to={pathOf(premium ? 'manageSubscription' : 'subscription')}
          className={cn(
            'mt-auto self-start',
            buttonVariants({ size: 'sm', variant: premium ? 'outline' : 'primary' }),
          )}
        >
          {premium ? t('plan.manage') : t('plan.upgrade')}
        </Link>
      )}
    </Card>
  );
}
