import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessionsTable } from '../sessions/sessions.table';
import { adminRecoveryCodesTable, adminSecondFactorsTable } from './admin.table';

/** The staff's TOTP secrets and one-time recovery codes. */
export function createSecondFactorRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db
        .select()
        .from(adminSecondFactorsTable)
        .where(eq(adminSecondFactorsTable.userId, userId));
      return row ?? null;
    },

    /** A new, not yet confirmed secret (replacing any earlier one). */
    async savePending({ userId, secret, now }: { userId: string; secret: string; now: Date }) {
      await db
        .insert(adminSecondFactorsTable)
        .values({ userId, secret, createdAt: now, enabledAt: null, lastStep: null })
        .onConflictDoUpdate({
          target: adminSecondFactorsTable.userId,
          set: { secret, createdAt: now, enabledAt: null, lastStep: null },
        });
    },

    /**
     * Records `step` as the last accepted time step, in one statement, only when it is later
     * than the stored one: true when it was (the code is spent), false for a code of this step or
     * an earlier one. Two sign-ins racing with the same code cannot both get true: the second
     * update waits for the first's row lock and then finds the step already taken.
     * `enable` also confirms a pending enrolment with the same code.
     */
    async acceptStep({
      userId,
      step,
      enable,
      tx,
    }: {
      userId: string;
      step: number;
      enable?: Date;
      tx: Db;
    }): Promise<boolean> {
      const t = adminSecondFactorsTable;
      const rows = await tx
        .update(t)
        .set({ lastStep: step, ...(enable ? { enabledAt: enable } : {}) })
        .where(and(eq(t.userId, userId), or(isNull(t.lastStep), lt(t.lastStep, step))))
        .returning({ userId: t.userId });
      return rows.length > 0;
    },

    async replaceRecoveryCodes({ userId, hashes, tx }: { userId: string; hashes: string[]; tx: Db }) {
      await tx.delete(adminRecoveryCodesTable).where(eq(adminRecoveryCodesTable.userId, userId));
      await tx.insert(adminRecoveryCodesTable).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Spends an unused recovery code; true when one matched (used once, even under a race). */
    async useRecoveryCode({
      userId,
      codeHash,
      now,
      tx,
    }: {
      userId: string;
      codeHash: string;
      now: Date;
      tx: Db;
    }) {
      const rows = await tx
        .update(adminRecoveryCodesTable)
        .set({ usedAt: now })
        .where(
          and(
            eq(adminRecoveryCodesTable.userId, userId),
            eq(adminRecoveryCodesTable.codeHash, codeHash),
            isNull(adminRecoveryCodesTable.usedAt),
          ),
        )
        .returning({ id: adminRecoveryCodesTable.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(adminRecoveryCodesTable)
        .where(and(eq(adminRecoveryCodesTable.userId, userId), isNull(adminRecoveryCodesTable.usedAt)));
      return row?.n ?? 0;
    },

    async markSession({ tokenHash, now, tx }: { tokenHash: string; now: Date; tx: Db }) {
      await tx
        .update(sessionsTable)
        .set({ secondFactorAt: now })
        .where(eq(sessionsTable.tokenHash, tokenHash));
    },
  };
}
