/**
 * The database `npm run db:migrate` and `npm run db:seed` work on, chosen as the server chooses
 * it (src/server/config.ts): `DATABASE_URL=postgres://…` is that PostgreSQL, unset is the
 * embedded PGlite database in `DATA_DIR` (default ./data). Only these two variables are read, so
 * a migration job needs no other part of the server's configuration.
 */
import { type Database, type DatabaseOptions, createDatabase } from '../src/server/db/client';

export interface Target {
  options: DatabaseOptions;
  /** Where it is, for messages: host, port and database, never the user or password. */
  label: string;
}

/** A one-line reason to stop, printed without a stack. */
export class ScriptError extends Error {}

export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): Target {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (url === 'memory://') {
      throw new ScriptError(
        'DATABASE_URL=memory:// is an in-memory database that keeps nothing: unset it or give a postgres:// URL',
      );
    }
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new ScriptError('DATABASE_URL: must start with postgres:// or postgresql://');
    }
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      throw new ScriptError('DATABASE_URL: not a valid URL');
    }
    return {
      options: { kind: 'postgres', url, poolMax: 2 },
      label: `PostgreSQL at ${u.hostname}:${u.port || '5432'}${u.pathname}`,
    };
  }
  const dataDir = env.DATA_DIR?.trim() || './data';
  return { options: { kind: 'pglite', dataDir }, label: `the embedded database in ${dataDir}` };
}

/**
 * An error's own words and code: the driver's error under Drizzle's "Failed query" wrapper (its
 * `cause`), the first of an AggregateError (pg's connection errors may have an empty message).
 */
function describe(err: unknown): string {
  if (err instanceof ScriptError) return err.message;
  const e = err as { message?: unknown; code?: unknown; errors?: unknown[]; cause?: unknown };
  if (e?.cause && typeof e.message === 'string' && e.message.startsWith('Failed query'))
    return describe(e.cause);
  const code = typeof e?.code === 'string' ? e.code : undefined;
  let message = typeof e?.message === 'string' ? e.message.split('\n')[0]!.trim() : '';
  if (!message && Array.isArray(e?.errors) && e.errors.length) message = describe(e.errors[0]);
  if (!message) message = code ?? String(err);
  return code && !message.includes(code) ? `${message} (${code})` : message;
}

/**
 * Opens the target, runs `work`, closes it; prints one line per result and, on failure, one line
 * naming the script, the target and the cause, then exits 1.
 */
export async function runOnTarget(
  script: string,
  work: (database: Database, target: Target) => Promise<string[]>,
) {
  let target: Target | undefined;
  let database: Database | undefined;
  try {
    target = targetFromEnv();
    database = await createDatabase(target.options);
    for (const line of await work(database, target)) console.log(`${script}: ${line}`);
    await database.close();
  } catch (err) {
    await database?.close().catch(() => undefined);
    const where = target ? ` on ${target.label}` : '';
    console.error(`${script} failed${where}: ${describe(err)}`);
    process.exit(1);
  }
}
