import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { createTestClock, DAY, registerViaApi } from '../../../../tests/factories';
import { launchCampaignTable, launchCodesTable, launchDiscountsTable } from './launch.table';
import { ensureLaunchSeed } from './launch.service';

describe(`launch campaign (${testDbKind})`, () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-03-01T09:00:00.000Z'));
  beforeAll(async () => {
    t = await createTestApp({
      clock: clock.now,
      // Sessions outlive the 10- and 30-day periods these tests walk through.
      env: { REGISTER_MAX_PER_IP: '1000', SESSION_IDLE_TTL_HOURS: '2000', SESSION_ABSOLUTE_TTL_DAYS: '90' },
    });
  });
  afterAll(() => t.close());

  const status = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/launch/status', headers: cookie ? { cookie } : {} }).then((r) => r.json());
  const activate = (cookie: string, code: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/launch/activate', headers: { ...sameOrigin, cookie, ...headers }, payload: { code } });
  const request = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/launch/request', headers: { ...sameOrigin, cookie } });

  it('starts active with 50 places, and gives participant numbers in order', async () => {
    expect(await status()).toEqual({
      campaign: { state: 'active', places: 50, taken: 0, remaining: 50 },
      myCode: null,
      canRequest: false,
    });
    const numbers = [];
    for (let i = 0; i < 3; i++) numbers.push((await registerViaApi(t.app)).json.participantNumber);
    expect(numbers).toEqual([1, 2, 3]);
    expect((await status()).campaign).toEqual({ state: 'active', places: 50, taken: 3, remaining: 47 });
  });

  it('shows the signed-in person their code, ready for activation within 30 days', async () => {
    const { cookie, json } = await registerViaApi(t.app);
    const s = await status(cookie);
    expect(s.myCode).toEqual({
      code: json.promoCode,
      participantNumber: json.participantNumber,
      places: 50,
      state: 'ready',
      assignedAt: clock.now().toISOString(),
      activatedAt: null,
      expiresAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    });
    expect(s.canRequest).toBe(false);
  });

  it('activating your code gives 10 days of premium (the launch plan), then it expires', async () => {
    clock.set('2026-03-02T09:00:00.000Z');
    const { cookie, json } = await registerViaApi(t.app);
    const res = await activate(cookie, `  ${json.promoCode.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const end = new Date(clock.now().getTime() + 10 * DAY).toISOString();
    expect(body.code).toMatchObject({ state: 'activated', activatedAt: clock.now().toISOString(), expiresAt: end });
    expect(body.user).toMatchObject({ plan: 'launch', isPremium: true, entitlements: { premium: true, premiumUntil: end, dailyLimit: null } });

    clock.advance(10 * DAY - 1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user.plan).toBe('launch');
    clock.advance(1000);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user;
    expect(me).toMatchObject({ plan: 'free', isPremium: false });
    expect((await status(cookie)).myCode.state).toBe('expired');
  });

  it('a code works once: a second activation is “Invalid or already used code”', async () => {
    const { cookie, json } = await registerViaApi(t.app);
    expect((await activate(cookie, json.promoCode)).statusCode).toBe(200);
    const again = await activate(cookie, json.promoCode, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'launch.code_invalid', message: 'Invalid or already used code' } });
  });

  it('an unknown code or someone else’s code is “Invalid or already used code”', async () => {
    const alice = await registerViaApi(t.app);
    const bob = await registerViaApi(t.app);
    for (const code of ['SERENA-XXXX-XXXX', bob.json.promoCode]) {
      const res = await activate(alice.cookie, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'launch.code_invalid', message: 'Codice non valido o già utilizzato' });
    }
    expect((await status(bob.cookie)).myCode.state).toBe('ready');
  });

  it('an empty code is “Code required”', async () => {
    const { cookie } = await registerViaApi(t.app);
    for (const code of ['', '   ', undefined]) {
      const res = await activate(cookie, code, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toContainEqual({ path: 'body.code', message: 'launch.code_required' });
    }
    const long = await activate(cookie, 'X'.repeat(65));
    expect(long.statusCode).toBe(400);
  });

  it('a code not activated within 30 days expires', async () => {
    clock.set('2026-03-05T09:00:00.000Z');
    const { cookie, json } = await registerViaApi(t.app);
    clock.advance(30 * DAY);
    expect((await status(cookie)).myCode.state).toBe('expired');
    expect((await activate(cookie, json.promoCode)).statusCode).toBe(400);
  });

  it('someone who skipped the code can request one, once; asking again returns the same code', async () => {
    const { cookie } = await registerViaApi(t.app, { skipLaunchCode: true });
    expect((await status(cookie)).canRequest).toBe(true);
    const first = await request(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().code).toMatchObject({ state: 'ready', places: 50 });
    const second = await request(cookie);
    expect(second.json().code.code).toBe(first.json().code.code);
    expect((await status(cookie)).canRequest).toBe(false);
    expect((await activate(cookie, first.json().code.code)).statusCode).toBe(200);
  });

  it('requesting and activating need a session and a same-origin request', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/launch/request', headers: sameOrigin })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/launch/activate', headers: sameOrigin, payload: { code: 'X' } })).statusCode).toBe(401);
    const { cookie, json } = await registerViaApi(t.app);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/launch/activate',
      headers: { cookie, origin: 'https://evil.example', 'x-serenamente-csrf': '1' },
      payload: { code: json.promoCode },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('when every place is taken: completed, no code at registration, requests refused', async () => {
    const taken = (await status()).campaign.taken;
    await t.database.db.update(launchCampaignTable).set({ places: taken + 1 }).where(eq(launchCampaignTable.id, 1));
    const last = await registerViaApi(t.app);
    expect(last.json.participantNumber).toBe(taken + 1);
    const late = await registerViaApi(t.app);
    expect(late.json).toMatchObject({ success: true, promoCode: null, participantNumber: null });
    expect((await status(late.cookie))).toMatchObject({ campaign: { state: 'completed', remaining: 0 }, myCode: null, canRequest: false });
    const res = await request(late.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('launch.campaign_completed');
    const codes = await t.database.db.select().from(launchCodesTable);
    expect(new Set(codes.map((c) => c.participantNumber)).size).toBe(codes.length);
  });

  it('stores 10 yearly discounts at 19.99 EUR and 10 monthly at 2.49 EUR, seeded once', async () => {
    await ensureLaunchSeed(t.database.db);
    await ensureLaunchSeed(t.database.db);
    const rows = await t.database.db.select().from(launchDiscountsTable);
    expect(rows).toHaveLength(20);
    const yearly = rows.filter((r) => r.plan === 'yearly');
    const monthly = rows.filter((r) => r.plan === 'monthly');
    expect(yearly).toHaveLength(10);
    expect(monthly).toHaveLength(10);
    expect(new Set(yearly.map((r) => r.priceCents))).toEqual(new Set([1999]));
    expect(new Set(monthly.map((r) => r.priceCents))).toEqual(new Set([249]));
    expect(rows.every((r) => r.currency === 'EUR' && r.usedByUserId === null)).toBe(true);
    expect(new Set(rows.map((r) => r.code)).size).toBe(20);
  });
});
