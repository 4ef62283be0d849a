import { type SQL, and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/activity.service';
import { reflectionPromptsTable, reflectionsTable } from '../content/content.table';
import { matchesAllWords } from '../exercises/text-search';
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

export function createReflectionsRepository(db: Db) {
  const ownEntry = (userId: string, id: string) =>
    and(eq(reflectionEntriesTable.id, id), eq(reflectionEntriesTable.userId, userId));

  async function findEntry(userId: string, id: string): Promise<EntryWithPrompt | null> {
    const [row] = await db
      .select(entryColumns)
      .from(reflectionEntriesTable)
      .leftJoin(reflectionPromptsTable, eq(reflectionPromptsTable.id, reflectionEntriesTable.promptId))
      .leftJoin(reflectionsTable, eq(reflectionsTable.id, reflectionEntriesTable.reflectionId))
      .where(ownEntry(userId, id))
      .limit(1);
    return row ? toEntry(row) : null;
  }

  return {
    /** SPEC's 15 numbered prompts first (1..15), then the others in catalogue order. */
    async listPrompts({ category, words }: { category?: string; words: string[] }): Promise<PromptRow[]> {
      return db
        .select()
        .from(reflectionPromptsTable)
        .where(
          and(
            category ? eq(reflectionPromptsTable.category, category) : undefined,
            matchesAllWords(promptFields, words),
          ),
        )
        .orderBy(
          sql`${reflectionPromptsTable.number} asc nulls last`,
          asc(reflectionPromptsTable.position),
          asc(reflectionPromptsTable.slug),
        );
    },

    async findReflectionBySlug(slug: string): Promise<ReflectionRow | undefined> {
      const [row] = await db.select().from(reflectionsTable).where(eq(reflectionsTable.slug, slug)).limit(1);
      return row;
    },

    async findPromptBySlug(slug: string): Promise<PromptRow | undefined> {
      const [row] = await db
        .select()
        .from(reflectionPromptsTable)
        .where(eq(reflectionPromptsTable.slug, slug))
        .limit(1);
      return row;
    },

    async listReflections({
      category,
      words,
    }: {
      category?: string;
      words: string[];
    }): Promise<ReflectionRow[]> {
      return db
        .select()
        .from(reflectionsTable)
        .where(
          and(
            category ? eq(reflectionsTable.category, category) : undefined,
            matchesAllWords(reflectionFields, words),
          ),
        )
        .orderBy(asc(reflectionsTable.position), asc(reflectionsTable.slug));
    },

    async countReflections({ category }: { category?: string }): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(reflectionsTable)
        .where(category ? eq(reflectionsTable.category, category) : undefined);
      return row?.n ?? 0;
    },

    /** The reflection at a position of the catalogue order (within a category when given). */
    async reflectionAt({
      category,
      index,
    }: {
      category?: string;
      index: number;
    }): Promise<ReflectionRow | undefined> {
      const [row] = await db
        .select()
        .from(reflectionsTable)
        .where(category ? eq(reflectionsTable.category, category) : undefined)
        .orderBy(asc(reflectionsTable.position), asc(reflectionsTable.slug))
        .offset(index)
        .limit(1);
      return row;
    },

    async randomReflection({
      category,
      exclude,
    }: {
      category?: string;
      exclude?: string;
    }): Promise<ReflectionRow | undefined> {
      const [row] = await db
        .select()
        .from(reflectionsTable)
        .where(
          and(
            category ? eq(reflectionsTable.category, category) : undefined,
            exclude ? ne(reflectionsTable.slug, exclude) : undefined,
          ),
        )
        .orderBy(sql`random()`)
        .limit(1);
      return row;
    },

    async listEntries({ userId, limit, offset }: { userId: string; limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select(entryColumns)
          .from(reflectionEntriesTable)
          .leftJoin(reflectionPromptsTable, eq(reflectionPromptsTable.id, reflectionEntriesTable.promptId))
          .leftJoin(reflectionsTable, eq(reflectionsTable.id, reflectionEntriesTable.reflectionId))
          .where(eq(reflectionEntriesTable.userId, userId))
          .orderBy(desc(reflectionEntriesTable.createdAt), desc(reflectionEntriesTable.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(reflectionEntriesTable)
          .where(eq(reflectionEntriesTable.userId, userId)),
      ]);
      return { items: rows.map(toEntry), total: total?.n ?? 0 };
    },

    findEntry,

    /** Saves a new entry and logs the fact (not the words) in the activity log, in one transaction. */
    async createEntry(input: {
      userId: string;
      body: string;
      prompt: PromptRow | null;
      reflection: ReflectionRow | null;
      timeZone: string;
      at: Date;
    }): Promise<EntryWithPrompt> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reflectionEntriesTable)
          .values({
            userId: input.userId,
            body: input.body,
            promptId: input.prompt?.id ?? null,
            reflectionId: input.reflection?.id ?? null,
            category: input.prompt?.category ?? input.reflection?.category ?? null,
            createdAt: input.at,
            updatedAt: input.at,
          })
          .returning({ id: reflectionEntriesTable.id });
        await recordActivity(tx as unknown as Db, {
          userId: input.userId,
          kind: 'reflection_saved',
          ref: input.prompt?.slug ?? input.reflection?.slug ?? null,
          timeZone: input.timeZone,
          at: input.at,
        });
        return row!.id;
      });
      return (await findEntry(input.userId, id))!;
    },

    /** Changes the words of one of the user's own entries; null when it is not theirs or gone. */
    async updateEntry({ userId, id, body, at }: { userId: string; id: string; body: string; at: Date }) {
      const updated = await db
        .update(reflectionEntriesTable)
        .set({ body, updatedAt: at })
        .where(ownEntry(userId, id))
        .returning({ id: reflectionEntriesTable.id });
      return updated.length ? findEntry(userId, id) : null;
    },

    async deleteEntry({ userId, id }: { userId: string; id: string }): Promise<boolean> {
      const deleted = await db
        .delete(reflectionEntriesTable)
        .where(ownEntry(userId, id))
        .returning({ id: reflectionEntriesTable.id });
      return deleted.length > 0;
    },
  };
}
export type ReflectionsRepository = ReturnType<typeof createReflectionsRepository>;
