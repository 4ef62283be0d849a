import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../users/users.repository';
import { type LaunchCodeRow, launchCampaignTable, launchCodesTable, launchDiscountsTable } from './launch.table';

export const CAMPAIGN_ID = 1;

/**
 * Takes the next campaign place in ONE conditional update: returns the participant number
 * (1..places), or null when every place is taken. Concurrent callers queue on the row lock, so
 * no number is ever given twice and never one past the last place.
 */
export async function takeCampaignPlace(db: DbOrTx): Promise<number | null> {
  const rows = await db
    .update(launchCampaignTable)
    .set({ taken: sql`${launchCampaignTable.taken} + 1` })
    .where(and(eq(launchCampaignTable.id, CAMPAIGN_ID), lt(launchCampaignTable.taken, launchCampaignTable.places)))
    .returning({ taken: launchCampaignTable.taken });
  return rows[0]?.taken ?? null;
}

export async function readCampaign(db: DbOrTx): Promise<{ places: number; taken: number } | null> {
  const rows = await db
    .select({ places: launchCampaignTable.places, taken: launchCampaignTable.taken })
    .from(launchCampaignTable)
    .where(eq(launchCampaignTable.id, CAMPAIGN_ID));
  return rows[0] ?? null;
}

export async function insertLaunchCode(
  db: DbOrTx,
  values: Pick<LaunchCodeRow, 'code' | 'participantNumber' | 'userId' | 'state' | 'assignedAt' | 'expiresAt'>,
): Promise<LaunchCodeRow> {
  const rows = await db.insert(launchCodesTable).values(values).returning();
  return rows[0]!;
}

export async function findCodeOfUser(db: DbOrTx, userId: string): Promise<LaunchCodeRow | null> {
  const rows = await db.select().from(launchCodesTable).where(eq(launchCodesTable.userId, userId));
  return rows[0] ?? null;
}

/**
 * Activates a code in one statement: only the owner's code, only while ready and before its
 * deadline. Null when it does not exist, is someone else's, was already used or has expired.
 */
export async function activateCode(
  db: DbOrTx,
  { code, userId, now, premiumEndsAt }: { code: string; userId: string; now: Date; premiumEndsAt: Date },
): Promise<LaunchCodeRow | null> {
  const rows = await db
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
}

/** The campaign row and the 20 launch discounts, created once whatever the number of instances. */
export async function seedLaunch(
  db: DbOrTx,
  {
    places,
    discounts,
  }: {
    places: number;
    discounts: { code: string; plan: 'monthly' | 'yearly'; slot: number; priceCents: number; currency: string }[];
  },
): Promise<void> {
  await db.insert(launchCampaignTable).values({ id: CAMPAIGN_ID, places, taken: 0 }).onConflictDoNothing();
  if (discounts.length) await db.insert(launchDiscountsTable).values(discounts).onConflictDoNothing();
}
