import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type UserInsert, type UserRow, usersTable } from './users.table';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** People with an account. Lookups by name or address ignore case, as the unique indexes do. */
export function createUsersRepository(db: Db) {
  return {
    async findById({ id, tx }: { id: string; tx?: Tx }): Promise<UserRow | null> {
      if (!uuidPattern.test(id)) return null;
      const rows = await (tx ?? db).select().from(usersTable).where(eq(usersTable.id, id));
      return rows[0] ?? null;
    },

    /** Whether the account still exists (one primary-key lookup). */
    async exists({ id }: { id: string }): Promise<boolean> {
      const rows = await db.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.id, id)).limit(1);
      return rows.length > 0;
    },

    /** By username or email, regardless of case (the unique indexes are on lower()). */
    async findByLogin({ identifier }: { identifier: string }): Promise<UserRow | null> {
      const value = identifier.toLowerCase();
      const column = value.includes('@') ? usersTable.email : usersTable.username;
      const rows = await db.select().from(usersTable).where(sql`lower(${column}) = ${value}`);
      return rows[0] ?? null;
    },

    async findByEmail({ email }: { email: string }): Promise<UserRow | null> {
      const rows = await db.select().from(usersTable).where(sql`lower(${usersTable.email}) = ${email.toLowerCase()}`);
      return rows[0] ?? null;
    },

    async usernameTaken({ username }: { username: string }): Promise<boolean> {
      const rows = await db
        .select({ id: usersTable.id })
        .from(usersTable)
        .where(sql`lower(${usersTable.username}) = ${username.toLowerCase()}`);
      return rows.length > 0;
    },

    async insert({ values, tx }: { values: UserInsert; tx?: Tx }): Promise<UserRow> {
      const rows = await (tx ?? db).insert(usersTable).values(values).returning();
      return rows[0]!;
    },

    async update({ id, values, tx }: { id: string; values: Partial<UserInsert>; tx?: Tx }): Promise<UserRow | null> {
      const rows = await (tx ?? db).update(usersTable).set(values).where(eq(usersTable.id, id)).returning();
      return rows[0] ?? null;
    },

    /** Deletes the account; every per-person row goes with it through the foreign keys. */
    async delete({ id, tx }: { id: string; tx?: Tx }): Promise<boolean> {
      const rows = await (tx ?? db).delete(usersTable).where(eq(usersTable.id, id)).returning({ id: usersTable.id });
      return rows.length > 0;
    },
  };
}
