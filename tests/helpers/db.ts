import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../../src/server/db/client';

/** Which database the DB-backed suites run on: in-memory PGlite, or PostgreSQL with TEST_DB=postgres. */
export const testDbKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  return url;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; on PostgreSQL a
 * new database created for the file and dropped by `close()`. `onQuery` sees every statement.
 */
export async function createTestDatabase(options: { onQuery?: (sql: string) => void } = {}): Promise<Database> {
  if (testDbKind === 'pglite') {
    const database = await createDatabase({ kind: 'pglite', dataDir: 'memory://', ...options });
    await database.migrate();
    return database;
  }
  const { url, drop } = await createScratchPostgresDatabase();
  const database = await createDatabase({ kind: 'postgres', url, poolMax: 20, ...options });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** Creates an empty PostgreSQL database next to TEST_DATABASE_URL's; `drop()` removes it. */
export async function createScratchPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(testDatabaseUrl());
  const name = `serenamente_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
