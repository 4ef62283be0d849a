import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerViaApi } from '../../../../tests/factories';
import { makeTestConfig, sameOrigin } from '../../../../tests/helpers/app';
import { createTestDatabase, testDbKind } from '../../../../tests/helpers/db';
import { collectLines } from '../../../../tests/helpers/log';
import { emptySafetyPlanValue } from '@shared/schemas/safety';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { seedContent } from '../../db/seed';
import { createLogger } from '../../lib/logger';
import { createUsersService } from '../users/users.service';

/**
 * A person deletes their account (in another tab) while a save of theirs is on its way: the
 * session was resolved, then the account and every row of it went. Whatever the save runs into
 * (a foreign key to `users` that no longer holds, a row it wrote already gone), the answer is the
 * one a request without a session gets: 401 `auth.no_valid_session`, never a 500.
 */

/** A request carrying this header has its account deleted after its session is resolved. */
const deleteFirst = 'x-test-delete-account-first';

describe(`an account deleted while its request runs (${testDbKind})`, () => {
  let app: FastifyInstance;
  let database: Database;
  const { stream, lines } = collectLines();
  const slugs = { exercise: '', meditation: '', resource: '', program: '' };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedContent(database.db);
    app = await buildApp({
      config: makeTestConfig({ REGISTER_MAX_PER_IP: '1000', RATE_LIMIT_MAX: '100000' }),
      database,
      logger: createLogger('info', stream),
    });
    // Runs after the session plugin has set `req.user`, before the route's handler: the same
    // deletion the privacy module makes, with the session still in hand.
    app.addHook('preHandler', async (req) => {
      if (req.headers[deleteFirst] && req.user) await createUsersService({ db: database.db }).delete({ id: req.user.id });
    });
    await app.ready();

    type Item = { slug: string; locked?: boolean; premium?: boolean };
    const first = async (url: string) =>
      (await app.inject({ method: 'GET', url }))
        .json<{ items: Item[] }>()
        .items.find((i) => !i.locked && !i.premium)!.slug;
    slugs.exercise = await first('/api/exercises');
    slugs.meditation = await first('/api/meditations');
    slugs.resource = await first('/api/resources?group=guides');
    slugs.program = await first('/api/resources?group=programs');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Each write a signed-in person makes, with a body it accepts. */
  const writes = (): { name: string; method: 'POST' | 'PUT'; url: string; payload?: object }[] => [
    {
      name: 'a reflection',
      method: 'POST',
      url: '/api/reflections/entries',
      payload: { body: 'Oggi sono grata per il sole' },
    },
    {
      name: 'an exercise note',
      method: 'PUT',
      url: `/api/exercises/${slugs.exercise}/note`,
      payload: { note: 'Mi aiuta la sera' },
    },
    { name: 'an exercise completion', method: 'POST', url: `/api/exercises/${slugs.exercise}/completions` },
    {
      name: 'a meditation session',
      method: 'POST',
      url: `/api/meditations/${slugs.meditation}/sessions`,
      payload: { sessionId: randomUUID(), seconds: 300, completed: true },
    },
    {
      name: 'quote preferences',
      method: 'PUT',
      url: '/api/quotes/preferences',
      payload: { categories: [], mood: null },
    },
    {
      name: 'resource feedback',
      method: 'PUT',
      url: `/api/resources/${slugs.resource}/feedback`,
      payload: { helpful: true, comment: 'Utile' },
    },
    {
      name: 'a program day',
      method: 'PUT',
      url: `/api/resources/${slugs.program}/progress/1`,
      payload: { done: true },
    },
    {
      name: 'the safety plan',
      method: 'PUT',
      url: '/api/safety/plan',
      payload: {
        plan: {
          ...emptySafetyPlanValue(),
          sections: {
            ...emptySafetyPlanValue().sections,
            help_contacts: [{ text: 'Mia sorella Anna', phone: '+39 333 123 4567' }],
          },
        },
      },
    },
    {
      name: 'a saved AI result',
      method: 'POST',
      url: '/api/ai-modules/results',
      payload: {
        module: 'custom',
        lang: 'it',
        title: 'Dormire meglio',
        content: 'Spegni gli schermi un’ora prima.',
      },
    },
    { name: 'the AI consent', method: 'PUT', url: '/api/ai/preferences', payload: { externalConsent: true } },
    {
      name: 'a chat message',
      method: 'POST',
      url: '/api/chat/messages',
      payload: { message: 'Sono in ansia per domani' },
    },
    {
      name: 'an AI module run',
      method: 'POST',
      url: '/api/ai-modules/run',
      payload: { input: { module: 'custom', prompt: 'Come posso rilassarmi prima di dormire?' } },
    },
    { name: 'a launch code request', method: 'POST', url: '/api/launch/request' },
  ];

  it('each write sent just as the account goes is answered 401 "no valid session", with the cookies cleared', async () => {
    const answers: Record<string, string> = {};
    for (const write of writes()) {
      const { cookie } = await registerViaApi(app);
      const res = await app.inject({
        method: write.method,
        url: write.url,
        headers: { ...sameOrigin, cookie, [deleteFirst]: '1' },
        ...(write.payload ? { payload: write.payload } : {}),
      });
      const code =
        res.statusCode === 401 ? res.json<{ error: { code: string } }>().error.code : res.body.slice(0, 120);
      answers[write.name] = `${res.statusCode} ${code}`;
      if (res.statusCode === 401) {
        expect(res.cookies.find((c) => c.name === 'sid')?.value, write.name).toBe('');
      }
    }
    expect(answers).toEqual(Object.fromEntries(writes().map((w) => [w.name, '401 auth.no_valid_session'])));
  });

  it('says so in the request language, and logs no error for it', async () => {
    const { cookie } = await registerViaApi(app);
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/reflections/entries?lang=en',
      headers: { ...sameOrigin, cookie, [deleteFirst]: '1' },
      payload: { body: 'Words that must not be logged' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'auth.no_valid_session', message: 'No valid session found.' },
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('Words that must not be logged');
  });

  it('leaves a failure of a person who still has an account to the usual 500', async () => {
    const { cookie } = await registerViaApi(app);
    // The route fails for a reason of its own (a table it writes is gone), the account is fine.
    await database.db.execute('alter table reflection_entries rename to reflection_entries_away');
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/reflections/entries',
        headers: { ...sameOrigin, cookie },
        payload: { body: 'Una riflessione' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('internal.error');
    } finally {
      await database.db.execute('alter table reflection_entries_away rename to reflection_entries');
    }
  });
});
