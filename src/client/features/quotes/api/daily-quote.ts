import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import { defaultQuotePreferences, quoteCategories, quoteMoods } from '@shared/quotes';
import type { DailyQuote, QuotePreferences } from '@shared/schemas/quotes';
import { browserTimeZone } from '@/lib/format';
import { apiJson } from '@/lib/api-client';
import { readStorage, writeStorage } from '@/lib/storage-keys';

/** Where a signed-out visitor's quote preferences live (a UI preference, kept at logout). */
export const visitorQuotePreferencesKey = 'serenamente_quote_preferences';

export function readVisitorPreferences(): QuotePreferences {
  try {
    const raw = JSON.parse(
      readStorage(visitorQuotePreferencesKey) ?? 'null',
    ) as Partial<QuotePreferences> | null;
    if (!raw) return defaultQuotePreferences;
    return {
      categories: (raw.categories ?? []).filter((c) => (quoteCategories as readonly string[]).includes(c)),
      mood: raw.mood && (quoteMoods as readonly string[]).includes(raw.mood) ? raw.mood : null,
    };
  } catch {
    return defaultQuotePreferences;
  }
}

const isDailyKey = (key: readonly unknown[]) => String(key[0]).startsWith('/api/quotes/daily');

export function dailyQuoteUrl(lang: Lang, prefs: QuotePreferences): string {
  const params = new URLSearchParams({ lang });
  if (prefs.categories.length) params.set('categories', prefs.categories.join(','));
  if (prefs.mood) params.set('mood', prefs.mood);
  const timeZone = browserTimeZone();
  if (timeZone) params.set('timeZone', timeZone);
  return `/api/quotes/daily?${params}`;
}

/** Today's quote: the server picks it (signed in: by stored preferences; visitors: by these). */
export function useDailyQuote(lang: Lang, visitorPrefs: QuotePreferences) {
  return useQuery({
    ...queryOptions<DailyQuote>({ queryKey: [dailyQuoteUrl(lang, visitorPrefs)] }),
    placeholderData: (previous) => previous,
  });
}

/** Saves preferences: on the server for signed-in people, in this browser for visitors. */
export function useSaveQuotePreferences({ signedIn }: { signedIn: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prefs: QuotePreferences): Promise<QuotePreferences> => {
      if (!signedIn) {
        writeStorage(visitorQuotePreferencesKey, JSON.stringify(prefs));
        return prefs;
      }
      return apiJson<QuotePreferences>('PUT', '/api/quotes/preferences', prefs);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ predicate: (q) => isDailyKey(q.queryKey) });
    },
  });
}
