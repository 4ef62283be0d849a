import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/helpers/api';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type { MoodEntryList, MoodInsights, MoodOptions, MoodTrend, MoodAverages } from '@shared/schemas/mood';
import type { ActivityHistory } from '@shared/schemas/progress';

describe(`mood API (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let now = new Date('2026-06-10T10:00:00Z');

  beforeAll(async () => {
    t = await createTestAppWithUsers({ clock: () => now });
  });
  afterAll(() => t.close());

  const entry = (mood: number, extra: Record<string, unknown> = {}) => ({
    mood,
    emotions: ['serenity'],
    factors: ['sleep'],
    note: 'ok',
    ...extra,
  });

  describe('access', () => {
    it('a free user logs one entry to try it, then gets 403 with the upgrade code', async () => {
      const free = await t.signIn();
      const first = await api(t.app, free).post('/api/mood/entries', entry(4));
      expect(first.statusCode).toBe(201);
      expect(first.json().access).toEqual({ premium: false, tryUsed: true, canLog: false });
      const second = await api(t.app, free).post('/api/mood/entries', entry(3));
      expect(second.statusCode).toBe(403);
      expect(second.json().error.code).toBe('mood.premium_required');
      expect(second.json().error.message).toMatch(/Premium/);
      const english = await api(t.app, free).post('/api/mood/entries', entry(3), {
        headers: { 'accept-language': 'en' },
      });
      expect(english.json().error.message).toBe(
        'You have already tried mood tracking: upgrade to Premium to keep logging your mood.',
      );
      const list = (await api(t.app, free).get('/api/mood/entries')).json<MoodEntryList>();
      expect(list.items).toHaveLength(1);
      expect(list.access.canLog).toBe(false);
    });

    it('a trial user gets the same single try, even when sending two at once', async () => {
      const trial = await t.signIn({
        entitlements: { plan: 'trial', trialEndsAt: '2026-06-15T00:00:00.000Z', dailyLimit: 5 },
      });
      const answers = await Promise.all(
        [1, 2, 3, 4].map((m) => api(t.app, trial).post('/api/mood/entries', entry(m))),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 403, 403, 403]);
    });

    it('trends, averages and insights are premium; the entries stay readable and deletable', async () => {
      const free = await t.signIn();
      await api(t.app, free).post('/api/mood/entries', entry(2));
      for (const path of ['trends', 'averages', 'insights']) {
        const res = await api(t.app, free).get(`/api/mood/${path}?days=30`);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('plans.premium_required');
      }
      const [only] = (await api(t.app, free).get('/api/mood/entries')).json<MoodEntryList>().items;
      expect((await api(t.app, free).delete(`/api/mood/entries/${only!.id}`)).statusCode).toBe(200);
      // Deleting does not give the try back.
      expect((await api(t.app, free).post('/api/mood/entries', entry(2))).statusCode).toBe(403);
    });

    it('asks for a signed-in person', async () => {
      expect((await api(t.app).get('/api/mood/entries')).statusCode).toBe(401);
    });
  });

  describe('entries', () => {
    let premium: SignedInTestUser;
    beforeAll(async () => {
      premium = await t.signIn({ premium: true, timeZone: 'America/New_York' });
    });

    it('logs several entries a day, on the calendar day of the person’s zone, and lists them by range', async () => {
      now = new Date('2026-06-10T02:30:00Z'); // 22:30 on 9 June in New York
      const a = await api(t.app, premium).post(
        '/api/mood/entries',
        entry(5, { emotions: ['joy', 'joy'], factors: ['Sleep', 'Yoga', 'yoga'] }),
      );
      expect(a.statusCode).toBe(201);
      expect(a.json().entry).toMatchObject({
        mood: 5,
        moodName: 'happy',
        day: '2026-06-09',
        emotions: ['joy'],
        factors: ['sleep', 'Yoga'],
      });
      now = new Date('2026-06-10T14:00:00Z');
      await api(t.app, premium).post('/api/mood/entries', entry(1));
      now = new Date('2026-06-10T15:00:00Z');
      await api(t.app, premium).post('/api/mood/entries', entry(2));
      const june10 = (
        await api(t.app, premium).get('/api/mood/entries?from=2026-06-10&to=2026-06-10')
      ).json<MoodEntryList>();
      expect(june10.items.map((e) => e.mood)).toEqual([2, 1]);
      expect(june10.total).toBe(2);
      const all = (await api(t.app, premium).get('/api/mood/entries?limit=1')).json<MoodEntryList>();
      expect(all.total).toBe(3);
      expect(all.items).toHaveLength(1);
    });

    it('edits and deletes only the person’s own entries', async () => {
      const created = (await api(t.app, premium).post('/api/mood/entries', entry(3))).json().entry;
      const edited = await api(t.app, premium).put(
        `/api/mood/entries/${created.id}`,
        entry(4, { note: 'meglio' }),
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json().entry).toMatchObject({ mood: 4, moodName: 'calm', note: 'meglio' });
      const stranger = await t.signIn({ premium: true });
      expect((await api(t.app, stranger).put(`/api/mood/entries/${created.id}`, entry(1))).statusCode).toBe(
        404,
      );
      expect((await api(t.app, stranger).delete(`/api/mood/entries/${created.id}`)).json().error.code).toBe(
        'mood.entry_not_found',
      );
      expect((await api(t.app, premium).delete(`/api/mood/entries/${created.id}`)).statusCode).toBe(200);
      expect((await api(t.app, premium).get(`/api/mood/entries/${created.id}`)).statusCode).toBe(404);
    });

    it('a deleted entry leaves the activity history too', async () => {
      const someone = await t.signIn({ premium: true });
      const created = (await api(t.app, someone).post('/api/mood/entries', entry(3))).json().entry;
      const before = (
        await api(t.app, someone).get('/api/profile/activity?kind=mood')
      ).json<ActivityHistory>();
      expect(before.items.map((i) => i.ref)).toEqual([created.id]);
      await api(t.app, someone).delete(`/api/mood/entries/${created.id}`);
      expect(
        (await api(t.app, someone).get('/api/profile/activity?kind=mood')).json<ActivityHistory>().total,
      ).toBe(0);
    });

    it('refuses a mood outside 1–5, a note over 1000 characters, a future time', async () => {
      expect((await api(t.app, premium).post('/api/mood/entries', entry(6))).statusCode).toBe(400);
      expect(
        (await api(t.app, premium).post('/api/mood/entries', entry(3, { note: 'x'.repeat(1001) })))
          .statusCode,
      ).toBe(400);
      const future = await api(t.app, premium).post(
        '/api/mood/entries',
        entry(3, { at: new Date(now.getTime() + 3_600_000).toISOString() }),
      );
      expect(future.json().error.code).toBe('mood.invalid_time');
    });

    it('offers the built-in factors in the request language and the person’s own ones', async () => {
      const it = (await api(t.app, premium).get('/api/mood/options')).json<MoodOptions>();
      expect(it.factors.find((f) => f.id === 'exercise')?.label).toBe('Attività fisica');
      expect(it.factors.filter((f) => f.custom).map((f) => f.label)).toEqual(['Yoga']);
      expect(it.moods.map((m) => m.name)).toEqual(['anxious', 'sad', 'neutral', 'calm', 'happy']);
      const en = (await api(t.app, premium).get('/api/mood/options?lang=en')).json<MoodOptions>();
      expect(en.emotions.find((e) => e.id === 'gratitude')?.label).toBe('Gratitude');
    });
  });

  describe('statistics', () => {
    let person: SignedInTestUser;
    const start = new Date('2026-01-01T12:00:00Z');

    /** `days` days of entries: mood 4 with exercise on even days, mood 2 without on odd days. */
    const seed = async (user: SignedInTestUser, days: number, withEvery = 2) => {
      for (let i = 0; i < days; i++) {
        const at = new Date(start.getTime() + i * 86_400_000);
        now = at;
        const withIt = i % withEvery === 0;
        await api(t.app, user).post('/api/mood/entries', {
          mood: withIt ? 4 : 2,
          factors: withIt ? ['exercise', 'work'] : ['work'],
        });
      }
    };

    beforeAll(async () => {
      person = await t.signIn({ premium: true, timeZone: 'Europe/Rome' });
    });

    it('shows no insight below 10 days with and 10 without a factor, and says why', async () => {
      await seed(person, 19);
      const body = (await api(t.app, person).get('/api/mood/insights?days=30')).json<MoodInsights>();
      expect(body.daysWithEntries).toBe(19);
      expect(body.items).toEqual([]);
      expect(body.note).toMatch(/Servono almeno 10 giorni con un fattore e 10 senza/);
      expect(body.note).toMatch(/non una diagnosi/);
    });

    it('compares a factor once there are 10 days with and 10 without, with the numbers, in both languages', async () => {
      now = new Date(start.getTime() + 19 * 86_400_000);
      await api(t.app, person).post('/api/mood/entries', { mood: 2, factors: ['work'] });
      const it = (await api(t.app, person).get('/api/mood/insights?days=30')).json<MoodInsights>();
      expect(it.items).toHaveLength(1);
      expect(it.items[0]).toMatchObject({
        factor: 'exercise',
        withAverage: 4,
        withoutAverage: 2,
        withDays: 10,
        withoutDays: 10,
      });
      expect(it.items[0]!.text).toBe(
        'Nei giorni con «Attività fisica» il tuo umore medio è 4,0, contro 2,0 negli altri giorni (su 10 giorni con e 10 senza).',
      );
      const en = (
        await api(t.app, person).get('/api/mood/insights?days=30', {
          headers: { 'accept-language': 'en-GB' },
        })
      ).json<MoodInsights>();
      expect(en.items[0]!.text).toBe(
        'On days with “Exercise” your mood averages 4.0 vs 2.0 on other days (from 10 days with and 10 without).',
      );
      // "work" is on every day: never compared.
      expect(it.items.some((i) => i.factor === 'work')).toBe(false);
    });

    it('trends are daily averages over the chosen range', async () => {
      now = new Date(start.getTime() + 19 * 86_400_000 + 3_600_000);
      await api(t.app, person).post('/api/mood/entries', { mood: 5 });
      const week = (await api(t.app, person).get('/api/mood/trends?days=7')).json<MoodTrend>();
      expect(week.from).toBe('2026-01-14');
      expect(week.to).toBe('2026-01-20');
      expect(week.points).toHaveLength(7);
      expect(week.points.at(-1)).toEqual({ day: '2026-01-20', average: 3.5, entries: 2 });
      expect((await api(t.app, person).get('/api/mood/trends?days=12')).statusCode).toBe(400);
    });

    it('averages by weekday and by factor', async () => {
      const body = (await api(t.app, person).get('/api/mood/averages?days=30')).json<MoodAverages>();
      expect(body.byWeekday).toHaveLength(7);
      expect(body.byWeekday.reduce((n, w) => n + w.days, 0)).toBe(20);
      expect(body.byFactor.find((f) => f.factor === 'exercise')).toMatchObject({ average: 4, days: 10 });
    });

    it('exports CSV with a BOM, localized header and one row per entry', async () => {
      const res = await api(t.app, person).get('/api/mood/export.csv?from=2026-01-01&to=2026-01-02');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /attachment; filename="serenamente-umore-2026-01-20\.csv"/,
      );
      const rawBytes = res.rawPayload;
      expect([...rawBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('Data,Ora,Umore (1-5),Stato d’animo,Emozioni,Fattori,Nota');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toBe('2026-01-01,13:00,4,Calmo,,"Attività fisica; Lavoro",');
      const en = await api(t.app, person).get('/api/mood/export.csv?lang=en&from=2026-01-01&to=2026-01-01');
      expect(en.body.split('\r\n')[0]).toBe('\uFEFFDate,Time,Mood (1-5),Mood name,Emotions,Factors,Note');
    });

    it('quotes notes and keeps a note from becoming a spreadsheet formula', async () => {
      const someone = await t.signIn({ premium: true });
      now = new Date('2026-02-01T09:00:00Z');
      await api(t.app, someone).post('/api/mood/entries', { mood: 3, note: '=SUM(A1) "quoted", ok' });
      const lines = (await api(t.app, someone).get('/api/mood/export.csv')).body.split('\r\n');
      expect(lines[1]).toBe('2026-02-01,10:00,3,Neutrale,,,"\'=SUM(A1) ""quoted"", ok"');
    });
  });
});
