import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * A transaction on either driver, as `db.transaction` hands it to its callback. Repository
 * methods that may run inside a caller's transaction take it as `tx` and use `tx ?? db`.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseOptions = (
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'postgres';
      url: string;
      poolMax?: number;
      /** How long a new connection may take before it fails (default 5 s). */
      connectTimeoutMs?: number;
    }
) & {
  /** Called with each SQL statement the app's queries send (tests count them; never logged). */
  onQuery?: (sql: string) => void;
};

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Works from the sources (src/server/db) and from the bundle (dist/server), see scripts/build-server.mjs. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant: the advisory lock that serialises migrations across app instances. */
const MIGRATION_LOCK_ID = 727_274_101;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const { onQuery } = options;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
  if (options.kind === 'postgres') {
    // A server that does not answer (a host gone, a network partition) fails a request in
    // seconds, and the health probe reports it, instead of every request waiting on the
    // operating system's connect timeout.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    });
    // An idle client that errors (server restart, network blip) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          try {
            await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
          }
        } finally {
          client.release();
        }
      },
      async ping() {
        await pool.query('select 1');
      },
      async close() {
        await pool.end();
      },
    };
  }

  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema, logger });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    async ping() {
      await pgliteDb.execute(sql`select 1`);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
