import type { Lang } from '@shared/i18n';
import { limits } from '@shared/plans';
import type {
  ActivityHistory,
  PartOfDay,
  Dashboard,
  PracticeKind,
  ProgressStats,
  ProgressStatsResponse,
  Wellness,
} from '@shared/schemas/progress';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import {
  achievementView,
  createActivityService,
  dayIn,
  daysBetween,
  localHour,
  mondayOf,
  partOfHour,
  practiceKindOf,
  shiftDay,
  type Summary,
} from '../activity/activity.service';
import { createRemindersService } from '../reminders/reminders.service';
import { createHistoryRepository } from './history.repository';
import { createProfileStore, type ProfileRow } from '../users/users.service';

/** Wellness points: practice minutes, 5 a session, 1 a chat message, 2 a mood entry (shared/schemas/progress.ts). */
export function wellnessOf(s: Pick<Summary['totals'], 'minutes' | 'sessions' | 'counts'>): Wellness {
  const points = s.minutes + 5 * s.sessions + s.counts.chat + 2 * s.counts.mood;
  const start = (level: number) => 30 * level * (level - 1);
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (4 * points) / 30)) / 2));
  while (start(level + 1) <= points) level += 1;
  while (level > 1 && start(level) > points) level -= 1;
  const levelStart = start(level);
  const nextLevelAt = start(level + 1);
  return {
    level,
    points,
    levelStart,
    nextLevelAt,
    progress: Math.floor(((points - levelStart) * 100) / (nextLevelAt - levelStart)),
  };
}

/** The part of the day with the most facts (the earlier one on a tie); null before 3 facts. */
function preferredPart(parts: Record<PartOfDay, number>): PartOfDay | null {
  const order: PartOfDay[] = ['morning', 'afternoon', 'evening', 'night'];
  const best = order.reduce((a, b) => (parts[b] > parts[a] ? b : a));
  return order.reduce((n, p) => n + parts[p], 0) >= 3 && parts[best] > 0 ? best : null;
}

export function statsOf(s: Summary): ProgressStats {
  const t = s.totals;
  return {
    chatMessages: t.counts.chat,
    aiModuleUses: t.counts.ai_module,
    exercisesCompleted: t.counts.exercise,
    meditationMinutes: t.meditationMinutes,
    meditationSessions: t.counts.meditation,
    reflectionsSaved: t.counts.reflection,
    readings: t.counts.reading,
    moodEntries: t.counts.mood,
    totalSessions: t.sessions,
    totalMinutes: t.minutes,
    activeDays: t.activeDays,
    currentStreak: s.currentStreak,
    longestStreak: s.longestStreak,
    wellness: wellnessOf(t),
    lastActivityAt: t.lastAt ? new Date(t.lastAt).toISOString() : null,
    preferredTime: preferredPart(t.parts),
    averageSessionMinutes: t.timedSessions > 0 ? Math.round((t.minutes * 10) / t.timedSessions) / 10 : null,
  };
}

/**
 * SPEC §3's stats and the dashboard, from the activity log: each screen is one statement over the
 * log (activity/stats.repository.ts), plus the person's row and, for the dashboard, whether the
 * reminder is on.
 */
export function createProgressService({
  db,
  config,
  clock,
}: {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
}) {
  const activity = createActivityService({ db });
  const profiles = createProfileStore({ db });
  const reminders = createRemindersService({ db, config, clock });
  const history = createHistoryRepository(db);

  return {
    async stats(user: RequestUser): Promise<ProgressStatsResponse> {
      const today = dayIn(user.timeZone, clock());
      const summary = await activity.summary({ userId: user.id, today });
      return { stats: statsOf(summary), timeZone: user.timeZone, today };
    },

    async dashboard(user: RequestUser, lang: Lang): Promise<Dashboard> {
      const now = clock();
      const today = dayIn(user.timeZone, now);
      const monday = mondayOf(today);
      const series = { daysFrom: shiftDay(today, -6), weekFrom: monday, weeksFrom: shiftDay(monday, -21) };
      const [row, summary, reminderEnabled] = await Promise.all([
        profiles.find({ id: user.id, now }),
        activity.summary({ userId: user.id, today, series }),
        reminders.enabled(user.id),
      ]);
      if (!row) throw new AppError('auth.unauthenticated');
      return dashboardOf({ user, row, summary, reminderEnabled, lang, now, today, monday });
    },

    /** The history page, each item named in the reader's language (one statement). */
    async history(
      user: RequestUser,
      q: { kind?: PracticeKind; from?: string; to?: string; limit: number; offset: number },
      lang: Lang,
    ): Promise<ActivityHistory> {
      const rows = await history.page({ ...q, userId: user.id, lang });
      return {
        items: rows.map((r) => ({
          id: r.id,
          kind: practiceKindOf(r.kind, r.ref),
          ref: r.ref,
          title: r.title,
          minutes: r.minutes,
          day: r.day,
          at: r.occurredAt.toISOString(),
        })),
        total: rows[0]?.total ?? 0,
      };
    },

    achievements: (user: RequestUser, lang: Lang) => activity.achievements({ userId: user.id, lang }),
  };
}

interface DashboardInput {
  user: RequestUser;
  row: ProfileRow;
  summary: Summary;
  reminderEnabled: boolean;
  lang: Lang;
  now: Date;
  today: string;
  monday: string;
}

/** The 7-day and 4-week series, every day and week present (zero when nothing was done). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in the person's language and time zone ("giovedì 26 novembre"); one formatter each. */
function dateLabel(lang: Lang, timeZone: string, now: Date): string {
  const key = `${lang}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone });
    dateFormats.set(key, format);
  }
  return format.format(now);
}

const DAY_FORMATS = {
  weekday: { weekday: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
  full: { weekday: 'long', day: 'numeric', month: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A calendar day ("2026-11-26") named in a language: "gio", "26 nov", "giovedì 26 novembre". */
function nameDay(lang: Lang, style: keyof typeof DAY_FORMATS, day: string): string {
  const key = `${lang}|UTC|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { ...DAY_FORMATS[style], timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}

function seriesOf(summary: Summary, today: string, monday: string, lang: Lang) {
  const byDay = new Map(summary.days.map((d) => [d.day, d]));
  const days = daysBetween(shiftDay(today, -6), today).map((day) => {
    const d = byDay.get(day);
    return {
      day,
      minutes: d?.minutes ?? 0,
      sessions: d?.sessions ?? 0,
      active: (d?.facts ?? 0) > 0,
      label: nameDay(lang, 'weekday', day),
      full: nameDay(lang, 'full', day),
    };
  });
  const byWeek = new Map(summary.weeks.map((w) => [w.weekStart, w]));
  const weeks = [-21, -14, -7, 0].map((offset) => {
    const weekStart = shiftDay(monday, offset);
    const w = byWeek.get(weekStart);
    return {
      weekStart,
      minutes: w?.minutes ?? 0,
      sessions: w?.sessions ?? 0,
      activeDays: w?.activeDays ?? 0,
      label: nameDay(lang, 'dayMonth', weekStart),
      full: nameDay(lang, 'full', weekStart),
    };
  });
  return { days, weeks };
}

function dashboardOf({
  user,
  row,
  summary,
  reminderEnabled,
  lang,
  now,
  today,
  monday,
}: DashboardInput): Dashboard {
  const { days, weeks } = seriesOf(summary, today, monday, lang);
  const thisWeek = weeks[3]!;
  const todayPoint = days[6]!;
  const [min, max] = limits.recommendedPracticeMinutes;
  const m = todayPoint.minutes;
  const goal = row.goals?.weeklyGoal ?? null;
  const done = goal ? (goal.unit === 'minutes' ? thisWeek.minutes : thisWeek.activeDays) : 0;
  const e = user.entitlements;
  const paid = e.plan === 'premium_monthly' || e.plan === 'premium_yearly';
  const w = summary.week;
  const latest = summary.latest;
  return {
    greeting: {
      // Until the profile names it, the first word of the name given at registration.
      firstName: row.firstName?.trim() || row.fullName.trim().split(/\s+/)[0] || null,
      username: row.username,
      partOfDay: partOfHour(localHour(user.timeZone, now)),
      timeZone: user.timeZone,
      // Formatted here: a browser's first date format with a time zone costs its main thread
      // a noticeable moment on a slow phone, right while the page starts.
      dateLabel: dateLabel(lang, user.timeZone, now),
    },
    today: {
      day: today,
      minutes: m,
      sessions: todayPoint.sessions,
      recommended: { min, max },
      status: m === 0 ? 'none' : m < min ? 'some' : m <= max ? 'reached' : 'beyond',
    },
    week: {
      from: monday,
      to: today,
      minutes: thisWeek.minutes,
      sessions: thisWeek.sessions,
      activeDays: thisWeek.activeDays,
      chatMessages: w?.chat ?? 0,
      exercisesCompleted: w?.exercise ?? 0,
      meditationMinutes: w?.meditationMinutes ?? 0,
      moodEntries: w?.mood ?? 0,
    },
    series: { days, weeks },
    streak: { current: summary.currentStreak, longest: summary.longestStreak },
    wellness: wellnessOf(summary.totals),
    goal: goal
      ? {
          weeklyGoal: goal,
          done,
          progress: Math.min(100, Math.floor((done * 100) / goal.target)),
          reached: done >= goal.target,
        }
      : null,
    plan: {
      plan: e.plan,
      premium: e.premium,
      trialEndsAt: e.trialEndsAt,
      premiumUntil: e.premiumUntil,
      renews: paid && row.subscriptionStatus === 'active',
      dailyLimit: e.dailyLimit,
    },
    latestAchievement: latest
      ? achievementView(
          latest.achievement as Parameters<typeof achievementView>[0],
          lang,
          new Date(latest.earnedAt),
        )
      : null,
    reminderCard: { show: !todayPoint.active, reminderEnabled },
  };
}
