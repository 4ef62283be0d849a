import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityHistory } from '@shared/schemas/progress';
import { api } from '../../../../tests/helpers/api';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../../tests/helpers/as-user';
import { createTestDatabase, testDbKind } from '../../../../tests/helpers/db';
import { seedContent } from '../../db/seed';
import { exercises } from '../../db/seed/content/exercises';
import { meditations } from '../../db/seed/content/meditations';
import { reflectionPrompts } from '../../db/seed/content/reflections';
import { resources } from '../../db/seed/content/resources';
import { type ActivityInput, createActivityService } from '../activity/activity.service';

const exercise = exercises.find((e) => e.slug === 'box-breathing')!;
const meditation = meditations.find((m) => m.slug === 'anxiety-sos-3-minutes')!;
const resource = resources.find((r) => r.slug === 'understanding-anxiety')!;
const prompt = reflectionPrompts.find((p) => p.slug === 'prompt-better-than-expected')!;

/** The profile's activity history names each item in the reader's language, in one statement. */
describe(`activity history titles (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  const statements: string[] = [];
  let person: SignedInTestUser;
  let newcomer: SignedInTestUser;

  beforeAll(async () => {
    const database = await createTestDatabase({ onQuery: (q) => statements.push(q) });
    t = await createTestAppWithUsers({ database });
    await seedContent(database.db);
    person = await t.signIn({ timeZone: 'Europe/Rome' });
    newcomer = await t.signIn({ timeZone: 'Europe/Rome' });
    const activity = createActivityService({ db: database.db });
    const facts: Omit<ActivityInput, 'userId' | 'timeZone' | 'at'>[] = [
      { kind: 'ai_request', ref: 'chat' },
      { kind: 'ai_request', ref: 'writing' },
      { kind: 'mood_logged', ref: '7d3c0c4e-0000-4000-8000-000000000000' },
      { kind: 'reflection_saved', ref: prompt.slug },
      { kind: 'resource_read', ref: resource.slug, minutes: 6 },
      { kind: 'program_day_completed', ref: 'seven-day-better-sleep', minutes: 3, meta: { day: 1 } },
      { kind: 'meditation_completed', ref: meditation.slug, minutes: 3 },
      { kind: 'exercise_completed', ref: 'an-exercise-since-removed', minutes: 2 },
      { kind: 'exercise_completed', ref: exercise.slug, minutes: 4 },
    ];
    for (const [i, fact] of facts.entries()) {
      const at = new Date(Date.UTC(2026, 4, 1, 8, i));
      await activity.record({ userId: person.id, timeZone: 'Europe/Rome', at, ...fact });
    }
    await activity.record({
      userId: newcomer.id,
      timeZone: 'Europe/Rome',
      at: new Date(Date.UTC(2026, 4, 1, 8)),
      kind: 'exercise_completed',
      ref: exercise.slug,
      minutes: 4,
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const history = async (query: string, user = person) => {
    const res = await api(t.app, user).get(`/api/profile/activity${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<ActivityHistory>();
  };
  const sleepProgram = resources.find((r) => r.slug === 'seven-day-better-sleep')!;

  it('shows titles, not slugs, in Italian', async () => {
    const page = await history('?lang=it');
    expect(page.items.map((i) => [i.kind, i.title])).toEqual([
      ['exercise', exercise.text.it.title],
      ['exercise', null],
      ['meditation', meditation.text.it.title],
      ['reading', sleepProgram.text.it.title],
      ['reading', resource.text.it.title],
      ['reflection', prompt.text.it],
      ['mood', null],
      ['ai_module', null],
      ['chat', null],
    ]);
    expect(page.items[0]).toMatchObject({ ref: 'box-breathing', title: 'Respirazione quadrata' });
  });

  it('shows them in English to an English reader, with the filters as before', async () => {
    const page = await history('?lang=en&kind=exercise');
    expect(page.total).toBe(2);
    expect(page.items[0]!.title).toBe(exercise.text.en.title);
    expect(page.items[0]!.title).not.toBe(exercise.text.it.title);
    const readings = await history('?lang=en&kind=reading&limit=1');
    expect(readings).toMatchObject({ total: 2, items: [{ title: sleepProgram.text.en.title }] });
  });

  it('takes the same statements for nine kinds of items as for one', async () => {
    const count = async (user: SignedInTestUser) => {
      statements.length = 0;
      await history('?lang=it', user);
      return statements.length;
    };
    expect(await count(person)).toBe(await count(newcomer));
  });
});
