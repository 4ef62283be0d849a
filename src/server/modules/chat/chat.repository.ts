import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ChatMessageMeta } from '../../../shared/schemas/chat';
import type { Db } from '../../db/client';
import type { EngineState } from '../../lib/ai';
import { conversationsTable, messagesTable } from './chat.table';

export interface NewMessage {
  role: 'user' | 'assistant' | 'event';
  content: string;
  meta: ChatMessageMeta | null;
}

const conversationColumns = {
  id: conversationsTable.id,
  title: conversationsTable.title,
  lang: conversationsTable.lang,
  feature: conversationsTable.feature,
  createdAt: conversationsTable.createdAt,
  updatedAt: conversationsTable.updatedAt,
};

/** Conversations and their messages. Only this file speaks Drizzle for the chat module. */
export function createChatRepository(db: Db) {
  return {
    async list(userId: string) {
      return db
        .select(conversationColumns)
        .from(conversationsTable)
        .where(eq(conversationsTable.userId, userId))
        .orderBy(desc(conversationsTable.updatedAt), desc(conversationsTable.createdAt))
        .limit(100);
    },

    /** The conversation if it belongs to this person (null otherwise: same answer as missing). */
    async find(userId: string, id: string) {
      const [row] = await db
        .select({ ...conversationColumns, state: conversationsTable.state })
        .from(conversationsTable)
        .where(and(eq(conversationsTable.id, id), eq(conversationsTable.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async messages(conversationId: string) {
      return db
        .select({
          id: messagesTable.id,
          role: messagesTable.role,
          content: messagesTable.content,
          meta: messagesTable.meta,
          createdAt: messagesTable.createdAt,
        })
        .from(messagesTable)
        .where(eq(messagesTable.conversationId, conversationId))
        .orderBy(asc(messagesTable.position));
    },

    /** The last `limit` user and assistant messages, oldest first (the provider's history). */
    async recentTurns(conversationId: string, limit: number) {
      const rows = await db
        .select({ role: messagesTable.role, content: messagesTable.content })
        .from(messagesTable)
        .where(
          and(eq(messagesTable.conversationId, conversationId), inArray(messagesTable.role, ['user', 'assistant'])),
        )
        .orderBy(desc(messagesTable.position))
        .limit(limit);
      return rows.reverse() as { role: 'user' | 'assistant'; content: string }[];
    },

    /** The latest assistant message that carried crisis help, if any. */
    async lastCrisisReply(conversationId: string) {
      const rows = await db
        .select({ meta: messagesTable.meta })
        .from(messagesTable)
        .where(and(eq(messagesTable.conversationId, conversationId), eq(messagesTable.role, 'assistant')))
        .orderBy(desc(messagesTable.position))
        .limit(20);
      return rows.find((r) => r.meta?.crisis)?.meta?.crisis ?? null;
    },

    /**
     * Stores one exchange in one transaction: creates the conversation when it is new, appends
     * the messages in order, and moves the conversation's state, title and time on.
     */
    async saveExchange(input: {
      userId: string;
      conversationId: string | null;
      lang: 'it' | 'en';
      feature: string;
      title: string | null;
      state: EngineState | null | undefined;
      messages: NewMessage[];
      at: Date;
    }) {
      return db.transaction(async (tx) => {
        let conversationId = input.conversationId;
        if (!conversationId) {
          const [created] = await tx
            .insert(conversationsTable)
            .values({
              userId: input.userId,
              lang: input.lang,
              feature: input.feature,
              title: input.title,
              state: input.state ?? null,
              createdAt: input.at,
              updatedAt: input.at,
            })
            .returning({ id: conversationsTable.id });
          conversationId = created!.id;
        } else {
          const set: Partial<typeof conversationsTable.$inferInsert> = { updatedAt: input.at };
          if (input.state !== undefined) set.state = input.state;
          if (input.title) set.title = input.title;
          await tx.update(conversationsTable).set(set).where(eq(conversationsTable.id, conversationId));
        }
        const inserted = [];
        // One insert per message keeps their order (the identity column follows insert order).
        for (const m of input.messages) {
          const [row] = await tx
            .insert(messagesTable)
            .values({ conversationId, role: m.role, content: m.content, meta: m.meta, createdAt: input.at })
            .returning({
              id: messagesTable.id,
              role: messagesTable.role,
              content: messagesTable.content,
              meta: messagesTable.meta,
              createdAt: messagesTable.createdAt,
            });
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

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(conversationsTable)
        .where(and(eq(conversationsTable.id, id), eq(conversationsTable.userId, userId)))
        .returning({ id: conversationsTable.id });
      return rows.length > 0;
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
export type MessageRecord = Awaited<ReturnType<ChatRepository['messages']>>[number];
export type ConversationRecord = Awaited<ReturnType<ChatRepository['list']>>[number];
