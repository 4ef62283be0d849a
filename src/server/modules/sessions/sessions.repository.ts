import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { usersTable } from '../users/users.table';
import { sessionsTable } from './sessions.table';

/** Signed-in sessions, by the SHA-256 of their token. */
export function createSessionsRepository(db: Db) {
  // Every signed-in request sends this one: built once, a named prepared statement (db/prepared.ts).
  let withUser: ReturnType<typeof findWithUserStatement> | null = null;
  return {
    async insert({ values }: { values: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date } }) {
      await db.insert(sessionsTable).values({ ...values, lastSeenAt: values.createdAt });
    },

    /** The session and its person in one indexed query (primary key lookup plus a join by id). */
    async findWithUser({ tokenHash }: { tokenHash: string }) {
      withUser ??= findWithUserStatement(db);
      const rows = await withUser.execute({ tokenHash });
      return rows[0] ?? null;
    },

    async touch({ tokenHash, at }: { tokenHash: string; at: Date }): Promise<void> {
      await db.update(sessionsTable).set({ lastSeenAt: at }).where(eq(sessionsTable.tokenHash, tokenHash));
    },

    async markSecondFactor({ tokenHash, at }: { tokenHash: string; at: Date }): Promise<void> {
      await db.update(sessionsTable).set({ secondFactorAt: at }).where(eq(sessionsTable.tokenHash, tokenHash));
    },

    async deleteOthersOfUser({ userId, keep, tx }: { userId: string; keep: string; tx?: Tx }): Promise<void> {
      await (tx ?? db)
        .delete(sessionsTable)
        .where(and(eq(sessionsTable.userId, userId), ne(sessionsTable.tokenHash, keep)));
    },

    async delete({ tokenHash }: { tokenHash: string }): Promise<void> {
      await db.delete(sessionsTable).where(eq(sessionsTable.tokenHash, tokenHash));
    },

    async deleteOfUser({ userId, tx }: { userId: string; tx?: Tx }): Promise<void> {
      await (tx ?? db).delete(sessionsTable).where(eq(sessionsTable.userId, userId));
    },

    /** Sessions past their absolute end: they can no longer be used. Returns how many went. */
    async deleteExpired({ now }: { now: Date }): Promise<number> {
      const rows = await db
        .delete(sessionsTable)
        .where(lt(sessionsTable.expiresAt, now))
        .returning({ tokenHash: sessionsTable.tokenHash });
      return rows.length;
    },

    /** A person's sessions, oldest first, for the export: times only, never the token's hash. */
    async listOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select({
          createdAt: sessionsTable.createdAt,
          lastSeenAt: sessionsTable.lastSeenAt,
          expiresAt: sessionsTable.expiresAt,
        })
        .from(sessionsTable)
        .where(eq(sessionsTable.userId, userId))
        .orderBy(sessionsTable.createdAt);
    },
  };
}

const findWithUserStatement = (db: Db) =>
  db
    .select({ session: sessionsTable, user: usersTable })
    .from(sessionsTable)
    .innerJoin(usersTable, eq(usersTable.id, sessionsTable.userId))
    .where(eq(sessionsTable.tokenHash, sql.placeholder('tokenHash')))
    .prepare('sessions_find_with_user');
