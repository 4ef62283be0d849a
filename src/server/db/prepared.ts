import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

const dialect = new PgDialect();

/**
 * A raw statement whose text is built once, with `sql.placeholder(…)` where its values go, and
 * then only run with new values. Building a long statement from its parts (every column,
 * every CTE) costs more CPU than the database takes to run it; the statements every chat
 * message sends are built like this. On PostgreSQL it is also a named prepared statement, so
 * each connection parses it once. `name` is unique in the app and always names the same text.
 *
 * Placeholder values reach the driver as they are (no column encoding): pass a Date as its ISO
 * string and a jsonb value as its JSON text (or null). Returns the rows, as `db.execute` does.
 */
export function preparedStatement<Row>(name: string, build: () => SQL) {
  let query: Query | null = null;
  const bySession = new WeakMap<object, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build());
    const session = db._.session;
    let prepared = bySession.get(session);
    if (!prepared) {
      prepared = session.prepareQuery(query, undefined, name, false);
      bySession.set(session, prepared);
    }
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
  };
}

/** A Date as a placeholder value (what the column's own encoding would send). */
export const isoOf = (at: Date): string => at.toISOString();

/** A jsonb value as a placeholder value: its JSON text, or SQL null. */
export const jsonOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
