import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, tsvector, updatedAt } from '../../db/columns';
import type { Lang } from '@shared/i18n';
import type {
  ExerciseSeed,
  MeditationSeed,
  QuoteSeed,
  ReflectionPromptSeed,
  ReflectionSeed,
  ResourceSeed,
} from '../../db/seed/content/types';

/**
 * Built-in bilingual content. Each row keeps both languages in a `text` JSON document
 * (`{ it: {...}, en: {...} }`), so an item is edited as one unit and a language is never
 * half missing. Rows are seeded by slug and never overwritten by the seeder, so edits
 * made later by administrators survive a restart. `published` hides an item from the public
 * pages; `edited_at` records the last administrator edit.
 */
const editorial = () => ({
  published: boolean('published').notNull().default(true),
  editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
});
export const exercisesTable = pgTable('exercises', {
  id: id(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  premium: boolean('premium').notNull().default(false),
  position: integer('position').notNull().default(0),
  text: jsonb('text').$type<ExerciseSeed['text']>().notNull(),
  ...editorial(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const meditationsTable = pgTable('meditations', {
  id: id(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  premium: boolean('premium').notNull().default(false),
  position: integer('position').notNull().default(0),
  text: jsonb('text').$type<MeditationSeed['text']>().notNull(),
  ...editorial(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const reflectionPromptsTable = pgTable('reflection_prompts', {
  id: id(),
  slug: text('slug').notNull().unique(),
  number: integer('number'),
  category: text('category').notNull(),
  position: integer('position').notNull().default(0),
  text: jsonb('text').$type<ReflectionPromptSeed['text']>().notNull(),
  ...editorial(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const reflectionsTable = pgTable('reflections', {
  id: id(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  position: integer('position').notNull().default(0),
  text: jsonb('text').$type<ReflectionSeed['text']>().notNull(),
  ...editorial(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const quotesTable = pgTable('quotes', {
  id: id(),
  slug: text('slug').notNull().unique(),
  author: text('author').notNull(),
  source: text('source'),
  categories: text('categories').array().notNull(),
  moods: text('moods').array().notNull(),
  position: integer('position').notNull().default(0),
  text: jsonb('text').$type<QuoteSeed['text']>().notNull(),
  ...editorial(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const resourceDocument = (lang: Lang, config: 'italian' | 'english'): SQL =>
  sql.raw(
    `setweight(to_tsvector('${config}'::regconfig, coalesce(text->'${lang}'->>'title', '')), 'A') || ` +
      `setweight(to_tsvector('${config}'::regconfig, coalesce(text->'${lang}'->>'tags', '')), 'B') || ` +
      `setweight(to_tsvector('${config}'::regconfig, coalesce(text->'${lang}'->>'summary', '')), 'B') || ` +
      `setweight(to_tsvector('${config}'::regconfig, coalesce(text->'${lang}'->>'body', '') || ' ' || coalesce(text->'${lang}'->>'days', '')), 'C')`,
  );

export const resourcesTable = pgTable(
  'resources',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    group: text('group').notNull(),
    category: text('category').notNull(),
    type: text('type').notNull(),
    readingMinutes: integer('reading_minutes').notNull(),
    premium: boolean('premium').notNull().default(false),
    visual: text('visual'),
    position: integer('position').notNull().default(0),
    text: jsonb('text').$type<ResourceSeed['text']>().notNull(),
    searchIt: tsvector('search_it').generatedAlwaysAs(resourceDocument('it', 'italian')),
    searchEn: tsvector('search_en').generatedAlwaysAs(resourceDocument('en', 'english')),
    ...editorial(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('resources_search_it_idx').using('gin', t.searchIt),
    index('resources_search_en_idx').using('gin', t.searchEn),
  ],
);
