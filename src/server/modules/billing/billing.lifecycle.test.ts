import { inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/helpers/api';
import { DAY, MINUTE } from '../../../../tests/factories';
import { billingEventsTable } from './billing.table';
import { type BillingTestApp, createBillingTestApp, failsLaterCard, visa } from './billing.test-utils';

/** A subscription's whole life, by moving the app's clock and running the minute job. */
let b: BillingTestApp;
beforeEach(async () => {
  b = await createBillingTestApp(new Date('2026-03-10T09:00:00.000Z'));
});
afterEach(async () => {
  await b.close();
});

const invoicesOf = async (cookie: string) =>
  (await api(b.t.app, cookie).get('/api/billing/invoices')).json().invoices as {
    number: string;
    amount: number;
    periodEnd: string;
    launchDiscount: boolean;
  }[];
const at = async (iso: string) => {
  b.clock.set(iso);
  await b.job.runDue();
};

describe('a subscription’s life on the clock (demo provider)', () => {
  it('renews at the period’s end: a new paid invoice, premium for another month', async () => {
    const { cookie, userId } = await b.signUp();
    await b.subscribe(cookie, userId);
    await at('2026-04-10T08:59:00.000Z');
    expect(await invoicesOf(cookie)).toHaveLength(1);
    await at('2026-04-10T09:00:30.000Z');
    const invoices = await invoicesOf(cookie);
    expect(invoices.map((i) => [i.number, i.amount, i.periodEnd])).toEqual([
      ['2026-00002', 4.99, '2026-05-10T09:00:00.000Z'],
      ['2026-00001', 4.99, '2026-04-10T09:00:00.000Z'],
    ]);
    expect((await b.subscription(cookie)).subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2026-05-10T09:00:00.000Z',
      nextPayment: { date: '2026-05-10T09:00:00.000Z', amount: 4.99 },
    });
    expect((await b.me(cookie)).user).toMatchObject({ isPremium: true, plan: 'premium_monthly' });
  });

  it('a cancelled subscription stays premium until the period ends, then is free and never charged again', async () => {
    const { cookie, userId } = await b.signUp();
    await b.subscribe(cookie, userId, { plan: 'yearly' });
    b.clock.set('2026-06-01T10:00:00.000Z');
    const cancelled = await api(b.t.app, cookie).post(`/api/auth/user/${userId}/cancel-subscription`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      success: true,
      user: {
        id: userId,
        isPremium: true,
        plan: 'premium_yearly',
        subscriptionEnd: '2027-03-10T09:00:00.000Z',
      },
      subscription: {
        cancelAtPeriodEnd: true,
        nextPayment: null,
        isActive: true,
        currentPeriodEnd: '2027-03-10T09:00:00.000Z',
      },
    });
    // Asking again changes nothing.
    expect((await api(b.t.app, cookie).post(`/api/auth/user/${userId}/cancel-subscription`)).statusCode).toBe(
      200,
    );

    await at('2027-03-10T08:59:00.000Z');
    expect((await b.me(cookie)).user.isPremium).toBe(true);
    await at('2027-03-10T09:01:00.000Z');
    expect((await b.me(cookie)).user).toMatchObject({ isPremium: false });
    expect((await b.subscription(cookie)).subscription).toMatchObject({
      status: 'canceled',
      isActive: false,
      endedAt: '2027-03-10T09:00:00.000Z',
      nextPayment: null,
    });
    await at('2028-04-01T00:00:00.000Z');
    expect(await invoicesOf(cookie)).toHaveLength(1);
    // Cancelling what has ended is refused.
    const again = await api(b.t.app, cookie).post(`/api/auth/user/${userId}/cancel-subscription`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('billing.no_active_subscription');
  });

  it('only the owner can cancel, and a visitor is refused', async () => {
    const { cookie, userId } = await b.signUp();
    await b.subscribe(cookie, userId);
    const other = await b.signUp();
    expect(
      (await api(b.t.app, other.cookie).post(`/api/auth/user/${userId}/cancel-subscription`)).statusCode,
    ).toBe(403);
    expect((await api(b.t.app).post(`/api/auth/user/${userId}/cancel-subscription`)).statusCode).toBe(401);
    expect((await b.subscription(cookie)).subscription.cancelAtPeriodEnd).toBe(false);
  });

  it('resuming before the end keeps the renewal', async () => {
    const { cookie, userId } = await b.signUp();
    await b.subscribe(cookie, userId);
    await api(b.t.app, cookie).post(`/api/auth/user/${userId}/cancel-subscription`);
    const resumed = await api(b.t.app, cookie).post('/api/billing/subscription/resume');
    expect(resumed.json().subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      nextPayment: { date: '2026-04-10T09:00:00.000Z' },
    });
    await at('2026-04-10T09:01:00.000Z');
    expect(await invoicesOf(cookie)).toHaveLength(2);
  });

  it('a card that fails at renewal: past due with retries on day 3 and 7, then canceled and free', async () => {
    const { cookie, userId } = await b.signUp();
    await b.subscribe(cookie, userId, { card: failsLaterCard });
    await at('2026-04-10T09:01:00.000Z');
    expect((await b.subscription(cookie)).subscription).toMatchObject({
      status: 'past_due',
      isActive: true,
      retry: { attempts: 1, nextAttemptAt: '2026-04-13T09:00:00.000Z' },
      nextPayment: { date: '2026-04-13T09:00:00.000Z', amount: 4.99 },
    });
    expect((await b.me(cookie)).user.isPremium).toBe(true);
    await at('2026-04-13T09:01:00.000Z');
    expect((await b.subscription(cookie)).subscription.retry).toEqual({
      attempts: 2,
      nextAttemptAt: '2026-04-17T09:00:00.000Z',
    });
    await at('2026-04-17T09:01:00.000Z');
    expect((await b.subscription(cookie)).subscription).toMatchObject({
      status: 'canceled',
      isActive: false,
      endedAt: '2026-04-17T09:00:00.000Z',
    });
    expect((await b.me(cookie)).user).toMatchObject({ isPremium: false });
    expect(await invoicesOf(cookie)).toHaveLength(1);
  });

  it('a new card settles a past-due renewal at once (the demo’s card form)', async () => {
    const { cookie, userId } = await b.signUp();
    await b.subscribe(cookie, userId, { card: failsLaterCard });
    await at('2026-04-10T09:01:00.000Z');
    const { url } = (await api(b.t.app, cookie).post('/api/billing/payment-method')).json();
    const sessionId = new URL(url).searchParams.get('session_id')!;
    const page = (await api(b.t.app, cookie).get(`/api/billing/demo/sessions/${sessionId}`)).json();
    expect(page).toMatchObject({ mode: 'setup', amount: 0, status: 'open' });
    const paid = await api(b.t.app, cookie).post(`/api/billing/demo/sessions/${sessionId}/pay`, {
      ...visa,
      number: '5555 5555 5555 4444',
    });
    expect(paid.json().redirectUrl).toBe('http://localhost:3000/manage-subscription?lang=it');
    expect((await b.subscription(cookie)).subscription).toMatchObject({
      status: 'active',
      retry: null,
      paymentMethod: { brand: 'mastercard', last4: '4444' },
      currentPeriodEnd: '2026-05-10T09:00:00.000Z',
    });
    expect((await invoicesOf(cookie)).map((i) => i.number)).toEqual(['2026-00002', '2026-00001']);
  });

  it('a plan change waits for the next renewal, with no proration', async () => {
    const { cookie, userId } = await b.signUp();
    await b.subscribe(cookie, userId);
    const same = await api(b.t.app, cookie).post('/api/billing/subscription/change-plan', {
      plan: 'monthly',
    });
    expect(same.statusCode).toBe(409);
    const changed = (
      await api(b.t.app, cookie).post('/api/billing/subscription/change-plan', { plan: 'yearly' })
    ).json();
    expect(changed.subscription).toMatchObject({
      plan: 'monthly',
      pendingChange: { plan: 'yearly', effectiveAt: '2026-04-10T09:00:00.000Z', amount: 39.99 },
      nextPayment: { date: '2026-04-10T09:00:00.000Z', amount: 39.99 },
    });
    expect(await invoicesOf(cookie)).toHaveLength(1);
    await at('2026-04-10T09:01:00.000Z');
    expect((await b.subscription(cookie)).subscription).toMatchObject({
      plan: 'yearly',
      pendingChange: null,
      currentPeriodEnd: '2027-04-10T09:00:00.000Z',
    });
    expect((await invoicesOf(cookie))[0]).toMatchObject({
      amount: 39.99,
      periodEnd: '2027-04-10T09:00:00.000Z',
    });
    expect((await b.me(cookie)).user.plan).toBe('premium_yearly');
  });

  it('changing back before the renewal takes the pending change back', async () => {
    const { cookie, userId } = await b.signUp();
    await b.subscribe(cookie, userId, { plan: 'yearly' });
    await api(b.t.app, cookie).post('/api/billing/subscription/change-plan', { plan: 'monthly' });
    const back = (
      await api(b.t.app, cookie).post('/api/billing/subscription/change-plan', { plan: 'yearly' })
    ).json();
    expect(back.subscription).toMatchObject({
      plan: 'yearly',
      pendingChange: null,
      nextPayment: { amount: 39.99 },
    });
    await at('2027-03-10T09:01:00.000Z');
    expect((await b.subscription(cookie)).subscription.plan).toBe('yearly');
  });

  it('the launch price holds for the first period only', async () => {
    const { cookie, userId } = await b.signUp();
    await b.subscribe(cookie, userId, { launchDiscount: true });
    expect((await b.subscription(cookie)).subscription).toMatchObject({
      launchDiscount: true,
      nextPayment: { amount: 4.99 },
    });
    await at('2026-04-10T09:01:00.000Z');
    expect((await invoicesOf(cookie)).map((i) => [i.amount, i.launchDiscount])).toEqual([
      [4.99, false],
      [2.49, true],
    ]);
  });

  it('an unpaid checkout expires after an hour; every kind of event went through the one handler', async () => {
    const { cookie, userId } = await b.signUp();
    const { sessionId } = (
      await api(b.t.app, cookie).post('/api/create-checkout-session', {
        priceId: 'yearly',
        userId,
        language: 'en',
      })
    ).json();
    await at(new Date(Date.parse('2026-03-10T09:00:00.000Z') + 61 * MINUTE).toISOString());
    expect((await api(b.t.app, cookie).get(`/api/billing/demo/sessions/${sessionId}`)).json().status).toBe(
      'expired',
    );
    const late = await api(b.t.app, cookie).post(`/api/billing/demo/sessions/${sessionId}/pay?lang=en`, visa);
    expect(late.statusCode).toBe(410);

    const payer = await b.signUp();
    await b.subscribe(payer.cookie, payer.userId, { card: failsLaterCard });
    b.clock.advance(31 * DAY);
    await b.job.runDue();
    await api(b.t.app, payer.cookie).post(`/api/auth/user/${payer.userId}/cancel-subscription`);
    b.clock.advance(30 * DAY);
    await b.job.runDue();

    const events = await b.demoEvents();
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set([
        'checkout.session.expired',
        'checkout.session.completed',
        'customer.subscription.created',
        'customer.subscription.updated',
        'customer.subscription.deleted',
        'invoice.paid',
        'invoice.payment_failed',
      ]),
    );
    const ids = events.map((e) => JSON.parse(e.payload).id as string);
    const recorded = await b.t.database.db
      .select()
      .from(billingEventsTable)
      .where(inArray(billingEventsTable.id, ids));
    expect(recorded).toHaveLength(ids.length);
  });
});
