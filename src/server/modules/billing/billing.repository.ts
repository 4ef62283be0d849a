import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  billingEventsTable,
  billingInvoiceCountersTable,
  type BillingInvoiceRow,
  billingInvoicesTable,
  type BillingPlan,
  type BillingSubscriptionInsert,
  type BillingSubscriptionRow,
  billingSubscriptionsTable,
} from './billing.table';

const subs = billingSubscriptionsTable;
const invoices = billingInvoicesTable;

type NewInvoice = typeof invoices.$inferInsert;

/** Subscriptions, invoices and the provider events already applied. */
export function createBillingRepository(db: Db) {
  return {
    async findSubscription({ id, tx }: { id: string; tx?: Tx }): Promise<BillingSubscriptionRow | null> {
      const rows = await (tx ?? db).select().from(subs).where(eq(subs.id, id));
      return rows[0] ?? null;
    },

    async subscriptionsOfUser({
      userId,
      tx,
    }: {
      userId: string;
      tx?: Tx;
    }): Promise<BillingSubscriptionRow[]> {
      return (tx ?? db).select().from(subs).where(eq(subs.userId, userId)).orderBy(desc(subs.startedAt));
    },

    /** `now` is the app's clock (never the database's): a test that moves the clock sees it here. */
    async upsertSubscription({ values, now, tx }: { values: BillingSubscriptionInsert; now: Date; tx: Tx }) {
      const { id: _id, userId: _user, ...changes } = values;
      await tx
        .insert(subs)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: subs.id, set: { ...changes, updatedAt: now } });
    },

    async setPendingPlan({ id, plan, now, tx }: { id: string; plan: BillingPlan | null; now: Date; tx?: Tx }) {
      await (tx ?? db).update(subs).set({ pendingPlan: plan, updatedAt: now }).where(eq(subs.id, id));
    },

    async eventSeen({ id }: { id: string }): Promise<boolean> {
      const rows = await db
        .select({ id: billingEventsTable.id })
        .from(billingEventsTable)
        .where(eq(billingEventsTable.id, id));
      return rows.length > 0;
    },

    /** Records an event as applied; false when it already was (the effect is then skipped). */
    async recordEvent({ id, type, now, tx }: { id: string; type: string; now: Date; tx: Tx }): Promise<boolean> {
      const rows = await tx
        .insert(billingEventsTable)
        .values({ id, type, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: billingEventsTable.id });
      return rows.length > 0;
    },

    async findInvoice({ id, tx }: { id: string; tx?: Tx }): Promise<BillingInvoiceRow | null> {
      const rows = await (tx ?? db).select().from(invoices).where(eq(invoices.id, id));
      return rows[0] ?? null;
    },

    async insertInvoice({ values, now, tx }: { values: NewInvoice; now: Date; tx: Tx }) {
      await tx.insert(invoices).values({ ...values, createdAt: now }).onConflictDoNothing();
    },

    async invoicesOfUser({ userId, tx }: { userId: string; tx?: Tx }): Promise<BillingInvoiceRow[]> {
      return (tx ?? db)
        .select()
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.issuedAt), desc(invoices.number));
    },

    /**
     * The year's next invoice number, taken in the caller's transaction: a rolled-back invoice
     * gives its number back, and concurrent ones queue on the year's row, so there is no gap.
     */
    async nextInvoiceNumber({ year, tx }: { year: number; tx: Tx }): Promise<number> {
      const rows = await tx
        .insert(billingInvoiceCountersTable)
        .values({ year, last: 1 })
        .onConflictDoUpdate({
          target: billingInvoiceCountersTable.year,
          set: { last: sql`${billingInvoiceCountersTable.last} + 1` },
        })
        .returning({ last: billingInvoiceCountersTable.last });
      return rows[0]!.last;
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
