import { Clock, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProgramProgress, ResourceSummary } from '@shared/schemas/resources';
import { CardTitleLink } from '@/components/practice/card-title-link';
import { lengthCount, lengthKey } from './resource-length';
import { TypeIcon } from './type-icon';

/**
 * One library card: type, title, summary, reading time or days, tags, premium mark, progress.
 * Without `to` (the content editor's preview) the title is plain text.
 */
export function ResourceCard({
  item,
  to,
  progress,
}: {
  item: ResourceSummary;
  to?: string;
  progress?: ProgramProgress;
}) {
  const { t } = useTranslation('resources');
  const done = progress?.completedDays.length ?? 0;
  return (
    <article className="group border-border bg-surface shadow-soft focus-within:border-primary hover:border-primary/60 relative flex h-full flex-col gap-3 rounded-3xl border p-5 transition-colors">
      <div className="text-muted-foreground flex items-center justify-between gap-3 text-sm">
        <span className="inline-flex items-center gap-2 font-medium">
          <span className="bg-primary-soft text-primary grid size-8 place-items-center rounded-full">
            <TypeIcon type={item.type} className="size-4" />
          </span>
          {t(`types.${item.type}`)}
        </span>
        {item.premium && (
          <span className="bg-accent-soft text-foreground inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold">
            <Lock aria-hidden="true" className="size-3" />
            {t('card.premium')}
          </span>
        )}
      </div>
      <h3 className="text-xl leading-snug">
        <CardTitleLink
          to={to}
          className="focus-visible:after:outline-ring rounded-md after:content-[''] focus-visible:after:outline-3 focus-visible:after:outline-offset-2"
        >
          {item.title}
        </CardTitleLink>
      </h3>
      <p className="text-muted-foreground line-clamp-3">{item.summary}</p>
      <div className="text-muted-foreground mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-1 text-sm">
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {t(lengthKey(item), { count: lengthCount(item) })}
        </span>
        {item.dayCount && progress && done > 0 && (
          <span className="text-primary font-medium">
            {t('card.progress', { done, total: item.dayCount })}
          </span>
        )}
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('detail.tags')}>
        {item.tags.slice(0, 4).map((tag) => (
          <li key={tag} className="bg-surface-muted text-muted-foreground rounded-full px-2.5 py-0.5 text-xs">
            #{tag}
          </li>
        ))}
      </ul>
    </article>
  );
}
