import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../../tests/helpers/app';
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
} from '../../../shared/schemas/reflections';
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

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const write = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...sameOrigin, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  describe('reading (open to visitors)', () => {
    it("lists SPEC's nine categories with their Italian labels, and English ones in English", async () => {
      const it_ = (await get('/api/reflections/categories')).json<{ items: { label: string }[] }>();
      expect(it_.items.map((c) => c.label)).toEqual(italianLabels);
      const en = (await get('/api/reflections/categories?lang=en')).json<{
        items: { id: string; label: string }[];
      }>();
      expect(en.items.find((c) => c.id === 'self_esteem')!.label).toBe('self-esteem');
    });

    it('lists the 15 numbered prompts first, in order, then the others', async () => {
      const body = (await get('/api/reflections/prompts')).json<ReflectionPromptList>();
      expect(body.items).toHaveLength(reflectionPrompts.length);
      expect(body.items.slice(0, 15).map((p) => p.number)).toEqual(
        Array.from({ length: 15 }, (_, i) => i + 1),
      );
      expect(body.items.slice(15).every((p) => p.number === null)).toBe(true);
      expect(typeof body.items[0]!.text).toBe('string');
    });

    it('filters prompts by category and finds them in either language, accents ignored', async () => {
      const gratitude = (
        await get('/api/reflections/prompts?category=gratitude')
      ).json<ReflectionPromptList>();
      expect(gratitude.items.length).toBeGreaterThanOrEqual(3);
      expect(gratitude.items.every((p) => p.category === 'gratitude')).toBe(true);
      const first = reflectionPrompts.find((p) => p.number === 1)!;
      const englishWord = first.text.en
        .split(' ')
        .find((w) => w.length > 6)!
        .replace(/\W/g, '');
      const found = (
        await get(`/api/reflections/prompts?lang=it&q=${encodeURIComponent(englishWord.toUpperCase())}`)
      ).json<ReflectionPromptList>();
      expect(found.items.map((p) => p.slug)).toContain(first.slug);
      const plain = (await get('/api/reflections/prompts?q=piu')).json<ReflectionPromptList>();
      const accented = (
        await get(`/api/reflections/prompts?q=${encodeURIComponent('più')}`)
      ).json<ReflectionPromptList>();
      expect(plain.items.length).toBeGreaterThan(0);
      expect(plain.items.map((p) => p.slug)).toEqual(accented.items.map((p) => p.slug));
    });

    it('lists and searches the readings by category', async () => {
      const all = (await get('/api/reflections/library?lang=en')).json<ReflectionList>();
      expect(all.items).toHaveLength(seedReflections.length);
      const flow = (await get('/api/reflections/library?category=flow')).json<ReflectionList>();
      expect(flow.items.every((r) => r.category === 'flow')).toBe(true);
      const title = seedReflections[0]!.text.it.title;
      const found = (
        await get(`/api/reflections/library?q=${encodeURIComponent(title)}`)
      ).json<ReflectionList>();
      expect(found.items[0]!.slug).toBe(seedReflections[0]!.slug);
    });

    it('gives one reflection a day: the same all day, another the next day', async () => {
      now = new Date('2025-05-05T09:00:00Z');
      const a = (await get('/api/reflections/today', author.headers)).json<ReflectionOne>().reflection.slug;
      now = new Date('2025-05-05T21:00:00Z'); // 23:00 in Rome, same day
      expect(
        (await get('/api/reflections/today', author.headers)).json<ReflectionOne>().reflection.slug,
      ).toBe(a);
      now = new Date('2025-05-05T22:30:00Z'); // past midnight in Rome
      expect(
        (await get('/api/reflections/today', author.headers)).json<ReflectionOne>().reflection.slug,
      ).not.toBe(a);
      const visitor = (await get('/api/reflections/today?category=growth')).json<ReflectionOne>();
      expect(visitor.reflection.category).toBe('growth');
      expect(visitor.viewer.signedIn).toBe(false);
      expect(
        (await get('/api/reflections/today?category=growth')).json<ReflectionOne>().reflection.slug,
      ).toBe(visitor.reflection.slug);
    });

    it('gives another random reflection on request, never the one on screen', async () => {
      const inCategory = seedReflections.filter((r) => r.category === 'resilience');
      const shown = inCategory[0]!.slug;
      for (let i = 0; i < 8; i++) {
        const r = (
          await get(`/api/reflections/random?category=resilience&exclude=${shown}`)
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
      expect((await get('/api/reflections/entries')).statusCode).toBe(401);
      expect((await write('POST', '/api/reflections/entries', {}, { body: 'hello' })).statusCode).toBe(401);
    });

    it("refuses an empty or blank reflection with SPEC's message, in each language", async () => {
      const blank = await write('POST', '/api/reflections/entries', author.headers, { body: ' \n\t ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toMatchObject({
        code: 'reflections.empty',
        message: 'Riflessione vuota – scrivi qualcosa prima di salvare',
      });
      const en = await write('POST', '/api/reflections/entries?lang=en', author.headers, { body: '' });
      expect(en.json().error.message).toBe('Empty reflection – write something before saving');
    });

    it('refuses a reflection over 10,000 characters and an unknown prompt', async () => {
      const long = await write('POST', '/api/reflections/entries', author.headers, {
        body: 'a'.repeat(10_001),
      });
      expect(long.statusCode).toBe(400);
      const unknown = await write('POST', '/api/reflections/entries', author.headers, {
        body: 'ok',
        promptSlug: 'nope',
      });
      expect(unknown.json().error.code).toBe('reflections.prompt_not_found');
    });

    it('saves a reflection with its prompt and logs the fact, never the words', async () => {
      now = new Date('2025-05-06T07:00:00Z');
      const res = await write('POST', '/api/reflections/entries', author.headers, {
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
      const both = await write('POST', '/api/reflections/entries', author.headers, {
        body: 'x',
        promptSlug: prompt.slug,
        reflectionSlug: reading.slug,
      });
      expect(both.statusCode).toBe(400);
      const unknown = await write('POST', '/api/reflections/entries', author.headers, {
        body: 'x',
        reflectionSlug: 'nope',
      });
      expect(unknown.json().error.code).toBe('reflections.reading_not_found');
      now = new Date('2025-05-06T07:30:00Z');
      const res = await write('POST', '/api/reflections/entries?lang=en', author.headers, {
        body: 'An answer to the reading.',
        reflectionSlug: reading.slug,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json<ReflectionEntry>()).toMatchObject({
        prompt: null,
        reflection: { slug: reading.slug, title: reading.text.en.title, question: reading.text.en.question },
        category: reading.category,
      });
      const del = await write(
        'DELETE',
        `/api/reflections/entries/${res.json<ReflectionEntry>().id}`,
        author.headers,
      );
      expect(del.statusCode).toBe(204);
    });

    it('lists my reflections newest first, and nobody else’s', async () => {
      now = new Date('2025-05-06T08:00:00Z');
      await write('POST', '/api/reflections/entries', author.headers, { body: 'Second one, free writing.' });
      const mine = (await get('/api/reflections/entries', author.headers)).json<ReflectionEntryList>();
      expect(mine.total).toBe(2);
      expect(mine.items.map((e) => e.body)).toEqual(['Second one, free writing.', entry.body]);
      expect(mine.items[0]!.prompt).toBeNull();
      const page = (
        await get('/api/reflections/entries?limit=1&offset=1', author.headers)
      ).json<ReflectionEntryList>();
      expect(page.items.map((e) => e.id)).toEqual([entry.id]);
      expect((await get('/api/reflections/entries', stranger.headers)).json<ReflectionEntryList>()).toEqual({
        items: [],
        total: 0,
      });
    });

    it('lets only the author read, edit or delete an entry: others get 404 and change nothing', async () => {
      const url = `/api/reflections/entries/${entry.id}`;
      expect((await get(url, stranger.headers)).statusCode).toBe(404);
      const edit = await write('PATCH', url, stranger.headers, { body: 'hijacked' });
      expect(edit.statusCode).toBe(404);
      expect(edit.json().error.code).toBe('reflections.not_found');
      expect((await write('DELETE', url, stranger.headers)).statusCode).toBe(404);
      expect((await get(url, author.headers)).json<ReflectionEntry>().body).toBe(entry.body);
    });

    it('edits an entry (not to blank) and keeps its prompt', async () => {
      const url = `/api/reflections/entries/${entry.id}`;
      expect((await write('PATCH', url, author.headers, { body: '   ' })).json().error.code).toBe(
        'reflections.empty',
      );
      now = new Date('2025-05-07T10:00:00Z');
      const res = await write('PATCH', url, author.headers, { body: 'Rewritten, calmer.' });
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
      expect((await write('DELETE', url, author.headers)).statusCode).toBe(204);
      expect((await get(url, author.headers)).statusCode).toBe(404);
      expect((await write('DELETE', url, author.headers)).statusCode).toBe(404);
      expect((await get('/api/reflections/entries/not-a-uuid', author.headers)).statusCode).toBe(400);
    });
  });
});
