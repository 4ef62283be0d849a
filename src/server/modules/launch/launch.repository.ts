import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type LaunchCodeRow, launchCampaignTable, launchCodesTable, launchDiscountsTable } from './launch.table';

export const CAMPAIGN_ID = 1;

type NewLaunchCode = Pick<LaunchCodeRow, 'code' | 'participantNumber' | 'userId' | 'state' | 'assignedAt' | 'expiresAt'>;
type NewDiscount = { code: string; plan: 'monthly' | 'yearly'; slot: number; priceCents: number; currency: string };

/** The campaign's row, the launch codes and the launch discounts. */
export function createLaunchRepository(db: Db) {
  return {
    /**
     * Takes the next campaign place in ONE conditional update: returns the participant number
     * (1..places), or null when every place is taken. Concurrent callers queue on the row lock, so
     * no number is ever given twice and never one past the last place.
     */
    async takePlace({ tx }: { tx?: Tx } = {}): Promise<number | null> {
      const rows = await (tx ?? db)
        .update(launchCampaignTable)
        .set({ taken: sql`${launchCampaignTable.taken} + 1` })
        .where(
          and(
            eq(launchCampaignTable.id, CAMPAIGN_ID),
            lt(launchCampaignTable.taken, launchCampaignTable.places),
            // An administrator closed the campaign: no place is given while it stays closed.
            isNull(launchCampaignTable.closedAt),
          ),
        )
        .returning({ taken: launchCampaignTable.taken });
      return rows[0]?.taken ?? null;
    },

    async readCampaign(): Promise<{ places: number; taken: number } | null> {
      const rows = await db
        .select({ places: launchCampaignTable.places, taken: launchCampaignTable.taken })
        .from(launchCampaignTable)
        .where(eq(launchCampaignTable.id, CAMPAIGN_ID));
      return rows[0] ?? null;
    },

    async insertCode({ values, tx }: { values: NewLaunchCode; tx?: Tx }): Promise<LaunchCodeRow> {
      const rows = await (tx ?? db).insert(launchCodesTable).values(values).returning();
      return rows[0]!;
    },

    async findCodeOfUser({ userId, tx }: { userId: string; tx?: Tx }): Promise<LaunchCodeRow | null> {
      const rows = await (tx ?? db).select().from(launchCodesTable).where(eq(launchCodesTable.userId, userId));
      return rows[0] ?? null;
    },

    /** The launch discounts a person used, in the order they used them. */
    async discountsUsedBy({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select()
        .from(launchDiscountsTable)
        .where(eq(launchDiscountsTable.usedByUserId, userId))
        .orderBy(asc(launchDiscountsTable.usedAt));
    },

    /**
     * Activates a code in one statement: only the owner's code, only while ready and before its
     * deadline. Null when it does not exist, is someone else's, was already used or has expired.
     */
    async activateCode({
      code,
      userId,
      now,
      premiumEndsAt,
      tx,
    }: {
      code: string;
      userId: string;
      now: Date;
      premiumEndsAt: Date;
      tx?: Tx;
    }): Promise<LaunchCodeRow | null> {
      const rows = await (tx ?? db)
        .update(launchCodesTable)
        .set({ state: 'activated', activatedAt: now, expiresAt: premiumEndsAt })
        .where(
          and(
            eq(launchCodesTable.code, code),
            eq(launchCodesTable.userId, userId),
            eq(launchCodesTable.state, 'ready'),
            gt(launchCodesTable.expiresAt, now),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },

    /** The campaign row and the 20 launch discounts, created once whatever the number of instances. */
    async seed({ places, discounts }: { places: number; discounts: NewDiscount[] }): Promise<void> {
      await db.insert(launchCampaignTable).values({ id: CAMPAIGN_ID, places, taken: 0 }).onConflictDoNothing();
      if (discounts.length) await db.insert(launchDiscountsTable).values(discounts).onConflictDoNothing();
    },
  };
}
