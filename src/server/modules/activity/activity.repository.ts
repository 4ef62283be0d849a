import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type ActivityKind, activityLogTable } from './activity.table';

/** One fact of the activity log, as it is stored. */
export interface ActivityEntry {
  userId: string;
  kind: ActivityKind;
  ref: string | null;
  minutes: number;
  meta: Record<string, string | number | boolean> | null;
  day: string;
  occurredAt: Date;
}

/** The activity log. */
export function createActivityRepository(db: Db) {
  return {
    /** Writes one fact, inside the caller's transaction when it belongs to a larger change. */
    async record({ entry, tx }: { entry: ActivityEntry; tx?: Tx }): Promise<void> {
      await (tx ?? db).insert(activityLogTable).values(entry);
    },

    /** A person's activity between two calendar days (inclusive), oldest first. */
    async listBetween({ userId, from, to }: { userId: string; from: string; to: string }) {
      return db
        .select()
        .from(activityLogTable)
        .where(and(eq(activityLogTable.userId, userId), gte(activityLogTable.day, from), lte(activityLogTable.day, to)))
        .orderBy(activityLogTable.occurredAt);
    },

    /** Everything a person did, oldest first (the export). */
    async listOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select()
        .from(activityLogTable)
        .where(eq(activityLogTable.userId, userId))
        .orderBy(asc(activityLogTable.occurredAt), asc(activityLogTable.id));
    },
  };
}
