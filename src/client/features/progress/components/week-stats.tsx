import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@shared/schemas/progress';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

function Stat({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className="bg-surface-muted/60 flex flex-col rounded-2xl p-3">
      <dt className="text-muted-foreground text-sm leading-snug">{label}</dt>
      <dd className="font-serif text-2xl font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="text-muted-foreground text-xs">{hint}</dd>}
    </div>
  );
}

/** This Monday-to-Sunday week in numbers, and the run of days in a row. */
export function WeekStats({
  week,
  streak,
  className,
}: {
  week: Dashboard['week'];
  streak: Dashboard['streak'];
  className?: string;
}) {
  const { t } = useTranslation('progress');
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className={cn('flex flex-col gap-4', className)}>
      <h2 id={titleId} className="text-xl">
        {t('week.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        <Stat label={t('week.minutes')} value={week.minutes} />
        <Stat label={t('week.sessions')} value={week.sessions} />
        <Stat label={t('week.activeDays')} value={t('week.ofSeven', { count: week.activeDays })} />
        <Stat
          label={t('week.streak')}
          value={t('week.days', { count: streak.current })}
          hint={t('week.longest', { count: streak.longest })}
        />
      </dl>
      <ul className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li>{t('week.chat', { count: week.chatMessages })}</li>
        <li>{t('week.exercises', { count: week.exercisesCompleted })}</li>
        <li>{t('week.meditation', { count: week.meditationMinutes })}</li>
        <li>{t('week.moods', { count: week.moodEntries })}</li>
      </ul>
    </Card>
  );
}
