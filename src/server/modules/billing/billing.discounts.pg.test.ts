import { type ChildProcess, spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRegistration } from '../../../../tests/factories';
import { createScratchPostgresDatabase } from '../../../../tests/helpers/db';
import { freePort } from '../../../../tests/helpers/net';
import { createDatabase, type Database } from '../../db/client';
import { billingCheckoutSessionsTable, billingDiscountsTable } from './billing.table';

/**
 * PostgreSQL only: the launch discounts are decided by the database, not by a process. Two real
 * server processes share one scratch database; 100 checkouts asking for the yearly launch price
 * at once, spread over both, get exactly 10 discounts.
 */
describe('launch discounts under concurrency (PostgreSQL, two server processes)', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let database: Database;
  const servers: { child: ChildProcess; url: string }[] = [];

  async function startServer(): Promise<{ child: ChildProcess; url: string }> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn('npx', ['tsx', 'src/server/index.ts'], {
      detached: true, // its own process group, so the npx → tsx → node chain stops together
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: scratch.url,
        DATABASE_POOL_MAX: '20',
        LOG_LEVEL: 'error',
        RATE_LIMIT_MAX: '100000',
        REGISTER_MAX_PER_IP: '100000',
        ADMIN_USERNAME: '',
        ADMIN_PASSWORD: '',
        SMTP_URL: '',
        STRIPE_SECRET_KEY: '',
      },
    });
    const server = { child, url };
    servers.push(server);
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return server;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('server did not start');
  }

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    await Promise.all([startServer(), startServer()]);
    database = await createDatabase({ kind: 'postgres', url: scratch.url, poolMax: 2 });
  }, 120_000);

  afterAll(async () => {
    for (const { child } of servers) {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
    await Promise.all(
      servers.map(({ child }) =>
        child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null,
      ),
    );
    await database?.close();
    await scratch?.drop();
  }, 60_000);

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
