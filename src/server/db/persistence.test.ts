import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase, testDbKind } from '../../../tests/helpers/db';
import { createDatabase, type DatabaseOptions } from './client';
import { exercisesTable, quotesTable, resourcesTable } from './schema';
import { seedContent } from './seed';

describe(`a restart keeps every row (${testDbKind})`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  async function target(): Promise<DatabaseOptions> {
    if (testDbKind === 'postgres') {
      const scratch = await createScratchPostgresDatabase();
      cleanups.push(scratch.drop);
      return { kind: 'postgres', url: scratch.url };
    }
    const dir = mkdtempSync(join(tmpdir(), 'serenamente-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { kind: 'pglite', dataDir: dir };
  }

  it('migrates and seeds on first start, and a second start changes and loses nothing', async () => {
    const options = await target();

    const first = await createDatabase(options);
    await first.migrate();
    await seedContent(first.db);
    const [exercises] = await first.db.select({ n: count() }).from(exercisesTable);
    const [quotes] = await first.db.select({ n: count() }).from(quotesTable);
    expect(exercises!.n).toBeGreaterThanOrEqual(24);
    expect(quotes!.n).toBeGreaterThanOrEqual(80);
    await first.db.update(resourcesTable).set({ readingMinutes: 99 });
    await first.close();

    const second = await createDatabase(options);
    await second.migrate();
    await seedContent(second.db);
    const [exercisesAgain] = await second.db.select({ n: count() }).from(exercisesTable);
    const [quotesAgain] = await second.db.select({ n: count() }).from(quotesTable);
    expect(exercisesAgain!.n).toBe(exercises!.n);
    expect(quotesAgain!.n).toBe(quotes!.n);
    const edited = await second.db.select({ m: resourcesTable.readingMinutes }).from(resourcesTable);
    expect(edited.every((r) => r.m === 99)).toBe(true);
    await second.close();
  });
});
