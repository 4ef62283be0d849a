import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@shared/schemas/progress';
import { FilterChips } from '@/components/practice/filter-chips';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { ChartPoint } from '@/components/charts/bar-chart';

const ActivityChart = lazy(() => import('@/components/charts/bar-chart'));

type Range = 'days' | 'weeks';
// At least this tall; in a row with a taller card it grows to fill it.
const chartHeight = 'min-h-56 flex-1';

/** The series as chart points, named by the server in the page language. */
function pointsOf(series: Dashboard['series'], range: Range): ChartPoint[] {
  const points = range === 'days' ? series.days : series.weeks;
  return points.map((p) => ({ label: p.label, full: p.full, value: p.minutes }));
}

/** The minutes practised over 7 days or 4 weeks: bars for the eye, a table for screen readers. */
export function ActivityCard({ series, className }: { series: Dashboard['series']; className?: string }) {
  const { t } = useTranslation('progress');
  const titleId = useId();
  const [range, setRange] = useState<Range>('days');
  const points = pointsOf(series, range);
  const empty = points.every((p) => p.value === 0);
  const unit = t('chart.unit');
  return (
    <Card role="group" aria-labelledby={titleId} className={cn('flex flex-col gap-4', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl">
          {t('chart.title')}
        </h2>
        <FilterChips
          legend={t('chart.range')}
          options={[
            { value: 'days', label: t('chart.days') },
            { value: 'weeks', label: t('chart.weeks') },
          ]}
          value={range}
          onChange={setRange}
        />
      </div>
      {empty ? (
        <div
          className={cn(
            chartHeight,
            'border-border flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed p-6 text-center',
          )}
        >
          <BarChart3 aria-hidden="true" className="text-primary size-8" />
          <p className="text-muted-foreground max-w-sm">{t(`chart.empty.${range}`)}</p>
        </div>
      ) : (
        <>
          <div aria-hidden="true" className={cn(chartHeight, 'relative')}>
            <div className="absolute inset-0">
              <Suspense fallback={<div className="bg-surface-muted/60 h-full animate-pulse rounded-2xl" />}>
                <ActivityChart points={points} unit={unit} />
              </Suspense>
            </div>
          </div>
          <table className="sr-only">
            <caption>{t(`chart.caption.${range}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(range === 'days' ? 'chart.day' : 'chart.weekOf')}</th>
                <th scope="col">{t('chart.minutes')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.full}>
                  <th scope="row">{p.full}</th>
                  <td>{p.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
