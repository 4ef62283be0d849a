import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../../tests/factories';
import { pgRace } from '../../../../tests/helpers/pg-race';
import { dailyUsageTable } from './plans.table';

/**
 * PostgreSQL only: 20 claims at once from one free user, from two separate Node processes with
 * their own connection pools, allow exactly 3. There is no public route that spends a quota yet
 * (the AI module will), so the proof drives the quota service itself in two processes: the
 * decision is the one SQL statement, whoever calls it.
 */
describe('daily quota under concurrency (PostgreSQL, two processes)', () => {
  const pg = pgRace();

  it('20 parallel claims of a free user allow exactly 3', async () => {
    const { database } = pg;
    const { user } = await insertUser(database.db); // no trial: the free plan, 3 a day
    const results = (
      await pg.race<boolean[]>('src/server/modules/plans/quota.pg-worker.ts', [user.id, '10'])
    ).flat();
    expect(results).toHaveLength(20);
    expect(results.filter(Boolean)).toHaveLength(3);
    const rows = await database.db.select().from(dailyUsageTable).where(eq(dailyUsageTable.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.count).toBe(3);
  }, 60_000);
});
