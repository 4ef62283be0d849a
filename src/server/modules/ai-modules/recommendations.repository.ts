import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Lang } from '@shared/i18n';
import type { Db } from '../../db/client';
import { resourcesTable } from '../content/content.table';

const configOf = { it: 'italian', en: 'english' } as const;
/** Only what the library shows publicly is ever recommended. */
const published = eq(resourcesTable.published, true);

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

/** The message as a query where every word counts (the stems OR-ed), in the request language. */
function searchOf(lang: Lang, message: string) {
  const config = sql.raw(`'${configOf[lang]}'::regconfig`);
  const document = lang === 'it' ? resourcesTable.searchIt : resourcesTable.searchEn;
  const query = sql`(replace(plainto_tsquery(${config}, ${message})::text, ' & ', ' | '))::tsquery`;
  return { config, document, query };
}

/**
 * The library for the recommendation search, in the request language. `rank` is PostgreSQL
 * full-text search ('italian' or 'english' configuration, over the generated `search_it`/
 * `search_en` columns and their GIN indexes) ordered by `ts_rank` with the columns' weights
 * (title A, tags and summary B, body C); `head` says whether the title, tags or summary match,
 * not only a stray word of the body. SQL that PostgreSQL 15 and PGlite both accept.
 */
export function createRecommendationsRepository(db: Db) {
  return {
    async rank({ lang, message, limit }: { lang: Lang; message: string; limit: number }) {
      const { config, document, query } = searchOf(lang, message);
      const text = sql.raw(`'${lang}'`);
      return db
        .select({
          ...baseColumns(lang),
          rank: sql<number>`ts_rank(${document}, ${query})`.mapWith(Number),
          head: sql<boolean>`ts_filter(${document}, '{a,b}') @@ ${query}`,
          // The item's own tags that match the message: a reason people can read.
          matchedTags: sql<string[]>`array(
            select t from jsonb_array_elements_text(${resourcesTable.text}->${text}->'tags') as t
            where to_tsvector(${config}, t) @@ ${query}
          )`,
        })
        .from(resourcesTable)
        .where(and(published, sql`numnode(${query}) > 0 and ${document} @@ ${query}`))
        .orderBy(desc(sql`ts_rank(${document}, ${query})`), asc(resourcesTable.position))
        .limit(limit);
    },

    /** Every item with its tags, in the library's order (a few dozen rows: ranked in memory). */
    async library({ lang }: { lang: Lang }) {
      const text = sql.raw(`'${lang}'`);
      return db
        .select({
          ...baseColumns(lang),
          tags: sql<
            string[]
          >`array(select jsonb_array_elements_text(${resourcesTable.text}->${text}->'tags'))`,
        })
        .from(resourcesTable)
        .where(published)
        .orderBy(asc(resourcesTable.position));
    },

    /** Good first steps when nothing fits: the quick tools, in the library's order. */
    async starters({ lang }: { lang: Lang }) {
      return db
        .select(baseColumns(lang))
        .from(resourcesTable)
        .where(and(published, eq(resourcesTable.group, 'quick_tools')))
        .orderBy(asc(resourcesTable.position));
    },
  };
}
