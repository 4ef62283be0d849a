import { asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { supportMessagesTable } from '../support/support.table';
import { usersTable } from '../users/users.table';

const s = supportMessagesTable;
const INBOX_PAGE = 200;

const itemColumns = {
  id: s.id,
  name: s.name,
  email: s.email,
  topic: s.topic,
  lang: s.lang,
  createdAt: s.createdAt,
  handledAt: s.handledAt,
  answeredAt: s.answeredAt,
};

/** The support inbox's reads and writes of the contact-form messages. */
export function createSupportInboxRepository(db: Db) {
  return {
    /** Waiting messages first, then handled ones; newest first within each. */
    async list({ status }: { status: 'all' | 'waiting' | 'handled' }) {
      const where =
        status === 'waiting'
          ? isNull(s.handledAt)
          : status === 'handled'
            ? isNotNull(s.handledAt)
            : undefined;
      return db
        .select(itemColumns)
        .from(s)
        .where(where)
        .orderBy(sql`${s.handledAt} is null desc`, desc(s.createdAt), asc(s.id))
        .limit(INBOX_PAGE);
    },

    async countWaiting(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(s).where(isNull(s.handledAt));
      return row?.n ?? 0;
    },

    /** One message with the username of whoever answered it. */
    async find({ id }: { id: string }) {
      const [row] = await db
        .select({ ...itemColumns, message: s.message, answer: s.answer, answeredBy: usersTable.username })
        .from(s)
        .leftJoin(usersTable, eq(usersTable.id, s.answeredBy))
        .where(eq(s.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Stores the answer sent and marks the message handled (when it was not already). */
    async saveAnswer(input: { id: string; answer: string; by: string; at: Date; tx: Tx }): Promise<boolean> {
      const rows = await input.tx
        .update(s)
        .set({
          answer: input.answer,
          answeredAt: input.at,
          answeredBy: input.by,
          handledAt: sql`coalesce(${s.handledAt}, ${input.at.toISOString()}::timestamptz)`,
        })
        .where(eq(s.id, input.id))
        .returning({ id: s.id });
      return rows.length > 0;
    },

    /** Marks handled or waiting; returns the state before, or null when there is no such message. */
    async setHandled(input: {
      id: string;
      handled: boolean;
      at: Date;
      tx: Tx;
    }): Promise<{ wasHandled: boolean } | null> {
      const [before] = await input.tx
        .select({ handledAt: s.handledAt })
        .from(s)
        .where(eq(s.id, input.id))
        .for('update');
      if (!before) return null;
      await input.tx
        .update(s)
        .set({ handledAt: input.handled ? (before.handledAt ?? input.at) : null })
        .where(eq(s.id, input.id));
      return { wasHandled: before.handledAt !== null };
    },
  };
}
