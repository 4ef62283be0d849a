import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_policy',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_policy',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_policy',
};

async function policyOf(t: TestApp, url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url });
  return String(res.headers['content-security-policy']);
}

describe('the page policy names Stripe only when Stripe checkout is configured', () => {
  let plain: TestApp;
  let withStripe: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    withStripe = await createTestApp({ env: stripeEnv });
  });
  afterAll(async () => {
    await plain?.close();
    await withStripe?.close();
  });

  it('without Stripe keys no page allows a third-party script, frame or connection', async () => {
    const csp = await policyOf(plain, '/checkout');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/stripe\.com/);
    expect(csp).not.toMatch(/frame-src/);
  });

  it('with them, /checkout may load Stripe.js, its frames and its API, and nothing else from outside', async () => {
    const csp = await policyOf(withStripe, '/checkout');
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self'[^;]* https:\/\/checkout\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('JSON answers keep the API policy either way', async () => {
    const res = await withStripe.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
