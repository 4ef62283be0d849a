import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { prices } from '@shared/plans';
import { pathOf } from '@shared/routes';
import type { BillingPlan } from '@shared/schemas/billing';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { usePlanStart } from '../hooks/use-plan-start';
import { formatMoney } from '../lib/money';
import { PaymentAlert } from './payment-alert';

const choices = [
  { plan: 'monthly', price: prices.monthly, launch: prices.launchMonthly, interval: 'month' },
  { plan: 'yearly', price: prices.yearly, launch: prices.launchYearly, interval: 'year' },
] as const;

/** SPEC §2 /simple-payment: one choice (monthly or yearly) and one button to the checkout. */
export function SimplePlanChoice() {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.resolvedLanguage ?? 'it';
  const start = usePlanStart();
  const [plan, setPlan] = useState<BillingPlan>('yearly');
  const leftFor = (p: BillingPlan) =>
    start.offers?.plans.find((o) => o.plan === p)?.launchOffer.remaining ?? 0;

  return (
    <Card className="flex max-w-xl flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-serif text-2xl">{t('simple.legend')}</legend>
        {choices.map((c) => (
          <label key={c.plan} className="relative cursor-pointer">
            <input
              type="radio"
              name="plan"
              value={c.plan}
              checked={plan === c.plan}
              onChange={() => setPlan(c.plan)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'border-border bg-background flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-2xl border-2 px-4 py-3 transition-colors',
                'peer-checked:border-primary peer-checked:bg-primary-soft/50',
                'peer-focus-visible:outline-ring peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2',
              )}
            >
              <span className="font-semibold">
                {t(`planName.${c.plan}`)}
                {c.plan === 'yearly' && (
                  <span className="bg-accent-soft text-accent ml-2 rounded-full px-2 py-0.5 text-sm">
                    {t('plans.save', { percent: prices.yearlySavingPercent })}
                  </span>
                )}
              </span>
              <span>
                <span className="font-serif text-xl font-semibold">{formatMoney(c.price, lang)}</span>{' '}
                <span className="text-muted-foreground">{t(`per.${c.interval}`)}</span>
              </span>
              {leftFor(c.plan) > 0 && (
                <span className="text-muted-foreground w-full text-sm">
                  {t('plans.launchLine', {
                    price: formatMoney(c.launch, lang),
                    period: t(`plans.launchFirst.${c.interval}`),
                  })}
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <PaymentAlert message={start.error} />
      {start.user ? (
        <Button
          type="button"
          size="lg"
          disabled={start.pendingPlan !== null}
          onClick={() => start.begin(plan)}
        >
          {start.pendingPlan ? t('plans.starting') : t('simple.continue')}
        </Button>
      ) : (
        <Link to={start.loginHref} className={buttonVariants({ size: 'lg' })}>
          {t('plans.signInToStart')}
        </Link>
      )}
      <Link
        to={pathOf('subscription')}
        className="text-primary self-center underline-offset-4 hover:underline"
      >
        {t('simple.more')}
      </Link>
    </Card>
  );
}
