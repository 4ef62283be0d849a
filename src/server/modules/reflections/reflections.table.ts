import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { reflectionPromptsTable, reflectionsTable } from '../content/content.table';
import { usersTable } from '../users/users.table';

/**
 * What a person writes in their journal, optionally answering a prompt or a reading's question. Private to its author:
 * never logged, never shown to anyone else. The category is the prompt's, kept for filtering.
 */
export const reflectionEntriesTable = pgTable(
  'reflection_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    promptId: uuid('prompt_id').references(() => reflectionPromptsTable.id, { onDelete: 'set null' }),
    /** The daily reading whose question the entry answers, when it answers one. */
    reflectionId: uuid('reflection_id').references(() => reflectionsTable.id, { onDelete: 'set null' }),
    category: text('category'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reflection_entries_user_created_idx').on(t.userId, t.createdAt),
    index('reflection_entries_prompt_idx').on(t.promptId),
    index('reflection_entries_reflection_idx').on(t.reflectionId),
  ],
);
export type ReflectionEntryRow = typeof reflectionEntriesTable.$inferSelect;
