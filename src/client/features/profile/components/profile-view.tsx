import { Activity, Target, UserRound, LayoutGrid } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { LoadError } from '@/components/practice/load-error';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { currentLang } from '@/lib/i18n';
import { useGoals, useProfile } from '../api/profile';
import { ActivityTab } from './activity-tab';
import { EmailChange } from './email-change';
import { GoalsForm } from './goals-form';
import { OverviewTab } from './overview-tab';
import { PasswordChange } from './password-change';
import { PersonalForm } from './personal-form';
import { ReminderSettings } from './reminder-settings';

const tabs = [
  { id: 'overview', icon: LayoutGrid },
  { id: 'activity', icon: Activity },
  { id: 'personal', icon: UserRound },
  { id: 'goals', icon: Target },
] as const;
type TabId = (typeof tabs)[number]['id'];
const isTab = (v: string | null): v is TabId => tabs.some((t) => t.id === v);

function Loading({ className = 'h-96' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`border-border bg-surface/70 animate-pulse rounded-3xl border ${className}`}
    />
  );
}

function PersonalTab() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  if (profile.isError)
    return (
      <LoadError
        message={t('personal.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void profile.refetch()}
      />
    );
  if (!profile.data) return <Loading className="h-[48rem]" />;
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4">
        <h2 className="text-2xl">{t('personal.title')}</h2>
        <PersonalForm profile={profile.data} />
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <EmailChange profile={profile.data} />
        </Card>
        <Card>
          <PasswordChange />
        </Card>
      </div>
    </div>
  );
}

function GoalsTab() {
  const { t } = useTranslation('profile');
  const goals = useGoals(currentLang());
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4">
        <h2 className="text-2xl">{t('goals.title')}</h2>
        {goals.isError ? (
          <LoadError
            message={t('goals.loadError')}
            retryLabel={t('retry')}
            onRetry={() => void goals.refetch()}
          />
        ) : goals.data ? (
          <GoalsForm goals={goals.data} />
        ) : (
          <Loading />
        )}
      </Card>
      <ReminderSettings />
    </div>
  );
}

/**
 * /profile for someone signed in: overview, activity, personal data and goals, one tab each
 * (kept in `?tab=`). The plan card comes from the page, which composes it.
 */
export function ProfileView({ plan }: { plan: ReactNode }) {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabId = isTab(raw) ? raw : 'overview';
  const onTab = (next: string) => {
    const p = new URLSearchParams(params);
    if (next === 'overview') p.delete('tab');
    else p.set('tab', next);
    setParams(p, { replace: true });
  };
  return (
    <Tabs value={tab} onValueChange={onTab} className="mb-12">
      <TabsList aria-label={t('tabs.label')} className="grid grid-cols-4 sm:inline-flex">
        {tabs.map(({ id, icon: Icon }) => (
          <TabsTrigger key={id} value={id} className="flex-col gap-1 px-1 sm:flex-row sm:gap-2 sm:px-4">
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {t(`tabs.${id}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab plan={plan} />
      </TabsContent>
      <TabsContent value="activity">
        <ActivityTab />
      </TabsContent>
      <TabsContent value="personal">
        <PersonalTab />
      </TabsContent>
      <TabsContent value="goals">
        <GoalsTab />
      </TabsContent>
    </Tabs>
  );
}
