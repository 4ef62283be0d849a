import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Lang } from '@shared/i18n';
import { createdAt, id } from '../../db/columns';
import { usersTable } from '../users/users.table';

/** A result of an AI module the person chose to keep (the text they read, and its title). */
export const aiModuleResultsTable = pgTable(
  'ai_module_results',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    lang: text('lang').$type<Lang>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ai_module_results_user_idx').on(t.userId, t.createdAt)],
);
export type AiModuleResultRow = typeof aiModuleResultsTable.$inferSelect;
