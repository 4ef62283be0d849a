import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PracticeKind } from '@shared/schemas/progress';
import type { Db, Tx } from '../../db/client';
import { type ActivityKind, activityLogTable } from './activity.table';
import { practiceKindFilter } from './practice-kinds';

/** One fact of the activity log, as it is stored. */
export interface ActivityEntry {
  userId: string;
  kind: ActivityKind;
  ref: string | null;
  minutes: number;
  meta: Record<string, string | number | boolean> | null;
  day: string;
  occurredAt: Date;
  hour: number | null;
}

/** The activity log (a fact is written with its day and achievements: achievements.repository.ts). */
export function createActivityRepository(db: Db) {
  return {
    /** A person's activity between two calendar days (inclusive), oldest first. */
    async listBetween({ userId, from, to }: { userId: string; from: string; to: string }) {
      return db
        .select()
        .from(activityLogTable)
        .where(
          and(
            eq(activityLogTable.userId, userId),
            gte(activityLogTable.day, from),
            lte(activityLogTable.day, to),
          ),
        )
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

    /** One page of a person's history, newest first, with the count of every match. */
    async history({
      userId,
      kind,
      from,
      to,
      limit,
      offset,
    }: {
      userId: string;
      kind?: PracticeKind;
      from?: string;
      to?: string;
      limit: number;
      offset: number;
    }) {
      const t = activityLogTable;
      const where: SQL[] = [eq(t.userId, userId)];
      if (kind) where.push(practiceKindFilter(kind));
      if (from) where.push(gte(t.day, from));
      if (to) where.push(lte(t.day, to));
      return db
        .select({
          id: t.id,
          kind: t.kind,
          ref: t.ref,
          minutes: t.minutes,
          day: t.day,
          occurredAt: t.occurredAt,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(t)
        .where(and(...where))
        .orderBy(desc(t.occurredAt), desc(t.id))
        .limit(limit)
        .offset(offset);
    },

    /** Removes the fact of something the person took back (a deleted mood entry); returns what went. */
    async forget({ userId, kind, ref, tx }: { userId: string; kind: ActivityKind; ref: string; tx?: Tx }) {
      const t = activityLogTable;
      return (tx ?? db)
        .delete(t)
        .where(and(eq(t.userId, userId), eq(t.kind, kind), eq(t.ref, ref)))
        .returning({ kind: t.kind, ref: t.ref, minutes: t.minutes, day: t.day, hour: t.hour });
    },

    /** Whether the person did anything on a calendar day (the reminder is skipped then). */
    async activeOn({ userId, day }: { userId: string; day: string }): Promise<boolean> {
      const t = activityLogTable;
      const rows = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.day, day)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
