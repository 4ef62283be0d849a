import { and, asc, desc, eq } from 'drizzle-orm';
import type { Lang } from '@shared/i18n';
import type { Db, Tx } from '../../db/client';
import { aiModuleResultsTable } from './ai-modules.table';

const columns = {
  id: aiModuleResultsTable.id,
  module: aiModuleResultsTable.module,
  lang: aiModuleResultsTable.lang,
  title: aiModuleResultsTable.title,
  content: aiModuleResultsTable.content,
  createdAt: aiModuleResultsTable.createdAt,
};

/** Saved AI module results. */
export function createAiModulesRepository(db: Db) {
  return {
    async list({ userId }: { userId: string }) {
      return db
        .select(columns)
        .from(aiModuleResultsTable)
        .where(eq(aiModuleResultsTable.userId, userId))
        .orderBy(desc(aiModuleResultsTable.createdAt))
        .limit(100);
    },

    async insert(input: { userId: string; module: string; lang: Lang; title: string; content: string; at: Date }) {
      const [row] = await db
        .insert(aiModuleResultsTable)
        .values({
          userId: input.userId,
          module: input.module,
          lang: input.lang,
          title: input.title,
          content: input.content,
          createdAt: input.at,
        })
        .returning(columns);
      return row!;
    },

    async remove({ userId, id }: { userId: string; id: string }): Promise<boolean> {
      const rows = await db
        .delete(aiModuleResultsTable)
        .where(and(eq(aiModuleResultsTable.id, id), eq(aiModuleResultsTable.userId, userId)))
        .returning({ id: aiModuleResultsTable.id });
      return rows.length > 0;
    },

    /** A person's saved results, oldest first (the export). */
    async listOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select()
        .from(aiModuleResultsTable)
        .where(eq(aiModuleResultsTable.userId, userId))
        .orderBy(asc(aiModuleResultsTable.createdAt), asc(aiModuleResultsTable.id));
    },
  };
}
export type AiModulesRepository = ReturnType<typeof createAiModulesRepository>;
