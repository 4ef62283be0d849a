import type { Lang } from '@shared/i18n';
import type {
  ContentItem,
  ContentKind,
  ExerciseItem,
  MeditationItem,
  QuoteItem,
  ReflectionItem,
  ReflectionPromptItem,
  ResourceItem,
} from '@shared/schemas/admin-content';
import {
  exercisesTable,
  meditationsTable,
  quotesTable,
  reflectionPromptsTable,
  reflectionsTable,
  resourcesTable,
} from '../content/content.table';

type Localized<T> = Record<Lang, T>;

/** What every content table has: the admin queries reach these columns the same way. */
export type EditorialTable = typeof quotesTable;

/** A stored row as the admin queries read it: the editorial columns, plus the kind's own. */
export interface EditorialRow {
  id: string;
  slug: string;
  position: number;
  published: boolean;
  editedAt: Date | null;
  updatedAt: Date;
  [column: string]: unknown;
}

/**
 * One kind of content: its table, how a row becomes the editor's item and back, and what its
 * list shows. `values` are the columns an edit writes (the slug and position never change).
 */
export interface KindDef<K extends ContentKind> {
  table: EditorialTable;
  /** The audit log's target type. */
  targetType: string;
  toItem(row: EditorialRow): ContentItem<K>;
  values(item: ContentItem<K>): Record<string, unknown>;
  title(row: EditorialRow): Localized<string>;
  category(row: EditorialRow): string;
  premium(row: EditorialRow): boolean | null;
  /** Extra words the list search looks at (besides the slug and the titles). */
  words?(row: EditorialRow): string[];
}

const both = <T>(text: unknown, pick: (t: T) => string): Localized<string> => {
  const t = text as Localized<T>;
  return { it: pick(t.it), en: pick(t.en) };
};
const map = <T, U>(text: unknown, f: (t: T) => U): Localized<U> => {
  const t = text as Localized<T>;
  return { it: f(t.it), en: f(t.en) };
};
const asTable = (table: unknown) => table as EditorialTable;

type ExerciseText = ExerciseItem['text']['it'];
const exercises: KindDef<'exercises'> = {
  table: asTable(exercisesTable),
  targetType: 'exercise',
  toItem: (row) => ({
    slug: row.slug,
    category: row.category as ExerciseItem['category'],
    durationMinutes: row.durationMinutes as number,
    premium: row.premium as boolean,
    text: map<ExerciseText, ExerciseText>(row.text, (t) => ({ ...t, tip: t.tip ?? '' })),
  }),
  values: (item) => ({
    category: item.category,
    durationMinutes: item.durationMinutes,
    premium: item.premium,
    // An empty tip is no tip: the public page shows none.
    text: map<ExerciseText, ExerciseText>(item.text, ({ tip, ...t }) => (tip ? { ...t, tip } : t)),
  }),
  title: (row) => both<ExerciseText>(row.text, (t) => t.title),
  category: (row) => row.category as string,
  premium: (row) => row.premium as boolean,
};

type MeditationText = MeditationItem['text']['it'];
const meditations: KindDef<'meditations'> = {
  table: asTable(meditationsTable),
  targetType: 'meditation',
  toItem: (row) => ({
    slug: row.slug,
    category: row.category as MeditationItem['category'],
    durationSeconds: row.durationSeconds as number,
    premium: row.premium as boolean,
    text: row.text as MeditationItem['text'],
  }),
  values: (item) => ({
    category: item.category,
    durationSeconds: item.durationSeconds,
    premium: item.premium,
    text: item.text,
  }),
  title: (row) => both<MeditationText>(row.text, (t) => t.title),
  category: (row) => row.category as string,
  premium: (row) => row.premium as boolean,
};

const reflectionPrompts: KindDef<'reflection-prompts'> = {
  table: asTable(reflectionPromptsTable),
  targetType: 'reflection_prompt',
  toItem: (row) => ({
    slug: row.slug,
    number: row.number as number | null,
    category: row.category as ReflectionPromptItem['category'],
    text: row.text as ReflectionPromptItem['text'],
  }),
  values: (item) => ({ number: item.number, category: item.category, text: item.text }),
  title: (row) => both<string>(row.text, (t) => t),
  category: (row) => row.category as string,
  premium: () => null,
};

type ReflectionText = ReflectionItem['text']['it'];
const reflections: KindDef<'reflections'> = {
  table: asTable(reflectionsTable),
  targetType: 'reflection',
  toItem: (row) => ({
    slug: row.slug,
    category: row.category as ReflectionItem['category'],
    text: row.text as ReflectionItem['text'],
  }),
  values: (item) => ({ category: item.category, text: item.text }),
  title: (row) => both<ReflectionText>(row.text, (t) => t.title),
  category: (row) => row.category as string,
  premium: () => null,
};

const quotes: KindDef<'quotes'> = {
  table: quotesTable,
  targetType: 'quote',
  toItem: (row) => ({
    slug: row.slug,
    author: row.author as string,
    source: (row.source as string | null) ?? null,
    categories: row.categories as QuoteItem['categories'],
    moods: row.moods as QuoteItem['moods'],
    text: row.text as QuoteItem['text'],
  }),
  values: (item) => ({
    author: item.author,
    source: item.source || null,
    categories: item.categories,
    moods: item.moods,
    text: item.text,
  }),
  title: (row) => both<string>(row.text, (t) => t),
  category: (row) => (row.categories as string[]).join(', '),
  premium: () => null,
  words: (row) => [row.author as string],
};

type ResourceText = ResourceItem['text']['it'];
const resources: KindDef<'resources'> = {
  table: asTable(resourcesTable),
  targetType: 'resource',
  toItem: (row) => ({
    slug: row.slug,
    group: row.group as ResourceItem['group'],
    category: row.category as ResourceItem['category'],
    type: row.type as ResourceItem['type'],
    readingMinutes: row.readingMinutes as number,
    premium: row.premium as boolean,
    visual: (row.visual as ResourceItem['visual']) ?? null,
    text: row.text as ResourceItem['text'],
  }),
  values: (item) => ({
    group: item.group,
    category: item.category,
    type: item.type,
    readingMinutes: item.readingMinutes,
    premium: item.premium,
    visual: item.visual,
    // No days is no program: the key goes rather than an empty list.
    text: map<ResourceText, ResourceText>(item.text, ({ days, ...t }) => (days?.length ? { ...t, days } : t)),
  }),
  title: (row) => both<ResourceText>(row.text, (t) => t.title),
  category: (row) => row.category as string,
  premium: (row) => row.premium as boolean,
};

export const contentKindDefs: { [K in ContentKind]: KindDef<K> } = {
  exercises,
  meditations,
  'reflection-prompts': reflectionPrompts,
  reflections,
  quotes,
  resources,
};
