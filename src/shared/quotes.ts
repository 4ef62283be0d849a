/**
 * The daily quote's vocabulary, without zod: the landing page's quote card uses these values,
 * and must not pull the validation library into the landing route (decisions/004).
 */
export const quoteCategories = [
  'calm',
  'courage',
  'hope',
  'self_compassion',
  'mindfulness',
  'resilience',
  'gratitude',
  'growth',
  'connection',
] as const;
export type QuoteCategory = (typeof quoteCategories)[number];

/** SPEC §2's moods for the daily quote. */
export const quoteMoods = ['neutral', 'happy', 'calm', 'sad', 'anxious'] as const;
export type QuoteMood = (typeof quoteMoods)[number];

/** Which quotes a person would like: any of these categories (none = all), for this mood (null = any). */
export interface QuotePreferencesValue {
  categories: QuoteCategory[];
  mood: QuoteMood | null;
}
export const defaultQuotePreferences: QuotePreferencesValue = { categories: [], mood: null };
