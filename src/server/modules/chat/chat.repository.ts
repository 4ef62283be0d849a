import { and, asc, desc, eq, inArray } from 'drizzle-orm';
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
  return { ...readQueries(db), ...writeQueries(db) };
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

    /** The last `limit` user and assistant messages, oldest first (the provider's history). */
    async recentTurns({ conversationId, limit }: { conversationId: string; limit: number }) {
      const rows = await db
        .select({ role: messagesTable.role, content: messagesTable.content })
        .from(messagesTable)
        .where(and(eq(messagesTable.conversationId, conversationId), inArray(messagesTable.role, ['user', 'assistant'])))
        .orderBy(desc(messagesTable.position))
        .limit(limit);
      return rows.reverse() as { role: 'user' | 'assistant'; content: string }[];
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

function writeQueries(db: Db) {
  /** The conversation of an exchange: created when new, else its state, title and time moved on. */
  const conversationFor = async (tx: Tx, input: Exchange): Promise<string> => {
    if (input.conversationId) {
      const set: Partial<typeof conversationsTable.$inferInsert> = { updatedAt: input.at };
      if (input.state !== undefined) set.state = input.state;
      if (input.title) set.title = input.title;
      await tx.update(conversationsTable).set(set).where(eq(conversationsTable.id, input.conversationId));
      return input.conversationId;
    }
    const { userId, lang, feature, title, at } = input;
    const [created] = await tx
      .insert(conversationsTable)
      .values({ userId, lang, feature, title, state: input.state ?? null, createdAt: at, updatedAt: at })
      .returning({ id: conversationsTable.id });
    return created!.id;
  };

  return {
    /**
     * Stores one exchange in one transaction: creates the conversation when it is new, appends
     * the messages in order, and moves the conversation's state, title and time on.
     */
    async saveExchange(input: Exchange) {
      return db.transaction(async (tx) => {
        const conversationId = await conversationFor(tx, input);
        const inserted = [];
        // One insert per message keeps their order (the identity column follows insert order).
        for (const m of input.messages) {
          const [row] = await tx
            .insert(messagesTable)
            .values({ conversationId, role: m.role, content: m.content, meta: m.meta, createdAt: input.at })
            .returning(messageColumns);
          inserted.push(row!);
        }
        const [conversation] = await tx
          .select(conversationColumns)
          .from(conversationsTable)
          .where(eq(conversationsTable.id, conversationId))
          .limit(1);
        return { conversation: conversation!, messages: inserted };
      });
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
