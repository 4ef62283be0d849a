import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Lang } from '@shared/i18n';
import type { ChatMessageMeta } from '@shared/schemas/chat';
import { createdAt, id, updatedAt } from '../../db/columns';
import type { EngineState } from '../../ai';
import { usersTable } from '../users/users.table';

/**
 * One conversation with the AI companion: its owner, feature ('chat'), language, a title taken
 * from the first message the person wrote (null until there is one, and never taken from a
 * message the crisis check stopped), and the engine state (thought-record progress, phrasings
 * used, last crisis) that the next turn continues from, so a reload loses nothing.
 */
export const conversationsTable = pgTable(
  'conversations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull().default('chat'),
    lang: text('lang').$type<Lang>().notNull(),
    title: text('title'),
    state: jsonb('state').$type<EngineState | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);
export type ConversationRow = typeof conversationsTable.$inferSelect;

/**
 * The messages of a conversation, in `position` order. A message the crisis check stopped is
 * NOT stored: an `event` row (empty content, `meta.event = 'crisis'`) marks where it was, and
 * the assistant's crisis reply is stored with its help (helplines, grounding) in `meta`.
 */
export const messagesTable = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversationsTable.id, { onDelete: 'cascade' }),
    position: integer('position').generatedAlwaysAsIdentity(),
    role: text('role').$type<'user' | 'assistant' | 'event'>().notNull(),
    content: text('content').notNull(),
    meta: jsonb('meta').$type<ChatMessageMeta>(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_position_idx').on(t.conversationId, t.position)],
);
export type MessageRow = typeof messagesTable.$inferSelect;

/**
 * A person's choice about external AI models: their text goes to the configured
 * OpenAI-compatible service only with this consent (given and revocable, with its time);
 * without it every request uses the built-in engine.
 */
export const aiPreferencesTable = pgTable('ai_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  externalConsent: boolean('external_consent').notNull().default(false),
  consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});
export type AiPreferencesRow = typeof aiPreferencesTable.$inferSelect;
