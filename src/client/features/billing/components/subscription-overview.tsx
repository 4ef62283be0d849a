import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prices } from '@shared/plans';
import type { Subscription } from '@shared/schemas/billing';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useUpdatePaymentMethod } from '../api/subscription';
import { useFollow } from '../hooks/use-follow';
import { formatLongDate, formatMoney } from '../lib/money';

const listPrice = { monthly: prices.monthly, yearly: prices.yearly } as const;
const interval = { monthly: 'month', yearly: 'year' } as const;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="border-border flex flex-col gap-0.5 border-b py-3 last:border-b-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
      <dt className="text-muted-foreground sm:shrink-0">{label}</dt>
      <dd className="font-semibold sm:text-right" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** SPEC §2's management facts: plan, status, next payment and price, and the card on file. */
export function SubscriptionOverview({ subscription: s }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.resolvedLanguage ?? 'it';
  const date = (iso: string) => formatLongDate(iso, lang);
  const money = (n: number) => formatMoney(n, lang);
  const cancelling = s.isActive && s.cancelAtPeriodEnd;
  const statusKey = cancelling ? 'cancelling' : s.status;
  const tone =
    cancelling || s.status === 'past_due'
      ? 'bg-accent-soft text-accent'
      : s.isActive
        ? 'bg-primary-soft text-primary'
        : 'bg-surface-muted text-muted-foreground';
  const updateCard = useUpdatePaymentMethod();
  const follow = useFollow();
  const card = s.paymentMethod;

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl">{t('manage.overview')}</h2>
        <span
          className={cn('rounded-full px-3 py-1 text-sm font-semibold', tone)}
          data-testid="subscription-status"
        >
          {t(`manage.statusName.${statusKey}`, { date: date(s.currentPeriodEnd) })}
        </span>
      </div>
      <dl>
        <Row label={t('manage.plan')} testId="subscription-plan">
          {t(`planName.${s.plan}`)}
        </Row>
        <Row label={t('manage.price')}>
          {money(listPrice[s.plan])} {t(`per.${interval[s.plan]}`)}
        </Row>
        <Row label={t('manage.nextPayment')} testId="next-payment">
          {s.nextPayment
            ? t('manage.nextPaymentValue', {
                amount: money(s.nextPayment.amount),
                date: date(s.nextPayment.date),
              })
            : s.isActive
              ? t('manage.noRenewal', { date: date(s.currentPeriodEnd) })
              : t('manage.endedOn', { date: date(s.endedAt ?? s.currentPeriodEnd) })}
        </Row>
        <Row label={t('manage.paymentMethod')}>
          {card
            ? t('manage.cardValue', {
                brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1),
                last4: card.last4,
                month: String(card.expMonth).padStart(2, '0'),
                year: String(card.expYear).slice(-2),
              })
            : t('manage.noCard')}
        </Row>
      </dl>
      {s.launchDiscount && <p className="text-muted-foreground text-sm">{t('manage.launchDiscount')}</p>}
      {s.status === 'past_due' && s.retry && (
        <p className="border-accent/30 bg-accent-soft rounded-2xl border px-4 py-3" role="status">
          {t('manage.retryText', { attempts: s.retry.attempts })}
          {s.retry.nextAttemptAt && <> {t('manage.retryNext', { date: date(s.retry.nextAttemptAt) })}</>}
        </p>
      )}
      {s.isActive && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={updateCard.isPending || updateCard.isSuccess}
          onClick={() => updateCard.mutate(undefined, { onSuccess: ({ url }) => follow(url) })}
        >
          <CreditCard aria-hidden="true" />
          {updateCard.isPending || updateCard.isSuccess ? t('manage.updatingCard') : t('manage.updateCard')}
        </Button>
      )}
    </Card>
  );
}
