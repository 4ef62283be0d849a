import { Award, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressStats } from '@shared/schemas/progress';
import { LoadError } from '@/components/practice/load-error';
import { ProgressRing } from '@/components/practice/progress-ring';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { currentLang } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useAchievements, useProfile, useStats } from '../api/profile';

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="bg-surface-muted/60 flex flex-col rounded-2xl p-3">
      <dt className="text-muted-foreground text-sm leading-snug">{label}</dt>
      <dd className="font-serif text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function StatsGrid({ stats }: { stats: ProgressStats }) {
  const { t } = useTranslation('profile');
  const lang = currentLang();
  const minutes = (n: number | null) => (n === null ? '—' : t('overview.minutes', { count: n }));
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      <Stat label={t('overview.stats.chatMessages')} value={stats.chatMessages} />
      <Stat label={t('overview.stats.exercises')} value={stats.exercisesCompleted} />
      <Stat label={t('overview.stats.meditation')} value={minutes(stats.meditationMinutes)} />
      <Stat label={t('overview.stats.sessions')} value={stats.totalSessions} />
      <Stat label={t('overview.stats.streak')} value={t('overview.days', { count: stats.currentStreak })} />
      <Stat label={t('overview.stats.moods')} value={stats.moodEntries} />
      <Stat
        label={t('overview.stats.average')}
        value={
          stats.averageSessionMinutes === null
            ? '—'
            : t('overview.minutes', { count: stats.averageSessionMinutes })
        }
      />
      <Stat
        label={t('overview.stats.preferred')}
        value={stats.preferredTime ? t(`partOfDay.${stats.preferredTime}`) : '—'}
      />
      <Stat
        label={t('overview.stats.last')}
        value={stats.lastActivityAt ? formatDate(stats.lastActivityAt, lang) : '—'}
      />
    </dl>
  );
}

function Achievements() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const list = useAchievements(currentLang());
  if (!list.data)
    return (
      <div
        aria-hidden="true"
        className="bg-surface-muted/60 h-[91rem] animate-pulse rounded-3xl sm:h-[48rem] lg:h-[32.5rem]"
      />
    );
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-xl">
        {t('overview.achievements', { earned: list.data.earned, total: list.data.total })}
      </h3>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {list.data.items.map((a) => (
          <li
            key={a.id}
            className={cn(
              'flex gap-3 rounded-2xl border p-3',
              a.earnedAt
                ? 'border-accent/40 bg-accent-soft/60'
                : 'border-border text-muted-foreground border-dashed',
            )}
          >
            {a.earnedAt ? (
              <Award aria-hidden="true" className="text-accent mt-0.5 size-5 shrink-0" />
            ) : (
              <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            )}
            <div className="min-w-0">
              <p className={cn('font-semibold', a.earnedAt && 'text-foreground')}>{a.title}</p>
              <p className="text-sm">{a.description}</p>
              <p className="text-sm">
                {a.earnedAt
                  ? t('overview.earned', { date: formatDate(a.earnedAt, currentLang()) })
                  : t('overview.notYet')}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The wellness level as a ring, the points to the next one, and since when the person is here. */
function WellnessSummary({ stats, memberSince }: { stats: ProgressStats; memberSince: string | undefined }) {
  const { t } = useTranslation('profile');
  const { wellness } = stats;
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <ProgressRing fraction={wellness.progress / 100} size={128}>
        <span className="text-muted-foreground text-xs">{t('overview.level')}</span>
        <span className="font-serif text-4xl leading-none font-semibold">{wellness.level}</span>
      </ProgressRing>
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t('overview.points', { count: wellness.points })}</p>
        <p className="text-muted-foreground text-sm">
          {t('overview.nextLevel', {
            count: wellness.nextLevelAt - wellness.points,
            level: wellness.level + 1,
          })}
        </p>
        {/* Its line is held while the profile loads. */}
        <p className="text-muted-foreground min-h-6 text-sm">
          {memberSince ? t('overview.memberSince', { date: formatDate(memberSince, currentLang()) }) : ''}
        </p>
      </div>
    </div>
  );
}

/** Overview: wellness level, SPEC §3's stats, member since, the plan and the achievements. */
export function OverviewTab({ plan }: { plan: ReactNode }) {
  const { t } = useTranslation('profile');
  const stats = useStats();
  const profile = useProfile();
  const titleId = useId();
  if (stats.isError) {
    return (
      <LoadError
        message={t('overview.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const s = stats.data?.stats;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 lg:grid-cols-3">
        <Card role="group" aria-labelledby={titleId} className="flex flex-col gap-4 lg:col-span-2">
          <h2 id={titleId} className="text-2xl">
            {t('overview.title')}
          </h2>
          {/* Keys: a placeholder is replaced, never reshaped into the part (which would read as a shift). */}
          {s ? (
            <WellnessSummary key="wellness" stats={s} memberSince={profile.data?.memberSince} />
          ) : (
            <div
              key="wellness-placeholder"
              aria-hidden="true"
              className="bg-surface-muted/60 h-[13.75rem] animate-pulse rounded-2xl sm:h-32"
            />
          )}
          {s ? (
            <StatsGrid key="stats" stats={s} />
          ) : (
            <div
              key="stats-placeholder"
              aria-hidden="true"
              className="bg-surface-muted/60 h-[28rem] animate-pulse rounded-2xl sm:h-[15.2rem]"
            />
          )}
        </Card>
        {plan}
      </div>
      <Achievements />
    </div>
  );
}
