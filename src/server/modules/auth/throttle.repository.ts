import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottlesTable } from './auth.table';

/**
 * Counts one hit on a key in ONE upsert: a hit after the window has passed starts a new window
 * at 1. Returns the count within the current window and when that window started.
 */
export async function hitThrottle(db: Db, { key, now, windowMs }: { key: string; now: Date; windowMs: number }) {
  const windowStart = new Date(now.getTime() - windowMs);
  const t = authThrottlesTable;
  const expired = sql`${t.windowStartedAt} <= ${windowStart}`;
  const rows = await db
    .insert(t)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${t.windowStartedAt} end`,
      },
    })
    .returning({ count: t.count, windowStartedAt: t.windowStartedAt, lockedUntil: t.lockedUntil });
  return rows[0]!;
}

export async function lockThrottle(db: Db, { key, until }: { key: string; until: Date }): Promise<void> {
  await db.update(authThrottlesTable).set({ lockedUntil: until }).where(eq(authThrottlesTable.key, key));
}

/** The latest lock among these keys that is still in force, or null. */
export async function activeLock(db: Db, { keys, now }: { keys: string[]; now: Date }): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: authThrottlesTable.lockedUntil })
    .from(authThrottlesTable)
    .where(and(inArray(authThrottlesTable.key, keys), gt(authThrottlesTable.lockedUntil, now)));
  let latest: Date | null = null;
  for (const r of rows) if (r.lockedUntil && (!latest || r.lockedUntil > latest)) latest = r.lockedUntil;
  return latest;
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.delete(authThrottlesTable).where(eq(authThrottlesTable.key, key));
}
