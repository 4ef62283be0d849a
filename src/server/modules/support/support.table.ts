import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { usersTable } from '../users/users.table';

export const supportDeliveryStates = ['pending', 'sent', 'failed'] as const;
export type SupportDeliveryState = (typeof supportDeliveryStates)[number];

/**
 * Messages from the contact form. Stored first, so none is lost when mail is down; `delivery`
 * tracks the mail to the support inbox. `ipHash` (SHA-256 of the client IP, never the IP) only
 * serves the per-IP throttle.
 */
export const supportMessagesTable = pgTable(
  'support_messages',
  {
    id: id(),
    userId: uuid('user_id').references(() => usersTable.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    ipHash: text('ip_hash').notNull(),
    delivery: text('delivery').$type<SupportDeliveryState>().notNull().default('pending'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** Administration: when the message was marked handled, and the answer mailed to its sender. */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    answeredBy: uuid('answered_by').references(() => usersTable.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_ip_created_idx').on(t.ipHash, t.createdAt)],
);
export type SupportMessageRow = typeof supportMessagesTable.$inferSelect;
