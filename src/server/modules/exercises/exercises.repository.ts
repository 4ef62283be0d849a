import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/activity.service';
import { exercisesTable } from '../content/content.table';
import { exerciseProgressTable } from './exercises.table';
import { matchesAllWords } from './text-search';

export type ExerciseRow = typeof exercisesTable.$inferSelect;
export interface ProgressFields {
  note: string;
  noteUpdatedAt: Date | null;
  completedCount: number;
  lastCompletedAt: Date | null;
}

const searchableFields = (lang: 'it' | 'en'): SQL[] =>
  ['title', 'summary', 'goal', 'steps', 'tip'].map(
    (field) => sql`${exercisesTable.text}->${sql.raw(`'${lang}'->>'${field}'`)}`,
  );

export function createExercisesRepository(db: Db) {
  return {
    /** Exercises in catalogue order, optionally by category and words (in either language), with the user's completions. */
    async list({ category, words, userId }: { category?: string; words: string[]; userId: string | null }) {
      const rows = await db
        .select({
          exercise: exercisesTable,
          completedCount: exerciseProgressTable.completedCount,
        })
        .from(exercisesTable)
        .leftJoin(
          exerciseProgressTable,
          and(
            eq(exerciseProgressTable.exerciseId, exercisesTable.id),
            // No user: a condition that never holds, so visitors get no progress rows.
            userId ? eq(exerciseProgressTable.userId, userId) : sql`false`,
          ),
        )
        .where(
          and(
            category ? eq(exercisesTable.category, category) : undefined,
            matchesAllWords([...searchableFields('it'), ...searchableFields('en')], words),
          ),
        )
        .orderBy(asc(exercisesTable.position), asc(exercisesTable.slug));
      return rows.map((r) => ({ exercise: r.exercise, completedCount: r.completedCount ?? 0 }));
    },

    async findBySlug(slug: string): Promise<ExerciseRow | undefined> {
      const [row] = await db.select().from(exercisesTable).where(eq(exercisesTable.slug, slug)).limit(1);
      return row;
    },

    async findProgress({
      userId,
      exerciseId,
    }: {
      userId: string;
      exerciseId: string;
    }): Promise<ProgressFields | null> {
      const [row] = await db
        .select()
        .from(exerciseProgressTable)
        .where(
          and(eq(exerciseProgressTable.userId, userId), eq(exerciseProgressTable.exerciseId, exerciseId)),
        )
        .limit(1);
      return row ? pickProgress(row) : null;
    },

    /** Creates or replaces the user's note on one exercise. */
    async saveNote({
      userId,
      exerciseId,
      note,
      at,
    }: {
      userId: string;
      exerciseId: string;
      note: string;
      at: Date;
    }) {
      const [row] = await db
        .insert(exerciseProgressTable)
        .values({ userId, exerciseId, note, noteUpdatedAt: at })
        .onConflictDoUpdate({
          target: [exerciseProgressTable.userId, exerciseProgressTable.exerciseId],
          set: { note, noteUpdatedAt: at, updatedAt: at },
        })
        .returning();
      return pickProgress(row!);
    },

    /** Counts one completion and writes it to the activity log, in one transaction. */
    async recordCompletion(input: {
      userId: string;
      exercise: ExerciseRow;
      timeZone: string;
      at: Date;
    }): Promise<ProgressFields> {
      const { userId, exercise, timeZone, at } = input;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(exerciseProgressTable)
          .values({ userId, exerciseId: exercise.id, completedCount: 1, lastCompletedAt: at })
          .onConflictDoUpdate({
            target: [exerciseProgressTable.userId, exerciseProgressTable.exerciseId],
            set: {
              completedCount: sql`${exerciseProgressTable.completedCount} + 1`,
              lastCompletedAt: at,
              updatedAt: at,
            },
          })
          .returning();
        await recordActivity(tx as unknown as Db, {
          userId,
          kind: 'exercise_completed',
          ref: exercise.slug,
          minutes: exercise.durationMinutes,
          meta: { category: exercise.category },
          timeZone,
          at,
        });
        return pickProgress(row!);
      });
    },
  };
}
export type ExercisesRepository = ReturnType<typeof createExercisesRepository>;

function pickProgress(row: typeof exerciseProgressTable.$inferSelect): ProgressFields {
  return {
    note: row.note,
    noteUpdatedAt: row.noteUpdatedAt,
    completedCount: row.completedCount,
    lastCompletedAt: row.lastCompletedAt,
  };
}
