import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { usersTable } from '../users/users.table';
import {
  pushKeysTable,
  pushSubscriptionsTable as p,
  reminderDeliveriesTable as d,
  reminderSettingsTable as s,
  type ReminderSettingsRow,
} from './reminders.table';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface DueReminder {
  userId: string;
  timeZone: string;
  language: string;
  day: string;
}

/** Reminder settings, devices, daily claims and the VAPID keys. */
export function createRemindersRepository(db: Db) {
  return { ...settingsAndDevices(db), ...deliveries(db) };
}

/** The settings and the devices. */
function settingsAndDevices(db: Db) {
  return {
    async settings({ userId, tx }: { userId: string; tx?: Tx }): Promise<ReminderSettingsRow | null> {
      const rows = await (tx ?? db).select().from(s).where(eq(s.userId, userId));
      return rows[0] ?? null;
    },

    async saveSettings({ values }: { values: typeof s.$inferInsert }): Promise<ReminderSettingsRow> {
      const { userId: _, ...set } = values;
      const rows = await db
        .insert(s)
        .values(values)
        .onConflictDoUpdate({ target: s.userId, set })
        .returning();
      return rows[0]!;
    },

    async disable({ userId, at }: { userId: string; at: Date }): Promise<void> {
      await db.update(s).set({ enabled: false, updatedAt: at }).where(eq(s.userId, userId));
    },

    /** A device's subscription: a browser that changes hands belongs to whoever subscribed last. */
    async addSubscription({ values }: { values: typeof p.$inferInsert }): Promise<void> {
      const { endpoint: _, ...set } = values;
      await db
        .insert(p)
        .values(values)
        .onConflictDoUpdate({ target: p.endpoint, set: { ...set, failures: 0 } });
    },

    async removeSubscription({ userId, endpoint }: { userId: string; endpoint: string }): Promise<void> {
      await db.delete(p).where(and(eq(p.userId, userId), eq(p.endpoint, endpoint)));
    },

    async countDevices({ userId }: { userId: string }): Promise<number> {
      const rows = await db.select({ n: count() }).from(p).where(eq(p.userId, userId));
      return rows[0]?.n ?? 0;
    },

    async subscriptionsOf({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db).select().from(p).where(eq(p.userId, userId)).orderBy(asc(p.createdAt));
    },

    async markSent({ id, at }: { id: string; at: Date }): Promise<void> {
      await db.update(p).set({ lastSentAt: at, failures: 0 }).where(eq(p.id, id));
    },

    async markFailed({ id, gone }: { id: string; gone: boolean }): Promise<void> {
      if (gone) await db.delete(p).where(eq(p.id, id));
      else
        await db
          .update(p)
          .set({ failures: sql`${p.failures} + 1` })
          .where(eq(p.id, id));
    },
  };
}

/** Who is due, the day claims and the VAPID keys. */
function deliveries(db: Db) {
  return {
    /**
     * People whose reminder is due at `now`: on, with a device, past their local time, outside
     * their quiet hours, and not yet claimed for their local day. Local times are compared as
     * `HH:MM` in each person's zone (PostgreSQL's zone rules, daylight saving included).
     */
    async due({ now, limit }: { now: Date; limit: number }): Promise<DueReminder[]> {
      const at = now.toISOString();
      const local = sql`to_char(${at}::timestamptz at time zone ${usersTable.timeZone}, 'HH24:MI')`;
      const result = await db.execute(sql`
        select ${s.userId} as "userId", ${usersTable.timeZone} as "timeZone", ${usersTable.language} as language,
          to_char(${at}::timestamptz at time zone ${usersTable.timeZone}, 'YYYY-MM-DD') as day
        from ${s} join ${usersTable} on ${usersTable.id} = ${s.userId}
        where ${s.enabled}
          and ${local} >= ${s.time}
          and not (${s.quietStart} is not null and ${s.quietEnd} is not null and case
            when ${s.quietStart} <= ${s.quietEnd} then ${local} >= ${s.quietStart} and ${local} < ${s.quietEnd}
            else ${local} >= ${s.quietStart} or ${local} < ${s.quietEnd} end)
          and exists (select 1 from ${p} where ${p.userId} = ${s.userId})
          and not exists (select 1 from ${d} where ${d.userId} = ${s.userId}
            and ${d.day} = (${at}::timestamptz at time zone ${usersTable.timeZone})::date)
        limit ${limit}`);
      return rowsOf<DueReminder>(result);
    },

    /** The day's claim: true for the one instance whose insert went in. */
    async claim({ userId, day, at }: { userId: string; day: string; at: Date }): Promise<boolean> {
      const rows = await db
        .insert(d)
        .values({ userId, day, claimedAt: at })
        .onConflictDoNothing()
        .returning({ day: d.day });
      return rows.length > 0;
    },

    async settle({
      userId,
      day,
      status,
      sent,
    }: {
      userId: string;
      day: string;
      status: 'sent' | 'skipped' | 'failed';
      sent: number;
    }) {
      await db
        .update(d)
        .set({ status, sent })
        .where(and(eq(d.userId, userId), eq(d.day, day)));
    },

    async deliveriesOf({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db).select().from(d).where(eq(d.userId, userId)).orderBy(asc(d.day));
    },

    /** Deletes day claims older than `before` (housekeeping). */
    async purgeDeliveries({ before }: { before: string }): Promise<number> {
      const rows = await db
        .delete(d)
        .where(sql`${d.day} < ${before}::date`)
        .returning({ day: d.day });
      return rows.length;
    },

    /** The stored VAPID pair; the first writer's pair wins when instances start together. */
    async keys({ generate }: { generate: () => { publicKey: string; privateKey: string } }) {
      const found = await db.select().from(pushKeysTable).where(eq(pushKeysTable.id, 1));
      if (found[0]) return found[0];
      await db
        .insert(pushKeysTable)
        .values({ id: 1, ...generate() })
        .onConflictDoNothing();
      const rows = await db.select().from(pushKeysTable).where(eq(pushKeysTable.id, 1));
      return rows[0]!;
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
