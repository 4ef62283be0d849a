import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { createTestClock, DAY, HOUR, insertUser, loginViaApi, sessionCookie } from '../../../../tests/factories';
import type { UserInsert } from '../users/users.table';
import { getEntitlements } from './entitlements';
import { dailyUsageTable } from './plans.table';
import { createQuotaService } from './quota.service';

describe(`daily limits (${testDbKind})`, () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-01-15T10:00:00.000Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, env: { LOGIN_FREE_FAILURES_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  const quota = () => createQuotaService({ db: t.database.db, clock: clock.now });
  const person = async (values: Partial<UserInsert> = {}) => {
    const { user, password } = await insertUser(t.database.db, values);
    return {
      user,
      password,
      quotaUser: () => ({ id: user.id, timeZone: user.timeZone, entitlements: getEntitlements({ user, now: clock.now() }) }),
    };
  };
  const claims = async (q: ReturnType<typeof quota>, u: Parameters<ReturnType<typeof quota>['claim']>[0]['user'], n: number) => {
    const out = [];
    for (let i = 0; i < n; i++) out.push(await q.claim({ user: u }));
    return out;
  };
  const rowsOf = (userId: string) => t.database.db.select().from(dailyUsageTable).where(eq(dailyUsageTable.userId, userId));

  it('a free user has 3 AI requests a day, then is refused', async () => {
    clock.set('2026-01-15T10:00:00.000Z');
    const p = await person();
    const results = await claims(quota(), p.quotaUser(), 5);
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[0]).toEqual({ allowed: true, used: 1, limit: 3, remaining: 2 });
    expect(results[2]).toEqual({ allowed: true, used: 3, limit: 3, remaining: 0 });
    expect(results[3]).toEqual({ allowed: false, used: 3, limit: 3, remaining: 0 });
    expect((await rowsOf(p.user.id))[0]!.count).toBe(3);
  });

  it('a standard-trial user has 5 chat messages a day', async () => {
    const p = await person({ trialStartedAt: clock.now(), trialEndsAt: new Date(clock.now().getTime() + 7 * DAY) });
    const results = await claims(quota(), p.quotaUser(), 7);
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results[4]).toMatchObject({ allowed: true, used: 5, limit: 5, remaining: 0 });
  });

  it('when the trial ends the free limit applies', async () => {
    const p = await person({ trialEndsAt: new Date(clock.now().getTime() - 1000) });
    expect(p.quotaUser().entitlements.dailyLimit).toBe(3);
  });

  it('premium, launch-trial and administrator users are unlimited and nothing is written', async () => {
    const later = new Date(clock.now().getTime() + 30 * DAY);
    const people = [
      await person({ subscriptionPlan: 'monthly', subscriptionStatus: 'active', isPremium: true, subscriptionEnd: later }),
      await person({ launchTrialEndsAt: later }),
      await person({ role: 'admin' }),
    ];
    for (const p of people) {
      const results = await claims(quota(), p.quotaUser(), 10);
      expect(results.every((r) => r.allowed && r.limit === null && r.remaining === null)).toBe(true);
      expect(await rowsOf(p.user.id)).toHaveLength(0);
    }
  });

  it('the count starts again at midnight of the person’s own time zone', async () => {
    // 03:30 UTC on 20 January: 22:30 of the 19th in New York, 04:30 of the 20th in Rome.
    clock.set('2026-01-20T03:30:00.000Z');
    const ny = await person({ timeZone: 'America/New_York' });
    const rome = await person({ timeZone: 'Europe/Rome' });
    const q = quota();
    expect((await claims(q, ny.quotaUser(), 4)).map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect((await claims(q, rome.quotaUser(), 4)).map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect((await q.status({ user: ny.quotaUser() })).resetsAt).toBe('2026-01-20T05:00:00.000Z');
    clock.advance(2 * HOUR); // 00:30 in New York (a new day), 06:30 in Rome (the same day)
    expect((await q.claim({ user: ny.quotaUser() })).allowed).toBe(true);
    expect((await q.claim({ user: rome.quotaUser() })).allowed).toBe(false);
    expect((await rowsOf(ny.user.id)).map((r) => r.day).sort()).toEqual(['2026-01-19', '2026-01-20']);
  });

  it('a time zone sent at sign-in cannot open a new day: the allowance that began keeps counting', async () => {
    // 22:00 UTC on 3 March: 23:00 in Rome, already 12:00 of the 4th in Kiritimati (UTC+14).
    clock.set('2026-03-03T22:00:00.000Z');
    const p = await person({ timeZone: 'Europe/Rome' });
    const q = quota();
    expect((await claims(q, p.quotaUser(), 3)).every((r) => r.allowed)).toBe(true);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: sameOrigin,
      payload: { username: p.user.username, password: p.password, timeZone: 'Pacific/Kiritimati' },
    });
    expect(again.json()).toMatchObject({ success: true });
    const moved = { ...p.quotaUser(), timeZone: 'Pacific/Kiritimati' };
    expect((await q.claim({ user: moved })).allowed).toBe(false);
    const usage = await t.app.inject({ method: 'GET', url: '/api/plans/usage', headers: { cookie: sessionCookie(again) } });
    expect(usage.json()).toMatchObject({ used: 3, remaining: 0, limitReached: true, resetsAt: '2026-03-03T23:00:00.000Z' });
  });

  it('hopping across time zones after midnight gains no extra allowance within 23 hours', async () => {
    clock.set('2026-03-10T22:30:00.000Z'); // 23:30 in Rome
    const p = await person({ timeZone: 'Europe/Rome' });
    const q = quota();
    await claims(q, p.quotaUser(), 3);
    clock.set('2026-03-10T23:10:00.000Z'); // Rome's day is over: a new allowance, in Kiritimati now
    const east = { ...p.quotaUser(), timeZone: 'Pacific/Kiritimati' };
    expect((await claims(q, east, 4)).map((r) => r.allowed)).toEqual([true, true, true, false]);
    // Its end is the first Kiritimati midnight at least 23 hours after Rome's (10:00 UTC on the 12th).
    expect((await q.status({ user: east })).resetsAt).toBe('2026-03-12T10:00:00.000Z');
    clock.set('2026-03-11T12:00:00.000Z');
    const west = { ...p.quotaUser(), timeZone: 'Pacific/Pago_Pago' };
    expect((await q.claim({ user: west })).allowed).toBe(false);
    clock.set('2026-03-12T10:00:01.000Z');
    expect((await q.claim({ user: west })).allowed).toBe(true);
  });

  it('a count written before allowances had an end still counts for its day', async () => {
    clock.set('2026-03-20T09:00:00.000Z');
    const p = await person({ timeZone: 'Europe/Rome' });
    await t.database.db.insert(dailyUsageTable).values({ userId: p.user.id, day: '2026-03-20', count: 2 });
    const q = quota();
    expect((await q.status({ user: p.quotaUser() })).used).toBe(2);
    expect((await claims(q, p.quotaUser(), 2)).map((r) => r.allowed)).toEqual([true, false]);
  });

  it('GET /api/plans/usage shows what is left today and when it resets; 401 when signed out', async () => {
    clock.set('2026-02-02T12:00:00.000Z');
    const p = await person();
    const cookie = await loginViaApi(t.app, p.user.username, p.password);
    const usage = () => t.app.inject({ method: 'GET', url: '/api/plans/usage', headers: { cookie } });
    expect((await usage()).json()).toEqual({
      day: '2026-02-02',
      timeZone: 'Europe/Rome',
      used: 0,
      limit: 3,
      remaining: 3,
      limitReached: false,
      resetsAt: '2026-02-02T23:00:00.000Z',
    });
    await claims(quota(), p.quotaUser(), 3);
    expect((await usage()).json()).toMatchObject({ used: 3, remaining: 0, limitReached: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/plans/usage' })).statusCode).toBe(401);
  });

  it('GET /api/plans/entitlements answers what the server grants, whatever the browser claims', async () => {
    const p = await person();
    const cookie = await loginViaApi(t.app, p.user.username, p.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/plans/entitlements',
      headers: { cookie: `${cookie}; serenamente_premium=true; serenamente_plan=premium_yearly`, 'x-premium': 'true' },
    });
    expect(res.json()).toEqual({ plan: 'free', premium: false, isAdmin: false, premiumUntil: null, trialEndsAt: null, dailyLimit: 3 });
    expect((await t.app.inject({ method: 'GET', url: '/api/plans/entitlements' })).statusCode).toBe(401);
  });
});
