import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';
import { usersTable } from '../users/users.table';

/** A signed-in person's daily-quote choice: categories (empty = all) and mood (null = any). */
export const quotePreferencesTable = pgTable('quote_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  categories: text('categories').array().notNull().default([]),
  mood: text('mood'),
  updatedAt: updatedAt(),
});
