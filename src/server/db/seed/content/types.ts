/**
 * Shapes of the built-in bilingual content. Seed files export arrays of these;
 * the seeder upserts them by `slug` so that a restart never duplicates a row and
 * admins can edit the stored copy later.
 */
import type { Lang } from '@shared/i18n';

export type { Lang };
export type Localized<T> = Record<Lang, T>;

export type ExerciseCategory =
  | 'breathing'
  | 'grounding'
  | 'cbt'
  | 'relaxation'
  | 'sleep'
  | 'self_compassion'
  | 'behavioural_activation'
  | 'worry_time';

export interface ExerciseSeed {
  slug: string;
  category: ExerciseCategory;
  durationMinutes: number;
  premium: boolean;
  text: Localized<{
    title: string;
    summary: string; // one or two sentences for the list card
    goal: string; // what it helps with, in plain words
    steps: string[]; // 4-9 concrete steps
    tip?: string; // optional closing tip
  }>;
}

export type MeditationCategory =
  | 'breath'
  | 'body_scan'
  | 'loving_kindness'
  | 'sleep'
  | 'sos'
  | 'walking'
  | 'visualization'
  | 'gratitude'
  | 'mindfulness';

export interface MeditationStep {
  at: number; // seconds from the start when this step is spoken/shown
  text: string;
}

export interface MeditationSeed {
  slug: string;
  category: MeditationCategory;
  durationSeconds: number; // total length; last step's `at` < durationSeconds
  premium: boolean;
  text: Localized<{ title: string; summary: string; script: MeditationStep[] }>;
}

export type ReflectionCategory =
  | 'gratitude'
  | 'resilience'
  | 'self_awareness'
  | 'self_esteem'
  | 'self_compassion'
  | 'mindfulness'
  | 'growth'
  | 'connection'
  | 'flow';

export interface ReflectionPromptSeed {
  slug: string;
  number: number | null; // 1..15 for the numbered prompts, null for the others
  category: ReflectionCategory;
  text: Localized<string>;
}

export interface ReflectionSeed {
  slug: string;
  category: ReflectionCategory;
  text: Localized<{ title: string; body: string; question: string }>;
}

export type QuoteMood = 'neutral' | 'happy' | 'calm' | 'sad' | 'anxious';
export type QuoteCategory =
  | 'calm'
  | 'courage'
  | 'hope'
  | 'self_compassion'
  | 'mindfulness'
  | 'resilience'
  | 'gratitude'
  | 'growth'
  | 'connection';

export interface QuoteSeed {
  slug: string;
  author: string;
  source?: string; // work it comes from, when known
  categories: QuoteCategory[];
  moods: QuoteMood[];
  text: Localized<string>;
}

export type ResourceGroup = 'quick_tools' | 'guides' | 'programs';
export type ResourceCategory =
  | 'anxiety'
  | 'depression'
  | 'mindfulness'
  | 'sleep'
  | 'stress'
  | 'tools'
  | 'guides'
  | 'programs';
export type ResourceType =
  | 'article'
  | 'exercise'
  | 'meditation'
  | 'video'
  | 'course'
  | 'program'
  | 'workshop'
  | 'technique'
  | 'guide';

export interface ResourceSeed {
  slug: string;
  group: ResourceGroup;
  category: ResourceCategory;
  type: ResourceType;
  readingMinutes: number;
  premium: boolean;
  /** 'breathing-pacer' renders an animated in-app breathing guide (used by 'video' items). */
  visual?: 'breathing-pacer';
  text: Localized<{
    title: string;
    summary: string;
    tags: string[];
    /** Light markdown: paragraphs separated by a blank line, '## ' headings, '- ' list items. */
    body: string;
    /** Programs only: one entry per day. */
    days?: { title: string; body: string }[];
  }>;
}
