import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { moodEntriesTable as e, moodTrialsTable, type MoodEntryRow } from './mood.table';

type EntryValues = Pick<MoodEntryRow, 'mood' | 'emotions' | 'factors' | 'note' | 'at' | 'day'>;

export function range(userId: string, from?: string, to?: string): SQL {
  const where: SQL[] = [eq(e.userId, userId)];
  if (from) where.push(gte(e.day, from));
  if (to) where.push(lte(e.day, to));
  return and(...where)!;
}

/** Mood entries and the one try. */
export function createMoodRepository(db: Db) {
  return {
    async insert({
      userId,
      values,
      tx,
    }: {
      userId: string;
      values: EntryValues;
      tx: Tx;
    }): Promise<MoodEntryRow> {
      const rows = await tx
        .insert(e)
        .values({ userId, ...values, createdAt: values.at, updatedAt: values.at })
        .returning();
      return rows[0]!;
    },

    async update({
      userId,
      id,
      values,
      now,
    }: {
      userId: string;
      id: string;
      values: EntryValues;
      now: Date;
    }) {
      const rows = await db
        .update(e)
        .set({ ...values, updatedAt: now })
        .where(and(eq(e.userId, userId), eq(e.id, id)))
        .returning();
      return rows[0] ?? null;
    },

    async find({ userId, id }: { userId: string; id: string }) {
      const rows = await db
        .select()
        .from(e)
        .where(and(eq(e.userId, userId), eq(e.id, id)));
      return rows[0] ?? null;
    },

    async remove({ userId, id, tx }: { userId: string; id: string; tx: Tx }): Promise<boolean> {
      const rows = await tx
        .delete(e)
        .where(and(eq(e.userId, userId), eq(e.id, id)))
        .returning({ id: e.id });
      return rows.length > 0;
    },

    /** Newest first, with the count of every entry in the range. */
    async list({
      userId,
      from,
      to,
      limit,
      offset,
    }: {
      userId: string;
      from?: string;
      to?: string;
      limit: number;
      offset: number;
    }) {
      return db
        .select({ entry: e, total: sql<number>`(count(*) over ())::int` })
        .from(e)
        .where(range(userId, from, to))
        .orderBy(desc(e.at), desc(e.id))
        .limit(limit)
        .offset(offset);
    },

    /** Oldest first (the CSV and the export). */
    async all({ userId, from, to, tx }: { userId: string; from?: string; to?: string; tx?: Tx }) {
      return (tx ?? db)
        .select()
        .from(e)
        .where(range(userId, from, to))
        .orderBy(asc(e.at), asc(e.id));
    },
  };
}
export type MoodRepository = ReturnType<typeof createMoodRepository>;

/** The one entry a person without premium may log (mood_trials). */
export function createMoodTrials(db: Db) {
  return {
    /** Takes the one try; false when it was already taken (one statement: exact under concurrency). */
    async claimTrial({ userId, at, tx }: { userId: string; at: Date; tx: Tx }): Promise<boolean> {
      const rows = await tx
        .insert(moodTrialsTable)
        .values({ userId, usedAt: at })
        .onConflictDoNothing()
        .returning();
      return rows.length > 0;
    },

    async trialOf({ userId, tx }: { userId: string; tx?: Tx }) {
      const rows = await (tx ?? db).select().from(moodTrialsTable).where(eq(moodTrialsTable.userId, userId));
      return rows[0] ?? null;
    },
  };
}
