import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { ChatMessageMeta } from '@shared/schemas/chat';
import type { Lang } from '@shared/i18n';
import type { Db, Tx } from '../../db/client';
import { isoOf, jsonOf } from '../../db/prepared';
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
  let withTurns: ReturnType<typeof findWithTurnsStatement> | null = null;
  return {
    /**
     * `find` and the provider's history in one statement: the conversation if it belongs to this person
     * (null otherwise), with its last `limit` user and assistant messages, oldest first.
     */
    async findWithTurns({ userId, id, limit }: { userId: string; id: string; limit: number }) {
      withTurns ??= findWithTurnsStatement(db);
      const [row] = await withTurns.execute({ userId, id, limit });
      if (!row) return null;
      const { turns, ...conversation } = row;
      return { conversation, turns: typeof turns === 'string' ? (JSON.parse(turns) as Turn[]) : turns };
    },
  };
}

/** Every message in a conversation sends it: built once, a named prepared statement (db/prepared.ts). */
function findWithTurnsStatement(db: Db) {
  const m = messagesTable;
  const recent = sql`select ${m.role} as role, ${m.content} as content, ${m.position} as position from ${m}
    where ${m.conversationId} = ${conversationsTable.id} and ${m.role} in ('user', 'assistant')
    order by ${m.position} desc limit ${sql.placeholder('limit')}`;
  return db
    .select({
      ...conversationColumns,
      state: conversationsTable.state,
      turns: sql<Turn[] | string>`(select coalesce(json_agg(json_build_object('role', t.role, 'content', t.content) order by t.position), '[]'::json) from (${recent}) t)`,
    })
    .from(conversationsTable)
    .where(and(eq(conversationsTable.id, sql.placeholder('id')), eq(conversationsTable.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('chat_find_with_turns');
}

/** What changes between two exchanges of the same shape: their statement is built once per shape. */
type ExchangeShape = { existing: boolean; state: boolean; title: boolean; messages: number };
/** A placeholder as SQL: its value goes to the driver as it is, not through the column's encoding. */
const p = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * An exchange's ONE statement, with placeholders for its values (db/prepared.ts): the conversation
 * created when new, else its state, title and time moved on; then the messages appended in order
 * (one multi-row insert: the identity column follows the rows' order).
 */
function exchangeStatement(db: Db, shape: ExchangeShape) {
  const at = p('at');
  const conversation = shape.existing
    ? db
        .update(conversationsTable)
        .set({ updatedAt: at, ...(shape.state ? { state: p('state') } : {}), ...(shape.title ? { title: p('title') } : {}) })
        .where(eq(conversationsTable.id, p('conversationId')))
        .returning(conversationColumns)
    : db
        .insert(conversationsTable)
        .values({ userId: p('userId'), lang: p('lang'), feature: p('feature'), title: p('title'), state: p('state'), createdAt: at, updatedAt: at })
        .returning(conversationColumns);
  const c = db.$with('c').as(conversation);
  const conversationId = sql`(select ${c.id} from ${c})`;
  const m = db.$with('m').as(
    db
      .insert(messagesTable)
      .values(
        Array.from({ length: shape.messages }, (_, i) => ({
          conversationId,
          role: p(`role${i}`),
          content: p(`content${i}`),
          meta: p(`meta${i}`),
          createdAt: at,
        })),
      )
      .returning({ ...messageColumns, position: messagesTable.position }),
  );
  const name = `chat_exchange_${shape.existing ? 'u' : 'i'}${shape.state ? 's' : ''}${shape.title ? 't' : ''}_${shape.messages}`;
  return db
    .with(c, m)
    .select({
      conversation: { id: c.id, title: c.title, lang: c.lang, feature: c.feature, createdAt: c.createdAt, updatedAt: c.updatedAt },
      message: { id: m.id, role: m.role, content: m.content, meta: m.meta, createdAt: m.createdAt },
    })
    .from(m)
    .innerJoin(c, sql`true`)
    .orderBy(asc(m.position))
    .prepare(name);
}

function writeQueries(db: Db) {
  const statements = new Map<string, ReturnType<typeof exchangeStatement>>();
  const statementFor = (shape: ExchangeShape) => {
    const key = `${shape.existing}/${shape.state}/${shape.title}/${shape.messages}`;
    let statement = statements.get(key);
    if (!statement) {
      statement = exchangeStatement(db, shape);
      statements.set(key, statement);
    }
    return statement;
  };

  return {
    /**
     * Stores one exchange in ONE statement (atomic without a transaction): creates the
     * conversation when it is new, or moves its state, title and time on, and appends the
     * messages in order (one multi-row insert: the identity column follows the rows' order).
     */
    async saveExchange(input: Exchange) {
      const existing = input.conversationId !== null;
      // An existing conversation keeps its state when none is given, and its title unless one is.
      const shape: ExchangeShape = {
        existing,
        state: existing ? input.state !== undefined : true,
        title: existing ? !!input.title : true,
        messages: input.messages.length,
      };
      const values: Record<string, unknown> = {
        at: isoOf(input.at),
        conversationId: input.conversationId,
        userId: input.userId,
        lang: input.lang,
        feature: input.feature,
        title: input.title,
        state: jsonOf(input.state ?? null),
      };
      input.messages.forEach((msg, i) => {
        values[`role${i}`] = msg.role;
        values[`content${i}`] = msg.content;
        values[`meta${i}`] = jsonOf(msg.meta);
      });
      const rows = await statementFor(shape).execute(values);
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
