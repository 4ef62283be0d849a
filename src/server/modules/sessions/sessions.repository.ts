import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../users/users.repository';
import { usersTable } from '../users/users.table';
import { sessionsTable } from './sessions.table';

export async function insertSession(
  db: DbOrTx,
  values: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessionsTable).values({ ...values, lastSeenAt: values.createdAt });
}

/** The session and its person in one indexed query (primary key lookup plus a join by id). */
export async function findSessionWithUser(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({ session: sessionsTable, user: usersTable })
    .from(sessionsTable)
    .innerJoin(usersTable, eq(usersTable.id, sessionsTable.userId))
    .where(eq(sessionsTable.tokenHash, tokenHash));
  return rows[0] ?? null;
}

export async function touchSession(db: DbOrTx, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessionsTable).set({ lastSeenAt: at }).where(eq(sessionsTable.tokenHash, tokenHash));
}

export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessionsTable).where(eq(sessionsTable.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessionsTable).where(eq(sessionsTable.userId, userId));
}
