import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type PasswordResetRow, passwordResetsTable } from './auth.table';

const t = passwordResetsTable;

/** Password-recovery codes (their Argon2id hashes). */
export function createRecoveryRepository(db: Db) {
  return {
    /** The person's newest recovery code that is neither used nor expired. */
    async latestOpen({ userId, now }: { userId: string; now: Date }): Promise<PasswordResetRow | null> {
      const rows = await db
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), isNull(t.usedAt), sql`${t.expiresAt} > ${now}`))
        .orderBy(desc(t.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Retires every open code of the person (a new one replaces them). */
    async closeOpen({ userId, now, tx }: { userId: string; now: Date; tx?: Tx }): Promise<void> {
      await (tx ?? db).update(t).set({ usedAt: now }).where(and(eq(t.userId, userId), isNull(t.usedAt)));
    },

    async insert({ values, tx }: { values: { userId: string; codeHash: string; createdAt: Date; expiresAt: Date }; tx?: Tx }) {
      await (tx ?? db).insert(t).values(values);
    },

    /** Counts one attempt in one statement, only while attempts remain; null when none remain. */
    async takeAttempt({ id, max }: { id: string; max: number }): Promise<number | null> {
      const rows = await db
        .update(t)
        .set({ attempts: sql`${t.attempts} + 1` })
        .where(and(eq(t.id, id), isNull(t.usedAt), lt(t.attempts, max)))
        .returning({ attempts: t.attempts });
      return rows[0]?.attempts ?? null;
    },

    /** Marks the code used; false when another request used it first (single use). */
    async consume({ id, now, tx }: { id: string; now: Date; tx?: Tx }): Promise<boolean> {
      const rows = await (tx ?? db)
        .update(t)
        .set({ usedAt: now })
        .where(and(eq(t.id, id), isNull(t.usedAt)))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /** A person's codes for the export: times and attempts only, never the code's hash. */
    async listOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select({ createdAt: t.createdAt, expiresAt: t.expiresAt, attempts: t.attempts, usedAt: t.usedAt })
        .from(t)
        .where(eq(t.userId, userId))
        .orderBy(asc(t.createdAt));
    },
  };
}
