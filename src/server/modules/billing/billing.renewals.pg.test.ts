import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../../tests/factories';
import { makeTestConfig } from '../../../../tests/helpers/app';
import { createScratchPostgresDatabase } from '../../../../tests/helpers/db';
import { createDatabase, type Database } from '../../db/client';
import { paymentsDemoEventsTable } from '../../lib/payments/demo.table';
import { createBillingService, ensureBillingSeed } from './billing.service';
import { billingInvoicesTable } from './billing.table';
import { visa } from './billing.test-utils';

/**
 * PostgreSQL only: the renewal job runs on every instance, and each renewal still happens once.
 * Two separate Node processes (billing.pg-worker.ts, each with its own pool) run the job three
 * times at once each, over 20 monthly subscriptions that fell due together.
 */
describe('renewals on the clock under concurrency (PostgreSQL, two processes)', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let database: Database;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    database = await createDatabase({ kind: 'postgres', url: scratch.url, poolMax: 4 });
    await database.migrate();
    await ensureBillingSeed(database.db);
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await database.close();
    await scratch.drop();
  });

  function startWorker(now: string) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/modules/billing/billing.pg-worker.ts', scratch.url, now, '3'],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    children.push(child);
    let out = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('ready\n')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
    });
    const done = new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => {
        if (code !== 0) return reject(new Error(`worker failed (${code})`));
        resolve(JSON.parse(out.split('\n').filter(Boolean).pop()!) as number);
      });
    });
    return { child, ready, done };
  }

  it('20 renewals due at once on two instances: each renewed exactly once, invoice numbers without gaps', async () => {
    const start = new Date('2026-03-10T09:00:00.000Z');
    const billing = createBillingService({ db: database.db, config: makeTestConfig(), clock: () => start });
    for (let i = 0; i < 20; i++) {
      const { user } = await insertUser(database.db);
      const { sessionId } = await billing.createCheckout({
        callerId: user.id,
        userId: user.id,
        priceId: 'monthly',
        language: 'it',
        launchDiscount: false,
      });
      await billing.demoPay({ userId: user.id, id: sessionId, card: visa });
    }
    expect(await database.db.select().from(billingInvoicesTable)).toHaveLength(20);

    const a = startWorker('2026-04-10T09:05:00.000Z');
    const b = startWorker('2026-04-10T09:05:00.000Z');
    await Promise.all([a.ready, b.ready]);
    a.child.stdin!.write('go\n');
    b.child.stdin!.write('go\n');
    const handled = (await a.done) + (await b.done);
    expect(handled).toBe(20);

    const invoices = await database.db.select().from(billingInvoicesTable);
    expect(invoices).toHaveLength(40);
    const perSubscription = new Map<string, number>();
    for (const inv of invoices)
      perSubscription.set(inv.subscriptionId!, (perSubscription.get(inv.subscriptionId!) ?? 0) + 1);
    expect([...perSubscription.values()]).toEqual(Array(20).fill(2));
    expect(invoices.map((inv) => inv.number).sort()).toEqual(
      Array.from({ length: 40 }, (_, i) => `2026-${String(i + 1).padStart(5, '0')}`),
    );
    const paidEvents = (await database.db.select().from(paymentsDemoEventsTable)).filter(
      (e) => e.type === 'invoice.paid',
    );
    expect(paidEvents).toHaveLength(40);
  }, 120_000);
});
