import { CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ExerciseSummary } from '@shared/schemas/exercises';
import { AccessBadge } from '@/components/practice/access-badge';
import { CardTitleLink } from '@/components/practice/card-title-link';

/**
 * One exercise in the list: a link to its detail (`?e=<slug>`, keeping the filters). Without
 * `href` (the content editor's preview) the title is plain text.
 */
export function ExerciseCard({ exercise, href }: { exercise: ExerciseSummary; href?: string }) {
  const { t } = useTranslation('exercises');
  return (
    <li className="group border-border bg-surface shadow-soft hover:border-primary/60 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-background relative flex flex-col gap-3 rounded-3xl border p-5 transition-colors has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-offset-2">
      <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide uppercase">
        <span>{t(`categories.${exercise.category}`)}</span>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1 normal-case">
          <Clock aria-hidden="true" className="size-3.5" />
          {t('list.minutes', { count: exercise.durationMinutes })}
        </span>
      </div>
      <h3 className="text-xl">
        <CardTitleLink to={href}>{exercise.title}</CardTitleLink>
      </h3>
      <p className="text-muted-foreground">{exercise.summary}</p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        <AccessBadge
          premium={exercise.premium}
          locked={exercise.locked}
          labels={{ free: t('badge.free'), premium: t('badge.premium'), locked: t('badge.locked') }}
        />
        {!!exercise.completedCount && (
          <span className="text-primary inline-flex items-center gap-1 text-sm">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('list.completedTimes', { count: exercise.completedCount })}
          </span>
        )}
      </div>
    </li>
  );
}
