import { Flower2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import type { Dashboard } from '@shared/schemas/progress';
import { ProgressRing } from '@/components/practice/progress-ring';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { quickPractice } from './quick-actions';

/**
 * Today's recommended practice (SPEC §9: 10–15 minutes): the minutes done against it, in a
 * ring and in words, and one short practice to start with.
 */
export function TodayPractice({ today, className }: { today: Dashboard['today']; className?: string }) {
  const { t } = useTranslation('progress');
  const titleId = useId();
  const { min, max } = today.recommended;
  const left = Math.max(0, min - today.minutes);
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn(
        'from-primary-soft/70 to-surface flex flex-col gap-5 bg-gradient-to-br sm:flex-row sm:items-center',
        className,
      )}
    >
      <ProgressRing fraction={today.minutes / min} size={132}>
        <span className="font-serif text-4xl leading-none font-semibold tabular-nums">{today.minutes}</span>
        <span className="text-muted-foreground text-sm">{t('today.ofMinutes', { min, max })}</span>
      </ProgressRing>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id={titleId} className="text-2xl">
          {t('today.title')}
        </h2>
        <p>{t(`today.status.${today.status}`, { count: left, min, max, minutes: today.minutes })}</p>
        <p className="text-muted-foreground text-sm">{t('today.sessions', { count: today.sessions })}</p>
        {today.status !== 'reached' && today.status !== 'beyond' && (
          <Link
            to={`${pathOf('meditation')}?m=${quickPractice.meditation}`}
            className={cn('mt-1 self-start', buttonVariants({ size: 'sm' }))}
          >
            <Flower2 aria-hidden="true" />
            {t('today.start')}
          </Link>
        )}
      </div>
    </Card>
  );
}
