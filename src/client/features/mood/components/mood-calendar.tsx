import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { moodNameOf } from '@shared/constants/mood';
import type { MoodOptions } from '@shared/schemas/mood';
import { LoadError } from '@/components/practice/load-error';
import { currentLang } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { entriesBetweenQuery, trendQuery } from '../api/mood';
import { dailyAverages, dayKey, isoOf, lastTwelveMonths } from '../lib/calendar';
import { formatAverage, moodStyle, swatchOf } from '../lib/mood-style';

/** Each day's average: the server's daily trend for premium, the entries themselves otherwise. */
function useDayAverages(premium: boolean, from: string, to: string) {
  const trend = useQuery({ ...trendQuery(365), enabled: premium });
  const entries = useQuery({ ...entriesBetweenQuery(from, to), enabled: !premium });
  const source = premium ? trend : entries;
  const averages = premium
    ? new Map((trend.data?.points ?? []).map((p) => [p.day, p.average]))
    : dailyAverages(entries.data?.items ?? []);
  return { averages, isPending: source.isPending, isError: source.isError, refetch: source.refetch };
}

/**
 * A year in pixels: one column per month, one square per day, coloured by the day's average
 * mood. The squares are for the eye; each month's summary is read out instead.
 */
export function MoodCalendar({ options }: { options: MoodOptions }) {
  const { t } = useTranslation('mood');
  const titleId = useId();
  const lang = currentLang();
  const today = new Date();
  const months = lastTwelveMonths(today);
  const from = dayKey(months[0]!, 1);
  const todayKey = isoOf(today);
  const { averages, isPending, isError, refetch } = useDayAverages(options.access.premium, from, todayKey);
  const monthName = (m: (typeof months)[number], style: 'narrow' | 'long') =>
    new Intl.DateTimeFormat(lang, { month: style, ...(style === 'long' ? { year: 'numeric' } : {}) }).format(
      new Date(m.year, m.month, 1),
    );
  const summaries = months.map((m) => {
    const values = Array.from({ length: m.days }, (_, i) => averages.get(dayKey(m, i + 1))).filter(
      (v): v is number => v !== undefined,
    );
    const mean = values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
    return { m, count: values.length, mean };
  });

  return (
    <section
      aria-labelledby={titleId}
      className="border-border bg-surface shadow-soft flex flex-col gap-4 rounded-3xl border p-4 sm:p-6"
    >
      <h2 id={titleId} className="text-2xl">
        {t('calendar.title')}
      </h2>
      <p className="text-muted-foreground">{t('calendar.intro')}</p>
      {isError ? (
        <LoadError message={t('calendar.loadError')} retryLabel={t('retry')} onRetry={() => void refetch()} />
      ) : (
        <div
          aria-hidden="true"
          className={cn(
            'grid w-full max-w-xl grid-cols-[1.25rem_repeat(12,minmax(0,1fr))] gap-[3px]',
            isPending && 'animate-pulse',
          )}
        >
          <span />
          {months.map((m) => (
            <span
              key={`${m.year}-${m.month}`}
              className="text-muted-foreground text-center text-xs font-semibold uppercase"
            >
              {monthName(m, 'narrow')}
            </span>
          ))}
          {Array.from({ length: 31 }, (_, i) => i + 1).map((day) => (
            <DayRow key={day} day={day} months={months} averages={averages} todayKey={todayKey} />
          ))}
        </div>
      )}
      <ul aria-label={t('calendar.legend')} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {options.moods.map((mood) => (
          <li key={mood.value} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-3.5 rounded-[4px]', moodStyle[mood.name].swatch)} />
            {mood.label}
          </li>
        ))}
      </ul>
      <ul className="sr-only">
        {summaries.map(({ m, count, mean }) => (
          <li key={`${m.year}-${m.month}`}>
            {monthName(m, 'long')}:{' '}
            {mean === null
              ? t('calendar.noDays')
              : t('calendar.monthSummary', {
                  count,
                  average: formatAverage(mean, lang),
                  mood: options.moods.find((x) => x.name === moodNameOf(mean))?.label ?? '',
                })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DayRow({
  day,
  months,
  averages,
  todayKey,
}: {
  day: number;
  months: ReturnType<typeof lastTwelveMonths>;
  averages: Map<string, number>;
  todayKey: string;
}) {
  return (
    <>
      <span className="text-muted-foreground text-right text-[10px] leading-none tabular-nums">
        {day % 5 === 0 || day === 1 ? day : ''}
      </span>
      {months.map((m) => {
        const key = dayKey(m, day);
        const value = averages.get(key);
        return (
          <span
            key={key}
            className={cn(
              'h-2.5 rounded-[3px] sm:h-3.5',
              day > m.days ? 'bg-transparent' : value === undefined ? 'bg-surface-muted' : swatchOf(value),
              key === todayKey && 'ring-foreground ring-1 ring-offset-1 ring-offset-[var(--surface)]',
              key > todayKey && day <= m.days && 'opacity-40',
            )}
          />
        );
      })}
    </>
  );
}
