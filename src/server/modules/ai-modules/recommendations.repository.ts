import { asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Lang } from '@shared/i18n';
import type { Db } from '../../db/client';
import { resourcesTable } from '../content/content.table';

const configOf = { it: 'italian', en: 'english' } as const;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function baseColumns(lang: Lang) {
  const text = sql.raw(`'${lang}'`);
  return {
    slug: resourcesTable.slug,
    group: resourcesTable.group,
    category: resourcesTable.category,
    type: resourcesTable.type,
    readingMinutes: resourcesTable.readingMinutes,
    premium: resourcesTable.premium,
    title: sql<string>`${resourcesTable.text}->${text}->>'title'`,
    summary: sql<string>`${resourcesTable.text}->${text}->>'summary'`,
  };
}

/**
 * The library ranked for a free-text message, with PostgreSQL full-text search in the request
 * language ('italian' or 'english' configuration, over the generated `search_it`/`search_en`
 * columns and their GIN indexes). Every word counts (the stems are OR-ed, so a message does
 * not need to contain every word of a title); `ts_rank` with the columns' weights (title A,
 * tags and summary B, body C) orders them. SQL that PostgreSQL 15 and PGlite both accept.
 */
export function createRecommendationsRepository(db: Db) {
  return {
    async rank({ lang, message, limit }: { lang: Lang; message: string; limit: number }) {
      const config = sql.raw(`'${configOf[lang]}'::regconfig`);
      const document = lang === 'it' ? resourcesTable.searchIt : resourcesTable.searchEn;
      const query = sql`(replace(plainto_tsquery(${config}, ${message})::text, ' & ', ' | '))::tsquery`;
      const text = sql.raw(`'${lang}'`);
      const rows = await db
        .select({
          ...baseColumns(lang),
          rank: sql<number>`ts_rank(${document}, ${query})`.mapWith(Number),
          // The item's own tags that match the message: a reason people can read.
          matchedTags: sql<string[]>`array(
            select t from jsonb_array_elements_text(${resourcesTable.text}->${text}->'tags') as t
            where to_tsvector(${config}, t) @@ ${query}
          )`,
        })
        .from(resourcesTable)
        .where(sql`numnode(${query}) > 0 and ${document} @@ ${query}`)
        .orderBy(desc(sql`ts_rank(${document}, ${query})`), asc(resourcesTable.position))
        .limit(limit);
      return rows;
    },

    /** Items whose tags contain one of the words (accent- and case-sensitive prefix match is enough here). */
    async byTags({ lang, words, limit }: { lang: Lang; words: string[]; limit: number }) {
      if (words.length === 0) return [];
      const tags = sql`lower(${resourcesTable.text}->${sql.raw(`'${lang}'`)}->>'tags')`;
      const conditions: SQL[] = words.map((w) => sql`${tags} like ${`%${escapeLike(w)}%`} escape '\\'`);
      return db
        .select(baseColumns(lang))
        .from(resourcesTable)
        .where(or(...conditions))
        .orderBy(asc(resourcesTable.position))
        .limit(limit);
    },

    async byCategories({ lang, categories, limit }: { lang: Lang; categories: string[]; limit: number }) {
      if (categories.length === 0) return [];
      return db
        .select(baseColumns(lang))
        .from(resourcesTable)
        .where(inArray(resourcesTable.category, categories))
        .orderBy(asc(resourcesTable.position))
        .limit(limit);
    },

    /** Good first steps when nothing fits: the quick tools, in the library's order. */
    async starters({ lang, limit }: { lang: Lang; limit: number }) {
      return db
        .select(baseColumns(lang))
        .from(resourcesTable)
        .where(eq(resourcesTable.group, 'quick_tools'))
        .orderBy(asc(resourcesTable.position))
        .limit(limit);
    },
  };
}
