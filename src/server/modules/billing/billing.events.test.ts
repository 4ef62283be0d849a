import Stripe from 'stripe';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/helpers/api';
import { createDemoProvider } from '../../lib/payments/demo';
import { createBillingService } from './billing.service';
import { billingEventsTable, billingInvoicesTable, billingSubscriptionsTable } from './billing.table';
import { type BillingTestApp, createBillingTestApp, visa } from './billing.test-utils';

let b: BillingTestApp;
/** A second instance whose event deliveries all fail: the provider moves on, the app does not know yet. */
let offline: ReturnType<typeof createBillingService>;

beforeAll(async () => {
  b = await createBillingTestApp();
  const { db } = b.t.database;
  offline = createBillingService({
    db,
    config: b.t.config,
    clock: b.clock.now,
    provider: () =>
      createDemoProvider({
        db,
        clock: b.clock.now,
        publicUrl: b.t.config.publicUrl,
        deliver: async () => {
          throw new Error('the network is down');
        },
      }),
  });
});
afterAll(async () => {
  await b.close();
});

/** A paid checkout whose events never reached the app. */
async function paidOffline() {
  const { cookie, userId } = await b.signUp();
  const { sessionId } = (
    await api(b.t.app, cookie).post('/api/create-checkout-session', {
      priceId: 'monthly',
      userId,
      language: 'it',
    })
  ).json();
  const before = new Set((await b.demoEvents()).map((e) => e.payload));
  await offline.demoPay({ userId, id: sessionId, card: visa });
  const events = (await b.demoEvents()).filter((e) => !before.has(e.payload));
  return { cookie, userId, sessionId, events };
}

const countRows = async (table: typeof billingEventsTable | typeof billingInvoicesTable) =>
  (await b.t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('the webhook: verified events are the only way state changes', () => {
  it('a bad signature is refused with 400 and changes nothing', async () => {
    const { cookie, sessionId, events } = await paidOffline();
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const completed = events[2]!;
    const eventsBefore = await countRows(billingEventsTable);

    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: completed.payload,
      secret: 'whsec_not_the_secret',
    });
    const wrongSecret = await b.postEvent(completed.payload, forged);
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().error).toMatchObject({
      code: 'billing.webhook_signature_invalid',
      message: 'Firma dell’evento non valida.',
    });
    const altered = await b.postEvent(
      completed.payload.replace('"livemode":false', '"livemode":true'),
      completed.signature,
    );
    expect(altered.statusCode).toBe(400);
    expect((await b.postEvent(completed.payload, '')).statusCode).toBe(400);

    expect(await countRows(billingEventsTable)).toBe(eventsBefore);
    expect((await b.verify(cookie, sessionId)).json()).toMatchObject({ status: 'inactive' });
    expect((await b.me(cookie)).user.isPremium).toBe(false);

    const signed = await b.postEvent(completed.payload, completed.signature);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ received: true, duplicate: false });
    expect((await b.verify(cookie, sessionId)).json()).toMatchObject({ status: 'success', plan: 'monthly' });
    expect((await b.me(cookie)).user.isPremium).toBe(true);
  });

  it('the same event delivered 10 times changes things once', async () => {
    const { cookie, events } = await paidOffline();
    const paid = events.find((e) => e.type === 'invoice.paid')!;
    const [subscriptionsBefore, invoicesBefore, eventsBefore] = [
      await b.t.database.db.select({ n: count() }).from(billingSubscriptionsTable),
      await countRows(billingInvoicesTable),
      await countRows(billingEventsTable),
    ];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => b.postEvent(paid.payload, paid.signature)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect(await countRows(billingInvoicesTable)).toBe(invoicesBefore + 1);
    expect(await countRows(billingEventsTable)).toBe(eventsBefore + 1);
    expect((await b.t.database.db.select({ n: count() }).from(billingSubscriptionsTable))[0]!.n).toBe(
      subscriptionsBefore[0]!.n + 1,
    );
    const invoices = (await api(b.t.app, cookie).get('/api/billing/invoices')).json().invoices;
    expect(invoices).toHaveLength(1);
  });

  it('events late and out of order end in the provider’s current state', async () => {
    const { cookie, userId, events } = await paidOffline();
    const subscriptionId = JSON.parse(events[0]!.payload).data.object.id as string;
    await offline.provider.setCancelAtPeriodEnd({ subscriptionId, cancel: true });
    const all = (await b.demoEvents()).filter((e) => e.payload.includes(subscriptionId));
    expect(all.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
      'customer.subscription.updated',
    ]);
    // The cancellation first, then the creation whose object still says it renews.
    for (const event of [...all].reverse())
      expect((await b.postEvent(event.payload, event.signature)).statusCode).toBe(200);
    const [row] = await b.t.database.db
      .select()
      .from(billingSubscriptionsTable)
      .where(eq(billingSubscriptionsTable.id, subscriptionId));
    expect(row).toMatchObject({ userId, status: 'active', cancelAtPeriodEnd: true });
    expect((await b.subscription(cookie)).subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      nextPayment: null,
      isActive: true,
    });
  });

  it('answers the webhook without the site’s cross-site header, as providers call it', async () => {
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('billing.webhook_signature_invalid');
  });
});
