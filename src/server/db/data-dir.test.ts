import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database, type DataDirTemplate, migrationsFolder, pgliteVersion, prepareDataDir } from './client';
import { seedContent } from './seed';

/**
 * A new embedded database starts from the data directory prepared at build time instead of
 * initdb, and ends up the same as one made by initdb: every table, every migration recorded,
 * the built-in content there. Without the prepared directory, initdb runs as before.
 */

const work = mkdtempSync(join(tmpdir(), 'serenamente-data-dir-'));
const journalOf = (folder: string) =>
  JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };

/** What a person's installation holds, read the same way on both databases. */
async function contents(database: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    tables: await rows(sql`select table_schema, table_name from information_schema.tables
      where table_schema in ('public', 'drizzle') order by 1, 2`),
    migrations: await rows(sql`select hash, created_at from drizzle.__drizzle_migrations order by id`),
    content: await rows<Record<string, number>>(sql`select (select count(*) from exercises)::int as exercises,
      (select count(*) from meditations)::int as meditations, (select count(*) from resources)::int as resources,
      (select count(*) from quotes)::int as quotes, (select count(*) from reflections)::int as reflections`),
  };
}

/** What src/server/index.ts does at start: open, migrate, then (unless told not to) seed what is missing. */
async function start(dataDir: string, template: DataDirTemplate | null, { seed = true } = {}) {
  const database = await createDatabase({ kind: 'pglite', dataDir, template });
  await database.migrate();
  if (seed) await seedContent(database.db);
  return database;
}

async function writeTemplate(name: string, tarball: Uint8Array, pglite = pgliteVersion()): Promise<DataDirTemplate> {
  const template = { tarball: join(work, `${name}.tar.gz`), meta: join(work, `${name}.json`) };
  writeFileSync(template.tarball, tarball);
  writeFileSync(template.meta, JSON.stringify({ pglite }));
  return template;
}

let template: DataDirTemplate;
let fromTemplate: Database;
let fromInitdb: Database;

beforeAll(async () => {
  // As `npm run build` prepares it: every migration, the built-in content.
  template = await writeTemplate('pglite-data', await prepareDataDir(seedContent));
  // Not seeded at start: the content must come from the prepared directory itself.
  fromTemplate = await start(join(work, 'from-template'), template, { seed: false });
  // No prepared directory (a start from the sources): initdb, as before.
  fromInitdb = await start(join(work, 'from-initdb'), { tarball: join(work, 'none.tar.gz'), meta: template.meta });
}, 180_000);

afterAll(async () => {
  await fromTemplate?.close();
  await fromInitdb?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a new embedded database', () => {
  it('from the prepared directory has every table, every migration and the built-in content, as one from initdb', async () => {
    const prepared = await contents(fromTemplate);
    expect(prepared.migrations).toHaveLength(journalOf(migrationsFolder).entries.length);
    expect(prepared.tables.length).toBeGreaterThan(20);
    expect(prepared.content[0]!.exercises).toBeGreaterThan(0);
    expect(prepared).toEqual(await contents(fromInitdb));
  });

  it('is unpacked on disk and reopened as it is, keeping what was written', async () => {
    await fromTemplate.db.execute(
      sql`insert into users (username, email, password_hash) values ('kept', 'kept@example.test', 'x')`,
    );
    await fromTemplate.close();
    expect(existsSync(join(work, 'from-template', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(work, 'from-template', 'PG_VERSION.unpacking'))).toBe(false);
    fromTemplate = await start(join(work, 'from-template'), template);
    const kept = await fromTemplate.db.execute(sql`select count(*)::int as n from users where username = 'kept'`);
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
  });

  it('is not seeded again while the built-in content is the one it holds; new content is added at start', async () => {
    const dir = join(work, 'seeded-once');
    const statements: string[] = [];
    const database = await createDatabase({ kind: 'pglite', dataDir: dir, template, onQuery: (q) => statements.push(q) });
    try {
      await database.migrate();
      const exercisesNow = async () =>
        ((await database.db.execute(sql`select count(*)::int as n from exercises`)) as unknown as { rows: { n: number }[] })
          .rows[0]!.n;
      const all = await exercisesNow();
      await database.db.execute(sql`delete from exercises where slug = (select slug from exercises order by position limit 1)`);
      statements.length = 0;
      await seedContent(database.db);
      expect(statements.filter((q) => /^insert/i.test(q))).toEqual([]);
      expect(await exercisesNow()).toBe(all - 1);
      // A build with other built-in content: what is missing comes back, edits stay.
      await database.db.execute(sql`update service_secrets set value = 'an older catalogue' where name = 'content-seed'`);
      await seedContent(database.db);
      expect(await exercisesNow()).toBe(all);
    } finally {
      await database.close();
    }
  });

  it('from a directory prepared before the newest migration gets that migration (and only it) at start', async () => {
    // A build made before the newest migration was written (the others would fail if re-run).
    const older = join(work, 'migrations');
    cpSync(migrationsFolder, older, { recursive: true });
    const journal = journalOf(migrationsFolder);
    writeFileSync(join(older, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
    const stale = await writeTemplate('older', await prepareDataDir(async () => undefined, older));
    const database = await start(join(work, 'from-older'), stale);
    try {
      expect(await contents(database)).toEqual(await contents(fromInitdb));
    } finally {
      await database.close();
    }
  }, 120_000);

  it('runs initdb when the prepared directory was written by another PGlite version', async () => {
    const other = await writeTemplate('other-version', readFileSync(template.tarball), '0.0.1');
    const database = await start(join(work, 'other-version'), other, { seed: false });
    try {
      // initdb and the migrations, no content: nothing came from the prepared directory.
      const found = await contents(database);
      expect(found.tables).toEqual((await contents(fromInitdb)).tables);
      expect(found.content).toEqual([{ exercises: 0, meditations: 0, resources: 0, quotes: 0, reflections: 0 }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
