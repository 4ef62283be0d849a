import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeRegistration } from '../../../../tests/factories';
import { pgRace } from '../../../../tests/helpers/pg-race';
import { billingCheckoutSessionsTable, billingDiscountsTable } from './billing.table';

/**
 * PostgreSQL only: the launch discounts are decided by the database, not by a process. Two real
 * server processes share one scratch database; 100 checkouts asking for the yearly launch price
 * at once, spread over both, get exactly 10 discounts.
 */
describe('launch discounts under concurrency (PostgreSQL, two server processes)', () => {
  const pg = pgRace({ servers: 2, serverPoolMax: 20, serverEnv: { STRIPE_SECRET_KEY: '' } });

  const post = (url: string, path: string, body: object, cookie?: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'it-IT',
        origin: url,
        'x-serenamente-csrf': '1',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });

  it('100 concurrent discounted checkouts on two instances give exactly 10 discounts', async () => {
    const { database, servers } = pg;
    const people = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const res = await post(
          servers[i % 2]!.url,
          '/api/auth/register',
          makeRegistration({ skipLaunchCode: true }),
        );
        const body = (await res.json()) as { user: { id: string } };
        const cookie = res.headers
          .getSetCookie()
          .find((c) => c.startsWith('sid='))!
          .split(';')[0]!;
        return { userId: body.user.id, cookie };
      }),
    );
    // Each checkout goes to the other instance than the one the person registered on.
    const answers = await Promise.all(
      people.map(async ({ userId, cookie }, i) => {
        const res = await post(
          servers[(i + 1) % 2]!.url,
          '/api/create-checkout-session',
          { priceId: 'yearly', userId, language: 'it', launchDiscount: true },
          cookie,
        );
        return { status: res.status, body: (await res.json()) as { sessionId?: string; message?: string } };
      }),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(90);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(
      new Set(['Impossibile applicare lo sconto. Riprova.']),
    );

    const [yearly] = await database.db
      .select()
      .from(billingDiscountsTable)
      .where(eq(billingDiscountsTable.plan, 'yearly'));
    expect(yearly).toMatchObject({ total: 10, used: 10 });
    const discounted = await database.db
      .select()
      .from(billingCheckoutSessionsTable)
      .where(eq(billingCheckoutSessionsTable.launchDiscount, true));
    expect(discounted).toHaveLength(10);
    const plans = (await (await fetch(`${servers[0]!.url}/api/billing/plans`)).json()) as {
      plans: { launchOffer: { remaining: number } }[];
    };
    expect(plans.plans.map((p) => p.launchOffer.remaining)).toEqual([10, 0]);
  }, 180_000);
});
