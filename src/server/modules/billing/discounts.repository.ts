import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { billingDiscountsTable, type BillingPlan } from './billing.table';

const discounts = billingDiscountsTable;

/** SPEC §9's launch discounts: one row per plan, with how many are taken. */
export function createDiscountsRepository(db: Db) {
  return {
    async seedDiscounts({ rows }: { rows: { plan: BillingPlan; priceCents: number; total: number }[] }) {
      await db.insert(discounts).values(rows).onConflictDoNothing();
    },

    async discounts() {
      return db.select().from(discounts);
    },

    /**
     * Takes one launch discount of `plan` in ONE conditional update: false when all are taken.
     * Concurrent claims from any number of instances queue on the plan's row, so never more
     * than `total` are handed out.
     */
    async claimDiscount({ plan, tx }: { plan: BillingPlan; tx?: Tx }): Promise<boolean> {
      const rows = await (tx ?? db)
        .update(discounts)
        .set({ used: sql`${discounts.used} + 1` })
        .where(and(eq(discounts.plan, plan), lt(discounts.used, discounts.total)))
        .returning({ used: discounts.used });
      return rows.length > 0;
    },

    async releaseDiscount({ plan, tx }: { plan: BillingPlan; tx?: Tx }) {
      await (tx ?? db)
        .update(discounts)
        .set({ used: sql`${discounts.used} - 1` })
        .where(and(eq(discounts.plan, plan), gt(discounts.used, 0)));
    },
  };
}
