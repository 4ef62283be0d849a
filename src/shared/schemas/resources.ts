import { text, z } from './zod';
import { languages } from '../i18n';

/** SPEC §2's three tabs of the library. */
export const resourceGroups = ['quick_tools', 'guides', 'programs'] as const;
export type ResourceGroup = (typeof resourceGroups)[number];

/** SPEC §3's resource categories (ansia, depressione, mindfulness, sonno, stress, tools, guides, programs). */
export const resourceCategories = [
  'anxiety',
  'depression',
  'mindfulness',
  'sleep',
  'stress',
  'tools',
  'guides',
  'programs',
] as const;
export type ResourceCategory = (typeof resourceCategories)[number];

/** SPEC §3's resource types. */
export const resourceTypes = [
  'article',
  'exercise',
  'meditation',
  'video',
  'course',
  'program',
  'workshop',
  'technique',
  'guide',
] as const;
export type ResourceType = (typeof resourceTypes)[number];

export const resourceSlugSchema = text()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'invalid slug');

/** The answer's language, also accepted as `?lang=` so cached answers never mix languages. */
const langQuery = z.enum(languages).optional();

export const resourceListQuerySchema = z.object({
  group: z.enum(resourceGroups).optional(),
  category: z.enum(resourceCategories).optional(),
  type: z.enum(resourceTypes).optional(),
  lang: langQuery,
});
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

export const resourceLangQuerySchema = z.object({ lang: langQuery });
export const resourceSlugParamsSchema = z.object({ slug: resourceSlugSchema });

/** What every card shows, for everyone: premium items are marked, never hidden. */
export const resourceSummarySchema = z
  .object({
    slug: z.string(),
    group: z.enum(resourceGroups),
    category: z.enum(resourceCategories),
    type: z.enum(resourceTypes),
    readingMinutes: z.number().int(),
    premium: z.boolean(),
    visual: z.enum(['breathing-pacer']).nullable(),
    title: z.string(),
    summary: z.string(),
    tags: z.array(z.string()),
    /** Programs: how many days; null for other items. */
    dayCount: z.number().int().nullable(),
  })
  .meta({ id: 'ResourceSummary' });
export type ResourceSummary = z.infer<typeof resourceSummarySchema>;

export const resourceListSchema = z
  .object({
    lang: z.enum(languages),
    items: z.array(resourceSummarySchema),
  })
  .meta({ id: 'ResourceList' });
export type ResourceList = z.infer<typeof resourceListSchema>;

export const programDaySchema = z.object({ title: z.string(), body: z.string() }).meta({ id: 'ProgramDay' });
export type ProgramDay = z.infer<typeof programDaySchema>;

/**
 * The full item: served for free items to everyone and for premium items only to people the
 * server entitles (others get 403 `plans.premium_required`). `body` is light markdown:
 * paragraphs, '## ' headings and '- ' list items.
 */
export const resourceDetailSchema = resourceSummarySchema
  .extend({
    lang: z.enum(languages),
    body: z.string(),
    days: z.array(programDaySchema).nullable(),
  })
  .meta({ id: 'ResourceDetail' });
export type ResourceDetail = z.infer<typeof resourceDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Feedback: one per person per resource, editable.

export const feedbackCommentMax = 1000;

export const resourceFeedbackInputSchema = z
  .object({
    helpful: z.boolean(),
    comment: text()
      .trim()
      .max(feedbackCommentMax)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .meta({ id: 'ResourceFeedbackRequest' });
export type ResourceFeedbackInput = z.input<typeof resourceFeedbackInputSchema>;

export const resourceFeedbackSchema = z
  .object({
    helpful: z.boolean(),
    comment: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ResourceFeedback' });
export type ResourceFeedback = z.infer<typeof resourceFeedbackSchema>;

export const resourceFeedbackResponseSchema = z
  .object({ feedback: resourceFeedbackSchema.nullable() })
  .meta({ id: 'ResourceFeedbackResponse' });
export type ResourceFeedbackResponse = z.infer<typeof resourceFeedbackResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Program progress: which days of a program a person has done.

export const programDayParamsSchema = z.object({
  slug: resourceSlugSchema,
  day: z.coerce.number().int().min(1).max(366),
});
export const programDayInputSchema = z.object({ done: z.boolean() }).meta({ id: 'ProgramDayMark' });

export const programProgressSchema = z
  .object({
    slug: z.string(),
    totalDays: z.number().int(),
    /** Day numbers (1-based) marked done, ascending. */
    completedDays: z.array(z.number().int()),
  })
  .meta({ id: 'ProgramProgress' });
export type ProgramProgress = z.infer<typeof programProgressSchema>;

/**
 * GET /api/resources/me — what the library shows first for the person asking: whether they are
 * signed in, whether the server entitles them to premium items, and their program progress.
 * Everyone may ask (visitors get `signedIn: false`), so the page never needs a 401 or 403 to
 * decide what to show; the server still refuses premium text to anyone not entitled.
 */
export const resourceViewerSchema = z
  .object({ signedIn: z.boolean(), premium: z.boolean(), programs: z.array(programProgressSchema) })
  .meta({ id: 'ResourceViewer' });
export type ResourceViewer = z.infer<typeof resourceViewerSchema>;
