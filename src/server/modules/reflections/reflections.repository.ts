import { type SQL, and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { matchesAllWords } from '../../db/text-search';
import { reflectionPromptsTable, reflectionsTable } from '../content/content.table';
import { reflectionEntriesTable } from './reflections.table';

export type PromptRow = typeof reflectionPromptsTable.$inferSelect;
export type ReflectionRow = typeof reflectionsTable.$inferSelect;
export interface EntryWithPrompt {
  id: string;
  body: string;
  category: string | null;
  createdAt: Date;
  updatedAt: Date;
  prompt: Pick<PromptRow, 'slug' | 'number' | 'text'> | null;
  reflection: Pick<ReflectionRow, 'slug' | 'text'> | null;
}

const langs = ['it', 'en'] as const;
const promptFields: SQL[] = langs.map((l) => sql`${reflectionPromptsTable.text}->>${sql.raw(`'${l}'`)}`);
const reflectionFields: SQL[] = langs.flatMap((l) =>
  ['title', 'body', 'question'].map((f) => sql`${reflectionsTable.text}->${sql.raw(`'${l}'->>'${f}'`)}`),
);

const entryColumns = {
  id: reflectionEntriesTable.id,
  body: reflectionEntriesTable.body,
  category: reflectionEntriesTable.category,
  createdAt: reflectionEntriesTable.createdAt,
  updatedAt: reflectionEntriesTable.updatedAt,
  promptSlug: reflectionPromptsTable.slug,
  promptNumber: reflectionPromptsTable.number,
  promptText: reflectionPromptsTable.text,
  reflectionSlug: reflectionsTable.slug,
  reflectionText: reflectionsTable.text,
};
type EntryJoinRow = {
  id: string;
  body: string;
  category: string | null;
  createdAt: Date;
  updatedAt: Date;
  promptSlug: string | null;
  promptNumber: number | null;
  promptText: PromptRow['text'] | null;
  reflectionSlug: string | null;
  reflectionText: ReflectionRow['text'] | null;
};
const toEntry = (r: EntryJoinRow): EntryWithPrompt => ({
  id: r.id,
  body: r.body,
  category: r.category,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  prompt:
    r.promptSlug && r.promptText ? { slug: r.promptSlug, number: r.promptNumber, text: r.promptText } : null,
  reflection:
    r.reflectionSlug && r.reflectionText ? { slug: r.reflectionSlug, text: r.reflectionText } : null,
});

/** The reflection catalogue (prompts and readings) and each person's journal. */
export function createReflectionsRepository(db: Db) {
  return { ...catalogueQueries(db), ...journalQueries(db) };
}
export type ReflectionsRepository = ReturnType<typeof createReflectionsRepository>;

/** Published readings (of a category when given): the public pages never see the others. */
const inCategory = (category: string | undefined) =>
  and(eq(reflectionsTable.published, true), category ? eq(reflectionsTable.category, category) : undefined);
const publishedPrompt = eq(reflectionPromptsTable.published, true);

function catalogueQueries(db: Db) {
  return {
    /** SPEC's 15 numbered prompts first (1..15), then the others in catalogue order. */
    async listPrompts({ category, words }: { category?: string; words: string[] }): Promise<PromptRow[]> {
      return db
        .select()
        .from(reflectionPromptsTable)
        .where(and(publishedPrompt, category ? eq(reflectionPromptsTable.category, category) : undefined, matchesAllWords(promptFields, words)))
        .orderBy(sql`${reflectionPromptsTable.number} asc nulls last`, asc(reflectionPromptsTable.position), asc(reflectionPromptsTable.slug));
    },

    async findReflectionBySlug({ slug }: { slug: string }): Promise<ReflectionRow | undefined> {
      const [row] = await db.select().from(reflectionsTable).where(and(eq(reflectionsTable.slug, slug), inCategory(undefined))).limit(1);
      return row;
    },

    async findPromptBySlug({ slug }: { slug: string }): Promise<PromptRow | undefined> {
      const [row] = await db.select().from(reflectionPromptsTable).where(and(eq(reflectionPromptsTable.slug, slug), publishedPrompt)).limit(1);
      return row;
    },

    async listReflections({ category, words }: { category?: string; words: string[] }): Promise<ReflectionRow[]> {
      return db
        .select()
        .from(reflectionsTable)
        .where(and(inCategory(category), matchesAllWords(reflectionFields, words)))
        .orderBy(asc(reflectionsTable.position), asc(reflectionsTable.slug));
    },

    async countReflections({ category }: { category?: string }): Promise<number> {
      const [row] = await db.select({ n: count() }).from(reflectionsTable).where(inCategory(category));
      return row?.n ?? 0;
    },

    /** The reflection at a position of the catalogue order (within a category when given). */
    async reflectionAt({ category, index }: { category?: string; index: number }): Promise<ReflectionRow | undefined> {
      const [row] = await db
        .select()
        .from(reflectionsTable)
        .where(inCategory(category))
        .orderBy(asc(reflectionsTable.position), asc(reflectionsTable.slug))
        .offset(index)
        .limit(1);
      return row;
    },

    async randomReflection({ category, exclude }: { category?: string; exclude?: string }): Promise<ReflectionRow | undefined> {
      const [row] = await db
        .select()
        .from(reflectionsTable)
        .where(and(inCategory(category), exclude ? ne(reflectionsTable.slug, exclude) : undefined))
        .orderBy(sql`random()`)
        .limit(1);
      return row;
    },
  };
}

function journalQueries(db: Db) {
  const ownEntry = (userId: string, id: string) => and(eq(reflectionEntriesTable.id, id), eq(reflectionEntriesTable.userId, userId));
  const entries = (tx?: Tx) =>
    (tx ?? db)
      .select(entryColumns)
      .from(reflectionEntriesTable)
      .leftJoin(reflectionPromptsTable, eq(reflectionPromptsTable.id, reflectionEntriesTable.promptId))
      .leftJoin(reflectionsTable, eq(reflectionsTable.id, reflectionEntriesTable.reflectionId));

  return {
    async listEntries({ userId, limit, offset }: { userId: string; limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        entries()
          .where(eq(reflectionEntriesTable.userId, userId))
          .orderBy(desc(reflectionEntriesTable.createdAt), desc(reflectionEntriesTable.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(reflectionEntriesTable).where(eq(reflectionEntriesTable.userId, userId)),
      ]);
      return { items: rows.map(toEntry), total: total?.n ?? 0 };
    },

    async findEntry({ userId, id }: { userId: string; id: string }): Promise<EntryWithPrompt | null> {
      const [row] = await entries().where(ownEntry(userId, id)).limit(1);
      return row ? toEntry(row) : null;
    },

    /** Stores a new entry inside the caller's transaction (the fact is logged as activity too); returns its id. */
    async insertEntry({ values, tx }: { values: typeof reflectionEntriesTable.$inferInsert; tx?: Tx }): Promise<string> {
      const [row] = await (tx ?? db).insert(reflectionEntriesTable).values(values).returning({ id: reflectionEntriesTable.id });
      return row!.id;
    },

    /** Changes the words of one of the user's own entries; false when it is not theirs or gone. */
    async updateEntry({ userId, id, body, at }: { userId: string; id: string; body: string; at: Date }): Promise<boolean> {
      const updated = await db
        .update(reflectionEntriesTable)
        .set({ body, updatedAt: at })
        .where(ownEntry(userId, id))
        .returning({ id: reflectionEntriesTable.id });
      return updated.length > 0;
    },

    async deleteEntry({ userId, id }: { userId: string; id: string }): Promise<boolean> {
      const deleted = await db.delete(reflectionEntriesTable).where(ownEntry(userId, id)).returning({ id: reflectionEntriesTable.id });
      return deleted.length > 0;
    },

    /** Every entry of a person, oldest first, with its prompt's and reading's slugs (the export). */
    async listOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return entries(tx)
        .where(eq(reflectionEntriesTable.userId, userId))
        .orderBy(asc(reflectionEntriesTable.createdAt), asc(reflectionEntriesTable.id));
    },
  };
}
