import { and, arrayContains, arrayOverlaps, asc, count, eq } from 'drizzle-orm';
import type { QuotePreferences } from '@shared/schemas/quotes';
import type { Db, Tx } from '../../db/client';
import { quotesTable } from '../content/content.table';
import { quotePreferencesTable } from './quotes.table';

export type QuoteRow = typeof quotesTable.$inferSelect;
export interface QuoteFilter {
  categories: readonly string[];
  mood: string | null;
}

const where = ({ categories, mood }: QuoteFilter) =>
  and(
    eq(quotesTable.published, true),
    categories.length ? arrayOverlaps(quotesTable.categories, [...categories]) : undefined,
    mood ? arrayContains(quotesTable.moods, [mood]) : undefined,
  );

export function createQuotesRepository(db: Db) {
  return {
    async countMatching(filter: QuoteFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(quotesTable).where(where(filter));
      return row?.n ?? 0;
    },

    /** The quote at a position of the catalogue order among those matching a filter. */
    async quoteAt(filter: QuoteFilter & { index: number }): Promise<QuoteRow | undefined> {
      const [row] = await db
        .select()
        .from(quotesTable)
        .where(where(filter))
        .orderBy(asc(quotesTable.position), asc(quotesTable.slug))
        .offset(filter.index)
        .limit(1);
      return row;
    },

    async getPreferences({ userId }: { userId: string }): Promise<QuoteFilter | null> {
      const [row] = await db
        .select({ categories: quotePreferencesTable.categories, mood: quotePreferencesTable.mood })
        .from(quotePreferencesTable)
        .where(eq(quotePreferencesTable.userId, userId))
        .limit(1);
      return row ?? null;
    },

    async savePreferences({ userId, prefs, at }: { userId: string; prefs: QuotePreferences; at: Date }): Promise<void> {
      await db
        .insert(quotePreferencesTable)
        .values({ userId, categories: prefs.categories, mood: prefs.mood, updatedAt: at })
        .onConflictDoUpdate({
          target: quotePreferencesTable.userId,
          set: { categories: prefs.categories, mood: prefs.mood, updatedAt: at },
        });
    },

    /** The person's stored preferences with their time (the export). */
    async preferencesRowOf({ userId, tx }: { userId: string; tx?: Tx }) {
      const [row] = await (tx ?? db).select().from(quotePreferencesTable).where(eq(quotePreferencesTable.userId, userId));
      return row ?? null;
    },
  };
}
