import { asc, eq } from 'drizzle-orm';
import type { SafetyPlanValue } from '@shared/schemas/safety';
import type { Db, Tx } from '../../db/client';
import { safetyEventsTable, safetyPlansTable } from './safety.table';

/** Safety events and plans. */
export function createSafetyRepository(db: Db) {
  return {
    async insertEvent(input: { userId: string; category: string; feature: string; at: Date }): Promise<void> {
      await db.insert(safetyEventsTable).values({
        userId: input.userId,
        category: input.category,
        feature: input.feature,
        occurredAt: input.at,
      });
    },

    async findPlan({ userId, tx }: { userId: string; tx?: Tx }): Promise<{ plan: SafetyPlanValue; updatedAt: Date } | null> {
      const [row] = await (tx ?? db)
        .select({ plan: safetyPlansTable.plan, updatedAt: safetyPlansTable.updatedAt })
        .from(safetyPlansTable)
        .where(eq(safetyPlansTable.userId, userId))
        .limit(1);
      return row ?? null;
    },

    async upsertPlan(input: { userId: string; plan: SafetyPlanValue; at: Date }): Promise<void> {
      await db
        .insert(safetyPlansTable)
        .values({ userId: input.userId, plan: input.plan, updatedAt: input.at })
        .onConflictDoUpdate({
          target: safetyPlansTable.userId,
          set: { plan: input.plan, updatedAt: input.at },
        });
    },

    /** A person's crisis events, oldest first (the export): category, feature and time only. */
    async eventsOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select()
        .from(safetyEventsTable)
        .where(eq(safetyEventsTable.userId, userId))
        .orderBy(asc(safetyEventsTable.occurredAt), asc(safetyEventsTable.id));
    },
  };
}
