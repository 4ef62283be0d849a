import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../../tests/helpers/app';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type { MeditationDetail, MeditationList } from '@shared/schemas/meditations';
import { meditations as seedMeditations } from '../../db/seed/content/meditations';
import { seedContent } from '../../db/seed';
import { activityLogTable } from '../activity/activity.table';

const free = seedMeditations.find((m) => !m.premium)!;
const premium = seedMeditations.find((m) => m.premium)!;

describe(`meditations API (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  const now = new Date('2025-06-10T08:00:00Z');
  let user: SignedInTestUser;
  let other: SignedInTestUser;
  let premiumUser: SignedInTestUser;

  beforeAll(async () => {
    t = await createTestAppWithUsers({ clock: () => now });
    await seedContent(t.database.db);
    user = await t.signIn();
    other = await t.signIn();
    premiumUser = await t.signIn({ premium: true });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const send = (slug: string, body: Record<string, unknown>, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/meditations/${slug}/sessions`,
      headers: { ...sameOrigin, ...headers },
      payload: body,
    });
  const minutesLogged = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(activityLogTable)
        .where(and(eq(activityLogTable.userId, userId), eq(activityLogTable.kind, 'meditation_completed')))
    ).map((r) => r.minutes);

  it('lists every meditation to visitors in the request language, premium ones marked and locked', async () => {
    const res = await get('/api/meditations?lang=en');
    expect(res.statusCode).toBe(200);
    const body = res.json<MeditationList>();
    expect(body.items).toHaveLength(seedMeditations.length);
    expect(body.items[0]!.title).toBe(seedMeditations[0]!.text.en.title);
    expect(body.items.find((m) => m.slug === premium.slug)).toMatchObject({ premium: true, locked: true });
    expect(body.items.find((m) => m.slug === free.slug)).toMatchObject({
      locked: false,
      durationSeconds: free.durationSeconds,
      stepCount: free.text.en.script.length,
    });
    expect(res.body).not.toContain(free.text.en.script[1]!.text);
  });

  it('serves a free script with its timed steps, in Italian by default', async () => {
    const res = await get(`/api/meditations/${free.slug}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<MeditationDetail>();
    expect(body.script).toEqual(free.text.it.script);
    expect(body.script.map((s) => s.at)).toEqual([...body.script.map((s) => s.at)].sort((a, b) => a - b));
  });

  it('serves premium scripts only to entitled users', async () => {
    expect((await get(`/api/meditations/${premium.slug}`)).statusCode).toBe(403);
    const refused = await get(`/api/meditations/${premium.slug}`, user.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('plans.premium_required');
    expect((await get(`/api/meditations/${premium.slug}`, premiumUser.headers)).statusCode).toBe(200);
    expect((await get('/api/meditations/nope')).json().error.code).toBe('meditations.not_found');
  });

  it('records minutes only for signed-in users', async () => {
    const res = await send(free.slug, { sessionId: randomUUID(), seconds: 120, completed: false }, {});
    expect(res.statusCode).toBe(401);
  });

  it('records a finished run, capped at the meditation’s length', async () => {
    const res = await send(
      free.slug,
      { sessionId: randomUUID(), seconds: free.durationSeconds + 500, completed: true },
      user.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recorded: true, minutes: Math.floor(free.durationSeconds / 60) });
    expect(await minutesLogged(user.id)).toEqual([Math.floor(free.durationSeconds / 60)]);
  });

  it('records a stopped run from one whole minute on, and ignores a shorter one', async () => {
    const short = await send(
      free.slug,
      { sessionId: randomUUID(), seconds: 59, completed: false },
      other.headers,
    );
    expect(short.json()).toEqual({ recorded: false, minutes: 0 });
    const stopped = await send(
      free.slug,
      { sessionId: randomUUID(), seconds: 119, completed: false },
      other.headers,
    );
    expect(stopped.json()).toEqual({ recorded: true, minutes: 1 });
    expect(await minutesLogged(other.id)).toEqual([1]);
  });

  it('records the same run once even when it is sent twice', async () => {
    const sessionId = randomUUID();
    const before = (await minutesLogged(user.id)).length;
    expect(
      (await send(free.slug, { sessionId, seconds: 60, completed: false }, user.headers)).json().recorded,
    ).toBe(true);
    expect(
      (await send(free.slug, { sessionId, seconds: 60, completed: false }, user.headers)).json(),
    ).toEqual({
      recorded: false,
      minutes: 0,
    });
    expect(await minutesLogged(user.id)).toHaveLength(before + 1);
  });

  it('refuses minutes of a premium meditation without entitlement, and malformed runs', async () => {
    const body = { sessionId: randomUUID(), seconds: 120, completed: false };
    expect((await send(premium.slug, body, user.headers)).statusCode).toBe(403);
    expect((await send(premium.slug, body, premiumUser.headers)).statusCode).toBe(200);
    expect((await send(free.slug, { ...body, sessionId: 'not-a-uuid' }, user.headers)).statusCode).toBe(400);
    expect((await send(free.slug, { ...body, seconds: -5 }, user.headers)).statusCode).toBe(400);
    expect((await send(free.slug, { ...body, seconds: 'ten' }, user.headers)).statusCode).toBe(400);
  });
});
