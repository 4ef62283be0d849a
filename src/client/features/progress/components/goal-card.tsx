import { Target } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import type { Dashboard } from '@shared/schemas/progress';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** Where the profile's goals tab opens. */
export const goalsHref = `${pathOf('profile')}?tab=goals`;

/** The weekly goal's progress, or an invitation to choose one. */
export function GoalCard({ goal, className }: { goal: Dashboard['goal']; className?: string }) {
  const { t } = useTranslation('progress');
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className={cn('flex flex-col gap-3', className)}>
      <div className="flex items-center gap-3">
        <span className="bg-lavender-soft text-foreground flex size-10 shrink-0 items-center justify-center rounded-2xl">
          <Target aria-hidden="true" className="size-5" />
        </span>
        <h2 id={titleId} className="text-xl">
          {t('goal.title')}
        </h2>
      </div>
      {goal ? (
        <>
          <p className="font-serif text-2xl font-semibold tabular-nums">
            {t(`goal.progress.${goal.weeklyGoal.unit}`, { done: goal.done, count: goal.weeklyGoal.target })}
          </p>
          <div
            role="progressbar"
            aria-labelledby={titleId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={goal.progress}
            aria-valuetext={t(`goal.progress.${goal.weeklyGoal.unit}`, {
              done: goal.done,
              count: goal.weeklyGoal.target,
            })}
            className="bg-surface-muted h-3 overflow-hidden rounded-full"
          >
            <div className="bg-primary h-full rounded-full" style={{ width: `${goal.progress}%` }} />
          </div>
          <p className="text-muted-foreground text-sm">
            {goal.reached ? t('goal.reached') : t('goal.keepGoing')}
          </p>
          <Link
            to={goalsHref}
            className={buttonVariants({ variant: 'link', size: 'sm', className: 'h-auto self-start px-0' })}
          >
            {t('goal.change')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-muted-foreground">{t('goal.none')}</p>
          <Link
            to={goalsHref}
            className={cn('mt-auto self-start', buttonVariants({ size: 'sm', variant: 'outline' }))}
          >
            {t('goal.set')}
          </Link>
        </>
      )}
    </Card>
  );
}
