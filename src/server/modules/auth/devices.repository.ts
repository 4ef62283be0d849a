import { and, desc, eq, gt, lt, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { trustedDevicesTable } from './devices.table';

const t = trustedDevicesTable;

/** Stands in for the user id of a name without an account, so both cost the same query. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** Browsers a person signed in from, by the SHA-256 of their device cookie. */
export function createDevicesRepository(db: Db) {
  return {
    /**
     * The device of this token if it belongs to `userId`, was remembered under the same password
     * (`passwordStamp`) and after `issuedAfter`; marks it used. One indexed statement whether or
     * not the account exists.
     */
    async use({
      tokenHash,
      userId,
      passwordStamp,
      issuedAfter,
      now,
    }: {
      tokenHash: string;
      userId: string | null;
      passwordStamp: string;
      issuedAfter: Date;
      now: Date;
    }): Promise<string | null> {
      const rows = await db
        .update(t)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(t.tokenHash, tokenHash),
            eq(t.userId, userId ?? NO_USER),
            eq(t.passwordStamp, passwordStamp),
            gt(t.createdAt, issuedAfter),
          ),
        )
        .returning({ id: t.id });
      return rows[0]?.id ?? null;
    },

    async insert({ values }: { values: { userId: string; tokenHash: string; passwordStamp: string; now: Date } }) {
      const { userId, tokenHash, passwordStamp, now } = values;
      await db.insert(t).values({ userId, tokenHash, passwordStamp, createdAt: now, lastUsedAt: now });
    },

    async delete({ tokenHash }: { tokenHash: string }): Promise<void> {
      await db.delete(t).where(eq(t.tokenHash, tokenHash));
    },

    /** Keeps a person's `keep` most recently used devices (browsers that drop cookies add one each time). */
    async prune({ userId, keep }: { userId: string; keep: number }): Promise<void> {
      const recent = db
        .select({ id: t.id })
        .from(t)
        .where(eq(t.userId, userId))
        .orderBy(desc(t.lastUsedAt), desc(t.createdAt))
        .limit(keep);
      await db.delete(t).where(and(eq(t.userId, userId), notInArray(t.id, recent)));
    },

    /** Devices issued before `before`: their cookie has expired. Returns how many went. */
    async deleteIssuedBefore({ before }: { before: Date }): Promise<number> {
      const rows = await db.delete(t).where(lt(t.createdAt, before)).returning({ id: t.id });
      return rows.length;
    },

    /** A person's devices for the export: times only, never the token's hash. */
    async listOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select({ createdAt: t.createdAt, lastUsedAt: t.lastUsedAt })
        .from(t)
        .where(eq(t.userId, userId))
        .orderBy(t.createdAt);
    },
  };
}
