import { text, z } from './zod';
import { languages } from '../i18n';
import { crisisSupportSchema } from './safety';
import { aiTextMaxLength } from './chat';

/**
 * The AI modules (SPEC §2 /ai-modules), the reflection perspective and the resource
 * recommendation search. Each module is a short guided form; its main text must be a real
 * prompt ('Per favore inserisci un prompt valido.'): at least 3 characters with a letter in them.
 */

export const aiModuleIds = ['relationships', 'writing', 'muscle_relaxation', 'sleep', 'custom'] as const;
export type AiModuleId = (typeof aiModuleIds)[number];

const invalid = { message: 'ai.invalid_prompt' } as const;

/** A required free text: trimmed, 3..max characters, with at least one letter. */
export const promptTextSchema = (max: number) =>
  text(invalid)
    .trim()
    .min(3, invalid)
    .max(max, invalid)
    .refine((s) => /\p{L}/u.test(s), invalid);

/** An optional free text: empty becomes undefined. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, invalid)
    .optional()
    .transform((s) => (s ? s : undefined));

export const relationshipPeople = ['partner', 'family', 'friend', 'colleague', 'other'] as const;
export const tensionAreas = ['shoulders', 'neck', 'jaw', 'face', 'back', 'hands', 'stomach', 'legs'] as const;
export const pmrPlaces = ['bed', 'desk', 'elsewhere'] as const;
export const pmrMinutes = [5, 10, 15] as const;
export const sleepHabits = [
  'racing',
  'screens',
  'caffeine',
  'alcohol',
  'waking',
  'early',
  'irregular',
  'naps',
] as const;

export const relationshipsInputSchema = z.object({
  module: z.literal('relationships'),
  person: z.enum(relationshipPeople),
  situation: promptTextSchema(2000),
  wish: optionalText(1000),
});

export const writingInputSchema = z.object({
  module: z.literal('writing'),
  topic: promptTextSchema(1000),
  /** What they have written so far, if anything: a reflection on it instead of a writing prompt. */
  draft: optionalText(6000),
});

export const muscleRelaxationInputSchema = z.object({
  module: z.literal('muscle_relaxation'),
  areas: z.array(z.enum(tensionAreas)).min(1, invalid).max(tensionAreas.length),
  /** 5, 10 or 15 (a form sends it as text). */
  minutes: z.coerce
    .number()
    .int()
    .refine((m) => (pmrMinutes as readonly number[]).includes(m), invalid),
  place: z.enum(pmrPlaces),
  notes: optionalText(500),
});

export const sleepInputSchema = z.object({
  module: z.literal('sleep'),
  issue: promptTextSchema(2000),
  habits: z.array(z.enum(sleepHabits)).max(sleepHabits.length).default([]),
});

export const customInputSchema = z.object({
  module: z.literal('custom'),
  prompt: promptTextSchema(2000),
});

/** One module run: the module's own answers, and the language of the reply. */
export const aiModuleRunSchema = z
  .object({
    input: z.discriminatedUnion('module', [
      relationshipsInputSchema,
      writingInputSchema,
      muscleRelaxationInputSchema,
      sleepInputSchema,
      customInputSchema,
    ]),
    lang: z.enum(languages).optional(),
  })
  .meta({ id: 'AiModuleRunRequest' });
export type AiModuleInput = z.output<typeof aiModuleRunSchema>['input'];

// Saved results ---------------------------------------------------------------------------------

export const aiModuleResultSaveSchema = z
  .object({
    module: z.enum(aiModuleIds),
    lang: z.enum(languages),
    title: text().trim().min(1).max(120),
    content: text().trim().min(1).max(20_000),
  })
  .meta({ id: 'AiModuleResultSave' });
export type AiModuleResultSave = z.input<typeof aiModuleResultSaveSchema>;

export const aiModuleResultSchema = z
  .object({
    id: z.uuid(),
    module: z.enum(aiModuleIds),
    lang: z.enum(languages),
    title: z.string(),
    content: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AiModuleResult' });
export type AiModuleResult = z.infer<typeof aiModuleResultSchema>;

export const aiModuleResultListSchema = z
  .object({ items: z.array(aiModuleResultSchema) })
  .meta({ id: 'AiModuleResultList' });
export type AiModuleResultList = z.infer<typeof aiModuleResultListSchema>;

export const aiModuleResultParamsSchema = z.object({ id: z.uuid() });

// Reflection perspective ------------------------------------------------------------------------

export const perspectiveRequestSchema = z
  .object({ text: promptTextSchema(aiTextMaxLength), lang: z.enum(languages).optional() })
  .meta({ id: 'PerspectiveRequest' });

// Resource recommendations ----------------------------------------------------------------------

export const recommendationQuerySchema = z.object({
  message: text({ error: 'ai.message_missing' })
    .trim()
    .min(1, { message: 'ai.message_missing' })
    .max(1000, { message: 'ai.message_too_long' }),
  lang: z.enum(languages).optional(),
});

/** Why an item was picked: the words it shares with the message, its category, or a good first step. */
export const recommendationReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('terms'), terms: z.array(z.string()) }),
  z.object({ kind: z.literal('category'), category: z.string() }),
  z.object({ kind: z.literal('starter') }),
]);

export const recommendationItemSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    group: z.string(),
    category: z.string(),
    type: z.string(),
    readingMinutes: z.number().int(),
    premium: z.boolean(),
    reason: recommendationReasonSchema,
  })
  .meta({ id: 'RecommendationItem' });
export type RecommendationItem = z.infer<typeof recommendationItemSchema>;

/**
 * Up to 5 library items for a free-text message, best first. A message the crisis check stops
 * gets the crisis help instead (`crisis`, `crisisText`) and no items.
 */
export const recommendationResponseSchema = z
  .object({
    lang: z.enum(languages),
    items: z.array(recommendationItemSchema),
    crisis: crisisSupportSchema.nullable(),
    crisisText: z.string().nullable(),
  })
  .meta({ id: 'RecommendationResponse' });
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;
