import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentsDemoEventsTable, paymentsDemoObjectsTable, paymentsDemoSettingsTable } from './demo.table';

const objects = paymentsDemoObjectsTable;
const events = paymentsDemoEventsTable;

export type DemoObjectType = 'checkout.session' | 'customer' | 'subscription' | 'invoice';

/** The webhook signing secret, created once whatever the number of instances. */
export async function demoWebhookSecret(db: Db, now: Date): Promise<string> {
  const secret = `whsec_demo_${randomBytes(24).toString('base64url')}`;
  await db
    .insert(paymentsDemoSettingsTable)
    .values({ id: 1, webhookSecret: secret, createdAt: now })
    .onConflictDoNothing();
  const rows = await db.select().from(paymentsDemoSettingsTable).where(eq(paymentsDemoSettingsTable.id, 1));
  return rows[0]!.webhookSecret;
}

/**
 * The demo provider's storage: its objects and its outbox of events. Every time it writes comes
 * from `clock` (the app's injected clock, never the database's), so a test that moves the clock
 * moves them too.
 */
export function createDemoStore(db: Db, clock: () => Date) {
  return {
    async get<T>({ id, type, tx }: { id: string; type: DemoObjectType; tx?: Tx }): Promise<T | null> {
      const rows = await (tx ?? db)
        .select({ data: objects.data })
        .from(objects)
        .where(and(eq(objects.id, id), eq(objects.type, type)));
      return (rows[0]?.data as T | undefined) ?? null;
    },

    /** The object, locked until the transaction ends (the one writer of it meanwhile). */
    async lock<T>({
      id,
      type,
      tx,
    }: {
      id: string;
      type: DemoObjectType;
      tx: Tx;
    }): Promise<{ data: T; dueAt: Date | null } | null> {
      const rows = await tx
        .select({ data: objects.data, dueAt: objects.dueAt })
        .from(objects)
        .where(and(eq(objects.id, id), eq(objects.type, type)))
        .for('update');
      const row = rows[0];
      return row ? { data: row.data as T, dueAt: row.dueAt } : null;
    },

    async put({
      id,
      type,
      data,
      dueAt,
      tx,
    }: {
      id: string;
      type: DemoObjectType;
      data: object;
      dueAt: Date | null;
      tx: Tx;
    }) {
      const value = data as Record<string, unknown>;
      await tx
        .insert(objects)
        .values({ id, type, data: value, dueAt, createdAt: clock() })
        .onConflictDoUpdate({ target: objects.id, set: { data: value, dueAt } });
    },

    /**
     * One object whose time has come, locked for this transaction; objects another instance is
     * working on are skipped (`FOR UPDATE SKIP LOCKED`), so each is handled once across instances.
     */
    async claimDue({ now, tx }: { now: Date; tx: Tx }): Promise<{ id: string; type: DemoObjectType } | null> {
      const rows = await tx
        .select({ id: objects.id, type: objects.type })
        .from(objects)
        .where(lte(objects.dueAt, now))
        .orderBy(asc(objects.dueAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const row = rows[0];
      return row ? { id: row.id, type: row.type as DemoObjectType } : null;
    },

    async addEvents({ list, tx }: { list: { id: string; type: string; payload: string }[]; tx: Tx }) {
      const createdAt = clock();
      if (list.length) await tx.insert(events).values(list.map((event) => ({ ...event, createdAt })));
    },

    async markDelivered({ id }: { id: string }) {
      await db.update(events).set({ deliveredAt: clock() }).where(eq(events.id, id));
    },

    /** Events whose delivery failed and was not repeated since, oldest first. */
    async undelivered({ olderThanMs, limit }: { olderThanMs: number; limit: number }) {
      const before = new Date(clock().getTime() - olderThanMs);
      return db
        .select({ id: events.id, payload: events.payload })
        .from(events)
        .where(and(isNull(events.deliveredAt), lte(events.createdAt, before)))
        .orderBy(asc(events.seq))
        .limit(limit);
    },
  };
}
