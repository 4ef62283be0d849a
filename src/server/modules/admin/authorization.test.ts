import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, DAY, insertUser, loginViaApi } from '../../../../tests/factories';
import { createTestApp, sameOrigin, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { conversationsTable, messagesTable } from '../chat/chat.table';
import { moodEntriesTable } from '../mood/mood.table';
import { reflectionEntriesTable } from '../reflections/reflections.table';
import { staffSession } from './admin.test-utils';

type Operation = { method: string; path: string };
const MARKERS = ['chat-segreto-7f3a', 'riflessione-segreta-7f3a', 'umore-segreto-7f3a'];

/**
 * Generated from the OpenAPI document: every operation under /api/admin, whoever wrote it, is
 * refused to a visitor (401), a free and a premium member and an administrator without the
 * second factor (403), and reaches its handler for an administrator with it. No answer an
 * administrator gets holds what a person wrote in the chat, a reflection or a mood note.
 */
describe(`admin authorization from the OpenAPI document (${testDbKind})`, () => {
  let t: TestApp;
  let operations: Operation[];
  let memberId: string;
  const cookies: Record<string, string> = {};
  const clock = createTestClock(new Date('2026-04-01T09:00:00.000Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, env: { RATE_LIMIT_MAX: '100000' } });
    const db = t.database.db;
    const member = await insertUser(db, { email: 'diario@example.com' });
    memberId = member.user.id;
    const [conversation] = await db
      .insert(conversationsTable)
      .values({ userId: memberId, lang: 'it', title: MARKERS[0] })
      .returning();
    await db
      .insert(messagesTable)
      .values({ conversationId: conversation!.id, role: 'user', content: MARKERS[0]! });
    await db.insert(reflectionEntriesTable).values({ userId: memberId, body: MARKERS[1]! });
    await db
      .insert(moodEntriesTable)
      .values({ userId: memberId, mood: 2, note: MARKERS[2]!, at: clock.now(), day: '2026-04-01' });
    cookies.free = await loginViaApi(t.app, member.user.username, member.password);
    const premium = await insertUser(db, {
      isPremium: true,
      subscriptionStatus: 'active',
      subscriptionPlan: 'yearly',
      subscriptionEnd: new Date(clock.now().getTime() + 300 * DAY),
    });
    cookies.premium = await loginViaApi(t.app, premium.user.username, premium.password);
    cookies.unverified = (await staffSession(t.app, db, { verified: false })).cookie;
    cookies.admin = (await staffSession(t.app, db)).cookie;

    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
      );
  });
  afterAll(() => t.close());

  const call = (op: Operation, cookie?: string) =>
    t.app.inject({
      method: op.method as 'GET',
      url: op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' ? memberId : 'x')),
      headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
      ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('finds the admin operations in the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(14);
    expect(operations).toContainEqual({ method: 'GET', path: '/api/admin/overview' });
    expect(operations).toContainEqual({ method: 'POST', path: '/api/admin/users/{id}/premium' });
  });

  it('refuses every admin operation to a visitor (401)', async () => {
    for (const op of operations) expect([op, (await call(op)).statusCode]).toEqual([op, 401]);
  });

  it.each(['free', 'premium', 'unverified'])(
    'refuses every admin operation to a %s account (403)',
    async (who) => {
      for (const op of operations) expect([op, (await call(op, cookies[who])).statusCode]).toEqual([op, 403]);
    },
  );

  it('lets an administrator with the second factor reach every admin operation, and no answer holds what people wrote', async () => {
    const bodies: string[] = [];
    for (const op of operations) {
      const res = await call(op, cookies.admin);
      expect([op, [401, 403].includes(res.statusCode)]).toEqual([op, false]);
      expect([op, res.statusCode < 500]).toEqual([op, true]);
      bodies.push(res.body);
    }
    bodies.push(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/users/${memberId}`,
          headers: { cookie: cookies.admin },
        })
      ).body,
    );
    bodies.push(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/users?q=diario',
          headers: { cookie: cookies.admin },
        })
      ).body,
    );
    expect(bodies.join('\n')).toContain('diario@example.com');
    for (const marker of MARKERS) expect(bodies.join('\n')).not.toContain(marker);
    const detail = JSON.parse(bodies.at(-2)!);
    expect(detail.counts).toMatchObject({
      conversations: 1,
      chatMessages: 1,
      reflections: 1,
      moodEntries: 1,
    });
  });
});
