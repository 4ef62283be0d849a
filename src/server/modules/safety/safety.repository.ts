import { eq } from 'drizzle-orm';
import type { SafetyPlanValue } from '../../../shared/schemas/safety';
import type { Db } from '../../db/client';
import { safetyEventsTable, safetyPlansTable } from './safety.table';

/** Safety events and plans. Only this file speaks Drizzle for the safety module. */
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

    async findPlan(userId: string): Promise<{ plan: SafetyPlanValue; updatedAt: Date } | null> {
      const [row] = await db
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
  };
}
export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
