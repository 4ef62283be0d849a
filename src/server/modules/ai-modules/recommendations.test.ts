import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithUsers, type TestAppWithUsers } from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type { RecommendationResponse } from '@shared/schemas/ai-modules';
import type { DailyUsage } from '@shared/schemas/plans';
import { seedContent } from '../../db/seed';
import { activityLogTable } from '../activity/activity.table';
import { safetyEventsTable } from '../safety/safety.table';

describe(`resource recommendations (${testDbKind})`, () => {
  let t: TestAppWithUsers;

  beforeAll(async () => {
    t = await createTestAppWithUsers();
    await seedContent(t.database.db);
  });
  afterAll(() => t.close());

  const recommend = async (message: string | null, lang: 'it' | 'en' = 'it', headers: Record<string, string> = {}) => {
    const query = message === null ? `lang=${lang}` : `lang=${lang}&message=${encodeURIComponent(message)}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/resources/recommendations?${query}`, headers });
    return { status: res.statusCode, body: res.json<RecommendationResponse & { error?: { code: string; message: string } }>() };
  };

  it('ranks the library with Italian full-text search: sleep first for a sleepless night', async () => {
    const { status, body } = await recommend('Non riesco a dormire la notte, mi giro nel letto');
    expect(status).toBe(200);
    expect(body.lang).toBe('it');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(5);
    expect(body.items.slice(0, 3).every((i) => i.category === 'sleep')).toBe(true);
    expect(body.items[0]!.title).toMatch(/sonno|dormire|sera|notte/i);
    expect(body.crisis).toBeNull();
  });

  it('ranks with the English configuration in English, and gives the matching tags as the reason', async () => {
    const { body } = await recommend('I get panic attacks on the train', 'en');
    expect(body.items.map((i) => i.slug).slice(0, 2).sort()).toEqual(['panic-attack-first-aid', 'panic-attacks-explained']);
    expect(body.items[0]!.reason).toEqual({ kind: 'terms', terms: ['panic'] });
    expect(body.items[0]!.title).toMatch(/panic/i);
  });

  it('puts the item matching more of the message above those matching less', async () => {
    const { body } = await recommend('sono stressato dal lavoro');
    expect(body.items[0]!.slug).toBe('burnout-and-work-stress');
    expect(body.items[0]!.reason).toEqual({ kind: 'terms', terms: ['lavoro', 'stress'] });
  });

  it('falls back on categories when the words match no text, and on quick tools when nothing fits', async () => {
    const none = await recommend('xqzt blorf');
    expect(none.body.items).toHaveLength(5);
    expect(none.body.items.every((i) => i.reason.kind === 'starter' && i.group === 'quick_tools')).toBe(true);
    const hinted = await recommend('insonnia');
    expect(hinted.body.items.length).toBeGreaterThan(0);
    expect(hinted.body.items.every((i) => i.category === 'sleep')).toBe(true);
  });

  it('answers "Messaggio mancante" for an empty or missing message', async () => {
    for (const message of ['', '   ', null]) {
      const { status, body } = await recommend(message);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 'ai.message_missing', message: 'Messaggio mancante' });
    }
    expect((await recommend('', 'en')).body.error!.message).toBe('Message missing');
  });

  it('a crisis message gets the crisis help instead of resources, and a safety event for a signed-in person', async () => {
    const user = await t.signIn();
    const { body } = await recommend('voglio morire, non ce la faccio più', 'it', user.headers);
    expect(body.items).toEqual([]);
    expect(body.crisis?.category).toBe('suicide');
    expect(body.crisisText).toContain('112');
    const events = await t.database.db.select().from(safetyEventsTable).where(eq(safetyEventsTable.userId, user.id));
    expect(events.map((e) => e.feature)).toEqual(['resource_search']);
  });

  it('is not generative: it uses no daily quota and is not an AI request in the activity log', async () => {
    const user = await t.signIn();
    for (let i = 0; i < 5; i++) expect((await recommend('ansia prima di un esame', 'it', user.headers)).status).toBe(200);
    const usage = (await t.app.inject({ method: 'GET', url: '/api/plans/usage', headers: user.headers })).json<DailyUsage>();
    expect(usage.used).toBe(0);
    const rows = await t.database.db.select().from(activityLogTable).where(eq(activityLogTable.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('is open to visitors', async () => {
    expect((await recommend('ansia')).status).toBe(200);
  });
});
