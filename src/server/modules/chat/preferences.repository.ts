import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiPreferencesTable } from './chat.table';

/** Consent to external models, one row per person. */
export function createPreferencesRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db
        .select({
          externalConsent: aiPreferencesTable.externalConsent,
          consentedAt: aiPreferencesTable.consentedAt,
        })
        .from(aiPreferencesTable)
        .where(eq(aiPreferencesTable.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** Gives (with its time) or revokes the consent; returns the stored state. */
    async setConsent(input: { userId: string; consent: boolean; at: Date }) {
      const values = input.consent
        ? { externalConsent: true, consentedAt: input.at, revokedAt: null, updatedAt: input.at }
        : { externalConsent: false, consentedAt: null, revokedAt: input.at, updatedAt: input.at };
      const [row] = await db
        .insert(aiPreferencesTable)
        .values({ userId: input.userId, ...values })
        .onConflictDoUpdate({ target: aiPreferencesTable.userId, set: values })
        .returning({
          externalConsent: aiPreferencesTable.externalConsent,
          consentedAt: aiPreferencesTable.consentedAt,
        });
      return row!;
    },
  };
}
