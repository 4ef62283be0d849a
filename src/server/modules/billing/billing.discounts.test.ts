import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/helpers/api';
import { MINUTE } from '../../../../tests/factories';
import { type BillingTestApp, createBillingTestApp } from './billing.test-utils';

let b: BillingTestApp;
beforeAll(async () => {
  b = await createBillingTestApp();
});
afterAll(async () => {
  await b.close();
});

const offers = async () => {
  const { plans } = (await api(b.t.app).get('/api/billing/plans')).json() as {
    plans: { plan: string; launchOffer: { remaining: number } }[];
  };
  return Object.fromEntries(plans.map((p) => [p.plan, p.launchOffer.remaining]));
};

async function discountedCheckout(plan: 'monthly' | 'yearly', lang: 'it' | 'en' = 'it') {
  const { cookie, userId } = await b.signUp();
  const res = await api(b.t.app, cookie).post(`/api/create-checkout-session?lang=${lang}`, {
    priceId: plan,
    userId,
    language: lang,
    launchDiscount: true,
  });
  return Object.assign(res, { cookie });
}

describe('launch discounts (SPEC §9): 10 per plan', () => {
  it('the first 10 yearly checkouts get 19.99; the 11th is told the discount cannot be applied', async () => {
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await discountedCheckout('yearly'));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const page = await api(b.t.app).get(`/api/billing/plans`);
    expect(page.json().plans[1].launchOffer).toEqual({ amount: 19.99, remaining: 0, total: 10 });
    expect(await offers()).toEqual({ monthly: 10, yearly: 0 });

    const it11 = await discountedCheckout('yearly');
    expect(it11.statusCode).toBe(409);
    expect(it11.json()).toMatchObject({
      message: 'Impossibile applicare lo sconto. Riprova.',
      error: { code: 'billing.discount_unavailable' },
    });
    expect((await discountedCheckout('yearly', 'en')).json().message).toBe('Discount Error');
    // The full price is still on offer.
    const { cookie, userId } = await b.signUp();
    expect(
      (
        await api(b.t.app, cookie).post('/api/create-checkout-session', {
          priceId: 'yearly',
          userId,
          language: 'it',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a discounted checkout shows the launch price now and the full price after', async () => {
    const res = await discountedCheckout('monthly');
    const { sessionId, url } = res.json();
    expect(url).toContain(sessionId);
    const page = (await api(b.t.app, res.cookie).get(`/api/billing/demo/sessions/${sessionId}`)).json();
    expect(page).toMatchObject({ amount: 2.49, renewalAmount: 4.99, launchDiscount: true });
    expect(await offers()).toEqual({ monthly: 9, yearly: 0 });
  });

  it('a checkout that expires unpaid gives its discount back', async () => {
    b.clock.advance(61 * MINUTE);
    await b.job.runDue();
    expect(await offers()).toEqual({ monthly: 10, yearly: 10 });
    // Running the job again gives nothing back twice.
    await b.job.runDue();
    expect(await offers()).toEqual({ monthly: 10, yearly: 10 });
  });
});
