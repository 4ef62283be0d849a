import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../../tests/factories';
import { createTestDatabase, testDbKind } from '../../../../tests/helpers/db';
import type { Database } from '../../db/client';
import { migrationsFolder } from '../../db/client';
import { createActivityService } from './activity.service';
import { activityDaysTable, type ActivityKind } from './activity.table';

/**
 * The per-day counts kept by `record` and the ones migration 0011 computes for facts logged
 * before it: the same numbers, so people's stats do not change when the app is upgraded.
 */
describe(`per-day activity counts (${testDbKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('the migration’s backfill gives the same day counts as recording each fact', async () => {
    const { user } = await insertUser(database.db, { timeZone: 'America/New_York' });
    const activity = createActivityService({ db: database.db });
    const facts: [ActivityKind, string | null, number, string][] = [
      ['exercise_completed', 'box-breathing', 4, '2026-03-07T13:00:00Z'],
      ['ai_request', 'chat', 0, '2026-03-08T03:30:00Z'], // 22:30 on the 7th in New York
      ['ai_request', 'sleep', 0, '2026-03-08T15:00:00Z'],
      ['meditation_completed', 'body-scan', 12, '2026-03-09T01:00:00Z'], // after the DST change
      ['mood_logged', 'x', 0, '2026-03-09T11:00:00Z'],
      ['resource_read', 'sleep-guide', 6, '2026-03-09T12:00:00Z'],
      ['reflection_saved', null, 0, '2026-03-09T23:59:00Z'],
    ];
    for (const [kind, ref, minutes, at] of facts)
      await activity.record({
        userId: user.id,
        kind,
        ref,
        minutes,
        timeZone: 'America/New_York',
        at: new Date(at),
      });
    const days = () =>
      database.db
        .select()
        .from(activityDaysTable)
        .where(eq(activityDaysTable.userId, user.id))
        .orderBy(asc(activityDaysTable.day));
    const recorded = await days();
    expect(recorded.map((d) => d.day)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);

    await database.db.delete(activityDaysTable).where(eq(activityDaysTable.userId, user.id));
    await database.db.execute(sql`update activity_log set hour = null where user_id = ${user.id}`);
    const migration = readFileSync(`${migrationsFolder}/0011_progress.sql`, 'utf8');
    const backfill = migration.slice(migration.indexOf('-- Facts logged before this migration'));
    for (const statement of backfill.split('--> statement-breakpoint'))
      await database.db.execute(sql.raw(statement));
    expect(await days()).toEqual(recorded);
  });
});
