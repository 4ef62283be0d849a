import { date, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SelfCheckKind } from '@shared/schemas/mood';
import { createdAt, id, updatedAt } from '../../db/columns';
import { usersTable } from '../users/users.table';

const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => usersTable.id, { onDelete: 'cascade' });
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Mood entries (GDPR Art. 9 health data: deleted with the account, in the export). `day` is the
 * calendar day of `at` in the person's zone when it was written, the key of every daily average.
 */
export const moodEntriesTable = pgTable(
  'mood_entries',
  {
    id: id(),
    userId: userId(),
    /** 1 anxious, 2 sad, 3 neutral, 4 calm, 5 happy. */
    mood: smallint('mood').notNull(),
    emotions: jsonb('emotions').$type<string[]>().notNull().default([]),
    /** Built-in factor ids or the person's own labels. */
    factors: jsonb('factors').$type<string[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    at: instant('at').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mood_entries_user_day_idx').on(t.userId, t.day, t.mood)],
);
export type MoodEntryRow = typeof moodEntriesTable.$inferSelect;

/**
 * The one entry a person without premium may log to try mood tracking: the primary key makes
 * the try a single `insert … on conflict do nothing`, so two requests at once cannot both get it.
 */
export const moodTrialsTable = pgTable('mood_trials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  usedAt: instant('used_at').notNull(),
});

/** GAD-7 and PHQ-9 self-checks: the answers, the standard score and band, and when. */
export const selfChecksTable = pgTable(
  'self_checks',
  {
    id: id(),
    userId: userId(),
    kind: text('kind').$type<SelfCheckKind>().notNull(),
    answers: jsonb('answers').$type<number[]>().notNull(),
    score: smallint('score').notNull(),
    severity: text('severity').notNull(),
    at: instant('at').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('self_checks_user_at_idx').on(t.userId, t.at)],
);
export type SelfCheckRow = typeof selfChecksTable.$inferSelect;
