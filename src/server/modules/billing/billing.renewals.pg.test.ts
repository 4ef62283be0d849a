import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../../tests/factories';
import { makeTestConfig } from '../../../../tests/helpers/app';
import { pgRace } from '../../../../tests/helpers/pg-race';
import { paymentsDemoEventsTable } from '../../lib/payments/demo.table';
import { createBillingService, ensureBillingSeed } from './billing.service';
import { billingInvoicesTable } from './billing.table';
import { visa } from './billing.test-utils';

/**
 * PostgreSQL only: the renewal job runs on every instance, and each renewal still happens once.
 * Two separate Node processes (billing.pg-worker.ts, each with its own pool) run the job three
 * times at once each, over 20 monthly subscriptions that fell due together.
 */
describe('renewals on the clock under concurrency (PostgreSQL, two processes)', () => {
  const pg = pgRace({ setup: (database) => ensureBillingSeed(database.db) });

  it('20 renewals due at once on two instances: each renewed exactly once, invoice numbers without gaps', async () => {
    const { database } = pg;
    const start = new Date('2026-03-10T09:00:00.000Z');
    const billing = createBillingService({ db: database.db, config: makeTestConfig(), clock: () => start });
    for (let i = 0; i < 20; i++) {
      const { user } = await insertUser(database.db);
      const { sessionId } = await billing.createCheckout({
        callerId: user.id,
        userId: user.id,
        priceId: 'monthly',
        language: 'it',
        launchDiscount: false,
        uiMode: 'hosted',
      });
      await billing.demoPay({ userId: user.id, id: sessionId, card: visa });
    }
    expect(await database.db.select().from(billingInvoicesTable)).toHaveLength(20);

    const [a, b] = await pg.race<number>('src/server/modules/billing/billing.pg-worker.ts', [
      '2026-04-10T09:05:00.000Z',
      '3',
    ]);
    const handled = a! + b!;
    expect(handled).toBe(20);

    const invoices = await database.db.select().from(billingInvoicesTable);
    expect(invoices).toHaveLength(40);
    const perSubscription = new Map<string, number>();
    for (const inv of invoices)
      perSubscription.set(inv.subscriptionId!, (perSubscription.get(inv.subscriptionId!) ?? 0) + 1);
    expect([...perSubscription.values()]).toEqual(Array(20).fill(2));
    expect(invoices.map((inv) => inv.number).sort()).toEqual(
      Array.from({ length: 40 }, (_, i) => `2026-${String(i + 1).padStart(5, '0')}`),
    );
    const paidEvents = (await database.db.select().from(paymentsDemoEventsTable)).filter(
      (e) => e.type === 'invoice.paid',
    );
    expect(paidEvents).toHaveLength(40);
  }, 120_000);
});
