import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import type { Dashboard } from '@shared/schemas/progress';
import { buttonVariants } from '@/components/ui/button';
import { goalsHref } from './goal-card';

/**
 * The in-app reminder: a gentle line when nothing was practised today (also the fallback for
 * people who keep push notifications off), with the way to the daily reminder if it is off.
 */
export function ReminderCard({ reminder }: { reminder: Dashboard['reminderCard'] }) {
  const { t } = useTranslation('progress');
  if (!reminder.show) return null;
  return (
    <aside
      aria-label={t('reminder.label')}
      className="border-primary/30 bg-primary-soft/50 flex flex-col gap-3 rounded-3xl border p-5 sm:flex-row sm:items-center"
    >
      <BellRing aria-hidden="true" className="text-primary size-6 shrink-0" />
      <p className="flex-1">{t('reminder.text')}</p>
      {!reminder.reminderEnabled && (
        <Link
          to={goalsHref}
          className={buttonVariants({
            size: 'sm',
            variant: 'outline',
            className: 'self-start sm:self-center',
          })}
        >
          {t('reminder.enable')}
        </Link>
      )}
    </aside>
  );
}
