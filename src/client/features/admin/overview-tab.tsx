import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { currentLang } from '@/lib/i18n';
import { useOverview } from './api';
import type { ChartPoint } from '@/components/charts/bar-chart';

const BarChart = lazy(() => import('@/components/charts/bar-chart'));

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <span className="text-muted-foreground text-sm">{label}</span>
      <span className="text-2xl font-semibold">{value}</span>
    </Card>
  );
}

/** A chart and the same numbers as a table (for screen readers, and on request for everyone). */
function Series({ title, points }: { title: string; points: ChartPoint[] }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <div className="h-48" aria-hidden="true">
        <Suspense fallback={<Spinner />}>
          <BarChart points={points} compact />
        </Suspense>
      </div>
      <details>
        <summary className="text-muted-foreground cursor-pointer text-sm">{t('overview.asTable')}</summary>
        <table className="mt-2 w-full text-sm" aria-labelledby={id}>
          <thead>
            <tr>
              <th className="text-left">{t('overview.period')}</th>
              <th className="text-right">{t('overview.count')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <td>{p.label}</td>
                <td className="text-right">{p.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}

export function OverviewTab() {
  const { t } = useTranslation('admin');
  const { data, error } = useOverview();
  const lang = currentLang();
  if (error) return <p role="alert">{t('failed')}</p>;
  if (!data) return <Spinner />;
  const day = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const days = (s: { day: string; count: number }[]) => s.map((p) => ({ label: day(p.day), value: p.count }));
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(lang, { style: 'currency', currency }).format(cents / 100);
  const rate = data.conversion.rate === null ? '—' : `${Math.round(data.conversion.rate * 100)}%`;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('overview.usersTotal')} value={data.users.total} />
        <Stat label={t('overview.launchPlaces')} value={`${data.launch.taken} / ${data.launch.places}`} />
        <Stat
          label={t('overview.discounts')}
          value={`${data.launch.discountCodesUsed.monthly + data.launch.discountCodesUsed.yearly} / ${data.launch.discountCodesUsed.each * 2}`}
        />
        <Stat label={t('overview.conversion')} value={rate} />
        <Stat label={t('overview.supportWaiting')} value={data.supportWaiting} />
        {data.plans.map((p) => (
          <Stat key={p.plan} label={t(`plans.${p.plan}`)} value={p.count} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Series title={t('overview.newPerDay')} points={days(data.users.perDay)} />
        <Series
          title={t('overview.newPerWeek')}
          points={data.users.perWeek.map((w) => ({ label: day(w.week), value: w.count }))}
        />
        <Series title={t('overview.aiPerDay')} points={days(data.aiRequestsPerDay)} />
        <Series title={t('overview.quotaPerDay')} points={days(data.quotaHitsPerDay)} />
        <Series title={t('overview.crisisPerDay')} points={days(data.crisisResponsesPerDay)} />
        <Card className="flex flex-col gap-2 p-4">
          <h3 className="text-lg font-semibold">{t('overview.revenue')}</h3>
          {data.revenueByMonth.length === 0 ? (
            <p className="text-muted-foreground">{t('overview.noRevenue')}</p>
          ) : (
            <table className="w-full text-sm">
              <tbody>
                {data.revenueByMonth.map((r) => (
                  <tr key={`${r.month}-${r.currency}`}>
                    <td>{r.month}</td>
                    <td className="text-right">{money(r.cents, r.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </div>
    </div>
  );
}
