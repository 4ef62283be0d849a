import { type SQL, and, sql } from 'drizzle-orm';

/**
 * Accent- and case-insensitive "contains every word" search over built-in content, in SQL
 * that PostgreSQL 15 and PGlite both accept (no `unaccent` extension needed). Shared by the
 * exercise and reflection repositories; the catalogues are small, so a scan is cheap.
 */
const accented = 'àáâãäåāèéêëēìíîïīòóôõöōùúûüūýÿñçÀÁÂÃÄÅĀÈÉÊËĒÌÍÎÏĪÒÓÔÕÖŌÙÚÛÜŪÝŸÑÇ’‘';
const plain = [...accented].map((c) => (c === '’' || c === '‘' ? "'" : c.normalize('NFD')[0])).join('');

/** The words of a search, folded the way the SQL folds the text; at most eight. */
export function searchWords(query: string | undefined): string[] {
  if (!query) return [];
  const folded = query
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();
  return [...new Set(folded.split(/[\s,.;:!?"()]+/).filter((w) => w.length > 0))].slice(0, 8);
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** True when the concatenated `fields` contain every word (each folded like the query). */
export function matchesAllWords(fields: SQL[], words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const document = sql`lower(translate(concat_ws(' ', ${sql.join(fields, sql`, `)}), ${accented}, ${plain}))`;
  return and(...words.map((w) => sql`${document} like ${`%${escapeLike(w)}%`} escape '\\'`));
}
