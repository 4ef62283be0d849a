import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail, ContentList, ExerciseItem, QuoteItem } from '@shared/schemas/admin-content';
import type { DailyQuote } from '@shared/schemas/quotes';
import { api } from '../../../../tests/helpers/api';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { seedContent } from '../../db/seed';
import { auditLogTable } from '../admin/admin.table';
import { staffSession } from '../admin/admin.test-utils';
import { exercisesTable, quotesTable } from '../content/content.table';

type Staff = Awaited<ReturnType<typeof staffSession>>;

const newExercise: ExerciseItem = {
  slug: 'respiro-del-mattino',
  category: 'breathing',
  durationMinutes: 4,
  premium: true,
  text: {
    it: {
      title: 'Respiro del mattino',
      summary: 'Tre minuti per cominciare.',
      goal: 'Svegliarsi con calma.',
      steps: ['Siediti.', 'Respira piano.'],
      tip: '',
    },
    en: {
      title: 'Morning breath',
      summary: 'Three minutes to begin.',
      goal: 'Waking up calmly.',
      steps: ['Sit down.', 'Breathe slowly.'],
      tip: 'Smile.',
    },
  },
};

describe(`content administration (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Staff;
  let editor: Staff;
  const now = new Date('2026-05-04T09:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedContent(t.database.db);
    admin = await staffSession(t.app, t.database.db, { role: 'admin' });
    editor = await staffSession(t.app, t.database.db, { role: 'editor' });
  });
  afterAll(() => t.close());

  const auditOf = (action: string, targetId: string) =>
    t.database.db
      .select()
      .from(auditLogTable)
      .where(and(eq(auditLogTable.action, action), eq(auditLogTable.targetId, targetId)));
  const publicSlugs = async (url: string) =>
    (await api(t.app).get(url)).json<{ items: { slug: string }[] }>().items.map((i) => i.slug);

  it('shows an edited quote in the public daily quote at once, in both languages, and audits it', async () => {
    const today = (await api(t.app).get('/api/quotes/daily?lang=it&timeZone=Europe/Rome')).json<DailyQuote>();
    const slug = today.quote.slug;
    const current = (await api(t.app, editor).get(`/api/admin/content/quotes/${slug}`)).json<
      ContentDetail<'quotes'>
    >();
    expect(current.published).toBe(true);
    const edited: QuoteItem = {
      ...current.item,
      text: { it: 'Respira: sei qui.', en: 'Breathe: you are here.' },
    };

    const res = await api(t.app, editor).put(`/api/admin/content/quotes/${slug}`, edited);
    expect(res.statusCode).toBe(200);
    expect(res.json<ContentDetail<'quotes'>>()).toMatchObject({ editedAt: now.toISOString(), item: edited });

    for (const [lang, text] of [
      ['it', 'Respira: sei qui.'],
      ['en', 'Breathe: you are here.'],
    ] as const) {
      const after = (
        await api(t.app).get(`/api/quotes/daily?lang=${lang}&timeZone=Europe/Rome`)
      ).json<DailyQuote>();
      expect(after.quote).toMatchObject({ slug, text });
    }
    const [entry] = await auditOf('content.update', slug);
    expect(entry).toMatchObject({
      actorId: editor.user.id,
      actorName: editor.user.username,
      targetType: 'quote',
    });
    expect(entry!.before).toMatchObject({ text: current.item.text });
    expect(entry!.after).toMatchObject({ text: edited.text });
  });

  it('never lets a re-seed overwrite an edit or bring back an unpublished item', async () => {
    const [quote] = await t.database.db.select().from(quotesTable).where(eq(quotesTable.position, 3));
    const slug = quote!.slug;
    const detail = (await api(t.app, admin).get(`/api/admin/content/quotes/${slug}`)).json<
      ContentDetail<'quotes'>
    >();
    const edited = {
      ...detail.item,
      author: 'Autrice modificata',
      text: { it: 'Testo nuovo.', en: 'New text.' },
    };
    expect((await api(t.app, admin).put(`/api/admin/content/quotes/${slug}`, edited)).statusCode).toBe(200);
    expect((await api(t.app, admin).post(`/api/admin/content/quotes/${slug}/unpublish`)).statusCode).toBe(
      200,
    );

    await seedContent(t.database.db);

    const again = (await api(t.app, admin).get(`/api/admin/content/quotes/${slug}`)).json<
      ContentDetail<'quotes'>
    >();
    expect(again).toMatchObject({ published: false, item: edited });
  });

  it('creates an item unpublished, hidden from the public until it is published', async () => {
    const res = await api(t.app, editor).post('/api/admin/content/exercises', newExercise);
    expect(res.statusCode).toBe(201);
    const created = res.json<ContentDetail<'exercises'>>();
    expect(created).toMatchObject({ published: false, editedAt: now.toISOString() });
    // An empty tip is stored as no tip.
    expect(created.item.text.it.tip).toBe('');
    const [row] = await t.database.db
      .select()
      .from(exercisesTable)
      .where(eq(exercisesTable.slug, newExercise.slug));
    expect(row!.text.it).not.toHaveProperty('tip');

    expect(await publicSlugs('/api/exercises')).not.toContain(newExercise.slug);
    expect((await api(t.app).get(`/api/exercises/${newExercise.slug}`)).statusCode).toBe(404);

    const published = await api(t.app, editor).post(
      `/api/admin/content/exercises/${newExercise.slug}/publish`,
    );
    expect(published.json()).toMatchObject({ published: true });
    expect(await publicSlugs('/api/exercises')).toContain(newExercise.slug);
    expect((await api(t.app, admin).get(`/api/exercises/${newExercise.slug}?lang=en`)).json()).toMatchObject({
      title: 'Morning breath',
      tip: 'Smile.',
      premium: true,
    });
    expect(await auditOf('content.create', newExercise.slug)).toHaveLength(1);
    expect(await auditOf('content.publish', newExercise.slug)).toMatchObject([
      { before: { published: false }, after: { published: true } },
    ]);
  });

  it('hides an unpublished item from every public list, its page and the sitemap', async () => {
    const cases = [
      ['exercises', '/api/exercises', '/api/exercises/'],
      ['meditations', '/api/meditations', '/api/meditations/'],
      ['resources', '/api/resources', '/api/resources/'],
      ['reflection-prompts', '/api/reflections/prompts', null],
      ['reflections', '/api/reflections/library', null],
    ] as const;
    for (const [kind, list, page] of cases) {
      const slug = (await publicSlugs(list))[0]!;
      const res = await api(t.app, admin).post(`/api/admin/content/${kind}/${slug}/unpublish`);
      expect(res.statusCode, kind).toBe(200);
      expect(await publicSlugs(list), kind).not.toContain(slug);
      if (page) expect((await api(t.app, admin).get(`${page}${slug}`)).statusCode, kind).toBe(404);
      const admins = (
        await api(t.app, admin).get(`/api/admin/content/${kind}?status=unpublished`)
      ).json<ContentList>();
      expect(
        admins.items.map((i) => i.slug),
        kind,
      ).toContain(slug);
      expect(await auditOf('content.unpublish', slug), kind).toHaveLength(1);
      const sitemap = await t.app.inject({ url: '/sitemap.xml' });
      expect(sitemap.body, kind).not.toContain(slug);
    }
  });

  it('lists every kind with search, in both languages', async () => {
    const res = await api(t.app, editor).get('/api/admin/content/exercises?q=MORNING');
    expect(res.json<ContentList>().items).toMatchObject([
      { slug: newExercise.slug, title: { it: 'Respiro del mattino', en: 'Morning breath' }, premium: true },
    ]);
    for (const kind of ['meditations', 'reflection-prompts', 'reflections', 'quotes', 'resources']) {
      const list = (await api(t.app, editor).get(`/api/admin/content/${kind}`)).json<ContentList>();
      expect(list.items.length, kind).toBeGreaterThan(5);
      expect(
        list.items.every((i) => i.title.it && i.title.en),
        kind,
      ).toBe(true);
    }
  });
});

describe(`content administration: validation and access (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Staff;

  beforeAll(async () => {
    t = await createTestApp();
    await seedContent(t.database.db);
    admin = await staffSession(t.app, t.database.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('refuses an item with a language incomplete, with a localized 400 naming the field', async () => {
    const incomplete = {
      ...newExercise,
      slug: 'mezzo-vuoto',
      text: { ...newExercise.text, en: { ...newExercise.text.en, title: '  ' } },
    };
    for (const [lang, message] of [
      ['it', 'Alcuni dati non sono validi'],
      ['en', 'Some data is not valid'],
    ]) {
      const res = await api(t.app, admin).post('/api/admin/content/exercises', incomplete, {
        headers: { 'accept-language': lang! },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(message);
      expect(res.json().error.details).toContainEqual({ path: 'body.text.en.title', message: 'required' });
    }
  });

  it('refuses a meditation script out of order, a taken slug and a changed slug', async () => {
    const detail = (await api(t.app, admin).get('/api/admin/content/meditations')).json<ContentList>();
    const slug = detail.items[0]!.slug;
    const med = (await api(t.app, admin).get(`/api/admin/content/meditations/${slug}`)).json<
      ContentDetail<'meditations'>
    >();
    const script = [...med.item.text.en.script].reverse();
    const bad = await api(t.app, admin).put(`/api/admin/content/meditations/${slug}`, {
      ...med.item,
      text: { ...med.item.text, en: { ...med.item.text.en, script } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { message: string }) => d.message)).toContain('step_order');

    const taken = await api(t.app, admin).post(
      '/api/admin/content/meditations',
      { ...med.item },
      { headers: { 'accept-language': 'en' } },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'admin_content.slug_taken',
      message: expect.stringContaining('identifier'),
    });

    const renamed = await api(t.app, admin).put(`/api/admin/content/meditations/${slug}`, {
      ...med.item,
      slug: 'altro-nome',
    });
    expect(renamed.json().error.code).toBe('admin_content.slug_fixed');
    expect((await api(t.app, admin).get('/api/admin/content/quotes/non-esiste')).statusCode).toBe(404);
  });

  it('will not publish a stored item whose other language is missing', async () => {
    const [row] = await t.database.db.select().from(exercisesTable).limit(1);
    await t.database.db
      .update(exercisesTable)
      .set({ published: false, text: { ...row!.text, en: { ...row!.text.en, steps: [] } } })
      .where(eq(exercisesTable.id, row!.id));
    const res = await api(t.app, admin).post(`/api/admin/content/exercises/${row!.slug}/publish`, undefined, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'admin_content.incomplete',
      message: expect.stringContaining('Both languages'),
    });
    expect(res.json().error.details).toContainEqual({ path: 'item.text.en.steps', message: 'required' });
    expect((await api(t.app).get(`/api/exercises/${row!.slug}`)).statusCode).toBe(404);
  });

  it('is for administrators and editors with the second factor only', async () => {
    const member = await staffSession(t.app, t.database.db, { role: 'member' });
    const unverified = await staffSession(t.app, t.database.db, { role: 'editor', verified: false });
    expect((await api(t.app).get('/api/admin/content/quotes')).statusCode).toBe(401);
    expect((await api(t.app, member).get('/api/admin/content/quotes')).json().error.code).toBe(
      'auth.forbidden',
    );
    const res = await api(t.app, unverified).put('/api/admin/content/quotes/x', {});
    expect(res.json().error.code).toBe('admin.second_factor_required');
  });
});
