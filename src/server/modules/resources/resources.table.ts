import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { resourcesTable } from '../content/content.table';
import { usersTable } from '../users/users.table';

/** "Was this helpful?": one answer per person per resource, editable, with an optional comment. */
export const resourceFeedbackTable = pgTable(
  'resource_feedback',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resourcesTable.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('resource_feedback_user_resource_idx').on(t.userId, t.resourceId),
    index('resource_feedback_resource_idx').on(t.resourceId),
  ],
);
export type ResourceFeedbackRow = typeof resourceFeedbackTable.$inferSelect;

/**
 * Days of a program a person has done. A row is written the first time a day is done (that is
 * when the activity log gets its one 'program_day_completed'); un-ticking only clears `done`.
 */
export const programDayProgressTable = pgTable(
  'program_day_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resourcesTable.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    done: boolean('done').notNull().default(true),
    firstCompletedAt: timestamp('first_completed_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.resourceId, t.day] })],
);

/**
 * Which resources a person opened on which calendar day (their time zone): the primary key
 * makes "one 'resource_read' activity per resource per day" a database decision.
 */
export const resourceReadsTable = pgTable(
  'resource_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resourcesTable.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.resourceId, t.day] })],
);
