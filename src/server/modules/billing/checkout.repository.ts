import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  type BillingCheckoutSessionRow,
  billingCheckoutSessionsTable,
  type BillingPlan,
} from './billing.table';

const sessions = billingCheckoutSessionsTable;

type NewCheckout = typeof sessions.$inferInsert;
type OfferQuery = { userId: string; plan: BillingPlan; launchDiscount: boolean; now: Date };
type Completion = { id: string; customerId: string | null; subscriptionId: string | null; at: Date; tx: Tx };
/** A session about to expire is not handed back: the person needs time to pay. */
const MIN_TIME_LEFT_MS = 5 * 60_000;

/** The checkout sessions the app opened. */
export function createCheckoutRepository(db: Db) {
  return {
    /** `createdAt` is the app's clock (never the database's), as every billing time is. */
    async insertCheckout({ values }: { values: NewCheckout & { createdAt: Date } }) {
      await db.insert(sessions).values(values);
    },

    async findCheckout({ id, tx }: { id: string; tx?: Tx }): Promise<BillingCheckoutSessionRow | null> {
      const rows = await (tx ?? db).select().from(sessions).where(eq(sessions.id, id));
      return rows[0] ?? null;
    },

    /** The person's open, unexpired session for the same offer, to hand back instead of a new one. */
    async findOpenCheckout({ userId, plan, launchDiscount, now }: OfferQuery) {
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            eq(sessions.plan, plan),
            eq(sessions.launchDiscount, launchDiscount),
            eq(sessions.status, 'open'),
            gt(sessions.expiresAt, new Date(now.getTime() + MIN_TIME_LEFT_MS)),
          ),
        )
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    async latestCheckoutOfUser({ userId }: { userId: string }): Promise<BillingCheckoutSessionRow | null> {
      const rows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    /** open → complete; the row as it is after, or null when it was not open. */
    async completeCheckout({ id, customerId, subscriptionId, at, tx }: Completion) {
      const rows = await tx
        .update(sessions)
        .set({ status: 'complete', customerId, subscriptionId, completedAt: at })
        .where(and(eq(sessions.id, id), eq(sessions.status, 'open')))
        .returning();
      return rows[0] ?? null;
    },

    /** open → expired; null when it was not open (so a discount is given back once). */
    async expireCheckout({ id, tx }: { id: string; tx: Tx }) {
      const rows = await tx
        .update(sessions)
        .set({ status: 'expired' })
        .where(and(eq(sessions.id, id), eq(sessions.status, 'open')))
        .returning();
      return rows[0] ?? null;
    },

    /** Every checkout of a person, oldest first (the export). */
    async checkoutsOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt));
    },
  };
}
