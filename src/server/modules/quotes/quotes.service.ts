import type { Lang } from '@shared/i18n';
import {
  type DailyQuote,
  type DailyQuoteQuery,
  type QuoteCategory,
  type QuoteMood,
  type QuotePreferences,
  defaultQuotePreferences,
  quoteCategories,
  quoteMoods,
} from '@shared/schemas/quotes';
import type { PrivacyExport } from '@shared/schemas/privacy';
import { AppError } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import type { Db, Tx } from '../../db/client';
import { authorIn, sourceIn } from '../../db/seed/content/quote-citations';
import { calendarDay, dailyIndex } from './daily-pick';
import { createQuotesRepository, type QuoteFilter } from './quotes.repository';

// The daily pick is shared with the reflections module (today's reflection).
export { calendarDay, dailyIndex };

const isCategory = (v: string): v is QuoteCategory => (quoteCategories as readonly string[]).includes(v);
const isMood = (v: string | null | undefined): v is QuoteMood =>
  !!v && (quoteMoods as readonly string[]).includes(v);

/** Stored or query preferences, cleaned: known categories only, in catalogue order, no repeats. */
function normalise(categories: readonly string[], mood: string | null | undefined): QuotePreferences {
  const wanted = new Set(categories);
  return {
    categories: quoteCategories.filter((c) => wanted.has(c) && isCategory(c)),
    mood: isMood(mood) ? mood : null,
  };
}

/** The filters to try, narrowest first, until one matches at least one quote. */
function ladder(prefs: QuotePreferences): QuoteFilter[] {
  const steps: QuoteFilter[] = [
    prefs,
    { categories: [], mood: prefs.mood },
    { categories: prefs.categories, mood: null },
    { categories: [], mood: null },
  ];
  return steps.filter(
    (s, i) => steps.findIndex((o) => o.mood === s.mood && o.categories.join() === s.categories.join()) === i,
  );
}

/**
 * The daily quote: one per calendar day per person (in their time zone), the same on every
 * instance; visitors share one per day. Preferences narrow the choice; when nothing matches
 * them all, the choice widens step by step rather than failing.
 */
export function createQuotesService({ db, clock }: { db: Db; clock: () => Date }) {
  const repository = createQuotesRepository(db);
  async function preferencesOf(userId: string): Promise<QuotePreferences> {
    const stored = await repository.getPreferences({ userId });
    return stored ? normalise(stored.categories, stored.mood) : defaultQuotePreferences;
  }

  return {
    preferencesOf,

    async savePreferences(user: RequestUser, prefs: QuotePreferences): Promise<QuotePreferences> {
      const clean = normalise(prefs.categories, prefs.mood);
      await repository.savePreferences({ userId: user.id, prefs: clean, at: clock() });
      return clean;
    },

    async daily({
      lang,
      user,
      query,
    }: {
      lang: Lang;
      user: RequestUser | null;
      query: DailyQuoteQuery;
    }): Promise<DailyQuote> {
      const preferences = user
        ? await preferencesOf(user.id)
        : normalise(query.categories?.split(',') ?? [], query.mood ?? null);
      const day = calendarDay(user ? user.timeZone : query.timeZone, clock());
      const filters = ladder(preferences);
      for (const [level, filter] of filters.entries()) {
        const total = await repository.countMatching(filter);
        if (total === 0) continue;
        const index = dailyIndex({ seed: `quote:${user?.id ?? 'visitor'}`, day, count: total });
        const row = await repository.quoteAt({ ...filter, index });
        if (!row) continue;
        const author = authorIn(row.author, lang);
        return {
          quote: { slug: row.slug, text: row.text[lang], author, source: sourceIn(row.source, lang) },
          day,
          preferences,
          matched: level === 0,
          signedIn: !!user,
        };
      }
      throw new AppError('quotes.load_failed');
    },

    /** The export's `quotePreferences` section. */
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<PrivacyExport['quotePreferences']> {
      const row = await repository.preferencesRowOf({ userId, tx });
      return row ? { categories: row.categories, mood: row.mood, updatedAt: row.updatedAt.toISOString() } : null;
    },
  };
}
