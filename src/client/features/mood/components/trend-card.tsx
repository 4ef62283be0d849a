import { useQuery } from '@tanstack/react-query';
import { LineChart as LineIcon } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { moodNameOf } from '@shared/constants/mood';
import type { MoodOptions } from '@shared/schemas/mood';
import { LoadError } from '@/components/practice/load-error';
import { Card } from '@/components/ui/card';
import { currentLang } from '@/lib/i18n';
import { type MoodRange, trendQuery } from '../api/mood';
import { formatAverage } from '../lib/mood-style';
import type { TrendPoint } from './trend-chart';

const TrendChart = lazy(() => import('./trend-chart'));
const chartHeight = 'h-64';
const atNoon = (day: string) => new Date(`${day}T12:00:00`);

type Point = TrendPoint & { entries: number };

/** The trend's days as chart points, labelled in the page language. */
function pointsOf(
  raw: { day: string; average: number; entries: number }[],
  days: MoodRange,
  lang: string,
): Point[] {
  const short = new Intl.DateTimeFormat(
    lang,
    days === 7 ? { weekday: 'short' } : { day: 'numeric', month: 'short' },
  );
  const full = new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return raw.map((p) => ({
    label: short.format(atNoon(p.day)),
    full: full.format(atNoon(p.day)),
    value: p.average,
    entries: p.entries,
  }));
}

/** The same numbers as the line, for screen readers. */
function TrendTable({
  points,
  days,
  moodLabels,
}: {
  points: Point[];
  days: MoodRange;
  moodLabels: Record<number, string>;
}) {
  const { t } = useTranslation('mood');
  const lang = currentLang();
  return (
    <table className="sr-only">
      <caption>{t('trends.caption', { count: days })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('trends.day')}</th>
          <th scope="col">{t('trends.average')}</th>
          <th scope="col">{t('trends.entries')}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((p) => (
          <tr key={p.full}>
            <th scope="row">{p.full}</th>
            <td>
              {formatAverage(p.value, lang)} ({moodLabels[Math.round(p.value)]})
            </td>
            <td>{p.entries}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The daily average mood over the chosen period: a line for the eye, a table for screen readers. */
export function TrendCard({ options, days }: { options: MoodOptions; days: MoodRange }) {
  const { t } = useTranslation('mood');
  const titleId = useId();
  const lang = currentLang();
  const trend = useQuery(trendQuery(days));
  const moodLabels = Object.fromEntries(options.moods.map((m) => [m.value, m.label]));
  const points = pointsOf(trend.data?.points ?? [], days, lang);
  const average = trend.data?.average ?? null;

  return (
    <Card role="group" aria-labelledby={titleId} className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-2xl">
          {t('trends.title')}
        </h2>
        <p className="text-muted-foreground" aria-live="polite">
          {trend.data && average !== null
            ? t('trends.summary', {
                count: trend.data.entries,
                average: formatAverage(average, lang),
                mood: moodLabels[Math.round(average)] ?? moodNameOf(average),
              })
            : ' '}
        </p>
      </div>
      {trend.isError ? (
        <LoadError
          message={t('trends.loadError')}
          retryLabel={t('retry')}
          onRetry={() => void trend.refetch()}
        />
      ) : trend.isPending ? (
        <div aria-hidden="true" className={`${chartHeight} bg-surface-muted/60 animate-pulse rounded-2xl`} />
      ) : points.length < 2 ? (
        <div
          className={`${chartHeight} border-border flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed p-6 text-center`}
        >
          <LineIcon aria-hidden="true" className="text-primary size-8" />
          <p className="text-muted-foreground max-w-sm">{t('trends.empty')}</p>
        </div>
      ) : (
        <>
          <div aria-hidden="true" className={chartHeight} data-testid="mood-trend-chart">
            <Suspense fallback={<div className="bg-surface-muted/60 h-full animate-pulse rounded-2xl" />}>
              <TrendChart points={points} moodLabels={moodLabels} />
            </Suspense>
          </div>
          <TrendTable points={points} days={days} moodLabels={moodLabels} />
        </>
      )}
    </Card>
  );
}
