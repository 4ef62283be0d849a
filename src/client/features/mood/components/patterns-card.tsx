import { useQuery } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/practice/load-error';
import { Card } from '@/components/ui/card';
import { currentLang } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { averagesQuery, insightsQuery, type MoodRange } from '../api/mood';
import { formatAverage, swatchOf } from '../lib/mood-style';

/** One row of averages: a label, a bar over the 1–5 scale, the number. */
function AverageRow({ label, average, days }: { label: string; average: number | null; days: number }) {
  const { t } = useTranslation('mood');
  const lang = currentLang();
  return (
    <li className="grid grid-cols-[minmax(0,7rem)_1fr_auto] items-center gap-3">
      <span className="truncate text-sm">{label}</span>
      <span aria-hidden="true" className="bg-surface-muted h-3 overflow-hidden rounded-full">
        {average !== null && (
          <span
            className={cn('block h-full rounded-full', swatchOf(average))}
            style={{ width: `${(average / 5) * 100}%` }}
          />
        )}
      </span>
      <span className="text-muted-foreground min-w-12 text-right text-sm tabular-nums">
        {average === null ? '—' : formatAverage(average, lang)}
        <span className="sr-only">
          {average === null ? t('patterns.noData') : t('patterns.days', { count: days })}
        </span>
      </span>
    </li>
  );
}

/** Averages by weekday and by factor, and the server's insights, never a diagnosis. */
export function PatternsCard({ days }: { days: MoodRange }) {
  const { t } = useTranslation('mood');
  const lang = currentLang();
  const titleId = useId();
  const averages = useQuery(averagesQuery(lang, days));
  const insights = useQuery(insightsQuery(lang, days));
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'long' });
  // 2024-01-01 was a Monday: weekday 1 … 7 as names in the page language.
  const dayName = (n: number) => weekday.format(new Date(2024, 0, n, 12));

  return (
    <Card role="group" aria-labelledby={titleId} className="flex flex-col gap-6 p-4 sm:p-6">
      <h2 id={titleId} className="text-2xl">
        {t('patterns.title')}
      </h2>
      <section
        aria-label={t('insights.title')}
        className="bg-lavender-soft/70 flex flex-col gap-3 rounded-2xl p-4"
      >
        <h3 className="flex items-center gap-2 font-sans text-base font-semibold">
          <Lightbulb aria-hidden="true" className="text-accent size-5" />
          {t('insights.title')}
        </h3>
        {insights.isError ? (
          <LoadError
            message={t('insights.loadError')}
            retryLabel={t('retry')}
            onRetry={() => void insights.refetch()}
          />
        ) : insights.isPending ? (
          <div aria-hidden="true" className="bg-surface/70 h-12 animate-pulse rounded-xl" />
        ) : (
          <>
            {insights.data && insights.data.items.length > 0 && (
              <ul className="flex list-disc flex-col gap-2 pl-5" data-testid="mood-insights">
                {insights.data.items.map((item) => (
                  <li key={item.factor}>{item.text}</li>
                ))}
              </ul>
            )}
            <p className="text-muted-foreground text-sm">{insights.data?.note}</p>
          </>
        )}
      </section>
      {averages.isError ? (
        <LoadError
          message={t('patterns.loadError')}
          retryLabel={t('retry')}
          onRetry={() => void averages.refetch()}
        />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <div className="flex flex-col gap-3">
            <h3 className="font-sans text-base font-semibold">{t('patterns.byWeekday')}</h3>
            <ul className={cn('flex flex-col gap-2', averages.isPending && 'animate-pulse')}>
              {(
                averages.data?.byWeekday ??
                Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, average: null, days: 0 }))
              ).map((d) => (
                <AverageRow key={d.weekday} label={dayName(d.weekday)} average={d.average} days={d.days} />
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-3">
            <h3 className="font-sans text-base font-semibold">{t('patterns.byFactor')}</h3>
            {averages.data?.byFactor.length ? (
              <ul className="flex flex-col gap-2">
                {averages.data.byFactor.map((f) => (
                  <AverageRow key={f.factor} label={f.label} average={f.average} days={f.days} />
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground text-sm">
                {averages.isPending ? ' ' : t('patterns.noFactors')}
              </p>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
