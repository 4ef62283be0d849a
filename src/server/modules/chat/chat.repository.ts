import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { ChatMessageMeta } from '@shared/schemas/chat';
import type { Lang } from '@shared/i18n';
import type { Db, Tx } from '../../db/client';
import type { EngineState } from '../../ai';
import { conversationsTable, messagesTable } from './chat.table';

export interface NewMessage {
  role: 'user' | 'assistant' | 'event';
  content: string;
  meta: ChatMessageMeta | null;
}

export interface Exchange {
  userId: string;
  conversationId: string | null;
  lang: Lang;
  feature: string;
  title: string | null;
  state: EngineState | null | undefined;
  messages: NewMessage[];
  at: Date;
}

type Turn = { role: 'user' | 'assistant'; content: string };

const conversationColumns = {
  id: conversationsTable.id,
  title: conversationsTable.title,
  lang: conversationsTable.lang,
  feature: conversationsTable.feature,
  createdAt: conversationsTable.createdAt,
  updatedAt: conversationsTable.updatedAt,
};
const messageColumns = {
  id: messagesTable.id,
  role: messagesTable.role,
  content: messagesTable.content,
  meta: messagesTable.meta,
  createdAt: messagesTable.createdAt,
};

/** Conversations and their messages. */
export function createChatRepository(db: Db) {
  return { ...readQueries(db), ...historyQueries(db), ...writeQueries(db) };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
export type MessageRecord = Awaited<ReturnType<ChatRepository['messages']>>[number];
export type ConversationRecord = Awaited<ReturnType<ChatRepository['list']>>[number];

function readQueries(db: Db) {
  return {
    async list({ userId }: { userId: string }) {
      return db
        .select(conversationColumns)
        .from(conversationsTable)
        .where(eq(conversationsTable.userId, userId))
        .orderBy(desc(conversationsTable.updatedAt), desc(conversationsTable.createdAt))
        .limit(100);
    },

    /** The conversation if it belongs to this person (null otherwise: same answer as missing). */
    async find({ userId, id }: { userId: string; id: string }) {
      const [row] = await db
        .select({ ...conversationColumns, state: conversationsTable.state })
        .from(conversationsTable)
        .where(and(eq(conversationsTable.id, id), eq(conversationsTable.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async messages({ conversationId }: { conversationId: string }) {
      return db
        .select(messageColumns)
        .from(messagesTable)
        .where(eq(messagesTable.conversationId, conversationId))
        .orderBy(asc(messagesTable.position));
    },

    /** The engine state of the person's latest conversation of a feature, updated since `since`. */
    async latestState({ userId, feature, since }: { userId: string; feature: string; since: Date }) {
      const [row] = await db
        .select({ state: conversationsTable.state })
        .from(conversationsTable)
        .where(
          and(
            eq(conversationsTable.userId, userId),
            eq(conversationsTable.feature, feature),
            gte(conversationsTable.updatedAt, since),
          ),
        )
        .orderBy(desc(conversationsTable.updatedAt))
        .limit(1);
      return row?.state ?? null;
    },

    /** The latest assistant message that carried crisis help, if any. */
    async lastCrisisReply({ conversationId }: { conversationId: string }) {
      const rows = await db
        .select({ meta: messagesTable.meta })
        .from(messagesTable)
        .where(and(eq(messagesTable.conversationId, conversationId), eq(messagesTable.role, 'assistant')))
        .orderBy(desc(messagesTable.position))
        .limit(20);
      return rows.find((r) => r.meta?.crisis)?.meta?.crisis ?? null;
    },

    /** A person's conversations, oldest first (the export). */
    async listOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select()
        .from(conversationsTable)
        .where(eq(conversationsTable.userId, userId))
        .orderBy(asc(conversationsTable.createdAt), asc(conversationsTable.id));
    },

    /** Every message of a person's conversations, in order (the export). */
    async messagesOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select({ conversationId: messagesTable.conversationId, ...messageColumns })
        .from(messagesTable)
        .innerJoin(conversationsTable, eq(conversationsTable.id, messagesTable.conversationId))
        .where(eq(conversationsTable.userId, userId))
        .orderBy(asc(messagesTable.position));
    },
  };
}

function historyQueries(db: Db) {
  return {
    /**
     * `find` and the provider's history in one statement: the conversation if it belongs to this person
     * (null otherwise), with its last `limit` user and assistant messages, oldest first.
     */
    async findWithTurns({ userId, id, limit }: { userId: string; id: string; limit: number }) {
      const m = messagesTable;
      const recent = sql`select ${m.role} as role, ${m.content} as content, ${m.position} as position from ${m}
        where ${m.conversationId} = ${conversationsTable.id} and ${m.role} in ('user', 'assistant')
        order by ${m.position} desc limit ${limit}`;
      const [row] = await db
        .select({
          ...conversationColumns,
          state: conversationsTable.state,
          turns: sql<Turn[] | string>`(select coalesce(json_agg(json_build_object('role', t.role, 'content', t.content) order by t.position), '[]'::json) from (${recent}) t)`,
        })
        .from(conversationsTable)
        .where(and(eq(conversationsTable.id, id), eq(conversationsTable.userId, userId)))
        .limit(1);
      if (!row) return null;
      const { turns, ...conversation } = row;
      return { conversation, turns: typeof turns === 'string' ? (JSON.parse(turns) as Turn[]) : turns };
    },

  };
}

function writeQueries(db: Db) {
  /**
   * The conversation of an exchange, as the first part of its statement: created when new, else
   * its state, title and time moved on; returns its summary.
   */
  const conversationStep = (input: Exchange) => {
    if (input.conversationId) {
      const set: Partial<typeof conversationsTable.$inferInsert> = { updatedAt: input.at };
      if (input.state !== undefined) set.state = input.state;
      if (input.title) set.title = input.title;
      return db
        .update(conversationsTable)
        .set(set)
        .where(eq(conversationsTable.id, input.conversationId))
        .returning(conversationColumns);
    }
    const { userId, lang, feature, title, at } = input;
    return db
      .insert(conversationsTable)
      .values({ userId, lang, feature, title, state: input.state ?? null, createdAt: at, updatedAt: at })
      .returning(conversationColumns);
  };

  return {
    /**
     * Stores one exchange in ONE statement (atomic without a transaction): creates the
     * conversation when it is new, or moves its state, title and time on, and appends the
     * messages in order (one multi-row insert: the identity column follows the rows' order).
     */
    async saveExchange(input: Exchange) {
      const c = db.$with('c').as(conversationStep(input));
      const conversationId = sql`(select ${c.id} from ${c})`;
      const m = db.$with('m').as(
        db
          .insert(messagesTable)
          .values(
            input.messages.map((msg) => ({
              conversationId,
              role: msg.role,
              content: msg.content,
              meta: msg.meta,
              createdAt: input.at,
            })),
          )
          .returning({ ...messageColumns, position: messagesTable.position }),
      );
      const rows = await db
        .with(c, m)
        .select({
          conversation: { id: c.id, title: c.title, lang: c.lang, feature: c.feature, createdAt: c.createdAt, updatedAt: c.updatedAt },
          message: { id: m.id, role: m.role, content: m.content, meta: m.meta, createdAt: m.createdAt },
        })
        .from(m)
        .innerJoin(c, sql`true`)
        .orderBy(asc(m.position));
      if (!rows[0]) throw new Error('chat: the exchange was not stored');
      return { conversation: rows[0].conversation, messages: rows.map((r) => r.message) };
    },

    async remove({ userId, id }: { userId: string; id: string }): Promise<boolean> {
      const rows = await db
        .delete(conversationsTable)
        .where(and(eq(conversationsTable.id, id), eq(conversationsTable.userId, userId)))
        .returning({ id: conversationsTable.id });
      return rows.length > 0;
    },
  };
}
