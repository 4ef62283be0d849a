import { and, asc, desc, eq } from 'drizzle-orm';
import type { SelfCheckKind } from '@shared/schemas/mood';
import type { Db, Tx } from '../../db/client';
import { selfChecksTable as s, type SelfCheckRow } from './mood.table';

export function createSelfChecksRepository(db: Db) {
  return {
    async insert({ values }: { values: Omit<SelfCheckRow, 'id'> }): Promise<SelfCheckRow> {
      const rows = await db.insert(s).values(values).returning();
      return rows[0]!;
    },

    async list({ userId, kind, limit }: { userId: string; kind?: SelfCheckKind; limit: number }) {
      const where = kind ? and(eq(s.userId, userId), eq(s.kind, kind)) : eq(s.userId, userId);
      return db.select().from(s).where(where).orderBy(desc(s.at), desc(s.id)).limit(limit);
    },

    async all({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db).select().from(s).where(eq(s.userId, userId)).orderBy(asc(s.at), asc(s.id));
    },
  };
}
