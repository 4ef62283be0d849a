import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/helpers/api';
import { createBillingExport } from './billing.service';
import {
  createBillingTestApp,
  declinedCard,
  insufficientFundsCard,
  visa,
  type BillingTestApp,
} from './billing.test-utils';

let b: BillingTestApp;
beforeAll(async () => {
  b = await createBillingTestApp();
});
afterAll(async () => {
  await b.close();
});

describe('plans and checkout (demo provider)', () => {
  it('offers the monthly and yearly plans at SPEC §9 prices, with 10 launch discounts each', async () => {
    const res = await api(b.t.app).get('/api/billing/plans');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'demo',
      // The demo provider shows its own form: no Stripe key goes to the browser.
      publishableKey: null,
      currency: 'EUR',
      plans: [
        {
          plan: 'monthly',
          priceId: 'price_demo_monthly',
          amount: 4.99,
          interval: 'month',
          launchOffer: { amount: 2.49, remaining: 10, total: 10 },
        },
        {
          plan: 'yearly',
          priceId: 'price_demo_yearly',
          amount: 39.99,
          interval: 'year',
          launchOffer: { amount: 19.99, remaining: 10, total: 10 },
        },
      ],
    });
  });

  it('refuses a checkout to a visitor, and for someone else’s id, with SPEC’s “User not authenticated”', async () => {
    const { cookie } = await b.signUp();
    const other = await b.signUp();
    const visitor = await api(b.t.app, { headers: { 'accept-language': 'en' } }).post(
      '/api/create-checkout-session',
      {
        priceId: 'monthly',
        userId: other.userId,
        language: 'en',
      },
    );
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({
      message: 'User not authenticated',
      error: { code: 'billing.user_not_authenticated' },
    });
    const someoneElse = await api(b.t.app, cookie).post('/api/create-checkout-session', {
      priceId: 'monthly',
      userId: other.userId,
      language: 'it',
    });
    expect(someoneElse.statusCode).toBe(401);
    expect(someoneElse.json().message).toBe('Utente non autenticato');
  });

  it('refuses a price that is not one of the plans', async () => {
    const { cookie, userId } = await b.signUp();
    const res = await api(b.t.app, cookie).post('/api/create-checkout-session', {
      priceId: 'price_gold',
      userId,
      language: 'it',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Questo piano non esiste.',
      error: { code: 'billing.unknown_price' },
    });
  });

  it('pays a monthly plan with 4242 on the demo page: premium at once, verified, invoiced', async () => {
    const { cookie, userId } = await b.signUp();
    const created = await api(b.t.app, cookie).post('/api/create-checkout-session', {
      priceId: 'price_demo_monthly',
      userId,
      language: 'it',
    });
    expect(created.statusCode).toBe(200);
    const { url, sessionId } = created.json() as { url: string; sessionId: string };
    expect(url).toBe(`http://localhost:3000/checkout?session_id=${sessionId}&lang=it`);

    const page = await api(b.t.app, cookie).get(`/api/billing/demo/sessions/${sessionId}`);
    expect(page.json()).toMatchObject({
      mode: 'subscription',
      status: 'open',
      plan: 'monthly',
      amount: 4.99,
      renewalAmount: 4.99,
      interval: 'month',
    });
    expect((await b.verify(cookie, sessionId)).json()).toMatchObject({ status: 'inactive', plan: null });

    const paid = await api(b.t.app, cookie).post(`/api/billing/demo/sessions/${sessionId}/pay`, visa);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      status: 'succeeded',
      redirectUrl: `http://localhost:3000/payment-success?session_id=${sessionId}&lang=it`,
    });

    const verified = (await b.verify(cookie, sessionId)).json();
    expect(verified).toMatchObject({
      status: 'success',
      plan: 'monthly',
      expiresAt: '2026-04-10T09:00:00.000Z',
    });
    expect(verified.customerId).toMatch(/^cus_demo_/);
    expect(verified.subscriptionId).toMatch(/^sub_demo_/);
    expect((await b.me(cookie)).user).toMatchObject({ isPremium: true, plan: 'premium_monthly' });

    const view = await b.subscription(cookie);
    expect(view.subscription).toMatchObject({
      plan: 'monthly',
      status: 'active',
      isActive: true,
      cancelAtPeriodEnd: false,
      nextPayment: { date: '2026-04-10T09:00:00.000Z', amount: 4.99, currency: 'EUR' },
      paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      pendingChange: null,
      launchDiscount: false,
    });

    const invoices = (await api(b.t.app, cookie).get('/api/billing/invoices')).json().invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      number: '2026-00001',
      amount: 4.99,
      vatRatePercent: 22,
      vatAmount: 0.9,
      status: 'paid',
      plan: 'monthly',
    });
    const pdf = await api(b.t.app, cookie).get(invoices[0].pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    // pdfkit draws text as TJ arrays of hex runs split by kerning: join each array's runs.
    const drawn = [...pdf.rawPayload.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)].map((m) =>
      Buffer.from(m[1]!.replace(/[^<]*<([0-9a-f]*)>[^<]*/gi, '$1'), 'hex').toString('latin1'),
    );
    expect(drawn).toContain('Fattura 2026-00001');
  });

  it('a declined card answers the provider’s message and changes nothing', async () => {
    const { cookie, userId } = await b.signUp();
    const { sessionId } = (
      await api(b.t.app, cookie).post('/api/create-checkout-session', {
        priceId: 'yearly',
        userId,
        language: 'it',
      })
    ).json();
    const declined = await api(b.t.app, cookie).post(
      `/api/billing/demo/sessions/${sessionId}/pay`,
      declinedCard,
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({
      code: 'billing.card_declined',
      message: 'La tua carta è stata rifiutata.',
    });
    const en = await api(b.t.app, cookie).post(
      `/api/billing/demo/sessions/${sessionId}/pay?lang=en`,
      insufficientFundsCard,
    );
    expect(en.json().error).toMatchObject({
      code: 'billing.insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect((await b.verify(cookie, sessionId)).json()).toMatchObject({ status: 'inactive' });
    expect((await b.me(cookie)).user.isPremium).toBe(false);
    // The same session can still be paid with another card.
    expect(
      (await api(b.t.app, cookie).post(`/api/billing/demo/sessions/${sessionId}/pay`, visa)).statusCode,
    ).toBe(200);
    expect((await b.me(cookie)).user).toMatchObject({ isPremium: true, plan: 'premium_yearly' });
  });

  it('a card number that fails its checksum is a form error, before any payment', async () => {
    const { cookie, userId } = await b.signUp();
    const { sessionId } = (
      await api(b.t.app, cookie).post('/api/create-checkout-session', {
        priceId: 'monthly',
        userId,
        language: 'it',
      })
    ).json();
    const res = await api(b.t.app, cookie).post(`/api/billing/demo/sessions/${sessionId}/pay`, {
      ...visa,
      number: '4242 4242 4242 4241',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { path: 'body.number', message: 'billing.validation.card_number' },
    ]);
  });

  it('verifies only the caller’s own session: anyone else gets “Nessuna sessione valida trovata.”', async () => {
    const alice = await b.signUp();
    const { sessionId } = await b.subscribe(alice.cookie, alice.userId);
    const mallory = await b.signUp();
    const other = await api(b.t.app, mallory.cookie).get(
      `/api/stripe/verify-session?session_id=${sessionId}&lang=en`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('No valid session found.');
    const visitor = await api(b.t.app).get(`/api/stripe/verify-session?session_id=${sessionId}`);
    expect(visitor.json().error.message).toBe('Nessuna sessione valida trovata.');
    expect(
      (await api(b.t.app, mallory.cookie).get(`/api/billing/demo/sessions/${sessionId}`)).statusCode,
    ).toBe(404);
    // Without an id: the caller's latest session.
    expect((await api(b.t.app, alice.cookie).get('/api/stripe/verify-session')).json()).toMatchObject({
      status: 'success',
    });
  });

  it('a premium subscriber cannot open a second subscription', async () => {
    const { cookie, userId } = await b.signUp();
    await b.subscribe(cookie, userId);
    const again = await api(b.t.app, cookie).post('/api/create-checkout-session', {
      priceId: 'yearly',
      userId,
      language: 'it',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Hai già un abbonamento premium attivo.',
      error: { code: 'billing.already_subscribed' },
    });
  });

  it('asking twice for the same checkout hands back the same open session', async () => {
    const { cookie, userId } = await b.signUp();
    const first = (
      await api(b.t.app, cookie).post('/api/create-checkout-session', {
        priceId: 'monthly',
        userId,
        language: 'it',
      })
    ).json();
    const second = (
      await api(b.t.app, cookie).post('/api/create-checkout-session', {
        priceId: 'monthly',
        userId,
        language: 'it',
      })
    ).json();
    expect(second.sessionId).toBe(first.sessionId);
  });

  it('another person’s invoice is not found', async () => {
    const alice = await b.signUp();
    await b.subscribe(alice.cookie, alice.userId);
    const [invoice] = (await api(b.t.app, alice.cookie).get('/api/billing/invoices')).json().invoices;
    const bob = await b.signUp();
    const res = await api(b.t.app, bob.cookie).get(invoice.pdfUrl);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('billing.invoice_not_found');
  });

  it('before an account is deleted its renewals stop; its records export without any provider id', async () => {
    const { cookie, userId } = await b.signUp();
    await b.subscribe(cookie, userId, { plan: 'yearly' });
    await b.job.stopRenewals({ userId });
    expect((await b.subscription(cookie)).subscription).toMatchObject({ cancelAtPeriodEnd: true, isActive: true, nextPayment: null });
    const records = await createBillingExport({ db: b.t.database.db }).exportOf({ userId });
    expect(records).toMatchObject({
      subscriptions: [{ plan: 'yearly', status: 'active', cancelAtPeriodEnd: true }],
      invoices: [{ amountCents: 3999, currency: 'EUR', plan: 'yearly' }],
      checkouts: [{ plan: 'yearly', status: 'complete', launchDiscount: false }],
    });
    expect(JSON.stringify(records)).not.toMatch(/cus_|sub_|cs_|in_demo/);
  });

  it('every billing route is in the OpenAPI document with its schemas', async () => {
    const doc = (await api(b.t.app).get('/api/openapi.json')).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const billing = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('billing'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(billing.sort()).toEqual([
      'GET /api/billing/demo/sessions/{id}',
      'GET /api/billing/invoices',
      'GET /api/billing/invoices/{id}/pdf',
      'GET /api/billing/plans',
      'GET /api/billing/subscription',
      'GET /api/stripe/verify-session',
      'POST /api/auth/user/{id}/cancel-subscription',
      'POST /api/billing/demo/sessions/{id}/pay',
      'POST /api/billing/payment-method',
      'POST /api/billing/subscription/change-plan',
      'POST /api/billing/subscription/resume',
      'POST /api/create-checkout-session',
      'POST /api/stripe/webhook',
    ]);
  });
});
