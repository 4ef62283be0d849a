import { text, z } from './zod';
import { languages } from '../i18n';

/**
 * Safety: the crisis help that comes with a crisis reply, the grounding exercises and the
 * personal safety plan (Stanley-Brown sections). The plan's shape is defined here once: the
 * page's form, the API and the AI core (src/server/ai/safety/safety-plan.ts) use it.
 */

export const safetyPlanSectionIds = [
  'warning_signs',
  'coping_strategies',
  'social_distractions',
  'help_contacts',
  'professionals',
  'safe_environment',
  'reasons_for_living',
] as const;

export const safetyPlanEntryMax = 12;

export const safetyPlanEntrySchema = z.object({
  text: text().trim().min(1).max(300),
  phone: text()
    .trim()
    .max(30)
    .regex(/^[+\d][\d\s().-]*$/)
    .optional(),
});

const section = z.array(safetyPlanEntrySchema).max(safetyPlanEntryMax);

export const safetyPlanSchema = z
  .object({
    version: z.literal(1),
    sections: z.object({
      warning_signs: section,
      coping_strategies: section,
      social_distractions: section,
      help_contacts: section,
      professionals: section,
      safe_environment: section,
      reasons_for_living: section,
    }),
    updatedAt: text().max(40).nullable(),
  })
  .meta({ id: 'SafetyPlan' });
export type SafetyPlanValue = z.infer<typeof safetyPlanSchema>;

export const crisisCategories = [
  'suicide',
  'self_harm',
  'harm_to_others',
  'abuse_violence',
  'medical_emergency',
] as const;

export const helplineSchema = z
  .object({
    id: z.enum(['emergency_112', 'telefono_amico', 'telefono_azzurro', 'antiviolenza_1522', 'samaritans']),
    name: z.string(),
    number: z.string(),
    href: z.string(),
    hours: z.string(),
    description: z.string(),
    free: z.boolean(),
    whatsapp: z.object({ number: z.string(), href: z.string() }).optional(),
  })
  .meta({ id: 'Helpline' });

export const groundingExerciseSchema = z
  .object({
    id: z.enum(['five_senses', 'slow_breathing']),
    title: z.string(),
    intro: z.string(),
    steps: z.array(z.string()),
  })
  .meta({ id: 'GroundingExercise' });
export type GroundingExerciseView = z.infer<typeof groundingExerciseSchema>;

/** What a crisis reply brings: the lines for its category, a grounding exercise, and "you misunderstood me". */
export const crisisSupportSchema = z
  .object({
    category: z.enum(crisisCategories),
    youth: z.boolean(),
    helplines: z.array(helplineSchema),
    grounding: groundingExerciseSchema,
    /** A gentle check-in that asks again: shown when the person says they were misunderstood. */
    misunderstood: z.string(),
    misunderstoodLabel: z.string(),
  })
  .meta({ id: 'CrisisSupport' });
export type CrisisSupportView = z.infer<typeof crisisSupportSchema>;

export const safetyLangQuerySchema = z.object({ lang: z.enum(languages).optional() });

export const safetyPlanSectionInfoSchema = z
  .object({
    id: z.enum(safetyPlanSectionIds),
    step: z.number().int(),
    withPhone: z.boolean(),
    label: z.string(),
    hint: z.string(),
    examples: z.array(z.string()),
  })
  .meta({ id: 'SafetyPlanSectionInfo' });
export type SafetyPlanSectionView = z.infer<typeof safetyPlanSectionInfoSchema>;

/** Public: the grounding exercises and the safety plan's sections, in the request language. */
export const safetyGuideSchema = z
  .object({
    lang: z.enum(languages),
    grounding: z.array(groundingExerciseSchema),
    sections: z.array(safetyPlanSectionInfoSchema),
  })
  .meta({ id: 'SafetyGuide' });
export type SafetyGuide = z.infer<typeof safetyGuideSchema>;

/** The signed-in person's plan (empty sections until they save one). */
export const safetyPlanResponseSchema = z
  .object({ plan: safetyPlanSchema, saved: z.boolean() })
  .meta({ id: 'SafetyPlanResponse' });
export type SafetyPlanResponse = z.infer<typeof safetyPlanResponseSchema>;

export const safetyPlanUpdateSchema = z.object({ plan: safetyPlanSchema }).meta({ id: 'SafetyPlanUpdate' });

export function emptySafetyPlanValue(): SafetyPlanValue {
  return {
    version: 1,
    sections: {
      warning_signs: [],
      coping_strategies: [],
      social_distractions: [],
      help_contacts: [],
      professionals: [],
      safe_environment: [],
      reasons_for_living: [],
    },
    updatedAt: null,
  };
}
