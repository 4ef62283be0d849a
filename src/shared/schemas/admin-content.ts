import { text, z } from './zod';
import { languages } from '../i18n';
import { quoteCategories, quoteMoods } from '../quotes';
import { contentSlugSchema, exerciseCategories } from './exercises';
import { meditationCategories } from './meditations';
import { reflectionCategories } from './reflections';
import { resourceCategories, resourceGroups, resourceTypes } from './resources';

/**
 * Administration of the built-in bilingual content. Every item is written whole, with both
 * languages complete (a missing title or step in one language is refused), so an item can be
 * published whenever it is saved; new items start unpublished.
 */
export const contentKinds = [
  'exercises',
  'meditations',
  'reflection-prompts',
  'reflections',
  'quotes',
  'resources',
] as const;
export type ContentKind = (typeof contentKinds)[number];

/** The field messages the editor shows (locale namespace `adminContent`, `form.errors.*`). */
export const contentFieldMessages = {
  required: 'required',
  tooLong: 'too_long',
  tooMany: 'too_many',
  outOfRange: 'out_of_range',
  stepOrder: 'step_order',
} as const;

/** The longest text of each kind of field, in characters. */
export const contentLimits = {
  title: 120,
  line: 600,
  summary: 400,
  body: 20_000,
  author: 120,
  source: 200,
  tag: 40,
  tags: 12,
  steps: 12,
  scriptSteps: 60,
  days: 60,
} as const;

const m = contentFieldMessages;
const line = (max: number) => text().trim().min(1, m.required).max(max, m.tooLong);
const optionalLine = (max: number) => text().trim().max(max, m.tooLong);
const count = (min: number, max: number) =>
  z.number().int(m.outOfRange).min(min, m.outOfRange).max(max, m.outOfRange);
/** The same shape in both languages: each one complete. */
const bilingual = <T extends z.ZodType>(schema: T) => z.object({ it: schema, en: schema });

export const exerciseTextSchema = z.object({
  title: line(contentLimits.title),
  summary: line(contentLimits.summary),
  goal: line(contentLimits.summary),
  steps: z.array(line(contentLimits.line)).min(1, m.required).max(contentLimits.steps, m.tooMany),
  /** Optional closing tip; empty when there is none. */
  tip: optionalLine(contentLimits.line).optional(),
});

export const exerciseItemSchema = z
  .object({
    slug: contentSlugSchema,
    category: z.enum(exerciseCategories),
    durationMinutes: count(1, 120),
    premium: z.boolean(),
    text: bilingual(exerciseTextSchema),
  })
  .meta({ id: 'AdminExercise' });

const meditationStepSchema = z.object({ at: count(0, 7200), text: line(contentLimits.line) });

/** Steps start in order, the last one before the end. */
function scriptInOrder(
  value: { durationSeconds: number; text: Record<string, { script: { at: number }[] }> },
  ctx: z.core.$RefinementCtx,
) {
  for (const lang of languages) {
    const script = value.text[lang]?.script ?? [];
    script.forEach((step, i) => {
      const previous = script[i - 1];
      if ((previous && step.at <= previous.at) || step.at >= value.durationSeconds) {
        ctx.addIssue({ code: 'custom', message: m.stepOrder, path: ['text', lang, 'script', i, 'at'] });
      }
    });
  }
}

export const meditationItemSchema = z
  .object({
    slug: contentSlugSchema,
    category: z.enum(meditationCategories),
    durationSeconds: count(60, 7200),
    premium: z.boolean(),
    text: bilingual(
      z.object({
        title: line(contentLimits.title),
        summary: line(contentLimits.summary),
        script: z.array(meditationStepSchema).min(1, m.required).max(contentLimits.scriptSteps, m.tooMany),
      }),
    ),
  })
  .superRefine(scriptInOrder)
  .meta({ id: 'AdminMeditation' });

export const reflectionPromptItemSchema = z
  .object({
    slug: contentSlugSchema,
    /** SPEC's numbered prompts (1..15 today) come first; null for the others. */
    number: count(1, 99).nullable(),
    category: z.enum(reflectionCategories),
    text: bilingual(line(contentLimits.line)),
  })
  .meta({ id: 'AdminReflectionPrompt' });

export const reflectionItemSchema = z
  .object({
    slug: contentSlugSchema,
    category: z.enum(reflectionCategories),
    text: bilingual(
      z.object({
        title: line(contentLimits.title),
        body: line(4000),
        question: line(contentLimits.summary),
      }),
    ),
  })
  .meta({ id: 'AdminReflection' });

export const quoteItemSchema = z
  .object({
    slug: contentSlugSchema,
    author: line(contentLimits.author),
    source: optionalLine(contentLimits.source).nullable(),
    categories: z.array(z.enum(quoteCategories)).min(1, m.required).max(quoteCategories.length),
    moods: z.array(z.enum(quoteMoods)).min(1, m.required).max(quoteMoods.length),
    text: bilingual(line(contentLimits.line)),
  })
  .meta({ id: 'AdminQuote' });

export const resourceItemSchema = z
  .object({
    slug: contentSlugSchema,
    group: z.enum(resourceGroups),
    category: z.enum(resourceCategories),
    type: z.enum(resourceTypes),
    readingMinutes: count(1, 240),
    premium: z.boolean(),
    visual: z.enum(['breathing-pacer']).nullable(),
    text: bilingual(
      z.object({
        title: line(contentLimits.title),
        summary: line(contentLimits.summary),
        tags: z.array(line(contentLimits.tag)).max(contentLimits.tags, m.tooMany),
        body: line(contentLimits.body),
        /** Programs only: one entry per day. */
        days: z
          .array(z.object({ title: line(contentLimits.title), body: line(contentLimits.body) }))
          .max(contentLimits.days, m.tooMany)
          .optional(),
      }),
    ),
  })
  .meta({ id: 'AdminResource' });

/** Each kind's item as the editor reads and writes it. */
export const contentItemSchemas = {
  exercises: exerciseItemSchema,
  meditations: meditationItemSchema,
  'reflection-prompts': reflectionPromptItemSchema,
  reflections: reflectionItemSchema,
  quotes: quoteItemSchema,
  resources: resourceItemSchema,
} as const;
export type ContentItem<K extends ContentKind = ContentKind> = z.infer<(typeof contentItemSchemas)[K]>;
export type ExerciseItem = ContentItem<'exercises'>;
export type MeditationItem = ContentItem<'meditations'>;
export type ReflectionPromptItem = ContentItem<'reflection-prompts'>;
export type ReflectionItem = ContentItem<'reflections'>;
export type QuoteItem = ContentItem<'quotes'>;
export type ResourceItem = ContentItem<'resources'>;

export const contentItemParamsSchema = z.object({ slug: contentSlugSchema });

export const contentListQuerySchema = z.object({
  /** Words of the title, slug or (quotes) author, in either language. */
  q: text().trim().max(100).optional(),
  status: z.enum(['all', 'published', 'unpublished']).optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const contentListItemSchema = z
  .object({
    slug: z.string(),
    title: z.object({ it: z.string(), en: z.string() }),
    category: z.string(),
    /** Null for kinds without a premium flag (reflections, prompts, quotes). */
    premium: z.boolean().nullable(),
    published: z.boolean(),
    editedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminContentListItem' });

export const contentListSchema = z
  .object({ kind: z.enum(contentKinds), items: z.array(contentListItemSchema) })
  .meta({ id: 'AdminContentList' });
export type ContentList = z.infer<typeof contentListSchema>;

/** One stored item with its state, for one kind's item schema. */
export function contentDetailSchema<T extends z.ZodType>(item: T) {
  return z.object({
    kind: z.enum(contentKinds),
    published: z.boolean(),
    editedAt: z.string().nullable(),
    updatedAt: z.string(),
    item,
  });
}
export interface ContentDetail<K extends ContentKind = ContentKind> {
  kind: K;
  published: boolean;
  editedAt: string | null;
  updatedAt: string;
  item: ContentItem<K>;
}

/** The support inbox: contact-form messages, waiting ones first. */
export const supportInboxStatuses = ['all', 'waiting', 'handled'] as const;
export const supportAnswerMax = 5000;

export const supportInboxQuerySchema = z.object({ status: z.enum(supportInboxStatuses).optional() });
export const supportMessageParamsSchema = z.object({ id: z.uuid() });

export const supportInboxItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    topic: z.string(),
    lang: z.enum(languages),
    receivedAt: z.string(),
    handledAt: z.string().nullable(),
    answeredAt: z.string().nullable(),
  })
  .meta({ id: 'AdminSupportInboxItem' });
export type SupportInboxItem = z.infer<typeof supportInboxItemSchema>;

export const supportInboxSchema = z
  .object({ items: z.array(supportInboxItemSchema), waiting: z.number().int() })
  .meta({ id: 'AdminSupportInbox' });
export type SupportInbox = z.infer<typeof supportInboxSchema>;

export const supportInboxMessageSchema = supportInboxItemSchema
  .extend({
    message: z.string(),
    answer: z.string().nullable(),
    /** The administrator who answered, by username; null when that account is gone. */
    answeredBy: z.string().nullable(),
  })
  .meta({ id: 'AdminSupportMessage' });
export type SupportInboxMessage = z.infer<typeof supportInboxMessageSchema>;

export const supportAnswerInputSchema = z
  .object({ answer: text().trim().min(1, m.required).max(supportAnswerMax, m.tooLong) })
  .meta({ id: 'AdminSupportAnswer' });
export type SupportAnswerInput = z.infer<typeof supportAnswerInputSchema>;

export const supportHandledInputSchema = z
  .object({ handled: z.boolean() })
  .meta({ id: 'AdminSupportHandled' });
