import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { aiPreferencesTable } from './chat.table';

const t = aiPreferencesTable;

/** Consent to external models, one row per person. */
export function createPreferencesRepository(db: Db) {
  return {
    async find({ userId }: { userId: string }) {
      const [row] = await db
        .select({ externalConsent: t.externalConsent, consentedAt: t.consentedAt })
        .from(t)
        .where(eq(t.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** The whole row, revocation included (the export). */
    async rowOf({ userId, tx }: { userId: string; tx?: Tx }) {
      const [row] = await (tx ?? db).select().from(t).where(eq(t.userId, userId));
      return row ?? null;
    },

    /** Gives (with its time) or revokes the consent; returns the stored state. */
    async setConsent({ userId, consent, at }: { userId: string; consent: boolean; at: Date }) {
      const values = consent
        ? { externalConsent: true, consentedAt: at, revokedAt: null, updatedAt: at }
        : { externalConsent: false, consentedAt: null, revokedAt: at, updatedAt: at };
      const [row] = await db
        .insert(t)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: t.userId, set: values })
        .returning({ externalConsent: t.externalConsent, consentedAt: t.consentedAt });
      return row!;
    },
  };
}
