import Stripe from 'stripe';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { api } from '../../../../tests/helpers/api';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { createTestClock, registerViaApi } from '../../../../tests/factories';
import { paymentsDemoEventsTable, paymentsDemoSettingsTable } from '../../lib/payments/demo.table';
import { createBillingService } from './billing.service';

export const visa = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Giulia Rossi' };
export const declinedCard = { ...visa, number: '4000 0000 0000 0002' };
export const insufficientFundsCard = { ...visa, number: '4000 0000 0000 9995' };
/** Pays now, fails at every renewal ("attaches but fails later"). */
export const failsLaterCard = { ...visa, number: '4000 0000 0000 0341' };

/**
 * The real app on the demo provider, a clock the test moves, and sessions that survive the
 * months a subscription's life takes.
 */
export async function createBillingTestApp(start = new Date('2026-03-10T09:00:00.000Z')) {
  const clock = createTestClock(start);
  const t: TestApp = await createTestApp({
    clock: clock.now,
    env: {
      SESSION_IDLE_TTL_HOURS: String(24 * 3650),
      SESSION_ABSOLUTE_TTL_DAYS: String(3650),
      REGISTER_MAX_PER_IP: '1000',
      RATE_LIMIT_MAX: '100000',
    },
  });
  // Another instance of the service on the same database and clock: what the minute job runs.
  const job = createBillingService({ db: t.database.db, config: t.config, clock: clock.now });

  async function signUp(lang: 'it' | 'en' = 'it') {
    const { cookie, json } = await registerViaApi(t.app, { skipLaunchCode: true } as never, {
      'accept-language': lang,
    });
    return { cookie, userId: (json as { user: { id: string } }).user.id };
  }

  /** Opens a checkout and pays it on the demo page; returns the session id. */
  async function subscribe(
    cookie: string,
    userId: string,
    options: { plan?: 'monthly' | 'yearly'; card?: typeof visa; launchDiscount?: boolean } = {},
  ) {
    const created = await api(t.app, cookie).post('/api/create-checkout-session', {
      priceId: options.plan ?? 'monthly',
      userId,
      language: 'it',
      ...(options.launchDiscount ? { launchDiscount: true } : {}),
    });
    if (created.statusCode !== 200) throw new Error(`checkout: ${created.statusCode} ${created.body}`);
    const { sessionId } = created.json() as { sessionId: string };
    const paid = await api(t.app, cookie).post(
      `/api/billing/demo/sessions/${sessionId}/pay`,
      options.card ?? visa,
    );
    return { sessionId, created, paid };
  }

  const me = async (cookie: string) =>
    (await api(t.app, cookie).get('/api/auth/me')).json() as {
      user: { isPremium: boolean; plan: string; subscriptionEnd: string | null };
    };
  const verify = (cookie: string, sessionId: string) =>
    api(t.app, cookie).get(`/api/stripe/verify-session?session_id=${sessionId}`);
  const subscription = async (cookie: string) =>
    (await api(t.app, cookie).get('/api/billing/subscription')).json();

  /** Every event the demo provider sent, in order, signed now with its secret. */
  async function demoEvents() {
    const [settings] = await t.database.db
      .select()
      .from(paymentsDemoSettingsTable)
      .where(eq(paymentsDemoSettingsTable.id, 1));
    const rows = await t.database.db
      .select()
      .from(paymentsDemoEventsTable)
      .orderBy(asc(paymentsDemoEventsTable.seq));
    return rows.map((row) => ({
      type: row.type,
      payload: row.payload,
      signature: Stripe.webhooks.generateTestHeaderString({
        payload: row.payload,
        secret: settings!.webhookSecret,
      }),
    }));
  }

  const postEvent = (payload: string, signature: string): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  return {
    t,
    clock,
    job,
    signUp,
    subscribe,
    me,
    verify,
    subscription,
    demoEvents,
    postEvent,
    close: () => t.close(),
  };
}
export type BillingTestApp = Awaited<ReturnType<typeof createBillingTestApp>>;
