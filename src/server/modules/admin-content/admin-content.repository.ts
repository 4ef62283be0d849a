import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { EditorialRow, EditorialTable } from './admin-content.kinds';

const rowOf = (row: unknown) => row as EditorialRow;

/**
 * The content tables as the administration reads and writes them: the same queries for every
 * kind, over the columns all content tables share. Writes take the caller's transaction, so an
 * edit and its audit entry commit together.
 */
export function createAdminContentRepository(db: Db) {
  return {
    /** Every item of a kind, published or not, in catalogue order. */
    async list({ table }: { table: EditorialTable }): Promise<EditorialRow[]> {
      const rows = await db.select().from(table).orderBy(asc(table.position), asc(table.slug));
      return rows.map(rowOf);
    },

    /** One item; with `tx`, its row is locked until the transaction ends. */
    async find({
      table,
      slug,
      tx,
    }: {
      table: EditorialTable;
      slug: string;
      tx?: Tx;
    }): Promise<EditorialRow | null> {
      const query = (tx ?? db).select().from(table).where(eq(table.slug, slug)).limit(1);
      const [row] = tx ? await query.for('update') : await query;
      return row ? rowOf(row) : null;
    },

    /** A new item at the end of the catalogue. */
    async insert(input: {
      table: EditorialTable;
      slug: string;
      values: Record<string, unknown>;
      at: Date;
      tx: Tx;
    }) {
      const { table, tx } = input;
      const [last] = await tx.select({ n: sql<number>`coalesce(max(${table.position}), -1)` }).from(table);
      const [row] = await tx
        .insert(table)
        .values({
          ...input.values,
          slug: input.slug,
          position: Number(last?.n ?? -1) + 1,
          published: false,
          editedAt: input.at,
          createdAt: input.at,
          updatedAt: input.at,
        } as typeof table.$inferInsert)
        .onConflictDoNothing({ target: table.slug })
        .returning();
      return row ? rowOf(row) : null;
    },

    async update(input: {
      table: EditorialTable;
      slug: string;
      values: Record<string, unknown>;
      at: Date;
      tx: Tx;
    }) {
      const { table } = input;
      const [row] = await input.tx
        .update(table)
        .set({ ...input.values, editedAt: input.at, updatedAt: input.at } as Partial<
          typeof table.$inferInsert
        >)
        .where(eq(table.slug, input.slug))
        .returning();
      return rowOf(row);
    },
  };
}
export type AdminContentRepository = ReturnType<typeof createAdminContentRepository>;
