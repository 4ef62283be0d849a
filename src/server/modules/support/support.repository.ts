import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type SupportDeliveryState, supportMessagesTable } from './support.table';

export interface NewSupportMessage {
  userId: string | null;
  name: string;
  email: string;
  topic: string;
  message: string;
  lang: string;
  ipHash: string;
  at: Date;
}

/** Support messages. */
export function createSupportRepository(db: Db) {
  return {
    /**
     * Stores a message unless this IP already sent `max` since `since`. The check and the insert
     * run under a transaction-scoped advisory lock on the IP hash, so concurrent requests from
     * one IP (even on several app instances) cannot slip past the limit together.
     */
    async insertWithinLimit({ input, limit }: { input: NewSupportMessage; limit: { max: number; since: Date } }) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`support:${input.ipHash}`}))`);
        const recent = await tx
          .select({ n: count(), oldest: sql<Date | string | null>`min(${supportMessagesTable.createdAt})` })
          .from(supportMessagesTable)
          .where(
            and(
              eq(supportMessagesTable.ipHash, input.ipHash),
              gt(supportMessagesTable.createdAt, limit.since),
            ),
          );
        const n = Number(recent[0]?.n ?? 0);
        if (n >= limit.max) {
          const oldest = recent[0]?.oldest;
          return { ok: false as const, oldest: oldest ? new Date(oldest) : limit.since };
        }
        const [row] = await tx
          .insert(supportMessagesTable)
          .values({
            userId: input.userId,
            name: input.name,
            email: input.email,
            topic: input.topic,
            message: input.message,
            lang: input.lang,
            ipHash: input.ipHash,
            createdAt: input.at,
          })
          .returning({ id: supportMessagesTable.id, createdAt: supportMessagesTable.createdAt });
        return { ok: true as const, row: row! };
      });
    },

    async setDelivery({ id, delivery, at }: { id: string; delivery: SupportDeliveryState; at: Date | null }) {
      await db
        .update(supportMessagesTable)
        .set({ delivery, deliveredAt: at })
        .where(eq(supportMessagesTable.id, id));
    },

    async findById({ id }: { id: string }) {
      const [row] = await db
        .select()
        .from(supportMessagesTable)
        .where(eq(supportMessagesTable.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Oldest first; for tests and a future admin inbox. */
    async list() {
      return db.select().from(supportMessagesTable).orderBy(asc(supportMessagesTable.createdAt));
    },

    /** A person's messages, oldest first (the export). */
    async listOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select()
        .from(supportMessagesTable)
        .where(eq(supportMessagesTable.userId, userId))
        .orderBy(asc(supportMessagesTable.createdAt), asc(supportMessagesTable.id));
    },

    /** Deletes messages received before `before`; returns how many went. */
    async deleteReceivedBefore({ before }: { before: Date }): Promise<number> {
      const rows = await db
        .delete(supportMessagesTable)
        .where(lt(supportMessagesTable.createdAt, before))
        .returning({ id: supportMessagesTable.id });
      return rows.length;
    },
  };
}
