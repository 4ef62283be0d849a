import { Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { prices } from '@shared/plans';
import { pathOf } from '@shared/routes';
import type { BillingPlan, BillingPlans } from '@shared/schemas/billing';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatMoney } from '../lib/money';

type CardId = 'free' | BillingPlan;
const cards: readonly CardId[] = ['free', 'monthly', 'yearly'];
const interval = { monthly: 'month', yearly: 'year' } as const;
const listPrice = { free: 0, monthly: prices.monthly, yearly: prices.yearly } as const;

export interface PlanCardsProps {
  /** The server's offer (places left); undefined while it loads or when it failed. */
  offers: BillingPlans | undefined;
  offersFailed: boolean;
  /** null for a visitor. */
  currentPlan: string | null;
  loginHref: string;
  pendingPlan: BillingPlan | null;
  onStart: (plan: BillingPlan) => void;
}

/**
 * SPEC §9's plans side by side: free, monthly 4.99 and yearly 39.99 (save 33%, about 3.33 a
 * month), each premium plan with its launch price and the places left. Prices come from
 * shared/plans.ts, so the page reads right before the server has answered.
 */
export function PlanCards(props: PlanCardsProps) {
  const { t } = useTranslation('billing');
  return (
    <ul aria-label={t('plans.listLabel')} className="grid gap-5 md:grid-cols-3">
      {cards.map((id) => (
        <PlanCard key={id} id={id} {...props} />
      ))}
    </ul>
  );
}

function PlanCard({ id, currentPlan, ...props }: PlanCardsProps & { id: CardId }) {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.resolvedLanguage ?? 'it';
  const highlighted = id === 'yearly';
  const isCurrent = currentPlan === (id === 'free' ? 'free' : `premium_${id}`);
  const features = t(`plans.features.${id}`, { returnObjects: true }) as string[];
  return (
    <li
      className={cn(
        'bg-surface shadow-soft relative flex flex-col gap-4 rounded-3xl border p-6',
        highlighted ? 'border-primary ring-primary/30 ring-2' : 'border-border',
      )}
      data-testid={`plan-${id}`}
    >
      {highlighted && (
        <span className="bg-accent-soft text-accent absolute -top-3 left-6 rounded-full px-3 py-1 text-sm font-semibold">
          {t('plans.save', { percent: prices.yearlySavingPercent })}
        </span>
      )}
      <h3 className="text-xl">{t(`planName.${id}`)}</h3>
      <p>
        <span className="font-serif text-4xl font-semibold">{formatMoney(listPrice[id], lang)}</span>{' '}
        <span className="text-muted-foreground">
          {id === 'free' ? t('plans.forever') : t(`per.${interval[id]}`)}
        </span>
      </p>
      {id === 'yearly' && (
        <p className="text-muted-foreground -mt-3 text-sm">
          {t('plans.yearlyNote', { price: formatMoney(prices.yearlyPerMonth, lang) })}
        </p>
      )}
      {id !== 'free' && <LaunchLine plan={id} offers={props.offers} failed={props.offersFailed} />}
      <ul className="flex flex-col gap-2">
        {features.map((item) => (
          <li key={item} className="flex gap-2">
            <Check aria-hidden="true" className="text-primary mt-1 size-4 shrink-0" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-2">
        <PlanAction
          id={id}
          isCurrent={isCurrent}
          currentPlan={currentPlan}
          highlighted={highlighted}
          {...props}
        />
      </div>
    </li>
  );
}

/** The launch price of the first period and the places left; its line is kept while it loads. */
function LaunchLine({
  plan,
  offers,
  failed,
}: {
  plan: BillingPlan;
  offers: BillingPlans | undefined;
  failed: boolean;
}) {
  const { t, i18n } = useTranslation('billing');
  const offer = offers?.plans.find((p) => p.plan === plan)?.launchOffer;
  const fallback = plan === 'monthly' ? prices.launchMonthly : prices.launchYearly;
  const price = formatMoney(offer?.amount ?? fallback, i18n.resolvedLanguage ?? 'it');
  return (
    <div
      className="bg-lavender-soft -mt-1 min-h-12 rounded-2xl px-3 py-2 text-sm"
      data-testid={`launch-${plan}`}
    >
      {offer && offer.remaining <= 0 ? (
        <p className="text-muted-foreground">{t('plans.launchGone')}</p>
      ) : (
        <>
          <p className="flex items-center gap-1.5 font-semibold">
            <Sparkles aria-hidden="true" className="text-primary size-4 shrink-0" />
            {t('plans.launchLine', { price, period: t(`plans.launchFirst.${interval[plan]}`) })}
          </p>
          {offer ? (
            <p className="text-muted-foreground">
              {t('plans.launchLeft', { count: offer.remaining, total: offer.total })}
            </p>
          ) : (
            !failed && (
              <p aria-hidden="true" className="bg-surface/70 h-5 w-40 max-w-full animate-pulse rounded" />
            )
          )}
        </>
      )}
    </div>
  );
}

function PlanAction({
  id,
  isCurrent,
  currentPlan,
  highlighted,
  loginHref,
  pendingPlan,
  onStart,
}: Omit<PlanCardsProps, 'offers' | 'offersFailed'> & {
  id: CardId;
  isCurrent: boolean;
  highlighted: boolean;
}) {
  const { t } = useTranslation('billing');
  const variant = highlighted ? 'primary' : 'outline';
  const subscribed = currentPlan === 'premium_monthly' || currentPlan === 'premium_yearly';
  if (isCurrent) {
    return (
      <div className="flex flex-col gap-2">
        <p className="bg-primary-soft rounded-full px-4 py-2 text-center text-sm font-semibold">
          {t('plans.current')}
        </p>
        {subscribed && (
          <Link to={pathOf('manageSubscription')} className={buttonVariants({ variant: 'link', size: 'sm' })}>
            {t('plans.manage')}
          </Link>
        )}
      </div>
    );
  }
  if (id === 'free') {
    return currentPlan === null ? (
      <Link to={pathOf('register')} className={cn('w-full', buttonVariants({ variant: 'outline' }))}>
        {t('plans.registerFree')}
      </Link>
    ) : null;
  }
  if (currentPlan === null) {
    return (
      <Link to={loginHref} className={cn('w-full', buttonVariants({ variant }))}>
        {t('plans.signInToStart')}
      </Link>
    );
  }
  if (subscribed) {
    return (
      <Link
        to={pathOf('manageSubscription')}
        className={cn('w-full', buttonVariants({ variant: 'outline' }))}
      >
        {t('plans.manage')}
      </Link>
    );
  }
  const pending = pendingPlan === id;
  return (
    <Button
      type="button"
      variant={variant}
      className="w-full"
      disabled={pendingPlan !== null}
      aria-label={pending ? undefined : t('plans.startLabel', { plan: t(`planName.${id}`) })}
      onClick={() => onStart(id)}
    >
      {pending ? t('plans.starting') : t('plans.start')}
    </Button>
  );
}
