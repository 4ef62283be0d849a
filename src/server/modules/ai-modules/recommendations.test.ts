import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type { RecommendationItem, RecommendationResponse } from '@shared/schemas/ai-modules';
import type { DailyUsage } from '@shared/schemas/plans';
import { seedContent } from '../../db/seed';
import { activityLogTable } from '../activity/activity.table';
import { safetyEventsTable } from '../safety/safety.table';

type Lang = 'it' | 'en';
const slugs = (items: RecommendationItem[]) => items.map((i) => i.slug);
const terms = (item: RecommendationItem) => (item.reason.kind === 'terms' ? item.reason.terms : []);

// The library's own answers to each topic (their tags say so): what a recommendation may be.
const selfCompassion = ['self-compassion-break', 'five-day-self-compassion'];
const activation = ['one-small-step-low-mood', 'behavioural-activation-course', 'low-mood-first-steps'];
const breathingAndGrounding = [
  'panic-attack-first-aid',
  'panic-attacks-explained',
  'guided-breathing-circle',
  'grounding-5-4-3-2-1',
  'box-breathing',
  'three-minute-breathing-space',
  'mindfulness-for-beginners',
  'night-breathing-circle',
  'fourteen-day-anxiety-basics',
];

describe(`resource recommendations (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let trial: SignedInTestUser;
  let premium: SignedInTestUser;

  beforeAll(async () => {
    t = await createTestAppWithUsers();
    await seedContent(t.database.db);
    trial = await t.signIn({
      entitlements: { plan: 'trial', dailyLimit: 5, trialEndsAt: '2099-01-01T00:00:00.000Z' },
    });
    premium = await t.signIn({ premium: true });
  });
  afterAll(() => t.close());

  const recommend = async (
    message: string | null,
    lang: Lang = 'it',
    headers: Record<string, string> = {},
  ) => {
    const query = message === null ? `lang=${lang}` : `lang=${lang}&message=${encodeURIComponent(message)}`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/resources/recommendations?${query}`,
      headers,
    });
    return {
      status: res.statusCode,
      body: res.json<RecommendationResponse & { error?: { code: string; message: string } }>(),
    };
  };

  it('ranks the library in Italian: sleep items for a sleepless night', async () => {
    const { status, body } = await recommend('Non riesco a dormire la notte, mi giro nel letto');
    expect(status).toBe(200);
    expect(body.lang).toBe('it');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(5);
    expect(body.items.every((i) => i.category === 'sleep')).toBe(true);
    expect(body.items[0]!.title).toMatch(/sonno|dormire|sera|notte/i);
    expect(body.crisis).toBeNull();
  });

  describe.each<[Lang, string]>([
    ['it', 'mi sento solo dopo il trasloco'],
    ['en', 'I feel lonely after moving house'],
  ])('loneliness (%s)', (lang, message) => {
    it('gets self-compassion and reaching-out items a trial user can open, never the unrelated library', async () => {
      const { body } = await recommend(message, lang, trial.headers);
      expect(body.items.length).toBeGreaterThan(0);
      expect(slugs(body.items).every((s) => [...selfCompassion, ...activation].includes(s))).toBe(true);
      expect(slugs(body.items.slice(0, 2)).sort()).toEqual([...selfCompassion].sort());
      expect(body.items.every((i) => !i.premium)).toBe(true);
      expect(terms(body.items[0]!)).toContain(lang === 'it' ? 'auto-compassione' : 'self-compassion');
    });
  });

  describe.each<[Lang, string]>([
    ['it', 'Rimando sempre tutto, non riesco a iniziare la tesi'],
    ['en', 'I keep procrastinating on my thesis'],
  ])('procrastination (%s)', (lang, message) => {
    it('gets the activation items and no more: fewer items rather than unrelated ones', async () => {
      const { body } = await recommend(message, lang, trial.headers);
      expect(slugs(body.items).sort()).toEqual([...activation].sort());
      expect(terms(body.items[0]!)).toContain(lang === 'it' ? 'attivazione' : 'activation');
    });
  });

  describe.each<[Lang, string]>([
    ['it', 'Ho avuto un attacco di panico in treno'],
    ['en', 'I get panic attacks on the train'],
  ])('panic (%s)', (lang, message) => {
    it('a trial user gets panic first aid, breathing and grounding, all of them open to them', async () => {
      const { body } = await recommend(message, lang, trial.headers);
      expect(body.items[0]!.slug).toBe('panic-attack-first-aid');
      expect(body.items[0]!.reason).toEqual({ kind: 'terms', terms: [lang === 'it' ? 'panico' : 'panic'] });
      expect(slugs(body.items).every((s) => breathingAndGrounding.includes(s))).toBe(true);
      expect(slugs(body.items)).toEqual(
        expect.arrayContaining(['guided-breathing-circle', 'grounding-5-4-3-2-1']),
      );
      expect(body.items.every((i) => !i.premium)).toBe(true);
    });

    it('a premium member also gets the premium guide on panic, near the top', async () => {
      const { body } = await recommend(message, lang, premium.headers);
      expect(slugs(body.items).slice(0, 2).sort()).toEqual([
        'panic-attack-first-aid',
        'panic-attacks-explained',
      ]);
      expect(slugs(body.items).every((s) => breathingAndGrounding.includes(s))).toBe(true);
    });
  });

  it('without premium, what the person can open comes first and a premium item comes once, last and marked', async () => {
    for (const [lang, message] of [
      ['it', 'sono stressato dal lavoro'],
      ['en', 'I am stressed about work'],
    ] as const) {
      const { body } = await recommend(message, lang, trial.headers);
      const premiumItems = body.items.filter((i) => i.premium);
      expect(premiumItems.map((i) => i.slug)).toEqual(['burnout-and-work-stress']);
      expect(body.items.at(-1)!.slug).toBe('burnout-and-work-stress');
      expect(body.items.every((i) => ['stress', 'mindfulness'].includes(i.category))).toBe(true);
      // A visitor is shaped the same way: they cannot open premium either.
      expect((await recommend(message, lang)).body.items.filter((i) => i.premium)).toHaveLength(1);
    }
    const member = await recommend('sono stressato dal lavoro', 'it', premium.headers);
    expect(member.body.items[0]!.slug).toBe('burnout-and-work-stress');
    expect(member.body.items[0]!.reason).toEqual({ kind: 'terms', terms: ['lavoro', 'stress'] });
  });

  it('reads "solo" as "only" when it is: "sono solo stanco" is tiredness, not loneliness', async () => {
    const { body } = await recommend('sono solo stanco', 'it', trial.headers);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.category === 'sleep')).toBe(true);
    expect(slugs(body.items).some((s) => selfCompassion.includes(s))).toBe(false);
  });

  it('a message without a known topic gets what its title, tags or summary name, in both languages', async () => {
    const it_ = await recommend('una routine per la sera', 'it', trial.headers);
    expect(it_.body.items[0]!.slug).toBe('wind-down-routine');
    expect(it_.body.items[0]!.reason).toEqual({ kind: 'terms', terms: ['routine', 'sera'] });
    expect(it_.body.items.every((i) => i.category === 'sleep')).toBe(true);
    const en = await recommend('an evening routine', 'en', trial.headers);
    expect(en.body.items[0]!.slug).toBe('wind-down-routine');
    expect(en.body.items.every((i) => i.category === 'sleep')).toBe(true);
  });

  it('when nothing matches, the quick tools are offered as a starting point, free first', async () => {
    const { body } = await recommend('xqzt blorf', 'it', trial.headers);
    expect(body.items).toHaveLength(5);
    expect(body.items.every((i) => i.reason.kind === 'starter' && i.group === 'quick_tools')).toBe(true);
    expect(body.items.filter((i) => i.premium).length).toBeLessThanOrEqual(1);
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
    const events = await t.database.db
      .select()
      .from(safetyEventsTable)
      .where(eq(safetyEventsTable.userId, user.id));
    expect(events.map((e) => e.feature)).toEqual(['resource_search']);
  });

  it('is not generative: it uses no daily quota and is not an AI request in the activity log', async () => {
    const user = await t.signIn();
    for (let i = 0; i < 5; i++)
      expect((await recommend('ansia prima di un esame', 'it', user.headers)).status).toBe(200);
    const usage = (
      await t.app.inject({ method: 'GET', url: '/api/plans/usage', headers: user.headers })
    ).json<DailyUsage>();
    expect(usage.used).toBe(0);
    const rows = await t.database.db
      .select()
      .from(activityLogTable)
      .where(eq(activityLogTable.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('is open to visitors', async () => {
    expect((await recommend('ansia')).status).toBe(200);
  });
});
