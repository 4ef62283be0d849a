import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsDemoEventsTable, paymentsDemoObjectsTable } from '../../lib/payments/demo.table';
import { createBillingExport } from './billing.service';
import {
  billingCheckoutSessionsTable,
  billingEventsTable,
  billingInvoicesTable,
  billingSubscriptionsTable,
} from './billing.table';
import { type BillingTestApp, createBillingTestApp } from './billing.test-utils';

/**
 * Every time billing writes comes from the app's injected clock, never from the database's: a
 * test (or the e2e server's test clock) that moves the clock sees the checkout's date, the
 * subscription's, the invoice's and the events' move with it.
 */
const start = new Date('2020-01-15T10:00:00.000Z');
let b: BillingTestApp;
beforeAll(async () => {
  // Years before the machine's own date: a time taken from the database could not match.
  b = await createBillingTestApp(start);
});
afterAll(async () => {
  await b.close();
});

describe('billing times come from the injected clock', () => {
  it('a checkout opened, paid and renewed at the clock’s times records those times, in the export too', async () => {
    const { cookie, userId } = await b.signUp();
    const { sessionId } = await b.subscribe(cookie, userId, { plan: 'monthly' });
    const db = b.t.database.db;

    const records = await createBillingExport({ db }).exportOf({ userId });
    expect(records.checkouts).toEqual([
      expect.objectContaining({ plan: 'monthly', status: 'complete', createdAt: start.toISOString() }),
    ]);

    const [checkout] = await db
      .select()
      .from(billingCheckoutSessionsTable)
      .where(eq(billingCheckoutSessionsTable.id, sessionId));
    expect(checkout!.createdAt).toEqual(start);
    expect(checkout!.completedAt).toEqual(start);
    const [sub] = await db
      .select()
      .from(billingSubscriptionsTable)
      .where(eq(billingSubscriptionsTable.userId, userId));
    expect([sub!.createdAt, sub!.updatedAt]).toEqual([start, start]);
    const [invoice] = await db
      .select()
      .from(billingInvoicesTable)
      .where(eq(billingInvoicesTable.userId, userId));
    expect(invoice!.createdAt).toEqual(start);

    // A month later the job renews it: the row's update time and the new records are that day's.
    const renewal = new Date('2020-02-15T10:30:00.000Z');
    b.clock.set(renewal);
    await b.job.runDue();
    const [renewed] = await db
      .select()
      .from(billingSubscriptionsTable)
      .where(eq(billingSubscriptionsTable.id, sub!.id));
    expect(renewed!.createdAt).toEqual(start);
    expect(renewed!.updatedAt).toEqual(renewal);
    const invoiceTimes = (
      await db.select().from(billingInvoicesTable).where(eq(billingInvoicesTable.userId, userId))
    ).map((row) => row.createdAt.toISOString());
    expect(invoiceTimes.sort()).toEqual([start.toISOString(), renewal.toISOString()]);

    // The provider's side and the events applied carry the clock's times only.
    const allowed = new Set([start.toISOString(), renewal.toISOString()]);
    const times = [
      ...(await db.select().from(billingEventsTable)).map((row) => row.receivedAt),
      ...(await db.select().from(paymentsDemoEventsTable)).flatMap((row) => [row.createdAt, row.deliveredAt!]),
      ...(await db.select().from(paymentsDemoObjectsTable)).map((row) => row.createdAt),
    ].map((d) => d.toISOString());
    expect(times.length).toBeGreaterThan(5);
    expect(times.filter((t) => !allowed.has(t))).toEqual([]);
  });
});
