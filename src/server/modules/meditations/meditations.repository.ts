import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/activity.service';
import { meditationsTable } from '../content/content.table';
import { meditationSessionsTable } from './meditations.table';

export type MeditationRow = typeof meditationsTable.$inferSelect;

export function createMeditationsRepository(db: Db) {
  return {
    async list(): Promise<MeditationRow[]> {
      return db
        .select()
        .from(meditationsTable)
        .orderBy(asc(meditationsTable.position), asc(meditationsTable.slug));
    },

    async findBySlug(slug: string): Promise<MeditationRow | undefined> {
      const [row] = await db.select().from(meditationsTable).where(eq(meditationsTable.slug, slug)).limit(1);
      return row;
    },

    /**
     * Records one player run and its minutes in the activity log, once per (user, run): a second
     * send of the same run inserts nothing and logs nothing. Returns whether it was recorded.
     */
    async recordSession(input: {
      userId: string;
      meditation: MeditationRow;
      clientSessionId: string;
      seconds: number;
      minutes: number;
      completed: boolean;
      timeZone: string;
      at: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(meditationSessionsTable)
          .values({
            userId: input.userId,
            meditationId: input.meditation.id,
            clientSessionId: input.clientSessionId,
            seconds: input.seconds,
            minutes: input.minutes,
            completed: input.completed,
            createdAt: input.at,
          })
          .onConflictDoNothing({
            target: [meditationSessionsTable.userId, meditationSessionsTable.clientSessionId],
          })
          .returning({ id: meditationSessionsTable.id });
        if (inserted.length === 0) return false;
        await recordActivity(tx as unknown as Db, {
          userId: input.userId,
          kind: 'meditation_completed',
          ref: input.meditation.slug,
          minutes: input.minutes,
          meta: { seconds: input.seconds, completed: input.completed },
          timeZone: input.timeZone,
          at: input.at,
        });
        return true;
      });
    },
  };
}
export type MeditationsRepository = ReturnType<typeof createMeditationsRepository>;
