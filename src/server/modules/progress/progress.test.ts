import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/helpers/api';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type {
  AchievementList,
  ActivityHistory,
  Dashboard,
  ProgressStatsResponse,
} from '@shared/schemas/progress';
import { seedContent } from '../../db/seed';
import { type ActivityInput, createActivityService } from '../activity/activity.service';
import { usersTable } from '../users/users.table';

const minute = 60_000;
const hour = 60 * minute;

describe(`progress API (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let now = new Date('2026-03-30T08:00:00Z');

  beforeAll(async () => {
    t = await createTestAppWithUsers({ clock: () => now });
    await seedContent(t.database.db);
  });
  afterAll(() => t.close());

  /** A fact, written the way every module writes one. */
  const record = (user: SignedInTestUser, timeZone: string, at: string, fact: Partial<ActivityInput> = {}) =>
    createActivityService({ db: t.database.db }).record({
      userId: user.id,
      timeZone,
      at: new Date(at),
      kind: 'exercise_completed',
      ref: 'box-breathing',
      minutes: 4,
      ...fact,
    });
  const stats = async (user: SignedInTestUser) =>
    (await api(t.app, user).get('/api/progress/stats')).json<ProgressStatsResponse>();
  const dashboard = async (user: SignedInTestUser, lang = 'it') => {
    const res = await api(t.app, user).get(`/api/progress/dashboard?lang=${lang}`);
    expect(res.statusCode).toBe(200);
    return res.json<Dashboard>();
  };

  describe('streaks in the person’s calendar', () => {
    it('counts consecutive local days across the spring daylight-saving change (Rome, 29 March 2026)', async () => {
      const user = await t.signIn({ timeZone: 'Europe/Rome' });
      // 23:30 local each evening; on the 29th the clocks went forward, so 23:30 is 21:30 UTC.
      await record(user, 'Europe/Rome', '2026-03-27T22:30:00Z');
      await record(user, 'Europe/Rome', '2026-03-28T22:30:00Z');
      await record(user, 'Europe/Rome', '2026-03-29T21:30:00Z');
      // 00:30 on the 30th local (22:30 UTC on the 29th): a day of its own.
      await record(user, 'Europe/Rome', '2026-03-29T22:30:00Z');
      now = new Date('2026-03-30T08:00:00Z');
      const body = await stats(user);
      expect(body.today).toBe('2026-03-30');
      expect(body.stats).toMatchObject({
        currentStreak: 4,
        longestStreak: 4,
        activeDays: 4,
        exercisesCompleted: 4,
        totalMinutes: 16,
      });
      expect(body.stats.preferredTime).toBe('night');
    });

    it('keeps a streak through today until the day ends, and a missed day breaks it', async () => {
      const user = await t.signIn({ timeZone: 'America/Los_Angeles' });
      await record(user, 'America/Los_Angeles', '2026-06-09T05:00:00Z'); // 8 June, 22:00 local
      await record(user, 'America/Los_Angeles', '2026-06-10T05:00:00Z'); // 9 June, 22:00 local
      now = new Date('2026-06-10T06:00:00Z'); // 9 June, 23:00 local
      let body = await dashboard(user);
      expect(body.today).toMatchObject({ day: '2026-06-09', minutes: 4, status: 'some' });
      expect(body.streak).toEqual({ current: 2, longest: 2 });
      now = new Date('2026-06-10T08:00:00Z'); // 10 June, 01:00 local: nothing yet today
      body = await dashboard(user);
      expect(body.today).toMatchObject({ day: '2026-06-10', minutes: 0, status: 'none' });
      expect(body.streak.current).toBe(2);
      expect(body.reminderCard.show).toBe(true);
      now = new Date('2026-06-11T08:00:00Z'); // 11 June: the 10th was missed
      body = await dashboard(user);
      expect(body.streak).toEqual({ current: 0, longest: 2 });
    });

    it('a fact is dated by the zone of the person when it happened', async () => {
      const user = await t.signIn({ timeZone: 'Asia/Tokyo' });
      await record(user, 'Asia/Tokyo', '2026-06-10T16:00:00Z'); // 11 June, 01:00 in Tokyo
      const history = (await api(t.app, user).get('/api/profile/activity')).json<ActivityHistory>();
      expect(history.items[0]).toMatchObject({
        kind: 'exercise',
        day: '2026-06-11',
        minutes: 4,
        ref: 'box-breathing',
      });
    });
  });

  describe('stats', () => {
    it('counts each kind of practice once, as SPEC §3 lists them, with the wellness level and average session', async () => {
      const user = await t.signIn({ timeZone: 'Europe/Rome' });
      const zone = 'Europe/Rome';
      await record(user, zone, '2026-05-01T07:00:00Z', { kind: 'ai_request', ref: 'chat', minutes: 0 });
      await record(user, zone, '2026-05-01T07:01:00Z', { kind: 'ai_request', ref: 'chat', minutes: 0 });
      await record(user, zone, '2026-05-01T07:05:00Z', { kind: 'ai_request', ref: 'sleep', minutes: 0 });
      await record(user, zone, '2026-05-01T08:00:00Z', {
        kind: 'meditation_completed',
        ref: 'body-scan',
        minutes: 12,
      });
      await record(user, zone, '2026-05-02T08:00:00Z', { kind: 'exercise_completed', minutes: 4 });
      await record(user, zone, '2026-05-02T09:00:00Z', { kind: 'reflection_saved', ref: null, minutes: 0 });
      await record(user, zone, '2026-05-02T10:00:00Z', {
        kind: 'resource_read',
        ref: 'sleep-guide',
        minutes: 6,
      });
      await record(user, zone, '2026-05-02T10:30:00Z', { kind: 'mood_logged', ref: 'x', minutes: 0 });
      now = new Date('2026-05-02T12:00:00Z');
      const { stats: s } = await stats(user);
      expect(s).toMatchObject({
        chatMessages: 2,
        aiModuleUses: 1,
        exercisesCompleted: 1,
        meditationMinutes: 12,
        meditationSessions: 1,
        reflectionsSaved: 1,
        readings: 1,
        moodEntries: 1,
        totalSessions: 5,
        totalMinutes: 22,
        currentStreak: 2,
        lastActivityAt: '2026-05-02T10:30:00.000Z',
        preferredTime: 'morning',
        averageSessionMinutes: 7.3,
      });
      // 22 minutes + 5 × 5 sessions + 2 chat + 2 × 1 mood = 51 points: level 1, 85 % of the way to 60.
      expect(s.wellness).toEqual({ level: 1, points: 51, levelStart: 0, nextLevelAt: 60, progress: 85 });
    });

    it('shows empty stats for a person who has done nothing yet', async () => {
      const user = await t.signIn();
      const { stats: s } = await stats(user);
      expect(s).toMatchObject({
        totalSessions: 0,
        currentStreak: 0,
        lastActivityAt: null,
        preferredTime: null,
        averageSessionMinutes: null,
      });
      expect(s.wellness.level).toBe(1);
    });
  });

  describe('dashboard', () => {
    it('greets a new person by the first word of the name they registered with', async () => {
      const user = await t.signIn({ timeZone: 'Europe/Rome' });
      await t.database.db
        .update(usersTable)
        .set({ fullName: ' Giulia  Rossi' })
        .where(eq(usersTable.id, user.id));
      expect((await dashboard(user)).greeting.firstName).toBe('Giulia');
      await t.database.db.update(usersTable).set({ fullName: '' }).where(eq(usersTable.id, user.id));
      expect((await dashboard(user)).greeting.firstName).toBeNull();
    });

    it('shows greeting, today against 10–15 minutes, this week, the 7-day and 4-week series, goal, plan and latest achievement', async () => {
      const user = await t.signIn({ timeZone: 'Europe/Rome' });
      const zone = 'Europe/Rome';
      now = new Date('2026-04-16T07:00:00Z'); // Thursday 16 April, 09:00 in Rome
      await api(t.app, user).put('/api/profile/goals', {
        wellnessGoals: ['reduce_stress'],
        weeklyGoal: { unit: 'minutes', target: 60 },
        preferredPracticeTime: 'morning',
      });
      await api(t.app, user).put('/api/profile', {
        firstName: 'Giulia',
        lastName: null,
        phone: null,
        dateOfBirth: null,
        city: null,
        biography: null,
        interests: [],
        preferences: { language: 'it', timeZone: zone },
      });
      await record(user, zone, '2026-03-20T08:00:00Z', { minutes: 7 }); // five weeks back: out of the series
      await record(user, zone, '2026-03-30T08:00:00Z', { minutes: 5 }); // Monday three weeks back
      await record(user, zone, '2026-04-13T08:00:00Z', { minutes: 10 }); // this Monday
      await record(user, zone, '2026-04-14T08:00:00Z', {
        kind: 'meditation_completed',
        ref: 'body-scan',
        minutes: 15,
      });
      await record(user, zone, '2026-04-14T09:00:00Z', { kind: 'ai_request', ref: 'chat', minutes: 0 });
      await record(user, zone, '2026-04-16T06:30:00Z', { minutes: 12 }); // today
      const body = await dashboard(user);
      expect(body.greeting).toEqual({
        firstName: 'Giulia',
        username: user.username,
        partOfDay: 'morning',
        timeZone: zone,
        dateLabel: 'giovedì 16 aprile',
      });
      expect((await dashboard(user, 'en')).greeting.dateLabel).toBe('Thursday, April 16');
      expect(body.today).toEqual({
        day: '2026-04-16',
        minutes: 12,
        sessions: 1,
        recommended: { min: 10, max: 15 },
        status: 'reached',
      });
      expect(body.week).toEqual({
        from: '2026-04-13',
        to: '2026-04-16',
        minutes: 37,
        sessions: 3,
        activeDays: 3,
        chatMessages: 1,
        exercisesCompleted: 2,
        meditationMinutes: 15,
        moodEntries: 0,
      });
      expect(body.series.days.map((d) => [d.day, d.minutes])).toEqual([
        ['2026-04-10', 0],
        ['2026-04-11', 0],
        ['2026-04-12', 0],
        ['2026-04-13', 10],
        ['2026-04-14', 15],
        ['2026-04-15', 0],
        ['2026-04-16', 12],
      ]);
      expect(body.series.days.map((d) => [d.label, d.full]).slice(-2)).toEqual([
        ['mer', 'mercoledì 15 aprile'],
        ['gio', 'giovedì 16 aprile'],
      ]);
      const week = (
        weekStart: string,
        minutes: number,
        sessions: number,
        activeDays: number,
        label: string,
        full: string,
      ) => ({
        weekStart,
        minutes,
        sessions,
        activeDays,
        label,
        full,
      });
      expect(body.series.weeks).toEqual([
        week('2026-03-23', 0, 0, 0, '23 mar', 'lunedì 23 marzo'),
        week('2026-03-30', 5, 1, 1, '30 mar', 'lunedì 30 marzo'),
        week('2026-04-06', 0, 0, 0, '6 apr', 'lunedì 6 aprile'),
        week('2026-04-13', 37, 3, 3, '13 apr', 'lunedì 13 aprile'),
      ]);
      expect((await dashboard(user, 'en')).series.days.at(-1)).toMatchObject({
        label: 'Thu',
        full: 'Thursday, April 16',
      });
      expect(body.goal).toEqual({
        weeklyGoal: { unit: 'minutes', target: 60 },
        done: 37,
        progress: 61,
        reached: false,
      });
      expect(body.plan).toEqual({
        plan: 'free',
        premium: false,
        trialEndsAt: null,
        premiumUntil: null,
        renews: false,
        dailyLimit: 3,
      });
      expect(body.latestAchievement?.title).toBe('Prima conversazione');
      expect(body.reminderCard).toEqual({ show: false, reminderEnabled: false });
      const en = await dashboard(user, 'en');
      expect(en.latestAchievement?.title).toBe('First conversation');
    });

    it('a weekly goal in days counts active days; a premium plan shows its end', async () => {
      const user = await t.signIn({ premium: true });
      await api(t.app, user).put('/api/profile/goals', {
        wellnessGoals: [],
        weeklyGoal: { unit: 'days', target: 2 },
        preferredPracticeTime: null,
      });
      now = new Date('2026-04-16T07:00:00Z');
      await record(user, 'Europe/Rome', '2026-04-14T08:00:00Z');
      await record(user, 'Europe/Rome', '2026-04-15T08:00:00Z');
      const body = await dashboard(user);
      expect(body.goal).toMatchObject({ done: 2, progress: 100, reached: true });
      expect(body.plan).toMatchObject({ premium: true, premiumUntil: '2099-01-01T00:00:00.000Z' });
    });

    it('asks for a signed-in person', async () => {
      expect((await api(t.app).get('/api/progress/dashboard')).statusCode).toBe(401);
    });
  });

  describe('achievements', () => {
    it('earns first steps, minutes, streaks and variety once each, through the real APIs', async () => {
      const user = await t.signIn({ premium: true, timeZone: 'Europe/Rome' });
      now = new Date('2026-05-10T08:00:00Z');
      for (let i = 0; i < 3; i++) {
        now = new Date(now.getTime() + 24 * hour);
        expect((await api(t.app, user).post('/api/exercises/box-breathing/completions')).statusCode).toBe(
          201,
        );
      }
      await api(t.app, user).post('/api/mood/entries', { mood: 4 });
      const list = (await api(t.app, user).get('/api/progress/achievements')).json<AchievementList>();
      const earned = list.items.filter((a) => a.earnedAt).map((a) => a.id);
      expect(earned.sort()).toEqual(['first_exercise', 'first_mood', 'streak_3']);
      expect(list).toMatchObject({ earned: 3, total: 12 });
      expect(list.items.find((a) => a.id === 'streak_3')).toMatchObject({
        title: '3 giorni di fila',
        earnedAt: '2026-05-13T08:00:00.000Z',
      });
      // Completing again earns nothing twice.
      await api(t.app, user).post('/api/exercises/box-breathing/completions');
      expect((await api(t.app, user).get('/api/progress/achievements')).json<AchievementList>().earned).toBe(
        3,
      );
    });

    it('60 minutes of practice and four kinds within seven days', async () => {
      const user = await t.signIn({ timeZone: 'Europe/Rome' });
      const zone = 'Europe/Rome';
      await record(user, zone, '2026-05-01T08:00:00Z', {
        kind: 'meditation_completed',
        ref: 'body-scan',
        minutes: 40,
      });
      await record(user, zone, '2026-05-03T08:00:00Z', { kind: 'reflection_saved', ref: null, minutes: 0 });
      await record(user, zone, '2026-05-05T08:00:00Z', { kind: 'ai_request', ref: 'chat', minutes: 0 });
      let list = (await api(t.app, user).get('/api/progress/achievements?lang=en')).json<AchievementList>();
      expect(
        list.items
          .filter((a) => a.earnedAt)
          .map((a) => a.id)
          .sort(),
      ).toEqual(['first_chat', 'first_meditation', 'first_reflection']);
      await record(user, zone, '2026-05-07T08:00:00Z', { minutes: 20 });
      list = (await api(t.app, user).get('/api/progress/achievements?lang=en')).json<AchievementList>();
      expect(list.items.filter((a) => a.earnedAt).map((a) => a.id)).toEqual(
        expect.arrayContaining(['first_exercise', 'minutes_60', 'variety_week']),
      );
      expect(list.items.find((a) => a.id === 'minutes_60')?.title).toBe('An hour of practice');
    });
  });

  describe('activity history', () => {
    it('lists newest first, by kind and range of days, a page at a time', async () => {
      const user = await t.signIn({ timeZone: 'Europe/Rome' });
      const zone = 'Europe/Rome';
      for (let i = 0; i < 5; i++)
        await record(user, zone, new Date(Date.UTC(2026, 6, 1 + i, 8)).toISOString());
      await record(user, zone, '2026-07-03T09:00:00Z', { kind: 'ai_request', ref: 'chat', minutes: 0 });
      const page = (await api(t.app, user).get('/api/profile/activity?limit=2')).json<ActivityHistory>();
      expect(page.total).toBe(6);
      expect(page.items.map((i) => i.day)).toEqual(['2026-07-05', '2026-07-04']);
      const chats = (await api(t.app, user).get('/api/profile/activity?kind=chat')).json<ActivityHistory>();
      expect(chats.items).toHaveLength(1);
      expect(chats.items[0]).toMatchObject({ kind: 'chat', day: '2026-07-03' });
      const range = (
        await api(t.app, user).get('/api/profile/activity?kind=exercise&from=2026-07-02&to=2026-07-03')
      ).json<ActivityHistory>();
      expect(range.items.map((i) => i.day)).toEqual(['2026-07-03', '2026-07-02']);
      expect((await api(t.app, user).get('/api/profile/activity?kind=nap')).statusCode).toBe(400);
    });
  });
});
