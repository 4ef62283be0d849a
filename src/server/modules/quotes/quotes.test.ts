import { and, arrayContains, arrayOverlaps, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Caller } from '../../../../tests/helpers/api';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type { DailyQuote } from '@shared/schemas/quotes';
import { quotes as seedQuotes } from '../../db/seed/content/quotes';
import { seedContent } from '../../db/seed';
import { quotesTable } from '../content/content.table';
import { dailyIndex } from './daily-pick';

const bySlug = new Map(seedQuotes.map((q) => [q.slug, q]));

describe('dailyIndex', () => {
  it('walks the whole list before repeating, from a different start per person', () => {
    const days = Array.from({ length: 41 }, (_, i) =>
      new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const seen = days.map((day) => dailyIndex({ seed: 'someone', day, count: 41 }));
    expect(new Set(seen).size).toBe(41);
    const starts = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => dailyIndex({ seed, day: days[0]!, count: 41 })),
    );
    expect(starts.size).toBeGreaterThan(1);
  });
});

describe(`daily quote API (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let now = new Date('2025-03-01T23:30:00Z');
  let rome: SignedInTestUser;
  let newYork: SignedInTestUser;

  beforeAll(async () => {
    t = await createTestAppWithUsers({ clock: () => now });
    await seedContent(t.database.db);
    rome = await t.signIn({ timeZone: 'Europe/Rome' });
    newYork = await t.signIn({ timeZone: 'America/New_York' });
  });
  afterAll(() => t.close());

  const daily = async (query = '', caller?: Caller) => {
    const res = await api(t.app, caller).get(`/api/quotes/daily${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<DailyQuote>();
  };
  const putPrefs = (payload: Record<string, unknown>, caller?: Caller) =>
    api(t.app, caller).put('/api/quotes/preferences', payload);

  it('gives a visitor the same quote all day, in the request language only', async () => {
    now = new Date('2025-03-10T08:00:00Z');
    const morning = await daily('?lang=en');
    now = new Date('2025-03-10T20:00:00Z');
    const evening = await daily('?lang=en');
    expect(evening.quote).toEqual(morning.quote);
    expect(morning.quote.text).toBe(bySlug.get(morning.quote.slug)!.text.en);
    expect(morning).toMatchObject({
      day: '2025-03-10',
      signedIn: false,
      matched: true,
      preferences: { categories: [], mood: null },
    });
    now = new Date('2025-03-11T08:00:00Z');
    expect((await daily('?lang=en')).quote.slug).not.toBe(morning.quote.slug);
  });

  it('counts the day in the signed-in user’s time zone, and in the visitor’s given one', async () => {
    now = new Date('2025-03-01T23:30:00Z');
    expect((await daily('', rome)).day).toBe('2025-03-02');
    expect((await daily('', newYork)).day).toBe('2025-03-01');
    expect((await daily('?timeZone=Asia/Tokyo')).day).toBe('2025-03-02');
    expect((await daily('?timeZone=America/Los_Angeles')).day).toBe('2025-03-01');
    expect((await daily('?timeZone=Not/AZone')).day).toBe('2025-03-02');
  });

  it('gives each user their own quote of the day, stable through the day', async () => {
    now = new Date('2025-04-01T09:00:00Z');
    const users = await Promise.all(Array.from({ length: 6 }, () => t.signIn()));
    const slugs = await Promise.all(users.map(async (u) => (await daily('', u)).quote.slug));
    expect(new Set(slugs).size).toBeGreaterThan(1);
    now = new Date('2025-04-01T18:00:00Z');
    expect((await daily('', users[0])).quote.slug).toBe(slugs[0]);
  });

  it('follows a visitor’s categories and mood from the query', async () => {
    const q = await daily('?categories=hope,courage&mood=sad');
    const seed = bySlug.get(q.quote.slug)!;
    expect(seed.moods).toContain('sad');
    expect(seed.categories.some((c) => c === 'hope' || c === 'courage')).toBe(true);
    expect(q.preferences).toEqual({ categories: ['courage', 'hope'], mood: 'sad' });
    expect((await daily('?categories=hope,nonsense')).preferences.categories).toEqual(['hope']);
    const bad = await api(t.app).get('/api/quotes/daily?mood=furious');
    expect(bad.statusCode).toBe(400);
  });

  it('stores a signed-in user’s preferences and uses them for the daily quote', async () => {
    expect((await api(t.app, rome).get('/api/quotes/preferences')).json()).toEqual({
      categories: [],
      mood: null,
    });
    const saved = await putPrefs({ categories: ['mindfulness', 'calm', 'calm'], mood: 'anxious' }, rome);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ categories: ['calm', 'mindfulness'], mood: 'anxious' });
    const q = await daily('?categories=gratitude&mood=happy', rome);
    expect(q.preferences).toEqual({ categories: ['calm', 'mindfulness'], mood: 'anxious' });
    const seed = bySlug.get(q.quote.slug)!;
    expect(seed.moods).toContain('anxious');
    expect(seed.categories.some((c) => c === 'calm' || c === 'mindfulness')).toBe(true);
    expect((await api(t.app, newYork).get('/api/quotes/preferences')).json()).toEqual({
      categories: [],
      mood: null,
    });
  });

  it('keeps preferences for signed-in users only and refuses unknown values', async () => {
    expect((await api(t.app).get('/api/quotes/preferences')).statusCode).toBe(401);
    expect((await putPrefs({ categories: [], mood: null })).statusCode).toBe(401);
    expect((await putPrefs({ categories: ['nope'], mood: null }, rome)).statusCode).toBe(400);
    expect((await putPrefs({ categories: [], mood: 'furious' }, rome)).statusCode).toBe(400);
  });

  it('widens the choice rather than failing when no quote matches every preference', async () => {
    // Make sure no quote is both "courage" and "calm" in this database.
    const clash = await t.database.db
      .select({ id: quotesTable.id })
      .from(quotesTable)
      .where(
        and(arrayOverlaps(quotesTable.categories, ['courage']), arrayContains(quotesTable.moods, ['calm'])),
      );
    if (clash.length)
      await t.database.db.delete(quotesTable).where(
        inArray(
          quotesTable.id,
          clash.map((c) => c.id),
        ),
      );
    const q = await daily('?categories=courage&mood=calm');
    expect(q.matched).toBe(false);
    expect(bySlug.get(q.quote.slug)!.moods).toContain('calm');
  });
});
