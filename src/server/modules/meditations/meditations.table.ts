import { boolean, index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { meditationsTable } from '../content/content.table';
import { usersTable } from '../users/users.table';

/**
 * One run of the meditation player, as the player measured it. The player's own session id
 * makes a repeated send harmless: a run is recorded (and its minutes logged) once.
 */
export const meditationSessionsTable = pgTable(
  'meditation_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    meditationId: uuid('meditation_id')
      .notNull()
      .references(() => meditationsTable.id, { onDelete: 'cascade' }),
    clientSessionId: uuid('client_session_id').notNull(),
    seconds: integer('seconds').notNull(),
    minutes: integer('minutes').notNull(),
    completed: boolean('completed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meditation_sessions_user_client_idx').on(t.userId, t.clientSessionId),
    index('meditation_sessions_meditation_idx').on(t.meditationId),
  ],
);
