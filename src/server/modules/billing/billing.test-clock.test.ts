import { afterEach, describe, expect, it } from 'vitest';
import { registerViaApi } from '../../../../tests/factories';
import { api } from '../../../../tests/helpers/api';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { ConfigError, loadConfig } from '../../config';
import { visa } from './billing.test-utils';

/**
 * The browser tests' billing clock: only with SERENAMENTE_TEST_CLOCK=1, never on a normal start,
 * and refused in production.
 */
const DAY = 86_400_000;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the test clock route', () => {
  it('does not exist on a normal start: 404, and not in the API document', async () => {
    t = await createTestApp();
    const res = await api(t.app).post('/api/test/billing-clock', { advanceMs: DAY });
    expect(res.statusCode).toBe(404);
    const doc = (await api(t.app).get('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.includes('test'))).toEqual([]);
    expect(loadConfig({}).billing.testClock).toBe(false);
    expect(loadConfig({ SERENAMENTE_TEST_CLOCK: '0' }).billing.testClock).toBe(false);
  });

  it('is refused in production whatever else is set', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', SERENAMENTE_TEST_CLOCK: '1' }),
    ).toThrow(ConfigError);
  });

  it('with SERENAMENTE_TEST_CLOCK=1 moves billing’s clock forward and runs the job: a month on, the plan renews', async () => {
    t = await createTestApp({ env: { SERENAMENTE_TEST_CLOCK: '1' } });
    const { cookie, json } = await registerViaApi(t.app, { skipLaunchCode: true });
    const userId = (json as { user: { id: string } }).user.id;
    const created = await api(t.app, cookie).post('/api/create-checkout-session', {
      priceId: 'monthly',
      userId,
      language: 'it',
    });
    const { sessionId } = created.json() as { sessionId: string };
    await api(t.app, cookie).post(`/api/billing/demo/sessions/${sessionId}/pay`, visa);
    const invoices = async () =>
      ((await api(t!.app, cookie).get('/api/billing/invoices')).json() as { invoices: unknown[] }).invoices;
    expect(await invoices()).toHaveLength(1);

    const before = Date.now();
    const moved = await api(t.app).post('/api/test/billing-clock', { advanceMs: 32 * DAY });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().now)).toBeGreaterThanOrEqual(before + 32 * DAY);
    expect(moved.json().handled).toBeGreaterThan(0);
    expect(await invoices()).toHaveLength(2);

    const backwards = await api(t.app).post('/api/test/billing-clock', { advanceMs: -DAY });
    expect(backwards.statusCode).toBe(400);
  });
});
