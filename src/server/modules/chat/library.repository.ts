import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Lang } from '@shared/i18n';
import type { Db } from '../../db/client';
import type { LibraryItem } from '../../ai';
import { exercisesTable, meditationsTable, resourcesTable } from '../content/content.table';

/** A published item the engine may suggest, in both languages, with whether it is premium. */
export interface CatalogueItem {
  kind: LibraryItem['kind'];
  slug: string;
  category: string;
  premium: boolean;
  text: Record<Lang, { title: string; tags?: string[] }>;
}

/** What tells a changed catalogue apart: the published items' number and latest change, per table. */
function stampQuery(): SQL {
  const part = (table: typeof exercisesTable | typeof meditationsTable | typeof resourcesTable) =>
    sql`(select count(*) || '@' || coalesce(max(${table.updatedAt})::text, '') from ${table} where ${table.published})`;
  return sql`select ${part(exercisesTable)} || '|' || ${part(meditationsTable)} || '|' || ${part(resourcesTable)} as stamp`;
}

async function readCatalogue(db: Db): Promise<CatalogueItem[]> {
  const columns = (table: typeof exercisesTable | typeof meditationsTable) => ({
    slug: table.slug,
    category: table.category,
    premium: table.premium,
    text: table.text,
  });
  const [exercises, meditations, resources] = await Promise.all([
    db
      .select(columns(exercisesTable))
      .from(exercisesTable)
      .where(eq(exercisesTable.published, true))
      .orderBy(asc(exercisesTable.position), asc(exercisesTable.slug)),
    db
      .select(columns(meditationsTable))
      .from(meditationsTable)
      .where(eq(meditationsTable.published, true))
      .orderBy(asc(meditationsTable.position), asc(meditationsTable.slug)),
    db
      .select({
        slug: resourcesTable.slug,
        category: resourcesTable.category,
        premium: resourcesTable.premium,
        text: resourcesTable.text,
      })
      .from(resourcesTable)
      .where(eq(resourcesTable.published, true))
      .orderBy(asc(resourcesTable.position), asc(resourcesTable.slug)),
  ]);
  type Row = { slug: string; category: string; premium: boolean; text: unknown };
  const item = (kind: CatalogueItem['kind']) => (row: Row) => ({
    kind,
    slug: row.slug,
    category: row.category,
    premium: row.premium,
    text: row.text as CatalogueItem['text'],
  });
  return [...exercises.map(item('exercise')), ...meditations.map(item('meditation')), ...resources.map(item('resource'))];
}

/**
 * The exercises, meditations and resources a reply may suggest. Each message used to read the
 * three catalogues whole (every text in both languages); now one small statement asks whether
 * anything was published, unpublished, added or edited since the last read, and the catalogue
 * is read again only then: what the engine sees is always what the library shows.
 *
 * Messages that arrive together share that question: one asked while another is on its way waits
 * for it to end and then asks once for all of them, so every answer was asked after the message
 * came (never older), and a hundred messages at once send two or three statements, not a hundred.
 */
export function createLibraryRepository(db: Db) {
  let cached: { stamp: string; items: Promise<CatalogueItem[]> } | null = null;
  let asking: Promise<string> | null = null;
  let queued: Promise<string> | null = null;
  const ask = (): Promise<string> => {
    const stamp = readStamp(db).finally(() => {
      if (asking === stamp) asking = null;
    });
    asking = stamp;
    return stamp;
  };
  const freshStamp = (): Promise<string> => {
    if (!asking) return ask();
    queued ??= asking
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return ask();
      });
    return queued;
  };
  return {
    async published(): Promise<CatalogueItem[]> {
      const stamp = await freshStamp();
      if (cached?.stamp !== stamp) {
        const items = readCatalogue(db);
        cached = { stamp, items };
        // A failed read is not kept: the next message reads again.
        items.catch(() => {
          if (cached?.items === items) cached = null;
        });
      }
      return cached.items;
    },
  };
}

async function readStamp(db: Db): Promise<string> {
  const { rows } = (await db.execute(stampQuery())) as unknown as { rows: { stamp: string }[] };
  return rows[0]?.stamp ?? '';
}
