import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ActivityKind, activityLogTable } from './activity.table';

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export interface ActivityInput {
  userId: string;
  kind: ActivityKind;
  ref?: string | null;
  minutes?: number;
  meta?: Record<string, string | number | boolean>;
  timeZone: string;
  at: Date;
}

/** Writes one fact to the activity log (references and numbers only, never user text). */
export async function recordActivity(db: Db, input: ActivityInput): Promise<void> {
  await db.insert(activityLogTable).values({
    userId: input.userId,
    kind: input.kind,
    ref: input.ref ?? null,
    minutes: Math.max(0, Math.round(input.minutes ?? 0)),
    meta: input.meta ?? null,
    day: dayIn(input.timeZone, input.at),
    occurredAt: input.at,
  });
}

/** A person's activity between two calendar days (inclusive), oldest first. */
export async function listActivity(db: Db, { userId, from, to }: { userId: string; from: string; to: string }) {
  return db
    .select()
    .from(activityLogTable)
    .where(and(eq(activityLogTable.userId, userId), gte(activityLogTable.day, from), lte(activityLogTable.day, to)))
    .orderBy(activityLogTable.occurredAt);
}
