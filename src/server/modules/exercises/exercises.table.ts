import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { exercisesTable } from '../content/content.table';
import { usersTable } from '../users/users.table';

/**
 * A person's own side of an exercise (SPEC §3: completed flag, note): the personal note and how
 * often they completed it. Each completion is also a fact in the activity log.
 */
export const exerciseProgressTable = pgTable(
  'exercise_progress',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercisesTable.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    noteUpdatedAt: timestamp('note_updated_at', { withTimezone: true, mode: 'date' }),
    completedCount: integer('completed_count').notNull().default(0),
    lastCompletedAt: timestamp('last_completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('exercise_progress_user_exercise_idx').on(t.userId, t.exerciseId),
    index('exercise_progress_exercise_idx').on(t.exerciseId),
  ],
);
export type ExerciseProgressRow = typeof exerciseProgressTable.$inferSelect;
