import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../../tests/helpers/app';
import { createTestAppWithUsers, type TestAppWithUsers } from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import { emptySafetyPlanValue, type SafetyGuide, type SafetyPlanResponse } from '@shared/schemas/safety';

describe(`safety API (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  const now = new Date('2026-03-10T21:15:00Z');

  beforeAll(async () => {
    t = await createTestAppWithUsers({ clock: () => now });
  });
  afterAll(() => t.close());

  it('gives everyone the grounding exercises and the plan’s six steps plus what matters most, in both languages', async () => {
    const it_ = (await t.app.inject({ method: 'GET', url: '/api/safety/guide?lang=it' })).json<SafetyGuide>();
    expect(it_.sections.map((s) => s.id)).toEqual([
      'warning_signs',
      'coping_strategies',
      'social_distractions',
      'help_contacts',
      'professionals',
      'safe_environment',
      'reasons_for_living',
    ]);
    expect(it_.sections[0]!.label).toBe('I miei segnali di allarme');
    expect(it_.grounding[0]!.title).toBe('Tecnica 5-4-3-2-1');
    const en = (await t.app.inject({ method: 'GET', url: '/api/safety/guide?lang=en' })).json<SafetyGuide>();
    expect(en.sections[0]!.label).toBe('My warning signs');
    expect(en.sections.find((s) => s.id === 'help_contacts')!.withPhone).toBe(true);
  });

  it('a person fills in their safety plan, saves it and finds it again', async () => {
    const user = await t.signIn();
    const empty = (await t.app.inject({ method: 'GET', url: '/api/safety/plan', headers: user.headers })).json<SafetyPlanResponse>();
    expect(empty).toEqual({ plan: emptySafetyPlanValue(), saved: false });

    const plan = emptySafetyPlanValue();
    plan.sections.warning_signs.push({ text: 'Non dormo per più notti' });
    plan.sections.help_contacts.push({ text: 'Mia sorella Giulia', phone: '+39 333 123 4567' });
    plan.sections.safe_environment.push({ text: 'Lasciare i farmaci a mia madre' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/safety/plan',
      headers: { ...sameOrigin, ...user.headers },
      payload: { plan },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SafetyPlanResponse>().plan.updatedAt).toBe(now.toISOString());

    const again = (await t.app.inject({ method: 'GET', url: '/api/safety/plan', headers: user.headers })).json<SafetyPlanResponse>();
    expect(again.saved).toBe(true);
    expect(again.plan.sections.help_contacts).toEqual([{ text: 'Mia sorella Giulia', phone: '+39 333 123 4567' }]);
    expect(again.plan.sections.warning_signs).toEqual([{ text: 'Non dormo per più notti' }]);

    const stranger = await t.signIn();
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/safety/plan', headers: stranger.headers })).json<SafetyPlanResponse>();
    expect(theirs.saved).toBe(false);
  });

  it('refuses a plan with an empty entry or a phone that is not a number', async () => {
    const user = await t.signIn();
    const plan = emptySafetyPlanValue();
    plan.sections.help_contacts.push({ text: 'Marco', phone: 'chiamami' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/safety/plan',
      headers: { ...sameOrigin, ...user.headers },
      payload: { plan },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation.failed');
  });

  it('keeps the plan for signed-in people only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/safety/plan' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/safety/plan',
      headers: sameOrigin,
      payload: { plan: emptySafetyPlanValue() },
    });
    expect(res.statusCode).toBe(401);
  });
});
