import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRegistration } from '../../../../tests/factories';
import { createScratchPostgresDatabase } from '../../../../tests/helpers/db';
import { freePort } from '../../../../tests/helpers/net';
import { createDatabase, type Database } from '../../db/client';
import { launchCampaignTable, launchCodesTable } from './launch.table';

/**
 * PostgreSQL only: the first 50 places are decided by the database, not by a process. Two real
 * server processes (`npx tsx src/server/index.ts`) share one scratch database; 300 registrations
 * fired at once, spread over both, must give exactly 50 codes with numbers 1..50 each once.
 */
describe('launch campaign under concurrency (PostgreSQL, two server processes)', () => {
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
        DATABASE_POOL_MAX: '10',
        LOG_LEVEL: 'error',
        RATE_LIMIT_MAX: '100000',
        REGISTER_MAX_PER_IP: '100000',
        ADMIN_USERNAME: '',
        ADMIN_PASSWORD: '',
        SMTP_URL: '',
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
    // Both instances start at once: migrations and seeds are serialised/idempotent across instances.
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
    await Promise.all(servers.map(({ child }) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)));
    await database?.close();
    await scratch?.drop();
  }, 60_000);

  it('300 concurrent registrations on two instances give exactly 50 codes, numbers 1..50 each once', async () => {
    const total = 300;
    const responses = await Promise.all(
      Array.from({ length: total }, async (_, i) => {
        const { url } = servers[i % 2]!;
        const res = await fetch(`${url}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url, 'x-serenamente-csrf': '1' },
          body: JSON.stringify(makeRegistration()),
        });
        return { status: res.status, body: (await res.json()) as { promoCode: string | null; participantNumber: number | null } };
      }),
    );
    expect(responses.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const winners = responses.filter((r) => r.body.promoCode !== null);
    expect(winners).toHaveLength(50);
    expect(winners.map((r) => r.body.participantNumber).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(winners.map((r) => r.body.promoCode)).size).toBe(50);
    expect(responses.filter((r) => r.body.promoCode === null).every((r) => r.body.participantNumber === null)).toBe(true);

    const codes = await database.db.select().from(launchCodesTable);
    expect(codes).toHaveLength(50);
    expect(codes.map((c) => c.participantNumber).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const [campaign] = await database.db.select().from(launchCampaignTable);
    expect(campaign).toMatchObject({ places: 50, taken: 50 });
  }, 120_000);
});
