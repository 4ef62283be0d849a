import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../../tests/helpers/app';
import { createTestAppWithUsers, type SignedInTestUser, type TestAppWithUsers } from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type { AiModuleResult, AiModuleResultList } from '@shared/schemas/ai-modules';
import type { DailyUsage } from '@shared/schemas/plans';
import { seedContent } from '../../db/seed';
import { activityLogTable } from '../activity/activity.table';
import { safetyEventsTable } from '../safety/safety.table';
import { postStream } from '../chat/stream.test-utils';

const INVALID_IT = 'Per favore inserisci un prompt valido.';

describe(`AI modules and reflection perspective (${testDbKind})`, () => {
  let t: TestAppWithUsers;

  beforeAll(async () => {
    t = await createTestAppWithUsers({ env: { AI_BUILTIN_STREAM_DELAY_MS: '0' } });
    await seedContent(t.database.db);
  });
  afterAll(() => t.close());

  const run = (user: SignedInTestUser, input: Record<string, unknown>, lang = 'it') =>
    postStream(t.app, '/api/ai-modules/run', user.headers, { input, lang });
  const usage = async (user: SignedInTestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/plans/usage', headers: user.headers })).json<DailyUsage>();

  describe('each module is a guided flow with its own answers and a streamed result', () => {
    let user: SignedInTestUser;
    beforeAll(async () => {
      user = await t.signIn({ premium: true });
    });

    it('relationships: speaks to the relationship and offers a way to talk about it', async () => {
      const res = await run(user, {
        module: 'relationships',
        person: 'partner',
        situation: 'Il mio compagno mi ignora quando torna dal lavoro e litighiamo spesso',
        wish: 'parlarne senza litigare',
      });
      expect(res.status).toBe(200);
      expect(res.deltas.join('')).toBe(res.done!.text);
      expect(res.done!.text).toMatch(/relazion/i);
      expect(res.done!.text).toMatch(/parlarne|limit|prima persona/i);
    });

    it('progressive muscle relaxation: a script for the chosen areas, minutes and place', async () => {
      const res = await run(
        user,
        { module: 'muscle_relaxation', areas: ['shoulders', 'jaw'], minutes: 10, place: 'bed' },
        'en',
      );
      expect(res.done!.text).toMatch(/10 minutes/);
      expect(res.done!.text).toMatch(/shoulders/i);
      expect(res.done!.text).toMatch(/Lie on your back/);
    });

    it('sleep: a plan that speaks to the habits ticked', async () => {
      const res = await run(user, {
        module: 'sleep',
        issue: 'Mi addormento tardissimo e mi sveglio stanco',
        habits: ['screens', 'caffeine'],
      });
      expect(res.done!.text).toMatch(/telefono|schermi|schermo/i);
      expect(res.done!.text).toMatch(/caff/i);
    });

    it('therapeutic writing and the custom prompt answer too', async () => {
      const writing = await run(user, { module: 'writing', topic: 'Il rapporto con mio padre' });
      expect(writing.done!.text).toMatch(/\n1\./);
      const custom = await run(user, { module: 'custom', prompt: 'Come posso smettere di rimandare le cose?' }, 'it');
      expect(custom.done!.text.length).toBeGreaterThan(80);
    });

    it('each run is an AI request in the activity log, with the module as its reference', async () => {
      const rows = await t.database.db
        .select({ ref: activityLogTable.ref })
        .from(activityLogTable)
        .where(and(eq(activityLogTable.userId, user.id), eq(activityLogTable.kind, 'ai_request')));
      expect(rows.map((r) => r.ref).sort()).toEqual(
        ['custom', 'muscle_relaxation', 'relationships', 'sleep', 'writing'].sort(),
      );
    });
  });

  describe('"Per favore inserisci un prompt valido."', () => {
    it('refuses an empty, blank, letterless or missing main answer, and uses no quota', async () => {
      const user = await t.signIn();
      const cases = [
        { module: 'custom', prompt: '' },
        { module: 'custom', prompt: '    ' },
        { module: 'custom', prompt: '1234 ?!' },
        { module: 'custom' },
        { module: 'relationships', person: 'friend', situation: 'ok' },
        { module: 'sleep', issue: '' },
        { module: 'writing', topic: ' ' },
        { module: 'muscle_relaxation', areas: [], minutes: 5, place: 'desk' },
      ];
      for (const input of cases) {
        const res = await run(user, input);
        expect(res.status, JSON.stringify(input)).toBe(400);
        expect(res.json!.error).toMatchObject({ code: 'ai.invalid_prompt', message: INVALID_IT });
      }
      expect((await usage(user)).used).toBe(0);
    });

    it('says it in English too', async () => {
      const user = await t.signIn();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai-modules/run?lang=en',
        headers: { ...sameOrigin, ...user.headers },
        payload: { input: { module: 'custom', prompt: '' } },
      });
      expect(res.json().error.message).toBe('Please enter a valid prompt.');
    });

    it('refuses text no database can keep (NUL, half a surrogate pair) before the quota', async () => {
      const user = await t.signIn();
      for (const bad of ['\u0000', '\uDC00']) {
        const module = await run(user, { module: 'custom', prompt: `Come posso dormire meglio${bad}?` });
        const perspective = await postStream(t.app, '/api/ai-modules/perspective', user.headers, {
          text: `Oggi ho litigato con mia sorella${bad}`,
        });
        for (const [res, path] of [
          [module, 'body.input.prompt'],
          [perspective, 'body.text'],
        ] as const) {
          expect(res.status).toBe(400);
          expect(res.json!.error).toMatchObject({
            code: 'validation.failed',
            details: [{ path, message: 'validation.text_invalid' }],
          });
        }
      }
      expect((await usage(user)).used).toBe(0);
    });

    it('an unknown module is an ordinary validation error', async () => {
      const user = await t.signIn();
      const res = await run(user, { module: 'astrology', prompt: 'Che segno sono?' });
      expect(res.status).toBe(400);
      expect(res.json!.error!.code).toBe('validation.failed');
    });
  });

  describe('a crisis in a module', () => {
    it('gets the crisis help instead of the module, uses no quota and records a safety event', async () => {
      const user = await t.signIn();
      const res = await run(user, {
        module: 'relationships',
        person: 'partner',
        situation: 'Mio marito mi picchia quando beve e ho paura di tornare a casa',
      });
      expect(res.done!.crisis?.category).toBe('abuse_violence');
      expect(res.done!.crisis!.helplines[0]!.href).toBe('tel:1522');
      expect((await usage(user)).used).toBe(0);
      const events = await t.database.db.select().from(safetyEventsTable).where(eq(safetyEventsTable.userId, user.id));
      expect(events.map((e) => [e.category, e.feature])).toEqual([['abuse_violence', 'relationships']]);
    });
  });

  describe('saved results', () => {
    it('are saved, listed newest first and deleted by their owner only', async () => {
      const owner = await t.signIn();
      const stranger = await t.signIn();
      const save = (title: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/ai-modules/results',
          headers: { ...sameOrigin, ...owner.headers },
          payload: { module: 'sleep', lang: 'it', title, content: 'Un piano per la sera: spegni gli schermi alle 22.' },
        });
      const first = await save('Piano per il sonno');
      expect(first.statusCode).toBe(201);
      const saved = first.json<AiModuleResult>();
      expect(saved).toMatchObject({ module: 'sleep', lang: 'it', title: 'Piano per il sonno' });

      const list = (
        await t.app.inject({ method: 'GET', url: '/api/ai-modules/results', headers: owner.headers })
      ).json<AiModuleResultList>();
      expect(list.items.map((i) => i.id)).toEqual([saved.id]);
      const theirs = (
        await t.app.inject({ method: 'GET', url: '/api/ai-modules/results', headers: stranger.headers })
      ).json<AiModuleResultList>();
      expect(theirs.items).toEqual([]);

      const stolen = await t.app.inject({
        method: 'DELETE',
        url: `/api/ai-modules/results/${saved.id}`,
        headers: { ...sameOrigin, ...stranger.headers },
      });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().error.code).toBe('ai_modules.result_not_found');
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/ai-modules/results/${saved.id}`,
        headers: { ...sameOrigin, ...owner.headers },
      });
      expect(removed.statusCode).toBe(204);
    });

    it('refuse an empty result or an unknown module', async () => {
      const owner = await t.signIn();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai-modules/results',
        headers: { ...sameOrigin, ...owner.headers },
        payload: { module: 'nope', lang: 'it', title: '', content: '' },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('reflection perspective', () => {
    it('offers a kind alternative perspective on what the person wrote, and counts as an AI request', async () => {
      const user = await t.signIn();
      const res = await postStream(t.app, '/api/ai-modules/perspective', user.headers, {
        text: 'Oggi ho sbagliato una consegna al lavoro e penso di non essere mai all’altezza.',
        lang: 'it',
      });
      expect(res.status).toBe(200);
      expect(res.done!.text.length).toBeGreaterThan(80);
      expect(res.done!.text).toMatch(/\?/);
      expect((await usage(user)).used).toBe(1);
    });

    it('refuses an empty text', async () => {
      const user = await t.signIn();
      const res = await postStream(t.app, '/api/ai-modules/perspective', user.headers, { text: '  ' });
      expect(res.status).toBe(400);
      expect(res.json!.error!.code).toBe('ai.invalid_prompt');
    });

    it('needs an account', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai-modules/perspective',
        headers: sameOrigin,
        payload: { text: 'Una riflessione' },
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
