import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { unpackDataDir } from './data-dir';
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
  | {
      kind: 'pglite';
      dataDir: string;
      /**
       * A prepared data directory (see `dataDirTemplate`) that a new, empty `dataDir` starts
       * from instead of PostgreSQL's initdb; `null` always runs initdb.
       */
      template?: DataDirTemplate | null;
    }
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

/**
 * The migrated and seeded data directory `npm run build` prepares (scripts/build-data-dir.mjs):
 * a tarball from PGlite's `dumpDataDir`, and beside it the PGlite version that wrote it.
 */
export interface DataDirTemplate {
  tarball: string;
  meta: string;
}
export const dataDirTemplate: DataDirTemplate = {
  tarball: fileURLToPath(new URL('./pglite-data.tar.gz', import.meta.url)),
  meta: fileURLToPath(new URL('./pglite-data.json', import.meta.url)),
};

/** The installed PGlite's version: a prepared data directory is used only by the version that wrote it. */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * PostgreSQL settings for the embedded database. Its shared buffers live in the process's own
 * memory (PGlite's WebAssembly heap): 16 MB instead of PostgreSQL's 128 MB saves ~130 MB of
 * resident memory, and the app's working set (the content catalogue, a few people's rows) fits.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** Whether `dataDir` is new and the prepared template (written by this PGlite version) is there. */
function startsFromTemplate(dataDir: string, template: DataDirTemplate | null): template is DataDirTemplate {
  if (!template || dataDir === 'memory://' || existsSync(join(dataDir, 'PG_VERSION'))) return false;
  if (!existsSync(template.tarball) || !existsSync(template.meta)) return false;
  const meta = JSON.parse(readFileSync(template.meta, 'utf8')) as { pglite?: string };
  return meta.pglite === pgliteVersion();
}

/**
 * Opens PGlite on `dataDir`. A new directory starts from the prepared template when there is
 * one: unpacked on disk, then opened as an existing database, instead of initdb (which runs a
 * second PostgreSQL instance beside the first: ~800 MB at its peak). Without a template (from
 * the sources, with tsx) initdb runs as before. The migrator then applies only newer migrations.
 */
export async function openPglite(dataDir: string, template: DataDirTemplate | null = dataDirTemplate): Promise<PGlite> {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  if (startsFromTemplate(dataDir, template)) await unpackDataDir(template.tarball, dataDir);
  const client = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  await client.waitReady;
  return client;
}

/**
 * A new embedded database with every committed migration applied and `seed` run, as the
 * gzipped tarball of its data directory that `openPglite` starts a new directory from.
 */
export async function prepareDataDir(
  seed: (db: Db) => Promise<void>,
  migrations: string = migrationsFolder,
): Promise<Uint8Array> {
  const client = await openPglite('memory://', null);
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrations });
    await seed(db as unknown as Db);
    await client.exec('checkpoint');
    return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }
}

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

  const client = await openPglite(options.dataDir, options.template);
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
