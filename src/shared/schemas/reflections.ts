import { text, z } from './zod';
import {
  contentSlugSchema,
  langQuerySchema,
  practiceSearchMaxLength,
  practiceViewerSchema,
} from './exercises';
import { reflectionBodyMaxLength, reflectionCategories } from '../constants/practice';

export {
  type ReflectionCategory,
  reflectionCategories,
} from '../constants/practice';

const categoryQuery = z.enum(reflectionCategories).optional();
const searchQuery = text().max(practiceSearchMaxLength).optional();

export const reflectionCategoriesQuerySchema = langQuerySchema;
export const reflectionPromptsQuerySchema = langQuerySchema.extend({
  category: categoryQuery,
  q: searchQuery,
});
export const reflectionLibraryQuerySchema = langQuerySchema.extend({
  category: categoryQuery,
  q: searchQuery,
});
export const reflectionTodayQuerySchema = langQuerySchema.extend({
  category: categoryQuery,
  /** IANA time zone of a signed-out visitor's calendar day (signed-in people use their own). */
  timeZone: text().max(64).optional(),
});
export const reflectionRandomQuerySchema = langQuerySchema.extend({
  category: categoryQuery,
  /** The reflection on screen, so "another one" is really another one. */
  exclude: contentSlugSchema.optional(),
});
export const reflectionEntriesQuerySchema = langQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const reflectionEntryParamsSchema = z.object({ id: z.uuid() });

export const reflectionCategoryInfoSchema = z
  .object({ id: z.enum(reflectionCategories), label: z.string(), description: z.string() })
  .meta({ id: 'ReflectionCategoryInfo' });
export type ReflectionCategoryInfo = z.infer<typeof reflectionCategoryInfoSchema>;
export const reflectionCategoryListSchema = z
  .object({ items: z.array(reflectionCategoryInfoSchema) })
  .meta({ id: 'ReflectionCategoryList' });

export const reflectionPromptSchema = z
  .object({
    slug: z.string(),
    /** 1..15 for SPEC's numbered prompts, null for the others. */
    number: z.number().int().nullable(),
    category: z.enum(reflectionCategories),
    text: z.string(),
  })
  .meta({ id: 'ReflectionPrompt' });
export type ReflectionPrompt = z.infer<typeof reflectionPromptSchema>;
export const reflectionPromptListSchema = z
  .object({ items: z.array(reflectionPromptSchema) })
  .meta({ id: 'ReflectionPromptList' });
export type ReflectionPromptList = z.infer<typeof reflectionPromptListSchema>;

/** A short piece to read and think about, closing with a question. */
export const reflectionSchema = z
  .object({
    slug: z.string(),
    category: z.enum(reflectionCategories),
    title: z.string(),
    body: z.string(),
    question: z.string(),
  })
  .meta({ id: 'Reflection' });
export type Reflection = z.infer<typeof reflectionSchema>;
export const reflectionListSchema = z
  .object({ items: z.array(reflectionSchema) })
  .meta({ id: 'ReflectionList' });
export type ReflectionList = z.infer<typeof reflectionListSchema>;
export const reflectionOneSchema = z
  .object({ reflection: reflectionSchema, viewer: practiceViewerSchema })
  .meta({ id: 'ReflectionOne' });
export type ReflectionOne = z.infer<typeof reflectionOneSchema>;

/**
 * What the writing form and the API take. Emptiness (only spaces) is answered by the server
 * with its own code, `reflections.empty`, whose message is SPEC §5's sentence.
 */
export const reflectionEntryInputSchema = z
  .object({
    body: text().max(reflectionBodyMaxLength),
    /** The prompt answered, if any. */
    promptSlug: contentSlugSchema.nullable().optional(),
    /** Or the reading whose question is answered (not both). */
    reflectionSlug: contentSlugSchema.nullable().optional(),
  })
  .meta({ id: 'ReflectionEntryWrite' });
export type ReflectionEntryInput = z.infer<typeof reflectionEntryInputSchema>;

/** The writing form's own check, with the catalogue's codes as messages (shown via `errors:`). */
export const reflectionEntryFormSchema = z.object({
  body: text()
    .max(reflectionBodyMaxLength, 'reflections.too_long')
    .refine((v) => v.trim().length > 0, 'reflections.empty'),
});
export type ReflectionEntryForm = z.infer<typeof reflectionEntryFormSchema>;

export const reflectionEntrySchema = z
  .object({
    id: z.string(),
    body: z.string(),
    prompt: z.object({ slug: z.string(), number: z.number().int().nullable(), text: z.string() }).nullable(),
    reflection: z.object({ slug: z.string(), title: z.string(), question: z.string() }).nullable(),
    category: z.enum(reflectionCategories).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ReflectionEntry' });
export type ReflectionEntry = z.infer<typeof reflectionEntrySchema>;

export const reflectionEntryListSchema = z
  .object({ items: z.array(reflectionEntrySchema), total: z.number().int() })
  .meta({ id: 'ReflectionEntryList' });
export type ReflectionEntryList = z.infer<typeof reflectionEntryListSchema>;
