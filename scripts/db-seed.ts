/**
 * `npm run db:seed`: inserts the built-in content (exercises, meditations, reflections, quotes,
 * resources; src/server/db/seed) that is not there yet into `DATABASE_URL`, or into the embedded
 * database in `DATA_DIR` when it is unset, and prints how many rows each table gained. Rows already
 * there are never overwritten. Run `npm run db:migrate` first on a new database.
 */
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { seedContent } from '../src/server/db/seed';
import { ScriptError, runOnTarget } from './db-target';

const tables = Object.values(schema as Record<string, unknown>).filter((t): t is PgTable => is(t, PgTable));

async function rowCounts(db: Db): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) counts.set(getTableName(table), await db.$count(table));
  return counts;
}

await runOnTarget('db:seed', async (database, target) => {
  let before: Map<string, number>;
  try {
    before = await rowCounts(database.db);
  } catch (err) {
    // 42P01: undefined_table (the driver's error, under Drizzle's "Failed query" wrapper).
    if ((err as { cause?: { code?: unknown } }).cause?.code === '42P01') {
      throw new ScriptError('the tables are not there yet: run `npm run db:migrate` first');
    }
    throw err;
  }
  await seedContent(database.db);
  const after = await rowCounts(database.db);
  const added = [...after]
    .filter(([name, n]) => n !== before.get(name))
    .map(([name, n]) => `${name} +${n - (before.get(name) ?? 0)} (${n})`);
  return [
    added.length
      ? `${target.label}: seeded ${added.join(', ')}`
      : `${target.label}: already seeded, nothing added`,
  ];
});
