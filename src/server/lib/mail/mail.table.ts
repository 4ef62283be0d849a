import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

/**
 * Mail kept instead of sent when no SMTP_URL is configured (development, demo and tests); account
 * mails are also printed to the log (lib/mail/mailer.ts). Nothing here is ever served over HTTP.
 * Production refuses to start without SMTP, so real recovery codes never rest here.
 */
export const mailOutboxTable = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  kind: text('kind').notNull(),
  createdAt: createdAt(),
});
export type MailOutboxRow = typeof mailOutboxTable.$inferSelect;
