import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserInsert, type UserRow, usersTable } from './users.table';

/** Transactions and the plain database share this type. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const rows = await db.select().from(usersTable).where(eq(usersTable.id, id));
  return rows[0] ?? null;
}

/** Whether the account still exists (one primary-key lookup). */
export async function userExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.id, id)).limit(1);
  return rows.length > 0;
}

/** By username or email, regardless of case (the unique indexes are on lower()). */
export async function findUserByLogin(db: DbOrTx, identifier: string): Promise<UserRow | null> {
  const value = identifier.toLowerCase();
  const column = value.includes('@') ? usersTable.email : usersTable.username;
  const rows = await db.select().from(usersTable).where(sql`lower(${column}) = ${value}`);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(usersTable).where(sql`lower(${usersTable.email}) = ${email.toLowerCase()}`);
  return rows[0] ?? null;
}

export async function usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(sql`lower(${usersTable.username}) = ${username.toLowerCase()}`);
  return rows.length > 0;
}

export async function insertUser(db: DbOrTx, values: UserInsert): Promise<UserRow> {
  const rows = await db.insert(usersTable).values(values).returning();
  return rows[0]!;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<UserInsert>): Promise<UserRow | null> {
  const rows = await db.update(usersTable).set(values).where(eq(usersTable.id, id)).returning();
  return rows[0] ?? null;
}

/** PostgreSQL's unique-violation, by constraint, through Drizzle's error wrapper. */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgErr = e as { code?: string; constraint?: string };
    if (pgErr.code === '23505') return pgErr.constraint ?? 'unknown';
  }
  return null;
}
