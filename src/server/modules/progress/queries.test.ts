import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/helpers/api';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../../tests/helpers/as-user';
import { createTestDatabase, testDbKind } from '../../../../tests/helpers/db';
import { createActivityService } from '../activity/activity.service';

/**
 * No N+1: each screen's answer takes as many statements for a person with months of activity
 * and mood entries as for one with a single day.
 */
describe(`progress and mood queries per request (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  const statements: string[] = [];
  const now = new Date('2026-09-01T10:00:00Z');
  let few: SignedInTestUser;
  let many: SignedInTestUser;

  beforeAll(async () => {
    const database = await createTestDatabase({ onQuery: (q) => statements.push(q) });
    t = await createTestAppWithUsers({ database, clock: () => now });
    few = await t.signIn({ premium: true });
    many = await t.signIn({ premium: true });
    const activity = createActivityService({ db: database.db });
    const write = async (user: SignedInTestUser, days: number) => {
      for (let i = 0; i < days; i++) {
        const at = new Date(now.getTime() - i * 86_400_000);
        await activity.record({
          userId: user.id,
          kind: 'exercise_completed',
          ref: 'box-breathing',
          minutes: 4,
          timeZone: 'Europe/Rome',
          at,
        });
        await activity.record({
          userId: user.id,
          kind: 'ai_request',
          ref: 'chat',
          timeZone: 'Europe/Rome',
          at,
        });
      }
    };
    await write(few, 1);
    await write(many, 60);
    await api(t.app, few).post('/api/mood/entries', { mood: 3, factors: ['sleep'] });
    for (let i = 0; i < 30; i++)
      await api(t.app, many).post('/api/mood/entries', { mood: 1 + (i % 5), factors: ['sleep', `f${i}`] });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const count = async (user: SignedInTestUser, url: string) => {
    statements.length = 0;
    const res = await api(t.app, user).get(url);
    expect(res.statusCode).toBe(200);
    return statements.length;
  };

  for (const url of [
    '/api/progress/dashboard',
    '/api/progress/stats',
    '/api/progress/achievements',
    '/api/profile/activity?limit=100',
    '/api/mood/entries?limit=500',
    '/api/mood/trends?days=90',
    '/api/mood/averages?days=90',
    '/api/mood/insights?days=90',
    '/api/mood/export.csv',
  ]) {
    it(`${url} takes the same statements for 60 days as for one`, async () => {
      expect(await count(many, url)).toBe(await count(few, url));
    });
  }
});
