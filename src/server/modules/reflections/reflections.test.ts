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
  ReflectionEntry,
  ReflectionEntryList,
  ReflectionList,
  ReflectionOne,
  ReflectionPromptList,
} from '@shared/schemas/reflections';
import { reflectionPrompts, reflections as seedReflections } from '../../db/seed/content/reflections';
import { seedContent } from '../../db/seed';
import { activityLogTable } from '../activity/activity.table';

const italianLabels = [
  'gratitudine',
  'resilienza',
  'auto-consapevolezza',
  'auto-stima',
  'auto-compassione',
  'consapevolezza',
  'crescita',
  'connessione',
  'flow',
];

describe(`reflections API (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let now = new Date('2025-05-05T09:00:00Z');
  let author: SignedInTestUser;
  let stranger: SignedInTestUser;

  beforeAll(async () => {
    t = await createTestAppWithUsers({ clock: () => now });
    await seedContent(t.database.db);
    author = await t.signIn();
    stranger = await t.signIn();
  });
  afterAll(() => t.close());

  describe('reading (open to visitors)', () => {
    it("lists SPEC's nine categories with their Italian labels, and English ones in English", async () => {
      const it_ = (await api(t.app).get('/api/reflections/categories')).json<{
        items: { label: string }[];
      }>();
      expect(it_.items.map((c) => c.label)).toEqual(italianLabels);
      const en = (await api(t.app).get('/api/reflections/categories?lang=en')).json<{
        items: { id: string; label: string }[];
      }>();
      expect(en.items.find((c) => c.id === 'self_esteem')!.label).toBe('self-esteem');
    });

    it('lists the 15 numbered prompts first, in order, then the others', async () => {
      const body = (await api(t.app).get('/api/reflections/prompts')).json<ReflectionPromptList>();
      expect(body.items).toHaveLength(reflectionPrompts.length);
      expect(body.items.slice(0, 15).map((p) => p.number)).toEqual(
        Array.from({ length: 15 }, (_, i) => i + 1),
      );
      expect(body.items.slice(15).every((p) => p.number === null)).toBe(true);
      expect(typeof body.items[0]!.text).toBe('string');
    });

    it('filters prompts by category and finds them in either language, accents ignored', async () => {
      const gratitude = (
        await api(t.app).get('/api/reflections/prompts?category=gratitude')
      ).json<ReflectionPromptList>();
      expect(gratitude.items.length).toBeGreaterThanOrEqual(3);
      expect(gratitude.items.every((p) => p.category === 'gratitude')).toBe(true);
      const first = reflectionPrompts.find((p) => p.number === 1)!;
      const englishWord = first.text.en
        .split(' ')
        .find((w) => w.length > 6)!
        .replace(/\W/g, '');
      const found = (
        await api(t.app).get(
          `/api/reflections/prompts?lang=it&q=${encodeURIComponent(englishWord.toUpperCase())}`,
        )
      ).json<ReflectionPromptList>();
      expect(found.items.map((p) => p.slug)).toContain(first.slug);
      const plain = (await api(t.app).get('/api/reflections/prompts?q=piu')).json<ReflectionPromptList>();
      const accented = (
        await api(t.app).get(`/api/reflections/prompts?q=${encodeURIComponent('più')}`)
      ).json<ReflectionPromptList>();
      expect(plain.items.length).toBeGreaterThan(0);
      expect(plain.items.map((p) => p.slug)).toEqual(accented.items.map((p) => p.slug));
    });

    it('lists and searches the readings by category', async () => {
      const all = (await api(t.app).get('/api/reflections/library?lang=en')).json<ReflectionList>();
      expect(all.items).toHaveLength(seedReflections.length);
      const flow = (await api(t.app).get('/api/reflections/library?category=flow')).json<ReflectionList>();
      expect(flow.items.every((r) => r.category === 'flow')).toBe(true);
      const title = seedReflections[0]!.text.it.title;
      const found = (
        await api(t.app).get(`/api/reflections/library?q=${encodeURIComponent(title)}`)
      ).json<ReflectionList>();
      expect(found.items[0]!.slug).toBe(seedReflections[0]!.slug);
    });

    it('gives one reflection a day: the same all day, another the next day', async () => {
      now = new Date('2025-05-05T09:00:00Z');
      const a = (await api(t.app, author).get('/api/reflections/today')).json<ReflectionOne>().reflection
        .slug;
      now = new Date('2025-05-05T21:00:00Z'); // 23:00 in Rome, same day
      expect(
        (await api(t.app, author).get('/api/reflections/today')).json<ReflectionOne>().reflection.slug,
      ).toBe(a);
      now = new Date('2025-05-05T22:30:00Z'); // past midnight in Rome
      expect(
        (await api(t.app, author).get('/api/reflections/today')).json<ReflectionOne>().reflection.slug,
      ).not.toBe(a);
      const visitor = (await api(t.app).get('/api/reflections/today?category=growth')).json<ReflectionOne>();
      expect(visitor.reflection.category).toBe('growth');
      expect(visitor.viewer.signedIn).toBe(false);
      expect(
        (await api(t.app).get('/api/reflections/today?category=growth')).json<ReflectionOne>().reflection
          .slug,
      ).toBe(visitor.reflection.slug);
    });

    it('gives another random reflection on request, never the one on screen', async () => {
      const inCategory = seedReflections.filter((r) => r.category === 'resilience');
      const shown = inCategory[0]!.slug;
      for (let i = 0; i < 8; i++) {
        const r = (
          await api(t.app).get(`/api/reflections/random?category=resilience&exclude=${shown}`)
        ).json<ReflectionOne>().reflection;
        expect(r.category).toBe('resilience');
        expect(r.slug).not.toBe(shown);
      }
    });
  });

  describe('writing (signed-in users, each their own)', () => {
    let entry: ReflectionEntry;
    const prompt = reflectionPrompts.find((p) => p.number === 3)!;

    it('refuses visitors with 401', async () => {
      expect((await api(t.app).get('/api/reflections/entries')).statusCode).toBe(401);
      expect((await api(t.app).post('/api/reflections/entries', { body: 'hello' })).statusCode).toBe(401);
    });

    it("refuses an empty or blank reflection with SPEC's message, in each language", async () => {
      const blank = await api(t.app, author).post('/api/reflections/entries', { body: ' \n\t ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toMatchObject({
        code: 'reflections.empty',
        message: 'Riflessione vuota – scrivi qualcosa prima di salvare',
      });
      const en = await api(t.app, author).post('/api/reflections/entries?lang=en', { body: '' });
      expect(en.json().error.message).toBe('Empty reflection – write something before saving');
    });

    it('refuses a reflection over 10,000 characters and an unknown prompt', async () => {
      const long = await api(t.app, author).post('/api/reflections/entries', {
        body: 'a'.repeat(10_001),
      });
      expect(long.statusCode).toBe(400);
      const unknown = await api(t.app, author).post('/api/reflections/entries', {
        body: 'ok',
        promptSlug: 'nope',
      });
      expect(unknown.json().error.code).toBe('reflections.prompt_not_found');
    });

    it('saves a reflection with its prompt and logs the fact, never the words', async () => {
      now = new Date('2025-05-06T07:00:00Z');
      const res = await api(t.app, author).post('/api/reflections/entries', {
        body: '  Oggi ho notato il sole sul balcone.  ',
        promptSlug: prompt.slug,
      });
      expect(res.statusCode).toBe(201);
      entry = res.json<ReflectionEntry>();
      expect(entry).toMatchObject({
        body: 'Oggi ho notato il sole sul balcone.',
        prompt: { slug: prompt.slug, number: 3, text: prompt.text.it },
        category: prompt.category,
        createdAt: now.toISOString(),
      });
      const log = await t.database.db
        .select()
        .from(activityLogTable)
        .where(eq(activityLogTable.userId, author.id));
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        kind: 'reflection_saved',
        ref: prompt.slug,
        day: '2025-05-06',
        meta: null,
      });
      expect(JSON.stringify(log)).not.toContain('balcone');
    });

    it("saves an answer to a reading's question, not to a prompt and a reading at once", async () => {
      const reading = seedReflections[4]!;
      const both = await api(t.app, author).post('/api/reflections/entries', {
        body: 'x',
        promptSlug: prompt.slug,
        reflectionSlug: reading.slug,
      });
      expect(both.statusCode).toBe(400);
      const unknown = await api(t.app, author).post('/api/reflections/entries', {
        body: 'x',
        reflectionSlug: 'nope',
      });
      expect(unknown.json().error.code).toBe('reflections.reading_not_found');
      now = new Date('2025-05-06T07:30:00Z');
      const res = await api(t.app, author).post('/api/reflections/entries?lang=en', {
        body: 'An answer to the reading.',
        reflectionSlug: reading.slug,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json<ReflectionEntry>()).toMatchObject({
        prompt: null,
        reflection: { slug: reading.slug, title: reading.text.en.title, question: reading.text.en.question },
        category: reading.category,
      });
      const del = await api(t.app, author).delete(
        `/api/reflections/entries/${res.json<ReflectionEntry>().id}`,
      );
      expect(del.statusCode).toBe(204);
    });

    it('lists my reflections newest first, and nobody else’s', async () => {
      now = new Date('2025-05-06T08:00:00Z');
      await api(t.app, author).post('/api/reflections/entries', { body: 'Second one, free writing.' });
      const mine = (await api(t.app, author).get('/api/reflections/entries')).json<ReflectionEntryList>();
      expect(mine.total).toBe(2);
      expect(mine.items.map((e) => e.body)).toEqual(['Second one, free writing.', entry.body]);
      expect(mine.items[0]!.prompt).toBeNull();
      const page = (
        await api(t.app, author).get('/api/reflections/entries?limit=1&offset=1')
      ).json<ReflectionEntryList>();
      expect(page.items.map((e) => e.id)).toEqual([entry.id]);
      expect(
        (await api(t.app, stranger).get('/api/reflections/entries')).json<ReflectionEntryList>(),
      ).toEqual({
        items: [],
        total: 0,
      });
    });

    it('lets only the author read, edit or delete an entry: others get 404 and change nothing', async () => {
      const url = `/api/reflections/entries/${entry.id}`;
      expect((await api(t.app, stranger).get(url)).statusCode).toBe(404);
      const edit = await api(t.app, stranger).patch(url, { body: 'hijacked' });
      expect(edit.statusCode).toBe(404);
      expect(edit.json().error.code).toBe('reflections.not_found');
      expect((await api(t.app, stranger).delete(url)).statusCode).toBe(404);
      expect((await api(t.app, author).get(url)).json<ReflectionEntry>().body).toBe(entry.body);
    });

    it('edits an entry (not to blank) and keeps its prompt', async () => {
      const url = `/api/reflections/entries/${entry.id}`;
      expect((await api(t.app, author).patch(url, { body: '   ' })).json().error.code).toBe(
        'reflections.empty',
      );
      now = new Date('2025-05-07T10:00:00Z');
      const res = await api(t.app, author).patch(url, { body: 'Rewritten, calmer.' });
      expect(res.statusCode).toBe(200);
      expect(res.json<ReflectionEntry>()).toMatchObject({
        body: 'Rewritten, calmer.',
        prompt: { slug: prompt.slug },
        updatedAt: now.toISOString(),
        createdAt: entry.createdAt,
      });
    });

    it('deletes an entry for good', async () => {
      const url = `/api/reflections/entries/${entry.id}`;
      expect((await api(t.app, author).delete(url)).statusCode).toBe(204);
      expect((await api(t.app, author).get(url)).statusCode).toBe(404);
      expect((await api(t.app, author).delete(url)).statusCode).toBe(404);
      expect((await api(t.app, author).get('/api/reflections/entries/not-a-uuid')).statusCode).toBe(400);
    });
  });
});
