/**
 * `npm run db:migrate`: applies the committed migrations (src/server/db/migrations) to
 * `DATABASE_URL`, or to the embedded database in `DATA_DIR` when it is unset, and prints which
 * ones it applied. The server does the same at every start; this runs it alone (a deploy step).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from '../src/server/db/client';
import { runOnTarget } from './db-target';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

/** The rows of a raw query; both drivers answer `{ rows }`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** How many migrations the database has recorded (0 before the first). */
async function appliedCount(db: Db): Promise<number> {
  const [table] = await rows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return 0;
  const [count] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(count?.n ?? 0);
}

await runOnTarget('db:migrate', async (database, target) => {
  const before = await appliedCount(database.db);
  await database.migrate();
  const after = await appliedCount(database.db);
  const applied = journal.entries.slice(before, after).map((e) => e.tag);
  return [
    applied.length
      ? `${target.label}: applied ${applied.length} migration${applied.length === 1 ? '' : 's'} (${applied.join(', ')}); ${after} in all`
      : `${target.label}: already up to date (${after} migrations)`,
  ];
});
