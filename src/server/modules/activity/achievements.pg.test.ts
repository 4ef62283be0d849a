import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../../tests/factories';
import { pgRace } from '../../../../tests/helpers/pg-race';
import { userAchievementsTable } from './achievements.table';
import { createActivityService } from './activity.service';
import type { ActivityKind } from './activity.table';
import { shiftDay } from './days';

/**
 * PostgreSQL only: two Node processes, each with its own pool, record 10 meditations each at the
 * same moment for one person whose history is one fact short of seven achievements. Each
 * achievement is earned exactly once, and reported as earned by exactly one recording.
 */
describe('achievements under concurrency (PostgreSQL, two processes)', () => {
  const pg = pgRace();

  it('20 recordings at once from two processes earn each achievement once', async () => {
    const { database } = pg;
    const { user } = await insertUser(database.db);
    const today = '2026-05-30';
    // 29 days in a row of 10 minutes (290), and three other kinds this week, recorded as the
    // modules do; then the achievements they earned are taken away, so the race starts one fact
    // short of seven of them.
    const activity = createActivityService({ db: database.db });
    const fact = (daysBack: number, kind: ActivityKind, ref: string, minutes: number) =>
      activity.record({
        userId: user.id,
        kind,
        ref,
        minutes,
        timeZone: 'Europe/Rome',
        at: new Date(`${shiftDay(today, -daysBack)}T08:00:00Z`),
      });
    for (let i = 1; i <= 29; i++) await fact(i, 'exercise_completed', 'box-breathing', 10);
    await fact(2, 'reflection_saved', 'p', 0);
    await fact(1, 'ai_request', 'chat', 0);
    await database.db.delete(userAchievementsTable).where(eq(userAchievementsTable.userId, user.id));

    const results = await pg.race<string[][]>('src/server/modules/activity/achievements.pg-worker.ts', [
      user.id,
      '10',
      `${today}T08:00:00Z`,
    ]);
    const reported = results.flat(2).sort();

    const expected = [
      'first_meditation',
      'minutes_300',
      'minutes_60',
      'streak_3',
      'streak_30',
      'streak_7',
      'variety_week',
    ];
    expect(reported).toEqual(expected);
    const rows = await database.db
      .select()
      .from(userAchievementsTable)
      .where(eq(userAchievementsTable.userId, user.id));
    expect(rows.map((r) => r.achievement).sort()).toEqual(expected);
  }, 60_000);
});
