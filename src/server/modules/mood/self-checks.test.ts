import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/helpers/api';
import { createTestAppWithUsers, type TestAppWithUsers } from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type { SelfCheckResponse } from '@shared/schemas/mood';
import { safetyEventsTable } from '../safety/safety.table';

describe(`self-checks API (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let now = new Date('2026-04-02T08:00:00Z');

  beforeAll(async () => {
    t = await createTestAppWithUsers({ clock: () => now });
  });
  afterAll(() => t.close());

  it('shows both questionnaires with the standard items, in Italian and English, as a self-check', async () => {
    const user = await t.signIn();
    const it = (await api(t.app, user).get('/api/mood/self-checks/forms')).json();
    const gad = it.forms.find((f: { kind: string }) => f.kind === 'gad7');
    const phq = it.forms.find((f: { kind: string }) => f.kind === 'phq9');
    expect(gad.items).toHaveLength(7);
    expect(phq.items).toHaveLength(9);
    expect(gad.question).toBe('Nelle ultime 2 settimane, con quale frequenza ha avuto i seguenti problemi?');
    expect(gad.disclaimer).toMatch(/non una diagnosi/);
    const en = (await api(t.app, user).get('/api/mood/self-checks/forms?lang=en')).json();
    expect(en.forms[1].items[0].text).toBe('Little interest or pleasure in doing things');
    expect(en.forms[0].options.map((o: { label: string }) => o.label)).toEqual([
      'Not at all',
      'Several days',
      'More than half the days',
      'Nearly every day',
    ]);
  });

  it('scores GAD-7 with its bands 0–4, 5–9, 10–14, 15–21', async () => {
    const user = await t.signIn();
    const score = async (answers: number[]) =>
      (
        await api(t.app, user).post('/api/mood/self-checks', { kind: 'gad7', answers })
      ).json<SelfCheckResponse>().result;
    expect(await score([0, 0, 1, 1, 1, 1, 0])).toMatchObject({
      score: 4,
      severity: 'minimal',
      severityLabel: 'Minima',
      maxScore: 21,
    });
    expect(await score([1, 1, 1, 1, 1, 0, 0])).toMatchObject({ score: 5, severity: 'mild' });
    expect(await score([2, 2, 2, 2, 2, 0, 0])).toMatchObject({ score: 10, severity: 'moderate' });
    expect(await score([3, 3, 3, 3, 3, 0, 0])).toMatchObject({ score: 15, severity: 'severe' });
  });

  it('scores PHQ-9 with its five bands, and keeps each result with its date', async () => {
    const user = await t.signIn();
    const send = async (answers: number[]) =>
      (
        await api(t.app, user).post('/api/mood/self-checks', { kind: 'phq9', answers })
      ).json<SelfCheckResponse>();
    expect((await send([3, 3, 3, 3, 3, 0, 0, 0, 0])).result).toMatchObject({
      score: 15,
      severity: 'moderately_severe',
    });
    now = new Date('2026-04-02T09:00:00Z');
    const top = await send([3, 3, 3, 3, 3, 3, 2, 0, 0]);
    expect(top.result).toMatchObject({ score: 20, severity: 'severe', day: '2026-04-02' });
    expect(top.crisis).toBeNull();
    const list = (await api(t.app, user).get('/api/mood/self-checks?kind=phq9')).json();
    expect(list.items.map((r: { score: number }) => r.score)).toEqual([20, 15]);
  });

  it('refuses a wrong number of answers or an answer over 3', async () => {
    const user = await t.signIn();
    expect(
      (await api(t.app, user).post('/api/mood/self-checks', { kind: 'phq9', answers: [0, 0, 0, 0, 0, 0, 0] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await api(t.app, user).post('/api/mood/self-checks', { kind: 'gad7', answers: [4, 0, 0, 0, 0, 0, 0] }))
        .statusCode,
    ).toBe(400);
  });

  it('PHQ-9 item 9 above 0 brings the crisis lines and records a safety event, whatever the score', async () => {
    const user = await t.signIn();
    const res = await api(t.app, user).post('/api/mood/self-checks', {
      kind: 'phq9',
      answers: [0, 0, 0, 0, 0, 0, 0, 0, 1],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<SelfCheckResponse>();
    expect(body.result.severity).toBe('minimal');
    expect(body.crisis?.message).toMatch(/112/);
    expect(body.crisis?.helplines.map((h) => h.number)).toEqual(['112', '02 2327 2327', '06 77208977']);
    const events = await t.database.db
      .select()
      .from(safetyEventsTable)
      .where(eq(safetyEventsTable.userId, user.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ category: 'suicide', feature: 'self_check_phq9' });
  });
});
