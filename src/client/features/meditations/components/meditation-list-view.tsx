import { Clock, ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MeditationCategory, meditationCategories } from '@shared/constants/practice';
import type { MeditationSummary } from '@shared/schemas/meditations';
import { Spinner } from '@/components/ui/spinner';
import { AccessBadge } from '@/components/practice/access-badge';
import { CardTitleLink } from '@/components/practice/card-title-link';
import { FilterChips } from '@/components/practice/filter-chips';
import { LoadError } from '@/components/practice/load-error';
import { UpgradeNote } from '@/components/practice/upgrade-note';
import { currentLang } from '@/lib/i18n';
import { useMeditations } from '../api/meditations';

/** The meditations, by kind, free and premium marked; each opens the player (`?m=<slug>`). */
export function MeditationListView({ hrefFor }: { hrefFor: (slug: string) => string }) {
  const { t } = useTranslation('meditation');
  const meditations = useMeditations(currentLang());
  const [category, setCategory] = useState<MeditationCategory | 'all'>('all');
  const present = new Set(meditations.data?.items.map((m) => m.category));
  const options = [
    { value: 'all' as const, label: t('filters.all') },
    ...meditationCategories
      .filter((c) => present.has(c))
      .map((c) => ({ value: c, label: t(`categories.${c}`) })),
  ];
  const items = meditations.data?.items.filter((m) => category === 'all' || m.category === category) ?? [];

  return (
    <section aria-labelledby="meditation-list-title" className="flex flex-col gap-5">
      <h2 id="meditation-list-title" className="text-2xl">
        {t('list.heading')}
      </h2>
      <p className="text-muted-foreground -mt-2 max-w-2xl">{t('list.hint')}</p>
      {meditations.isPending ? (
        <Spinner />
      ) : meditations.isError ? (
        <LoadError
          message={t('errors:meditations.load_failed')}
          retryLabel={t('retry')}
          onRetry={() => void meditations.refetch()}
        />
      ) : (
        <>
          {meditations.data.items.some((m) => m.locked) && (
            <UpgradeNote text={t('list.upgrade')} linkLabel={t('locked.upgrade')} />
          )}
          <FilterChips
            legend={t('filters.legend')}
            options={options}
            value={category}
            onChange={setCategory}
          />
          {items.length === 0 ? (
            <p className="border-border text-muted-foreground rounded-2xl border border-dashed p-6">
              {t('list.empty')}
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {items.map((m) => (
                <MeditationCard key={m.slug} meditation={m} href={hrefFor(m.slug)} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** One meditation in the list; without `href` (the content editor's preview) the title is plain text. */
export function MeditationCard({ meditation, href }: { meditation: MeditationSummary; href?: string }) {
  const { t } = useTranslation('meditation');
  const minutes = Math.round(meditation.durationSeconds / 60);
  return (
    <li className="border-border bg-surface shadow-soft hover:border-primary/60 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-background relative flex flex-col gap-3 rounded-3xl border p-5 transition-colors has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-offset-2">
      <p className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
        {t(`categories.${meditation.category}`)}
      </p>
      <h3 className="text-xl">
        <CardTitleLink to={href}>{meditation.title}</CardTitleLink>
      </h3>
      <p className="text-muted-foreground">{meditation.summary}</p>
      <div className="text-muted-foreground mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-1 text-sm">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {t('list.minutes', { count: minutes })}
        </span>
        <span className="inline-flex items-center gap-1">
          <ListOrdered aria-hidden="true" className="size-4" />
          {t('list.steps', { count: meditation.stepCount })}
        </span>
        <AccessBadge
          premium={meditation.premium}
          locked={meditation.locked}
          labels={{ free: t('badge.free'), premium: t('badge.premium'), locked: t('badge.locked') }}
        />
      </div>
    </li>
  );
}
