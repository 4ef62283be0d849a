import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../../tests/helpers/app';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type { ExerciseDetail, ExerciseList } from '@shared/schemas/exercises';
import { exercises as seedExercises } from '../../db/seed/content/exercises';
import { seedContent } from '../../db/seed';
import { activityLogTable } from '../activity/activity.table';

const freeSlug = seedExercises.find((e) => !e.premium)!.slug;
const premiumSlug = seedExercises.find((e) => e.premium)!.slug;

describe(`exercises API (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let now = new Date('2025-03-01T23:30:00Z');
  let free: SignedInTestUser;
  let other: SignedInTestUser;
  let premium: SignedInTestUser;
  let admin: SignedInTestUser;

  beforeAll(async () => {
    t = await createTestAppWithUsers({ clock: () => now });
    await seedContent(t.database.db);
    free = await t.signIn({ timeZone: 'Europe/Rome' });
    other = await t.signIn();
    premium = await t.signIn({ premium: true });
    admin = await t.signIn({ isAdmin: true });
  });
  afterAll(() => t.close());

  const list = async (query = '', headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/exercises${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<ExerciseList>();
  };
  const detail = (slug: string, headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/exercises/${slug}${query}`, headers });

  describe('catalogue', () => {
    it('lists every exercise to visitors, in one language, premium ones marked and locked', async () => {
      const body = await list();
      expect(body.items).toHaveLength(seedExercises.length);
      expect(body.viewer).toEqual({ signedIn: false, premium: false });
      const box = body.items.find((e) => e.slug === 'box-breathing')!;
      expect(box.title).toBe(seedExercises.find((e) => e.slug === 'box-breathing')!.text.it.title);
      expect(box).not.toHaveProperty('steps');
      expect(body.items.find((e) => e.slug === premiumSlug)).toMatchObject({ premium: true, locked: true });
      expect(body.items.find((e) => e.slug === freeSlug)).toMatchObject({
        premium: false,
        locked: false,
        completedCount: null,
      });
    });

    it('answers in the language of ?lang, then of Accept-Language', async () => {
      const english = seedExercises[0]!.text.en.title;
      expect((await list('?lang=en')).items[0]!.title).toBe(english);
      expect((await list('', { 'accept-language': 'en-GB,en;q=0.9' })).items[0]!.title).toBe(english);
      expect((await list('', { 'accept-language': 'it-IT' })).items[0]!.title).toBe(
        seedExercises[0]!.text.it.title,
      );
    });

    it('filters by category', async () => {
      const body = await list('?category=breathing');
      expect(body.items.length).toBe(seedExercises.filter((e) => e.category === 'breathing').length);
      expect(body.items.every((e) => e.category === 'breathing')).toBe(true);
    });

    it('refuses an unknown category with a 400', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/exercises?category=nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation.failed');
    });

    it('searches both languages whatever the answer language, ignoring accents and case', async () => {
      const italianWord = await list('?lang=en&q=RESPIRAZIONE');
      expect(italianWord.items.map((e) => e.slug)).toContain('box-breathing');
      const accented = await list('?q=perch%C3%A9');
      const plain = await list('?q=PERCHE');
      expect(accented.items.length).toBeGreaterThan(0);
      expect(plain.items.map((e) => e.slug)).toEqual(accented.items.map((e) => e.slug));
    });

    it('needs every word of a search, and treats % and _ as plain characters', async () => {
      const both = await list('?q=box%20quadrata');
      expect(both.items.map((e) => e.slug)).toEqual(['box-breathing']);
      expect((await list('?q=box%20zzzzqqq')).items).toEqual([]);
      expect((await list('?q=%25')).items.length).toBeLessThan(seedExercises.length);
      expect((await list('?q=_')).items.length).toBeLessThan(seedExercises.length);
    });

    it('combines category and search', async () => {
      const body = await list('?category=sleep&q=sonno');
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.every((e) => e.category === 'sleep')).toBe(true);
    });
  });

  describe('details and premium gating', () => {
    it('shows a free exercise’s goal and steps to visitors, without personal data', async () => {
      const res = await detail(freeSlug, {}, '?lang=en');
      expect(res.statusCode).toBe(200);
      const body = res.json<ExerciseDetail>();
      expect(body.steps).toEqual(seedExercises.find((e) => e.slug === freeSlug)!.text.en.steps);
      expect(body.progress).toBeNull();
    });

    it.each([
      ['a visitor', () => ({})],
      ['a free user', () => free.headers],
    ])('refuses a premium exercise’s steps to %s with plans.premium_required', async (_who, headers) => {
      const res = await detail(premiumSlug, headers());
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('plans.premium_required');
      expect(res.body).not.toContain(seedExercises.find((e) => e.slug === premiumSlug)!.text.it.steps[0]);
    });

    it.each([
      ['a premium user', () => premium.headers],
      ['an administrator', () => admin.headers],
    ])('serves a premium exercise’s steps to %s', async (_who, headers) => {
      const res = await detail(premiumSlug, headers());
      expect(res.statusCode).toBe(200);
      expect(res.json<ExerciseDetail>()).toMatchObject({ premium: true, locked: false });
      expect(res.json<ExerciseDetail>().steps.length).toBeGreaterThan(0);
    });

    it('answers 404 exercises.not_found for an unknown exercise and 400 for a malformed slug', async () => {
      const missing = await detail('no-such-exercise');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('exercises.not_found');
      expect((await detail('Bad%20Slug')).statusCode).toBe(400);
    });
  });

  describe('personal notes', () => {
    const putNote = (slug: string, note: unknown, headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/exercises/${slug}/note`,
        headers: { ...sameOrigin, ...headers },
        payload: { note },
      });

    it('needs a signed-in user', async () => {
      const res = await putNote(freeSlug, 'hello', {});
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('auth.unauthenticated');
    });

    it('saves, edits and shows the note only to its author', async () => {
      expect((await putNote(freeSlug, '  First thought  ', free.headers)).json().progress.note).toBe(
        'First thought',
      );
      const edited = await putNote(freeSlug, 'Second thought', free.headers);
      expect(edited.statusCode).toBe(200);
      expect(edited.json().progress).toMatchObject({
        note: 'Second thought',
        noteUpdatedAt: now.toISOString(),
      });
      expect((await detail(freeSlug, free.headers)).json<ExerciseDetail>().progress!.note).toBe(
        'Second thought',
      );
      expect((await detail(freeSlug, other.headers)).json<ExerciseDetail>().progress!.note).toBe('');
    });

    it('refuses notes longer than 5000 characters, and cross-site requests', async () => {
      const long = await putNote(freeSlug, 'x'.repeat(5001), free.headers);
      expect(long.statusCode).toBe(400);
      expect(long.json().error.code).toBe('validation.failed');
      const crossSite = await t.app.inject({
        method: 'PUT',
        url: `/api/exercises/${freeSlug}/note`,
        headers: { ...free.headers, origin: 'https://evil.example' },
        payload: { note: 'x' },
      });
      expect(crossSite.statusCode).toBe(403);
    });

    it('keeps notes on premium exercises for entitled users only', async () => {
      expect((await putNote(premiumSlug, 'note', free.headers)).statusCode).toBe(403);
      expect((await putNote(premiumSlug, 'note', premium.headers)).statusCode).toBe(200);
    });
  });

  describe('completions', () => {
    const complete = (slug: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/exercises/${slug}/completions`,
        headers: { ...sameOrigin, ...headers },
      });

    it('needs a signed-in user', async () => {
      expect((await complete(freeSlug, {})).statusCode).toBe(401);
    });

    it('counts each completion and writes it to the activity log on the user’s calendar day', async () => {
      now = new Date('2025-03-01T23:30:00Z'); // already 2 March in Rome
      const first = await complete(freeSlug, free.headers);
      expect(first.statusCode).toBe(201);
      expect(first.json().progress).toMatchObject({ completedCount: 1, lastCompletedAt: now.toISOString() });
      const second = await complete(freeSlug, free.headers);
      expect(second.json().progress.completedCount).toBe(2);

      const log = await t.database.db
        .select()
        .from(activityLogTable)
        .where(and(eq(activityLogTable.userId, free.id), eq(activityLogTable.kind, 'exercise_completed')));
      expect(log).toHaveLength(2);
      expect(log[0]).toMatchObject({ ref: freeSlug, day: '2025-03-02' });
    });

    it('shows completions in the list to their owner only', async () => {
      const mine = await list('', free.headers);
      expect(mine.viewer).toEqual({ signedIn: true, premium: false });
      expect(mine.items.find((e) => e.slug === freeSlug)!.completedCount).toBe(2);
      expect((await list('', other.headers)).items.find((e) => e.slug === freeSlug)!.completedCount).toBe(0);
      expect((await list()).items.find((e) => e.slug === freeSlug)!.completedCount).toBeNull();
      expect((await detail(freeSlug, other.headers)).json<ExerciseDetail>().progress!.completedCount).toBe(0);
    });

    it('refuses to complete a premium exercise without entitlement, and an unknown one', async () => {
      expect((await complete(premiumSlug, free.headers)).statusCode).toBe(403);
      expect((await complete(premiumSlug, premium.headers)).statusCode).toBe(201);
      expect((await complete('no-such-exercise', free.headers)).statusCode).toBe(404);
    });
  });
});
