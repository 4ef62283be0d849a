import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Lang } from '@shared/i18n';
import type { Db, Tx } from '../../db/client';
import { matchesAllWords } from '../../db/text-search';
import { exercisesTable } from '../content/content.table';
import { exerciseProgressTable } from './exercises.table';

export type ExerciseRow = typeof exercisesTable.$inferSelect;
export interface ProgressFields {
  note: string;
  noteUpdatedAt: Date | null;
  completedCount: number;
  lastCompletedAt: Date | null;
}

const searchableFields = (lang: Lang): SQL[] =>
  ['title', 'summary', 'goal', 'steps', 'tip'].map(
    (field) => sql`${exercisesTable.text}->${sql.raw(`'${lang}'->>'${field}'`)}`,
  );
const p = exerciseProgressTable;

/** The exercise catalogue and each person's side of it (notes, completions). */
export function createExercisesRepository(db: Db) {
  return {
    /** Exercises in catalogue order, optionally by category and words (in either language), with the user's completions. */
    async list({ category, words, userId }: { category?: string; words: string[]; userId: string | null }) {
      const rows = await db
        .select({ exercise: exercisesTable, completedCount: p.completedCount })
        .from(exercisesTable)
        .leftJoin(
          p,
          // No user: a condition that never holds, so visitors get no progress rows.
          and(eq(p.exerciseId, exercisesTable.id), userId ? eq(p.userId, userId) : sql`false`),
        )
        .where(
          and(
            eq(exercisesTable.published, true),
            category ? eq(exercisesTable.category, category) : undefined,
            matchesAllWords([...searchableFields('it'), ...searchableFields('en')], words),
          ),
        )
        .orderBy(asc(exercisesTable.position), asc(exercisesTable.slug));
      return rows.map((r) => ({ exercise: r.exercise, completedCount: r.completedCount ?? 0 }));
    },

    async findBySlug({ slug }: { slug: string }): Promise<ExerciseRow | undefined> {
      const [row] = await db
        .select()
        .from(exercisesTable)
        .where(and(eq(exercisesTable.slug, slug), eq(exercisesTable.published, true)))
        .limit(1);
      return row;
    },

    async findProgress({ userId, exerciseId }: { userId: string; exerciseId: string }): Promise<ProgressFields | null> {
      const [row] = await db
        .select()
        .from(p)
        .where(and(eq(p.userId, userId), eq(p.exerciseId, exerciseId)))
        .limit(1);
      return row ? pickProgress(row) : null;
    },

    /** Creates or replaces the user's note on one exercise. */
    async saveNote({ userId, exerciseId, note, at }: { userId: string; exerciseId: string; note: string; at: Date }) {
      const [row] = await db
        .insert(p)
        .values({ userId, exerciseId, note, noteUpdatedAt: at })
        .onConflictDoUpdate({ target: [p.userId, p.exerciseId], set: { note, noteUpdatedAt: at, updatedAt: at } })
        .returning();
      return pickProgress(row!);
    },

    /** Counts one completion, inside the caller's transaction (it is logged as activity too). */
    async countCompletion({ userId, exerciseId, at, tx }: { userId: string; exerciseId: string; at: Date; tx?: Tx }) {
      const [row] = await (tx ?? db)
        .insert(p)
        .values({ userId, exerciseId, completedCount: 1, lastCompletedAt: at })
        .onConflictDoUpdate({
          target: [p.userId, p.exerciseId],
          set: { completedCount: sql`${p.completedCount} + 1`, lastCompletedAt: at, updatedAt: at },
        })
        .returning();
      return pickProgress(row!);
    },

    /** A person's progress on every exercise they touched, with its slug (the export). */
    async listOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select({ progress: p, exerciseSlug: exercisesTable.slug })
        .from(p)
        .innerJoin(exercisesTable, eq(exercisesTable.id, p.exerciseId))
        .where(eq(p.userId, userId))
        .orderBy(asc(p.createdAt), asc(p.id));
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
