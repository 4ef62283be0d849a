import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutboxTable } from './mail.table';
import type { MailMessage } from './mailer';

export async function insertOutboxMail(db: Db, message: MailMessage): Promise<void> {
  await db.insert(mailOutboxTable).values(message);
}

/** The mail kept for one address, newest first (tests and the development outbox). */
export async function listOutboxMail(db: Db, to: string) {
  return db.select().from(mailOutboxTable).where(eq(mailOutboxTable.to, to)).orderBy(desc(mailOutboxTable.createdAt));
}
