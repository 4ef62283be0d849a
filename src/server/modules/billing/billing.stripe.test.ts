import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, registerViaApi } from '../../../../tests/factories';
import { api } from '../../../../tests/helpers/api';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { type StripeDouble, startStripeDouble } from './stripe-double.test-utils';

/**
 * The Stripe adapter against a local double of only the calls it makes, with events signed by
 * the SDK's own helper: the same routes and handler as the demo provider.
 */
const webhookSecret = 'whsec_test_serenamente';
const start = new Date('2026-03-10T09:00:00.000Z');
const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

let stripe: StripeDouble;
let t: TestApp;
let user: { cookie: string; id: string };
let eventCount = 0;

beforeAll(async () => {
  stripe = await startStripeDouble();
  const clock = createTestClock(start);
  t = await createTestApp({
    clock: clock.now,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
  });
  const { cookie, json } = await registerViaApi(t.app, { skipLaunchCode: true });
  user = { cookie, id: (json as { user: { id: string } }).user.id };
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** Stripe sends an event about `object`, signed with the endpoint's secret. */
function send(type: string, object: { id: string; object: string }, secret = webhookSecret) {
  const payload = JSON.stringify({
    id: `evt_test_${++eventCount}`,
    object: 'event',
    type,
    created: unix(start),
    api_version: '2026-10-28.endive',
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const subscription = (changes: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  created: unix(start),
  cancel_at_period_end: false,
  canceled_at: null,
  ended_at: null,
  metadata: { userId: user.id, plan: 'yearly', launchDiscount: 'true' },
  items: {
    data: [
      {
        id: 'si_1',
        price: {
          id: 'price_y',
          lookup_key: 'serenamente_premium_yearly',
          unit_amount: 3999,
          recurring: { interval: 'year' },
        },
        current_period_start: unix(start),
        current_period_end: unix('2027-03-10T09:00:00.000Z'),
      },
    ],
  },
  default_payment_method: {
    id: 'pm_1',
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  },
  latest_invoice: { id: 'in_1', status: 'paid', attempt_count: 1, next_payment_attempt: null },
  schedule: null,
  ...changes,
});

describe('the Stripe adapter', () => {
  it('opens a Checkout Session in subscription mode with the launch coupon, for the signed-in person', async () => {
    const plans = (await api(t.app).get('/api/billing/plans')).json();
    expect(plans.provider).toBe('stripe');
    expect(plans.plans.map((p: { priceId: string }) => p.priceId)).toEqual(['price_m', 'price_y']);

    const res = await api(t.app, user.cookie).post('/api/create-checkout-session', {
      priceId: 'price_y',
      userId: user.id,
      language: 'it',
      launchDiscount: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      sessionId: 'cs_test_1',
    });
    const call = stripe.calls.find((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions')!;
    expect(call.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_y',
      client_reference_id: user.id,
      locale: 'it',
      'discounts[0][coupon]': 'serenamente_launch_yearly',
      'subscription_data[metadata][userId]': user.id,
      'subscription_data[metadata][launchDiscount]': 'true',
      success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}&lang=it',
    });
    expect(call.idempotencyKey).toMatch(/^checkout:/);
    expect((await api(t.app).get('/api/billing/plans')).json().plans[1].launchOffer.remaining).toBe(9);
  });

  it('a bad signature is refused and changes nothing', async () => {
    stripe.objects.set('cs_test_1', {
      ...stripe.objects.get('cs_test_1')!,
      status: 'complete',
      payment_status: 'paid',
      customer: 'cus_1',
      subscription: 'sub_1',
    });
    stripe.objects.set('sub_1', subscription());
    const forged = await send(
      'checkout.session.completed',
      { id: 'cs_test_1', object: 'checkout.session' },
      'whsec_someone_else',
    );
    expect(forged.statusCode).toBe(400);
    expect(
      (await api(t.app, user.cookie).get('/api/stripe/verify-session?session_id=cs_test_1')).json().status,
    ).toBe('inactive');
  });

  it('applies Stripe’s events: premium, verified session, Stripe’s invoice and its PDF', async () => {
    expect(
      (await send('checkout.session.completed', { id: 'cs_test_1', object: 'checkout.session' })).statusCode,
    ).toBe(200);
    expect(
      (await api(t.app, user.cookie).get('/api/stripe/verify-session?session_id=cs_test_1')).json(),
    ).toEqual({
      status: 'success',
      plan: 'yearly',
      expiresAt: '2027-03-10T09:00:00.000Z',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
    });
    expect((await api(t.app, user.cookie).get('/api/auth/me')).json().user).toMatchObject({
      isPremium: true,
      plan: 'premium_yearly',
    });

    stripe.objects.set('in_1', {
      id: 'in_1',
      object: 'invoice',
      number: 'SRN-0001',
      customer: 'cus_1',
      customer_name: null,
      customer_email: 'x@example.com',
      status: 'paid',
      amount_paid: 1999,
      amount_due: 1999,
      currency: 'eur',
      billing_reason: 'subscription_create',
      attempt_count: 1,
      next_payment_attempt: null,
      created: unix(start),
      status_transitions: { paid_at: unix(start) },
      invoice_pdf: 'https://pay.stripe.com/invoice/acct_1/in_1/pdf',
      parent: { subscription_details: { subscription: 'sub_1', metadata: {} } },
      lines: { data: [{ period: { start: unix(start), end: unix('2027-03-10T09:00:00.000Z') } }] },
      total_discount_amounts: [{ amount: 2000 }],
    });
    expect((await send('invoice.paid', { id: 'in_1', object: 'invoice' })).statusCode).toBe(200);
    const [invoice] = (await api(t.app, user.cookie).get('/api/billing/invoices')).json().invoices;
    expect(invoice).toMatchObject({
      number: 'SRN-0001',
      amount: 19.99,
      launchDiscount: true,
      plan: 'yearly',
    });
    const pdf = await api(t.app, user.cookie).get(invoice.pdfUrl);
    expect(pdf.statusCode).toBe(302);
    expect(pdf.headers.location).toBe('https://pay.stripe.com/invoice/acct_1/in_1/pdf');
  });

  it('cancels at the period’s end through Stripe; the state follows Stripe’s event', async () => {
    const res = await api(t.app, user.cookie).post(`/api/auth/user/${user.id}/cancel-subscription`);
    expect(res.statusCode).toBe(200);
    expect(stripe.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions/sub_1',
      params: { cancel_at_period_end: 'true' },
    });
    stripe.objects.set('sub_1', subscription({ cancel_at_period_end: true, canceled_at: unix(start) }));
    await send('customer.subscription.updated', { id: 'sub_1', object: 'subscription' });
    expect(
      (await api(t.app, user.cookie).get('/api/billing/subscription')).json().subscription,
    ).toMatchObject({ cancelAtPeriodEnd: true, nextPayment: null });

    await api(t.app, user.cookie).post('/api/billing/subscription/resume');
    expect(stripe.calls.at(-1)).toMatchObject({
      path: '/v1/subscriptions/sub_1',
      params: { cancel_at_period_end: 'false' },
    });
    stripe.objects.set('sub_1', subscription());
    await send('customer.subscription.updated', { id: 'sub_1', object: 'subscription' });
  });

  it('changes plan from the next period with a subscription schedule, without proration', async () => {
    const res = await api(t.app, user.cookie).post('/api/billing/subscription/change-plan', {
      plan: 'monthly',
    });
    expect(res.json().subscription.pendingChange).toEqual({
      plan: 'monthly',
      effectiveAt: '2027-03-10T09:00:00.000Z',
      amount: 4.99,
    });
    expect(stripe.calls.find((c) => c.path === '/v1/subscription_schedules')?.params).toEqual({
      from_subscription: 'sub_1',
    });
    expect(
      stripe.calls.find((c) => c.path === '/v1/subscription_schedules/sub_sched_1')?.params,
    ).toMatchObject({
      end_behavior: 'release',
      proration_behavior: 'none',
      'phases[0][items][0][price]': 'price_y',
      'phases[0][end_date]': String(unix('2027-03-10T09:00:00.000Z')),
      'phases[1][items][0][price]': 'price_m',
    });
  });

  it('sends the person to Stripe’s billing portal to change the card', async () => {
    const res = await api(t.app, user.cookie).post('/api/billing/payment-method');
    expect(res.json()).toEqual({ url: 'https://billing.stripe.com/p/session/bps_1' });
    expect(stripe.calls.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      params: { customer: 'cus_1', 'flow_data[type]': 'payment_method_update' },
    });
  });

  it('when Stripe fails, the checkout answers SPEC’s message and gives the discount back', async () => {
    const { cookie, json } = await registerViaApi(t.app, { skipLaunchCode: true });
    const id = (json as { user: { id: string } }).user.id;
    const before = (await api(t.app).get('/api/billing/plans')).json().plans[0].launchOffer.remaining;
    stripe.failNextCalls(3);
    const res = await api(t.app, cookie).post('/api/create-checkout-session?lang=en', {
      priceId: 'price_m',
      userId: id,
      language: 'en',
      launchDiscount: true,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      message: 'Error creating checkout session',
      error: { code: 'billing.checkout_failed' },
    });
    expect((await api(t.app).get('/api/billing/plans')).json().plans[0].launchOffer.remaining).toBe(before);
  });
});
