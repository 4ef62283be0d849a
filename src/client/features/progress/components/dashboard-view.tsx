import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/practice/load-error';
import { currentLang } from '@/lib/i18n';
import { useDashboard } from '../api/dashboard';
import { placeholderHeights } from '../lib/sizes';
import { NearViewport } from '@/components/near-viewport';
import { AchievementCard } from './achievement-card';
import { DashboardCardsPlaceholder } from './dashboard-placeholder';
import { ActivityCard } from './activity-card';
import { GoalCard } from './goal-card';
import { Greeting } from './greeting';
import { PlanCard } from './plan-card';
import { QuickActions } from './quick-actions';
import { ReminderCard } from './reminder-card';
import { TodayPractice } from './today-practice';
import { WeekStats } from './week-stats';

/** The numbers' part of the page, or its placeholders, or a calm retry. */
function DashboardBody({ dashboard }: { dashboard: ReturnType<typeof useDashboard> }) {
  const { t } = useTranslation('progress');
  if (dashboard.isError) {
    return (
      <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void dashboard.refetch()} />
    );
  }
  const d = dashboard.data;
  if (!d) {
    return (
      <div key="placeholder" role="status">
        <span className="sr-only">{t('greeting.loading')}</span>
        <DashboardCardsPlaceholder />
      </div>
    );
  }
  return (
    <div key="cards" className="grid gap-5 lg:grid-cols-3">
      <TodayPractice today={d.today} className="lg:col-span-2" />
      <GoalCard goal={d.goal} />
      <ActivityCard series={d.series} className="lg:col-span-2" />
      <WeekStats week={d.week} streak={d.streak} />
      {d.reminderCard.show && (
        <div className="lg:col-span-3">
          <ReminderCard reminder={d.reminderCard} />
        </div>
      )}
      <PlanCard plan={d.plan} />
      <AchievementCard achievement={d.latestAchievement} className="lg:col-span-2" />
    </div>
  );
}

/**
 * /dashboard for someone signed in: the greeting, today's practice, quick actions, the week, the
 * activity chart, the weekly goal, the plan, the latest achievement and the daily quote (given
 * by the page, which composes the quotes feature).
 */
export default function DashboardView({ quote }: { quote: ReactNode }) {
  const dashboard = useDashboard(currentLang());
  return (
    <div className="flex flex-col gap-10">
      <Greeting greeting={dashboard.data?.greeting} />
      <QuickActions />
      <DashboardBody dashboard={dashboard} />
      <NearViewport placeholderClassName={placeholderHeights.quote}>{quote}</NearViewport>
    </div>
  );
}
