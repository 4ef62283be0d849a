import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/helpers/api';
import { type BillingTestApp, createBillingTestApp, visa } from './billing.test-utils';

/**
 * Before an account is deleted every renewal stops: a person who paid two checkouts opened side
 * by side has two live subscriptions, and neither may charge the card again.
 */
let b: BillingTestApp;
beforeEach(async () => {
  b = await createBillingTestApp(new Date('2026-03-10T09:00:00.000Z'));
});
afterEach(async () => {
  await b.close();
});

/** Two checkouts opened before either was paid, then both paid: two live subscriptions. */
async function twoSubscriptions() {
  const { cookie, userId } = await b.signUp();
  const open = async (plan: 'monthly' | 'yearly') => {
    const res = await api(b.t.app, cookie).post('/api/create-checkout-session', {
      priceId: plan,
      userId,
      language: 'it',
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { sessionId: string }).sessionId;
  };
  const monthly = await open('monthly');
  const yearly = await open('yearly');
  for (const id of [monthly, yearly]) {
    const paid = await api(b.t.app, cookie).post(`/api/billing/demo/sessions/${id}/pay`, visa);
    expect(paid.statusCode).toBe(200);
  }
  const verified = await Promise.all(
    [monthly, yearly].map(async (id) => (await b.verify(cookie, id)).json() as { status: string; subscriptionId: string }),
  );
  expect(verified.map((v) => v.status)).toEqual(['success', 'success']);
  return { cookie, userId, subscriptionIds: verified.map((v) => v.subscriptionId) };
}

const invoiceCount = async (cookie: string) =>
  ((await api(b.t.app, cookie).get('/api/billing/invoices')).json() as { invoices: unknown[] }).invoices.length;

describe('stopping renewals before an account is deleted', () => {
  it('cancels EVERY live subscription of the person at its period’s end, not only the one that sets the plan', async () => {
    const { cookie, userId, subscriptionIds } = await twoSubscriptions();
    expect(new Set(subscriptionIds).size).toBe(2);
    expect(await invoiceCount(cookie)).toBe(2);

    expect(await b.job.stopRenewals({ userId })).toBe(2);

    // The provider said so for both: each one's latest event is "will not renew".
    const updates = (await b.demoEvents())
      .filter((e) => e.type === 'customer.subscription.updated')
      .map((e) => (JSON.parse(e.payload) as { data: { object: { id: string; cancel_at_period_end: boolean } } }).data.object);
    for (const id of subscriptionIds) {
      expect(updates.filter((u) => u.id === id).at(-1)?.cancel_at_period_end).toBe(true);
    }

    // Past both periods' ends (a month, then a year): nothing renews, no new charge, free.
    b.clock.set('2026-04-10T09:30:00.000Z');
    await b.job.runDue();
    expect(await invoiceCount(cookie)).toBe(2);
    b.clock.set('2027-03-10T09:30:00.000Z');
    await b.job.runDue();
    expect(await invoiceCount(cookie)).toBe(2);
    expect((await b.me(cookie)).user.isPremium).toBe(false);
    // Asking again finds nothing left to stop.
    expect(await b.job.stopRenewals({ userId })).toBe(0);
  });
});
