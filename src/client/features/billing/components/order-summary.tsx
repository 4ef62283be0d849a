import { useTranslation } from 'react-i18next';
import type { DemoCheckoutSession } from '@shared/schemas/billing';
import { formatMoney } from '../lib/money';

/** What is being bought: the plan, the launch discount if any, today's total and what renews. */
export function OrderSummary({ session }: { session: DemoCheckoutSession }) {
  const { t, i18n } = useTranslation('billing');
  const money = (n: number) => formatMoney(n, i18n.resolvedLanguage ?? 'it', session.currency);
  const period = t(`per.${session.interval}`);
  const setup = session.mode === 'setup';
  return (
    <aside
      aria-labelledby="summary-title"
      className="bg-lavender-soft h-fit rounded-3xl p-6"
      data-testid="order-summary"
    >
      <h2 id="summary-title" className="text-xl">
        {setup ? t('checkout.setupTitle') : t('checkout.summary')}
      </h2>
      <dl className="mt-4 flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold">{t(`planName.${session.plan}`)}</dt>
          <dd className="text-muted-foreground shrink-0 whitespace-nowrap">
            {money(session.renewalAmount)} {period}
          </dd>
        </div>
        {!setup && session.launchDiscount && (
          <div className="flex items-baseline justify-between gap-4">
            <dt>{t('checkout.launchDiscount')}</dt>
            <dd className="text-primary font-medium">−{money(session.renewalAmount - session.amount)}</dd>
          </div>
        )}
        <div className="border-border mt-2 flex items-baseline justify-between gap-4 border-t pt-3">
          <dt className="font-semibold">{t('checkout.dueToday')}</dt>
          <dd className="font-serif text-3xl font-semibold" data-testid="due-today">
            {money(session.amount)}
          </dd>
        </div>
      </dl>
      <p className="text-muted-foreground mt-4 text-sm">
        {setup
          ? t('checkout.setupText')
          : t('checkout.renewal', { price: money(session.renewalAmount), period })}
      </p>
      <p className="text-muted-foreground mt-2 text-sm">{t('checkout.account', { email: session.email })}</p>
    </aside>
  );
}
