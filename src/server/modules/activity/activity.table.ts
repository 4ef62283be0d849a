import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { usersTable } from '../users/users.table';

export const activityKinds = [
  'exercise_completed',
  'meditation_completed',
  'reflection_saved',
  'resource_read',
  'program_day_completed',
  'ai_request',
  'mood_logged',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/**
 * One log of everything a person does, so dashboard and profile statistics (sessions, minutes,
 * streaks) are computed from facts. `day` is the calendar day in the person's time zone.
 * Holds references (slugs, ids) and numbers only, never what the person wrote.
 */
export const activityLogTable = pgTable(
  'activity_log',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ActivityKind>().notNull(),
    ref: text('ref'),
    minutes: integer('minutes').notNull().default(0),
    meta: jsonb('meta').$type<Record<string, string | number | boolean>>(),
    day: date('day', { mode: 'string' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The local hour (0–23) in the zone of `day`, so a fact taken back leaves its day's counts right. */
    hour: smallint('hour'),
  },
  (t) => [
    index('activity_log_user_day_idx').on(t.userId, t.day),
    // The history (newest first) and a mood entry's fact found again by its id.
    index('activity_log_user_at_idx').on(t.userId, t.occurredAt),
  ],
);
export type ActivityRow = typeof activityLogTable.$inferSelect;

const count = (name: string) => integer(name).notNull().default(0);

/**
 * One row per person and local day with that day's counts, kept by `record` (an upsert in the
 * same transaction as the fact) and by `forget`: the dashboard and the stats read at most one
 * row a day instead of every fact of years. Sessions and minutes follow the definitions in
 * shared/schemas/progress.ts; `morning` … `night` count facts by local part of the day.
 */
export const activityDaysTable = pgTable(
  'activity_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    facts: count('facts'),
    sessions: count('sessions'),
    minutes: count('minutes'),
    timedSessions: count('timed_sessions'),
    chat: count('chat'),
    aiModule: count('ai_module'),
    exercise: count('exercise'),
    meditation: count('meditation'),
    meditationMinutes: count('meditation_minutes'),
    reflection: count('reflection'),
    reading: count('reading'),
    mood: count('mood'),
    morning: count('morning'),
    afternoon: count('afternoon'),
    evening: count('evening'),
    night: count('night'),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
export type ActivityDayRow = typeof activityDaysTable.$inferSelect;
