import { text, z } from './zod';
import { languages } from '../i18n';
import { planIds } from '../plans';

/**
 * Progress (SPEC §2 /dashboard and the profile's overview and activity tabs, §3's profile stats):
 * the contract between the progress routes and the screens. The server computes every number
 * from the activity log; days are calendar days (YYYY-MM-DD) in the person's time zone.
 *
 * Definitions the numbers follow:
 * - A **session** is one practice fact: an exercise completed, a meditation (≥ 1 min listened),
 *   a reflection saved, a reading or a program day, one use of an AI module. Chat messages and
 *   mood entries are counted apart (`chatMessages`, `moodEntries`) and are not sessions.
 * - **Practice minutes**: exercises (their length), meditations (the player's real elapsed
 *   minutes), readings (their reading time) and program days.
 * - **Average session time**: practice minutes / sessions that have minutes (null before one).
 * - **Streak**: consecutive calendar days with any activity (chat and mood included), ending
 *   today or yesterday; a day with nothing breaks it.
 * - **Wellness points** = practice minutes + 5 × sessions + 1 × chat messages + 2 × mood
 *   entries. Level L starts at 30·L·(L−1) points (1: 0, 2: 60, 3: 180, 4: 360, 5: 600 …);
 *   `progress` is the percentage of the way from this level's start to the next one's.
 * - **Preferred time**: the part of the day (morning 5–12, afternoon 12–18, evening 18–22,
 *   night 22–5, local time) with the most facts; null with fewer than 3.
 * - **Week**: Monday to Sunday in the person's zone (the weekly goal); the 7-day series is the
 *   last seven days ending today; the 4-week series is the last four Monday weeks, this one last.
 *
 * Stable: changes are additive only, and listed here.
 * Changes: `ActivityItem.title` (the item's name in the answer's language) and the history's
 * `?lang=` added; the dashboard's `greeting.dateLabel` and the series points' `label` and `full`
 * (named on the server: a browser's first date format costs a slow phone's main thread a long moment).
 */

export const isoDay = z.iso.date();
const instant = z.string();

/** What the activity history and the charts distinguish. */
export const practiceKinds = [
  'chat',
  'ai_module',
  'exercise',
  'meditation',
  'reflection',
  'reading',
  'mood',
] as const;
export type PracticeKind = z.infer<typeof practiceKindSchema>;
export const practiceKindSchema = z.enum(practiceKinds);

export const partsOfDay = ['morning', 'afternoon', 'evening', 'night'] as const;
export const partOfDaySchema = z.enum(partsOfDay);
export type PartOfDay = z.infer<typeof partOfDaySchema>;

export const wellnessSchema = z
  .object({
    level: z.number().int().min(1),
    points: z.number().int(),
    /** Points at which this level started and the next one starts. */
    levelStart: z.number().int(),
    nextLevelAt: z.number().int(),
    /** 0–100: the way from this level's start to the next one's. */
    progress: z.number().int().min(0).max(100),
  })
  .meta({ id: 'Wellness' });
export type Wellness = z.infer<typeof wellnessSchema>;

/** SPEC §3's profile stats. */
export const progressStatsSchema = z
  .object({
    chatMessages: z.number().int(),
    aiModuleUses: z.number().int(),
    exercisesCompleted: z.number().int(),
    meditationMinutes: z.number().int(),
    meditationSessions: z.number().int(),
    reflectionsSaved: z.number().int(),
    readings: z.number().int(),
    moodEntries: z.number().int(),
    totalSessions: z.number().int(),
    totalMinutes: z.number().int(),
    activeDays: z.number().int(),
    currentStreak: z.number().int(),
    longestStreak: z.number().int(),
    wellness: wellnessSchema,
    lastActivityAt: instant.nullable(),
    preferredTime: partOfDaySchema.nullable(),
    /** Minutes, one decimal; null before the first session with minutes. */
    averageSessionMinutes: z.number().nullable(),
  })
  .meta({ id: 'ProgressStats' });
export type ProgressStats = z.infer<typeof progressStatsSchema>;

// ---------------------------------------------------------------------------------------------
// Achievements: GET /api/progress/achievements. Titles and descriptions in the request's language.

export const achievementIds = [
  'first_chat',
  'first_exercise',
  'first_meditation',
  'first_reflection',
  'first_mood',
  'streak_3',
  'streak_7',
  'streak_30',
  'minutes_60',
  'minutes_300',
  'minutes_1000',
  'variety_week',
] as const;
export const achievementIdSchema = z.enum(achievementIds);
export type AchievementId = z.infer<typeof achievementIdSchema>;

export const achievementSchema = z
  .object({
    id: achievementIdSchema,
    group: z.enum(['first_steps', 'streak', 'minutes', 'variety']),
    title: z.string(),
    description: z.string(),
    /** When it was earned (ISO), null while it is not. */
    earnedAt: instant.nullable(),
  })
  .meta({ id: 'Achievement' });
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementListSchema = z
  .object({ items: z.array(achievementSchema), earned: z.number().int(), total: z.number().int() })
  .meta({ id: 'AchievementList' });
export type AchievementList = z.infer<typeof achievementListSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/progress/stats: the profile's overview tab.

export const progressStatsResponseSchema = z
  .object({ stats: progressStatsSchema, timeZone: z.string(), today: isoDay })
  .meta({ id: 'ProgressStatsResponse' });
export type ProgressStatsResponse = z.infer<typeof progressStatsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/progress/dashboard

/** How a point is named on the chart ("gio", "23 nov") and in full ("giovedì 26 novembre"), in the answer's language. */
const pointLabels = { label: z.string(), full: z.string() };

export const daySeriesPointSchema = z
  .object({
    day: isoDay,
    minutes: z.number().int(),
    sessions: z.number().int(),
    active: z.boolean(),
    ...pointLabels,
  })
  .meta({ id: 'DaySeriesPoint' });
export const weekSeriesPointSchema = z
  .object({
    /** The Monday the week starts on. */
    weekStart: isoDay,
    minutes: z.number().int(),
    sessions: z.number().int(),
    activeDays: z.number().int(),
    ...pointLabels,
  })
  .meta({ id: 'WeekSeriesPoint' });

export const weeklyGoalSchema = z
  .object({ unit: z.enum(['minutes', 'days']), target: z.number().int().min(1).max(10_080) })
  .meta({ id: 'WeeklyGoal' });
export type WeeklyGoal = z.infer<typeof weeklyGoalSchema>;

export const dashboardSchema = z
  .object({
    greeting: z.object({
      /** The profile's first name, else null (the screen then greets without a name). */
      firstName: z.string().nullable(),
      username: z.string(),
      partOfDay: partOfDaySchema,
      timeZone: z.string(),
      /** Today in the person's time zone and language, as the heading shows it ("giovedì 26 novembre"). */
      dateLabel: z.string(),
    }),
    today: z.object({
      day: isoDay,
      minutes: z.number().int(),
      sessions: z.number().int(),
      /** SPEC §9: 10–15 minutes a day. */
      recommended: z.object({ min: z.number().int(), max: z.number().int() }),
      /** none: nothing yet; some: under 10 min; reached: 10–15; beyond: over 15. */
      status: z.enum(['none', 'some', 'reached', 'beyond']),
    }),
    /** This Monday-to-Sunday week so far. */
    week: z.object({
      from: isoDay,
      to: isoDay,
      minutes: z.number().int(),
      sessions: z.number().int(),
      activeDays: z.number().int(),
      chatMessages: z.number().int(),
      exercisesCompleted: z.number().int(),
      meditationMinutes: z.number().int(),
      moodEntries: z.number().int(),
    }),
    series: z.object({
      /** The last 7 days, oldest first, today last. */
      days: z.array(daySeriesPointSchema),
      /** The last 4 weeks, oldest first, this week last. */
      weeks: z.array(weekSeriesPointSchema),
    }),
    streak: z.object({ current: z.number().int(), longest: z.number().int() }),
    wellness: wellnessSchema,
    /** null when no weekly goal is set (profile goals tab). */
    goal: z
      .object({
        weeklyGoal: weeklyGoalSchema,
        done: z.number().int(),
        progress: z.number().int().min(0).max(100),
        reached: z.boolean(),
      })
      .nullable(),
    plan: z.object({
      plan: z.enum(planIds),
      premium: z.boolean(),
      /** End of the standard trial (ISO) while it runs. */
      trialEndsAt: instant.nullable(),
      /** End of premium or of the launch trial (ISO) while it runs. */
      premiumUntil: instant.nullable(),
      /** True when a paid subscription renews at `premiumUntil`; false when it ends there. */
      renews: z.boolean(),
      /** AI requests (free) or chat messages (trial) a day; null is unlimited. */
      dailyLimit: z.number().int().nullable(),
    }),
    latestAchievement: achievementSchema.nullable(),
    /**
     * The in-app reminder card: shown when nothing was practised today; `reminderEnabled` says
     * whether a daily push reminder is already on (the card then offers no opt-in).
     */
    reminderCard: z.object({ show: z.boolean(), reminderEnabled: z.boolean() }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/profile/activity: the profile's activity tab (newest first, paginated).

export const activityHistoryQuerySchema = z.object({
  /** The language the items are named in (else the request's language). */
  lang: z.enum(languages).optional(),
  kind: practiceKindSchema.optional(),
  /** Inclusive calendar days in the person's zone. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ActivityHistoryQuery = z.input<typeof activityHistoryQuerySchema>;

export const activityItemSchema = z
  .object({
    id: z.string(),
    kind: practiceKindSchema,
    /** What was done: an exercise, meditation, resource or prompt slug, or the AI module's name. */
    ref: z.string().nullable(),
    /**
     * What it is called, in the answer's language: the exercise's, meditation's, resource's or
     * reflection's title, or the prompt's question; null when it names no content (chat, mood,
     * an AI module) or the content is gone.
     */
    title: z.string().nullable(),
    minutes: z.number().int(),
    day: isoDay,
    at: instant,
  })
  .meta({ id: 'ActivityItem' });
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityHistorySchema = z
  .object({ items: z.array(activityItemSchema), total: z.number().int() })
  .meta({ id: 'ActivityHistory' });
export type ActivityHistory = z.infer<typeof activityHistorySchema>;

/** The export's `progress` section ("Your data"): achievements earned. */
export const progressExportSchema = z.object({
  achievements: z.array(z.object({ id: z.string(), earnedAt: instant })),
});

/** A free-text label a person adds (a factor, a goal, an interest): trimmed, 1–40 characters. */
export const labelSchema = text().trim().min(1).max(40);
