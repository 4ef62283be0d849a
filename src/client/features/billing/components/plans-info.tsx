import {
  Cloud,
  FileText,
  Gift,
  type LucideIcon,
  MessageCircleHeart,
  RefreshCw,
  ShieldCheck,
  Smile,
  Sparkles,
  Sprout,
  Star,
  Undo2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { prices } from '@shared/plans';
import type { BillingPlans } from '@shared/schemas/billing';
import { Card } from '@/components/ui/card';
import { formatMoney } from '../lib/money';

/**
 * SPEC §9's launch offer, said plainly: the first period only, 10 places per plan, the places
 * left as the server counts them, and the full price from the first renewal.
 */
export function LaunchOffer({ offers, failed }: { offers: BillingPlans | undefined; failed: boolean }) {
  const { t, i18n } = useTranslation('billing');
  const money = (n: number) => formatMoney(n, i18n.resolvedLanguage ?? 'it');
  const remaining = offers?.plans.map((p) => p.launchOffer.remaining);
  const soldOut = remaining !== undefined && remaining.every((n) => n <= 0);
  return (
    <Card className="border-accent/40 bg-accent-soft flex items-start gap-4">
      <span className="bg-surface text-accent flex size-12 shrink-0 items-center justify-center rounded-2xl">
        <Gift aria-hidden="true" className="size-6" />
      </span>
      <div className="flex min-w-0 flex-col gap-2">
        <h2 className="text-2xl">{t('launch.title')}</h2>
        <p>
          {t('launch.text', {
            total: prices.launchDiscountCodesPerPlan,
            monthly: money(prices.launchMonthly),
            monthlyFull: money(prices.monthly),
            yearly: money(prices.launchYearly),
            yearlyFull: money(prices.yearly),
          })}
        </p>
        <p className="min-h-7 font-medium" aria-live="polite">
          {soldOut
            ? t('launch.ended')
            : failed
              ? t('launch.unavailable')
              : offers
                ? t('launch.auto')
                : t('launch.loading')}
        </p>
      </div>
    </Card>
  );
}

const unlocks: readonly [string, LucideIcon][] = [
  ['chat', MessageCircleHeart],
  ['practice', Sprout],
  ['mood', Smile],
  ['modules', Sparkles],
  ['sync', Cloud],
  ['priority', Star],
];

/** What premium unlocks, in six short cards. */
export function PremiumUnlocks() {
  const { t } = useTranslation('billing');
  return (
    <section aria-labelledby="unlocks-title" className="flex flex-col gap-5">
      <h2 id="unlocks-title" className="text-3xl">
        {t('unlocks.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {unlocks.map(([key, Icon]) => (
          <li key={key} className="border-border bg-surface flex gap-4 rounded-3xl border p-5">
            <span className="bg-primary-soft text-primary flex size-11 shrink-0 items-center justify-center rounded-2xl">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-sans text-lg font-semibold">{t(`unlocks.${key}.title`)}</h3>
              <p className="text-muted-foreground">{t(`unlocks.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const notes = [
  ['cancel', Undo2],
  ['renewal', RefreshCw],
  ['secure', ShieldCheck],
  ['invoice', FileText],
] as const;

/** Cancelling, renewal, plan changes, who handles the card (as the provider in use does), and the receipts. */
export function BillingNotes({ provider }: { provider: BillingPlans['provider'] | undefined }) {
  const { t } = useTranslation('billing');
  const secure = provider === 'stripe' ? 'secure' : provider === 'demo' ? 'secureDemo' : 'secureAny';
  return (
    <section aria-labelledby="notes-title" className="bg-lavender-soft rounded-3xl p-6">
      <h2 id="notes-title" className="text-xl">
        {t('notes.title')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {notes.map(([key, Icon]) => (
          <li key={key} className="flex gap-3">
            <Icon aria-hidden="true" className="text-primary mt-1 size-5 shrink-0" />
            <span>{t(`notes.${key === 'secure' ? secure : key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
