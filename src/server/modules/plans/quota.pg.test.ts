import { type ChildProcess, spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../../tests/factories';
import { createScratchPostgresDatabase } from '../../../../tests/helpers/db';
import { createDatabase, type Database } from '../../db/client';
import { dailyUsageTable } from './plans.table';

/**
 * PostgreSQL only: 20 claims at once from one free user, from two separate Node processes with
 * their own connection pools, allow exactly 3. There is no public route that spends a quota yet
 * (the AI module will), so the proof drives the quota service itself in two processes: the
 * decision is the one SQL statement, whoever calls it.
 */
describe('daily quota under concurrency (PostgreSQL, two processes)', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let database: Database;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    database = await createDatabase({ kind: 'postgres', url: scratch.url, poolMax: 4 });
    await database.migrate();
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await database.close();
    await scratch.drop();
  });

  function startWorker(userId: string, claims: number) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/modules/plans/quota.pg-worker.ts', scratch.url, userId, String(claims)], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    children.push(child);
    let out = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('ready\n')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
    });
    const done = new Promise<boolean[]>((resolve, reject) => {
      child.once('exit', (code) => {
        if (code !== 0) return reject(new Error(`worker failed (${code})`));
        resolve(JSON.parse(out.split('\n').filter(Boolean).pop()!) as boolean[]);
      });
    });
    return { child, ready, done };
  }

  it('20 parallel claims of a free user allow exactly 3', async () => {
    const { user } = await insertUser(database.db); // no trial: the free plan, 3 a day
    const a = startWorker(user.id, 10);
    const b = startWorker(user.id, 10);
    await Promise.all([a.ready, b.ready]);
    a.child.stdin!.write('go\n');
    b.child.stdin!.write('go\n');
    const results = [...(await a.done), ...(await b.done)];
    expect(results).toHaveLength(20);
    expect(results.filter(Boolean)).toHaveLength(3);
    const rows = await database.db.select().from(dailyUsageTable).where(eq(dailyUsageTable.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.count).toBe(3);
  }, 60_000);
});
