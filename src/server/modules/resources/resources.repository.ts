import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ResourceCategory, ResourceGroup, ResourceType } from '../../../shared/schemas/resources';
import { resourcesTable } from '../content/content.table';
import { programDayProgressTable, resourceFeedbackTable, resourceReadsTable } from './resources.table';

/** The library's rows. Only this file speaks Drizzle for the resources module. */
export function createResourcesRepository(db: Db) {
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

  return {
    async list(filter: { group?: ResourceGroup; category?: ResourceCategory; type?: ResourceType }) {
      const where: SQL[] = [];
      if (filter.group) where.push(eq(resourcesTable.group, filter.group));
      if (filter.category) where.push(eq(resourcesTable.category, filter.category));
      if (filter.type) where.push(eq(resourcesTable.type, filter.type));
      return db
        .select(columns)
        .from(resourcesTable)
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(resourcesTable.position), asc(resourcesTable.slug));
    },

    async findBySlug(slug: string) {
      const [row] = await db
        .select(columns)
        .from(resourcesTable)
        .where(eq(resourcesTable.slug, slug))
        .limit(1);
      return row ?? null;
    },

    /** True the first time this person opens this resource on this calendar day. */
    async markRead(
      tx: Db,
      input: { userId: string; resourceId: string; day: string; at: Date },
    ): Promise<boolean> {
      const inserted = await tx
        .insert(resourceReadsTable)
        .values({ userId: input.userId, resourceId: input.resourceId, day: input.day, readAt: input.at })
        .onConflictDoNothing()
        .returning({ day: resourceReadsTable.day });
      return inserted.length > 0;
    },

    async findFeedback(userId: string, resourceId: string) {
      const [row] = await db
        .select({
          helpful: resourceFeedbackTable.helpful,
          comment: resourceFeedbackTable.comment,
          updatedAt: resourceFeedbackTable.updatedAt,
        })
        .from(resourceFeedbackTable)
        .where(
          and(eq(resourceFeedbackTable.userId, userId), eq(resourceFeedbackTable.resourceId, resourceId)),
        )
        .limit(1);
      return row ?? null;
    },

    /** One answer per person and resource: a second answer replaces the first. */
    async upsertFeedback(input: {
      userId: string;
      resourceId: string;
      helpful: boolean;
      comment: string | null;
      at: Date;
    }) {
      const [row] = await db
        .insert(resourceFeedbackTable)
        .values({
          userId: input.userId,
          resourceId: input.resourceId,
          helpful: input.helpful,
          comment: input.comment,
          createdAt: input.at,
          updatedAt: input.at,
        })
        .onConflictDoUpdate({
          target: [resourceFeedbackTable.userId, resourceFeedbackTable.resourceId],
          set: { helpful: input.helpful, comment: input.comment, updatedAt: input.at },
        })
        .returning({
          helpful: resourceFeedbackTable.helpful,
          comment: resourceFeedbackTable.comment,
          updatedAt: resourceFeedbackTable.updatedAt,
        });
      return row!;
    },

    async completedDays(userId: string, resourceId: string): Promise<number[]> {
      const rows = await db
        .select({ day: programDayProgressTable.day })
        .from(programDayProgressTable)
        .where(
          and(
            eq(programDayProgressTable.userId, userId),
            eq(programDayProgressTable.resourceId, resourceId),
            eq(programDayProgressTable.done, true),
          ),
        )
        .orderBy(asc(programDayProgressTable.day));
      return rows.map((r) => r.day);
    },

    /** Every program this person has ticked at least one day of, with the days done (one query). */
    async progressForUser(userId: string) {
      return db
        .select({
          slug: resourcesTable.slug,
          text: resourcesTable.text,
          days: sql<
            number[]
          >`array_agg(${programDayProgressTable.day} order by ${programDayProgressTable.day})`,
        })
        .from(programDayProgressTable)
        .innerJoin(resourcesTable, eq(resourcesTable.id, programDayProgressTable.resourceId))
        .where(and(eq(programDayProgressTable.userId, userId), eq(programDayProgressTable.done, true)))
        .groupBy(resourcesTable.id, resourcesTable.slug, resourcesTable.text, resourcesTable.position)
        .orderBy(asc(resourcesTable.position));
    },

    /**
     * Marks a day done. Returns true only the very first time this person completes this day,
     * decided by the primary key in one statement, so the activity log counts it once.
     */
    async markDayDone(
      tx: Db,
      input: { userId: string; resourceId: string; day: number; at: Date },
    ): Promise<boolean> {
      const inserted = await tx
        .insert(programDayProgressTable)
        .values({
          userId: input.userId,
          resourceId: input.resourceId,
          day: input.day,
          done: true,
          firstCompletedAt: input.at,
          updatedAt: input.at,
        })
        .onConflictDoNothing()
        .returning({ day: programDayProgressTable.day });
      if (inserted.length > 0) return true;
      await tx
        .update(programDayProgressTable)
        .set({ done: true, updatedAt: input.at })
        .where(
          and(
            eq(programDayProgressTable.userId, input.userId),
            eq(programDayProgressTable.resourceId, input.resourceId),
            eq(programDayProgressTable.day, input.day),
          ),
        );
      return false;
    },

    async markDayUndone(input: { userId: string; resourceId: string; day: number; at: Date }): Promise<void> {
      await db
        .update(programDayProgressTable)
        .set({ done: false, updatedAt: input.at })
        .where(
          and(
            eq(programDayProgressTable.userId, input.userId),
            eq(programDayProgressTable.resourceId, input.resourceId),
            eq(programDayProgressTable.day, input.day),
          ),
        );
    },

    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx as unknown as Db));
    },
  };
}
export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;
/** A library row as the repository reads it (without the search vectors). */
export type ResourceRow = NonNullable<Awaited<ReturnType<ResourcesRepository['findBySlug']>>>;
