import { Crown, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import type { PublicUser } from '@shared/schemas/auth';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatLongDate } from '../lib/money';

/** Above the plans: "you're already Premium" for a subscriber, or when the person's trial ends. */
export function PlanStatusNote({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.resolvedLanguage ?? 'it';
  const { plan, trialEndsAt, premiumUntil } = user.entitlements;
  if (plan === 'premium_monthly' || plan === 'premium_yearly') {
    return (
      <Card className="border-primary/40 bg-primary-soft/60 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <Crown aria-hidden="true" className="text-primary size-7 shrink-0" />
        <div className="flex-1">
          <h2 className="text-2xl">{t('plans.subscribed.title')}</h2>
          <p className="mt-1">
            {t('plans.subscribed.text', {
              plan: t(`planName.${plan === 'premium_monthly' ? 'monthly' : 'yearly'}`),
            })}
          </p>
        </div>
        <Link to={pathOf('manageSubscription')} className={buttonVariants()}>
          {t('plans.manage')}
        </Link>
      </Card>
    );
  }
  const end = plan === 'trial' ? trialEndsAt : plan === 'launch' ? premiumUntil : null;
  if (!end) return null;
  return (
    <p className="border-accent/30 bg-accent-soft flex items-start gap-3 rounded-2xl border px-4 py-3">
      <Hourglass aria-hidden="true" className="text-accent mt-1 size-5 shrink-0" />
      {t(`plans.trialNote.${plan as 'trial' | 'launch'}`, { date: formatLongDate(end, lang) })}
    </p>
  );
}
