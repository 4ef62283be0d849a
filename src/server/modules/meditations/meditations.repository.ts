import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { meditationsTable } from '../content/content.table';
import { meditationSessionsTable } from './meditations.table';

export type MeditationRow = typeof meditationsTable.$inferSelect;
const s = meditationSessionsTable;

/** Guided meditations and the runs people recorded. */
export function createMeditationsRepository(db: Db) {
  return {
    async list(): Promise<MeditationRow[]> {
      return db
        .select()
        .from(meditationsTable)
        .where(eq(meditationsTable.published, true))
        .orderBy(asc(meditationsTable.position), asc(meditationsTable.slug));
    },

    async findBySlug({ slug }: { slug: string }): Promise<MeditationRow | undefined> {
      const [row] = await db
        .select()
        .from(meditationsTable)
        .where(and(eq(meditationsTable.slug, slug), eq(meditationsTable.published, true)))
        .limit(1);
      return row;
    },

    /**
     * Stores one player run, once per (user, run): a second send of the same run inserts nothing.
     * Returns whether it was stored. Runs inside the caller's transaction (it is logged as activity too).
     */
    async insertSession({
      values,
      tx,
    }: {
      values: { userId: string; meditationId: string; clientSessionId: string; seconds: number; minutes: number; completed: boolean; createdAt: Date };
      tx?: Tx;
    }): Promise<boolean> {
      const inserted = await (tx ?? db)
        .insert(s)
        .values(values)
        .onConflictDoNothing({ target: [s.userId, s.clientSessionId] })
        .returning({ id: s.id });
      return inserted.length > 0;
    },

    /** A person's runs with the meditation's slug, oldest first (the export). */
    async listOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select({ session: s, meditationSlug: meditationsTable.slug })
        .from(s)
        .innerJoin(meditationsTable, eq(meditationsTable.id, s.meditationId))
        .where(eq(s.userId, userId))
        .orderBy(asc(s.createdAt), asc(s.id));
    },
  };
}
