import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { ResourceCategory, ResourceGroup, ResourceType } from '@shared/schemas/resources';
import type { Db, Tx } from '../../db/client';
import { resourcesTable } from '../content/content.table';
import { programDayProgressTable, resourceFeedbackTable, resourceReadsTable } from './resources.table';

const columns = {
  id: resourcesTable.id,
  slug: resourcesTable.slug,
  group: resourcesTable.group,
  category: resourcesTable.category,
  type: resourcesTable.type,
  readingMinutes: resourcesTable.readingMinutes,
  premium: resourcesTable.premium,
  visual: resourcesTable.visual,
  position: resourcesTable.position,
  text: resourcesTable.text,
};
const feedbackColumns = {
  helpful: resourceFeedbackTable.helpful,
  comment: resourceFeedbackTable.comment,
  updatedAt: resourceFeedbackTable.updatedAt,
};
const days = programDayProgressTable;

/** The library's rows and each person's side of them: reads, feedback and program days. */
export function createResourcesRepository(db: Db) {
  return { ...libraryQueries(db), ...programQueries(db), ...exportQueries(db) };
}
export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;
/** A library row as the repository reads it (without the search vectors). */
export type ResourceRow = NonNullable<Awaited<ReturnType<ResourcesRepository['findBySlug']>>>;

function libraryQueries(db: Db) {
  return {
    async list(filter: { group?: ResourceGroup; category?: ResourceCategory; type?: ResourceType }) {
      const where: SQL[] = [eq(resourcesTable.published, true)];
      if (filter.group) where.push(eq(resourcesTable.group, filter.group));
      if (filter.category) where.push(eq(resourcesTable.category, filter.category));
      if (filter.type) where.push(eq(resourcesTable.type, filter.type));
      return db
        .select(columns)
        .from(resourcesTable)
        .where(and(...where))
        .orderBy(asc(resourcesTable.position), asc(resourcesTable.slug));
    },

    async findBySlug({ slug }: { slug: string }) {
      const [row] = await db
        .select(columns)
        .from(resourcesTable)
        .where(and(eq(resourcesTable.slug, slug), eq(resourcesTable.published, true)))
        .limit(1);
      return row ?? null;
    },

    /** True the first time this person opens this resource on this calendar day. */
    async markRead({ userId, resourceId, day, at, tx }: { userId: string; resourceId: string; day: string; at: Date; tx?: Tx }) {
      const inserted = await (tx ?? db)
        .insert(resourceReadsTable)
        .values({ userId, resourceId, day, readAt: at })
        .onConflictDoNothing()
        .returning({ day: resourceReadsTable.day });
      return inserted.length > 0;
    },

    async findFeedback({ userId, resourceId }: { userId: string; resourceId: string }) {
      const [row] = await db
        .select(feedbackColumns)
        .from(resourceFeedbackTable)
        .where(and(eq(resourceFeedbackTable.userId, userId), eq(resourceFeedbackTable.resourceId, resourceId)))
        .limit(1);
      return row ?? null;
    },

    /** One answer per person and resource: a second answer replaces the first. */
    async upsertFeedback(input: { userId: string; resourceId: string; helpful: boolean; comment: string | null; at: Date }) {
      const { userId, resourceId, helpful, comment, at } = input;
      const [row] = await db
        .insert(resourceFeedbackTable)
        .values({ userId, resourceId, helpful, comment, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: [resourceFeedbackTable.userId, resourceFeedbackTable.resourceId],
          set: { helpful, comment, updatedAt: at },
        })
        .returning(feedbackColumns);
      return row!;
    },
  };
}

function programQueries(db: Db) {
  const day = (input: { userId: string; resourceId: string; day: number }) =>
    and(eq(days.userId, input.userId), eq(days.resourceId, input.resourceId), eq(days.day, input.day));
  return {
    async completedDays({ userId, resourceId }: { userId: string; resourceId: string }): Promise<number[]> {
      const rows = await db
        .select({ day: days.day })
        .from(days)
        .where(and(eq(days.userId, userId), eq(days.resourceId, resourceId), eq(days.done, true)))
        .orderBy(asc(days.day));
      return rows.map((r) => r.day);
    },

    /** Every program this person has ticked at least one day of, with the days done (one query). */
    async progressForUser({ userId }: { userId: string }) {
      return db
        .select({
          slug: resourcesTable.slug,
          text: resourcesTable.text,
          days: sql<number[]>`array_agg(${days.day} order by ${days.day})`,
        })
        .from(days)
        .innerJoin(resourcesTable, eq(resourcesTable.id, days.resourceId))
        .where(and(eq(days.userId, userId), eq(days.done, true)))
        .groupBy(resourcesTable.id, resourcesTable.slug, resourcesTable.text, resourcesTable.position)
        .orderBy(asc(resourcesTable.position));
    },

    /**
     * Marks a day done. Returns true only the very first time this person completes this day,
     * decided by the primary key in one statement, so the activity log counts it once.
     */
    async markDayDone(input: { userId: string; resourceId: string; day: number; at: Date; tx?: Tx }): Promise<boolean> {
      const { userId, resourceId, at, tx } = input;
      const inserted = await (tx ?? db)
        .insert(days)
        .values({ userId, resourceId, day: input.day, done: true, firstCompletedAt: at, updatedAt: at })
        .onConflictDoNothing()
        .returning({ day: days.day });
      if (inserted.length > 0) return true;
      await (tx ?? db).update(days).set({ done: true, updatedAt: at }).where(day(input));
      return false;
    },

    async markDayUndone(input: { userId: string; resourceId: string; day: number; at: Date }): Promise<void> {
      await db.update(days).set({ done: false, updatedAt: input.at }).where(day(input));
    },
  };
}

/** A person's rows with the resource's slug, for the export. */
function exportQueries(db: Db) {
  return {
    async feedbackOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select({ row: resourceFeedbackTable, resourceSlug: resourcesTable.slug })
        .from(resourceFeedbackTable)
        .innerJoin(resourcesTable, eq(resourcesTable.id, resourceFeedbackTable.resourceId))
        .where(eq(resourceFeedbackTable.userId, userId))
        .orderBy(asc(resourceFeedbackTable.createdAt), asc(resourceFeedbackTable.id));
    },

    async programDaysOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select({ row: days, resourceSlug: resourcesTable.slug })
        .from(days)
        .innerJoin(resourcesTable, eq(resourcesTable.id, days.resourceId))
        .where(eq(days.userId, userId))
        .orderBy(asc(days.firstCompletedAt), asc(resourcesTable.slug), asc(days.day));
    },

    async readsOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select({ row: resourceReadsTable, resourceSlug: resourcesTable.slug })
        .from(resourceReadsTable)
        .innerJoin(resourcesTable, eq(resourcesTable.id, resourceReadsTable.resourceId))
        .where(eq(resourceReadsTable.userId, userId))
        .orderBy(asc(resourceReadsTable.readAt), asc(resourcesTable.slug));
    },
  };
}
