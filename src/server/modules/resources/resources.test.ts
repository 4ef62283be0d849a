import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../../tests/helpers/app';
import { createTestAppWithUsers, type TestAppWithUsers } from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type { ProgramProgress, ResourceDetail, ResourceList } from '@shared/schemas/resources';
import { resources as seeded } from '../../db/seed/content/resources';
import { seedContent } from '../../db/seed';
import { createActivityService } from '../activity/activity.service';

const freeGuide = seeded.find((r) => r.group === 'guides' && !r.premium)!;
const premiumGuide = seeded.find((r) => r.group === 'guides' && r.premium)!;
const freeProgram = seeded.find((r) => r.group === 'programs' && !r.premium)!;
const premiumProgram = seeded.find((r) => r.group === 'programs' && r.premium)!;

describe(`the resource library API (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let now = new Date('2026-03-10T09:00:00Z');

  beforeAll(async () => {
    t = await createTestAppWithUsers({ clock: () => now });
    await seedContent(t.database.db);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { ...sameOrigin, ...headers } });

  it('documents the library, support, share and sitemap routes in the OpenAPI document', async () => {
    const res = await get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/resources',
      '/api/resources/me',
      '/api/resources/{slug}',
      '/api/resources/{slug}/feedback',
      '/api/resources/{slug}/progress/{day}',
      '/api/support/messages',
      '/api/share/qr.svg',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  describe('listing', () => {
    it('lists every seeded resource in the request language, in one language only', async () => {
      const it = await get('/api/resources?lang=it');
      expect(it.statusCode).toBe(200);
      const body = it.json<ResourceList>();
      expect(body.lang).toBe('it');
      expect(body.items).toHaveLength(seeded.length);
      const first = body.items[0]!;
      expect(first.title).toBe(seeded[0]!.text.it.title);
      expect(Object.keys(first)).not.toContain('text');
      expect(Object.keys(first)).not.toContain('body');

      const en = (await get('/api/resources', { 'accept-language': 'en-GB' })).json<ResourceList>();
      expect(en.lang).toBe('en');
      expect(en.items[0]!.title).toBe(seeded[0]!.text.en.title);
    });

    it('filters by group, so each tab shows its own items', async () => {
      for (const group of ['quick_tools', 'guides', 'programs'] as const) {
        const body = (await get(`/api/resources?group=${group}`)).json<ResourceList>();
        expect(body.items.map((i) => i.slug)).toEqual(
          seeded.filter((r) => r.group === group).map((r) => r.slug),
        );
      }
    });

    it('filters by category and type together', async () => {
      const body = (await get('/api/resources?category=anxiety&type=technique')).json<ResourceList>();
      const expected = seeded
        .filter((r) => r.category === 'anxiety' && r.type === 'technique')
        .map((r) => r.slug);
      expect(expected.length).toBeGreaterThan(0);
      expect(body.items.map((i) => i.slug)).toEqual(expected);
    });

    it('marks premium items for everyone and gives programs their number of days', async () => {
      const body = (await get('/api/resources?group=programs')).json<ResourceList>();
      const item = body.items.find((i) => i.slug === premiumProgram.slug)!;
      expect(item.premium).toBe(true);
      expect(item.dayCount).toBe(premiumProgram.text.it.days!.length);
      const tool = (await get('/api/resources?group=quick_tools')).json<ResourceList>().items[0]!;
      expect(tool.dayCount).toBeNull();
    });

    it('refuses an unknown group, category or type with a 400', async () => {
      for (const q of ['group=podcasts', 'category=joy', 'type=podcast', 'lang=fr']) {
        const res = await get(`/api/resources?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().error.code).toBe('validation.failed');
      }
    });
  });

  describe('detail and premium gating', () => {
    it('serves a free resource in full to a visitor', async () => {
      const res = await get(`/api/resources/${freeGuide.slug}?lang=en`);
      expect(res.statusCode).toBe(200);
      const body = res.json<ResourceDetail>();
      expect(body.body).toBe(freeGuide.text.en.body);
      expect(body.days).toBeNull();
      expect(body.lang).toBe('en');
    });

    it('answers 404 resources.not_found for an unknown slug, and 400 for a malformed one', async () => {
      expect((await get('/api/resources/no-such-thing')).json().error.code).toBe('resources.not_found');
      expect((await get('/api/resources/Not%20A%20Slug')).statusCode).toBe(400);
    });

    it('refuses the full text of a premium resource to visitors and free users with 403 plans.premium_required', async () => {
      const visitor = await get(`/api/resources/${premiumGuide.slug}`);
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json().error.code).toBe('plans.premium_required');
      expect(visitor.body).not.toContain(premiumGuide.text.it.body.slice(0, 40));

      const free = await t.signIn();
      const res = await get(`/api/resources/${premiumGuide.slug}`, free.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('plans.premium_required');
    });

    it('serves premium resources to premium users and administrators, never to shared caches', async () => {
      const premium = await t.signIn({ premium: true });
      const res = await get(`/api/resources/${premiumProgram.slug}?lang=it`, premium.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.json<ResourceDetail>();
      expect(body.days).toEqual(premiumProgram.text.it.days);

      const admin = await t.signIn({ isAdmin: true });
      expect((await get(`/api/resources/${premiumGuide.slug}`, admin.headers)).statusCode).toBe(200);
    });

    it('records one resource_read a day per resource for a signed-in reader, and none for visitors', async () => {
      const reader = await t.signIn();
      now = new Date('2026-03-10T09:00:00Z');
      await get(`/api/resources/${freeGuide.slug}`, reader.headers);
      await get(`/api/resources/${freeGuide.slug}`, reader.headers);
      await get(`/api/resources/${freeGuide.slug}`); // a visitor: nothing to record
      let log = await createActivityService({ db: t.database.db }).list({
        userId: reader.id,
        from: '2026-03-01',
        to: '2026-03-31',
      });
      expect(log.filter((a) => a.kind === 'resource_read')).toHaveLength(1);
      expect(log[0]).toMatchObject({
        ref: freeGuide.slug,
        minutes: freeGuide.readingMinutes,
        day: '2026-03-10',
      });

      // 23:30 UTC on the 10th is already the 11th in Rome: a new calendar day, a new read.
      now = new Date('2026-03-10T23:30:00Z');
      await get(`/api/resources/${freeGuide.slug}`, reader.headers);
      log = await createActivityService({ db: t.database.db }).list({ userId: reader.id, from: '2026-03-01', to: '2026-03-31' });
      expect(log.map((a) => a.day)).toEqual(['2026-03-10', '2026-03-11']);
      now = new Date('2026-03-10T09:00:00Z');
    });

    it('records a single resource_read when the same person opens a resource many times at once', async () => {
      const reader = await t.signIn();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => get(`/api/resources/${freeProgram.slug}`, reader.headers)),
      );
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      const log = await createActivityService({ db: t.database.db }).list({
        userId: reader.id,
        from: '2026-03-01',
        to: '2026-03-31',
      });
      expect(log.filter((a) => a.kind === 'resource_read')).toHaveLength(1);
    });

    it('records nothing when a free user is refused a premium resource', async () => {
      const free = await t.signIn();
      await get(`/api/resources/${premiumGuide.slug}`, free.headers);
      expect(
        await createActivityService({ db: t.database.db }).list({ userId: free.id, from: '2026-01-01', to: '2026-12-31' }),
      ).toEqual([]);
    });
  });

  describe('feedback', () => {
    it('asks visitors to sign in (401) to read or give feedback', async () => {
      expect((await get(`/api/resources/${freeGuide.slug}/feedback`)).statusCode).toBe(401);
      const res = await put(`/api/resources/${freeGuide.slug}/feedback`, { helpful: true });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('auth.unauthenticated');
    });

    it('keeps one editable answer per person and resource, with an optional comment', async () => {
      const user = await t.signIn();
      const url = `/api/resources/${freeGuide.slug}/feedback`;
      expect((await get(url, user.headers)).json()).toEqual({ feedback: null });

      const first = await put(url, { helpful: true }, user.headers);
      expect(first.statusCode).toBe(200);
      expect(first.json().feedback).toMatchObject({ helpful: true, comment: null });

      const second = await put(
        url,
        { helpful: false, comment: '  Troppo lungo per me, ma chiaro.  ' },
        user.headers,
      );
      expect(second.json().feedback).toMatchObject({
        helpful: false,
        comment: 'Troppo lungo per me, ma chiaro.',
      });
      expect((await get(url, user.headers)).json().feedback).toMatchObject({ helpful: false });

      const rows = await t.database.db.query.resourceFeedbackTable.findMany({
        where: (f, { eq }) => eq(f.userId, user.id),
      });
      expect(rows).toHaveLength(1);
    });

    it('shows each person only their own feedback', async () => {
      const a = await t.signIn();
      const b = await t.signIn();
      const url = `/api/resources/${freeProgram.slug}/feedback`;
      await put(url, { helpful: true, comment: 'Mi ha aiutato' }, a.headers);
      expect((await get(url, b.headers)).json()).toEqual({ feedback: null });
      expect((await get(url, a.headers)).json().feedback.comment).toBe('Mi ha aiutato');
    });

    it('accepts a comment of 1000 characters and refuses 1001, or a missing verdict', async () => {
      const user = await t.signIn();
      const url = `/api/resources/${freeGuide.slug}/feedback`;
      expect((await put(url, { helpful: true, comment: 'a'.repeat(1000) }, user.headers)).statusCode).toBe(
        200,
      );
      const long = await put(url, { helpful: true, comment: 'a'.repeat(1001) }, user.headers);
      expect(long.statusCode).toBe(400);
      expect(long.json().error.code).toBe('validation.failed');
      expect((await put(url, { comment: 'ok' }, user.headers)).statusCode).toBe(400);
      expect((await put(url, { helpful: 'yes' }, user.headers)).statusCode).toBe(400);
    });

    it('refuses feedback on a premium resource from someone who cannot read it', async () => {
      const free = await t.signIn();
      const res = await put(`/api/resources/${premiumGuide.slug}/feedback`, { helpful: true }, free.headers);
      expect(res.statusCode).toBe(403);
    });

    it('refuses a feedback write without the same-origin header', async () => {
      const user = await t.signIn();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/resources/${freeGuide.slug}/feedback`,
        payload: { helpful: true },
        headers: user.headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('request.forbidden_origin');
    });
  });

  describe('program progress', () => {
    const dayUrl = (slug: string, day: number) => `/api/resources/${slug}/progress/${day}`;

    it('marks days done and undone and shows the progress, day by day', async () => {
      const user = await t.signIn();
      const total = freeProgram.text.it.days!.length;
      expect((await get(`/api/resources/${freeProgram.slug}/progress`, user.headers)).json()).toEqual({
        slug: freeProgram.slug,
        totalDays: total,
        completedDays: [],
      });
      await put(dayUrl(freeProgram.slug, 2), { done: true }, user.headers);
      const after = await put(dayUrl(freeProgram.slug, 1), { done: true }, user.headers);
      expect(after.json<ProgramProgress>().completedDays).toEqual([1, 2]);
      const undone = await put(dayUrl(freeProgram.slug, 2), { done: false }, user.headers);
      expect(undone.json<ProgramProgress>().completedDays).toEqual([1]);

      const all = (await get('/api/resources/me', user.headers)).json();
      expect(all).toEqual({
        signedIn: true,
        premium: false,
        programs: [{ slug: freeProgram.slug, totalDays: total, completedDays: [1] }],
      });
    });

    it('records program_day_completed once per day, even if the day is un-ticked and ticked again', async () => {
      const user = await t.signIn();
      await put(dayUrl(freeProgram.slug, 1), { done: true }, user.headers);
      await put(dayUrl(freeProgram.slug, 1), { done: false }, user.headers);
      await put(dayUrl(freeProgram.slug, 1), { done: true }, user.headers);
      await put(dayUrl(freeProgram.slug, 1), { done: true }, user.headers);
      await put(dayUrl(freeProgram.slug, 3), { done: true }, user.headers);
      const log = await createActivityService({ db: t.database.db }).list({
        userId: user.id,
        from: '2026-01-01',
        to: '2026-12-31',
      });
      const days = log.filter((a) => a.kind === 'program_day_completed');
      expect(days.map((a) => a.meta)).toEqual([{ day: 1 }, { day: 3 }]);
      expect(days.every((a) => a.ref === freeProgram.slug && a.minutes >= 1)).toBe(true);
    });

    it("keeps each person's progress to themselves", async () => {
      const a = await t.signIn();
      const b = await t.signIn();
      await put(dayUrl(freeProgram.slug, 4), { done: true }, a.headers);
      expect(
        (await get(`/api/resources/${freeProgram.slug}/progress`, b.headers)).json().completedDays,
      ).toEqual([]);
      expect((await get('/api/resources/me', b.headers)).json()).toEqual({
        signedIn: true,
        premium: false,
        programs: [],
      });
    });

    it('refuses a day beyond the program, a resource that is not a program, and visitors', async () => {
      const user = await t.signIn();
      const total = freeProgram.text.it.days!.length;
      const beyond = await put(dayUrl(freeProgram.slug, total + 1), { done: true }, user.headers);
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json().error.code).toBe('resources.day_out_of_range');
      expect((await put(dayUrl(freeProgram.slug, 0), { done: true }, user.headers)).statusCode).toBe(400);
      const guide = await put(dayUrl(freeGuide.slug, 1), { done: true }, user.headers);
      expect(guide.json().error.code).toBe('resources.not_a_program');
      expect((await put(dayUrl(freeProgram.slug, 1), { done: true })).statusCode).toBe(401);
      const visitor = await get('/api/resources/me');
      expect(visitor.json()).toEqual({ signedIn: false, premium: false, programs: [] });
      expect(visitor.headers['cache-control']).toBe('private, no-store');
    });

    it('keeps premium programs for premium users', async () => {
      const free = await t.signIn();
      expect((await put(dayUrl(premiumProgram.slug, 1), { done: true }, free.headers)).statusCode).toBe(403);
      expect((await get(`/api/resources/${premiumProgram.slug}/progress`, free.headers)).statusCode).toBe(
        403,
      );
      const premium = await t.signIn({ premium: true });
      expect((await get('/api/resources/me', premium.headers)).json().premium).toBe(true);
      const res = await put(dayUrl(premiumProgram.slug, 1), { done: true }, premium.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json<ProgramProgress>().completedDays).toEqual([1]);
    });
  });
});
