import { text, z } from './zod';
import { quoteCategories, quoteMoods } from '../quotes';
import { langQuerySchema } from './exercises';

export { defaultQuotePreferences, quoteCategories, quoteMoods } from '../quotes';
export type { QuoteCategory, QuoteMood } from '../quotes';

/** Which quotes a person would like: any of these categories (none = all), for this mood (null = any). */
export const quotePreferencesSchema = z
  .object({
    categories: z.array(z.enum(quoteCategories)).max(quoteCategories.length),
    mood: z.enum(quoteMoods).nullable(),
  })
  .meta({ id: 'QuotePreferences' });
export type QuotePreferences = z.infer<typeof quotePreferencesSchema>;

/**
 * Signed-out visitors carry their preferences in the query (`categories=calm,hope&mood=calm`)
 * and their time zone; signed-in people's come from their stored preferences and profile.
 */
export const dailyQuoteQuerySchema = langQuerySchema.extend({
  categories: text()
    .max(200)
    .regex(/^[a-z_,]*$/)
    .optional(),
  mood: z.enum(quoteMoods).optional(),
  timeZone: text().max(64).optional(),
});
export type DailyQuoteQuery = z.infer<typeof dailyQuoteQuerySchema>;

export const quoteSchema = z
  .object({ slug: z.string(), text: z.string(), author: z.string(), source: z.string().nullable() })
  .meta({ id: 'Quote' });

export const dailyQuoteSchema = z
  .object({
    quote: quoteSchema,
    /** The calendar day (YYYY-MM-DD) the quote belongs to. */
    day: z.string(),
    preferences: quotePreferencesSchema,
    /** False when no quote matched every preference and the choice was widened. */
    matched: z.boolean(),
    signedIn: z.boolean(),
  })
  .meta({ id: 'DailyQuote' });
export type DailyQuote = z.infer<typeof dailyQuoteSchema>;
