import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../users/users.repository';
import { type PasswordResetRow, passwordResetsTable } from './auth.table';

const t = passwordResetsTable;

/** The person's newest recovery code that is neither used nor expired. */
export async function latestOpenReset(db: DbOrTx, { userId, now }: { userId: string; now: Date }): Promise<PasswordResetRow | null> {
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), isNull(t.usedAt), sql`${t.expiresAt} > ${now}`))
    .orderBy(desc(t.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Retires every open code of the person (a new one replaces them). */
export async function closeOpenResets(db: DbOrTx, { userId, now }: { userId: string; now: Date }): Promise<void> {
  await db.update(t).set({ usedAt: now }).where(and(eq(t.userId, userId), isNull(t.usedAt)));
}

export async function insertReset(
  db: DbOrTx,
  values: { userId: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(t).values(values);
}

/** Counts one attempt in one statement, only while attempts remain; null when none remain. */
export async function takeResetAttempt(db: DbOrTx, { id, max }: { id: string; max: number }): Promise<number | null> {
  const rows = await db
    .update(t)
    .set({ attempts: sql`${t.attempts} + 1` })
    .where(and(eq(t.id, id), isNull(t.usedAt), lt(t.attempts, max)))
    .returning({ attempts: t.attempts });
  return rows[0]?.attempts ?? null;
}

/** Marks the code used; false when another request used it first (single use). */
export async function consumeReset(db: DbOrTx, { id, now }: { id: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.id, id), isNull(t.usedAt)))
    .returning({ id: t.id });
  return rows.length > 0;
}
