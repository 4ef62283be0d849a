import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, registerViaApi } from '../../../../tests/factories';
import { api } from '../../../../tests/helpers/api';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { type StripeDouble, startStripeDouble } from './stripe-double.test-utils';

/**
 * Stripe's embedded checkout on /checkout, against the local double of Stripe's API: the session
 * is created with `ui_mode: embedded_page` and a return address to the success page, the browser
 * gets its client secret and the publishable key; /simple-payment keeps Stripe's hosted page.
 */
let stripe: StripeDouble;
let t: TestApp;

beforeAll(async () => {
  stripe = await startStripeDouble();
  t = await createTestApp({
    clock: createTestClock(new Date('2026-03-10T09:00:00.000Z')).now,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_serenamente',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_API_BASE: stripe.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function signUp() {
  const { cookie, json } = await registerViaApi(t.app, { skipLaunchCode: true });
  return { cookie, id: (json as { user: { id: string } }).user.id };
}
const sessionCreates = () => stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions');

describe('Stripe’s embedded checkout', () => {
  it('serves the publishable key from the configuration with the plans', async () => {
    const plans = (await api(t.app).get('/api/billing/plans')).json();
    expect(plans).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_double' });
  });

  it('creates the session embedded, with a return address to the success page, and hands the client secret to the page', async () => {
    const user = await signUp();
    const body = { priceId: 'price_y', userId: user.id, language: 'it', launchDiscount: true, uiMode: 'embedded' };
    const res = await api(t.app, user.cookie).post('/api/create-checkout-session', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      url: 'http://localhost:3000/checkout?plan=yearly&launch=1&lang=it',
      sessionId: 'cs_test_1',
      clientSecret: 'cs_test_1_secret_double',
    });
    const [call] = sessionCreates();
    expect(call!.params).toMatchObject({
      mode: 'subscription',
      ui_mode: 'embedded_page',
      return_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}&lang=it',
      'line_items[0][price]': 'price_y',
      'discounts[0][coupon]': 'serenamente_launch_yearly',
    });
    expect(call!.params).not.toHaveProperty('success_url');
    expect(call!.params).not.toHaveProperty('cancel_url');
    const remaining = async () => (await api(t.app).get('/api/billing/plans')).json().plans[1].launchOffer.remaining;
    expect(await remaining()).toBe(9);

    // The page opened again (a reload): the same session and secret, no second discount taken.
    const again = await api(t.app, user.cookie).post('/api/create-checkout-session', body);
    expect(again.json()).toEqual(res.json());
    expect(sessionCreates()).toHaveLength(1);
    expect(await remaining()).toBe(9);
  });

  it('keeps Stripe’s hosted page for the simple payment (no ui asked for)', async () => {
    const user = await signUp();
    const res = await api(t.app, user.cookie).post('/api/create-checkout-session', {
      priceId: 'price_m',
      userId: user.id,
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_2', sessionId: 'cs_test_2' });
    const call = sessionCreates().at(-1)!;
    expect(call.params).not.toHaveProperty('ui_mode');
    expect(call.params).toMatchObject({
      success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}&lang=en',
      cancel_url: 'http://localhost:3000/subscription?lang=en',
    });
  });
});
