import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moodRangeDays } from '@shared/constants/mood';
import type { MoodOptions } from '@shared/schemas/mood';
import { FilterChips } from '@/components/practice/filter-chips';
import { LockedPanel } from '@/components/practice/locked-panel';
import type { MoodRange } from '../api/mood';
import { PatternsCard } from './patterns-card';
import { TrendCard } from './trend-card';

/** Trends, averages and insights over 7, 30, 90 or 365 days (Premium; others see what it offers). */
export function TrendsPanel({ options }: { options: MoodOptions }) {
  const { t } = useTranslation('mood');
  const [days, setDays] = useState<MoodRange>(30);
  if (!options.access.premium) {
    return (
      <LockedPanel
        title={t('locked.trendsTitle')}
        text={t('locked.trendsText')}
        upgradeLabel={t('locked.upgrade')}
        signInLabel={t('locked.signIn')}
        signedIn
      />
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <FilterChips
        legend={t('trends.range')}
        options={moodRangeDays.map((d) => ({ value: String(d), label: t('trends.days', { count: d }) }))}
        value={String(days)}
        onChange={(v) => setDays(Number(v) as MoodRange)}
      />
      <TrendCard options={options} days={days} />
      <PatternsCard days={days} />
    </div>
  );
}
