import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { createTestClock, DAY, HOUR, insertUser, loginViaApi, registerViaApi } from '../../../../tests/factories';
import { sessionsTable } from './sessions.table';
import { hashToken } from './sessions.service';

describe(`sessions (${testDbKind})`, () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, env: { SESSION_IDLE_TTL_HOURS: '24', SESSION_ABSOLUTE_TTL_DAYS: '3', LOGIN_FREE_FAILURES_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
  const tokenOf = (cookie: string) => cookie.split('=')[1]!;
  const rowOf = async (cookie: string) =>
    (await t.database.db.select().from(sessionsTable).where(eq(sessionsTable.tokenHash, hashToken(tokenOf(cookie)))))[0];

  it('GET /api/auth/me without a session answers 401 SPEC’s “no valid session”', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'auth.no_valid_session', message: 'Nessuna sessione valida trovata.' } });
  });

  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const { user, password } = await insertUser(t.database.db);
    const cookie = await loginViaApi(t.app, user.username, password);
    const rows = await t.database.db.select().from(sessionsTable).where(eq(sessionsTable.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(tokenOf(cookie)));
    expect(rows[0]!.tokenHash).not.toContain(tokenOf(cookie));
  });

  it('an unknown or malformed cookie is signed out and the cookie is cleared', async () => {
    const res = await me('sid=' + 'A'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await me('sid=short')).statusCode).toBe(401);
  });

  it('a session ends after the idle time without use', async () => {
    clock.set('2026-04-01T08:00:00.000Z');
    const { cookie } = await registerViaApi(t.app);
    clock.advance(23 * HOUR);
    expect((await me(cookie)).statusCode).toBe(200); // used: the idle clock starts again
    clock.advance(23 * HOUR);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(24 * HOUR + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await rowOf(cookie)).toBeUndefined();
  });

  it('a session ends at its absolute end even when used all the time', async () => {
    clock.set('2026-05-01T08:00:00.000Z');
    const { cookie } = await registerViaApi(t.app);
    for (let h = 0; h < 71; h += 12) {
      clock.set(new Date(Date.parse('2026-05-01T08:00:00.000Z') + h * HOUR));
      expect((await me(cookie)).statusCode, `after ${h} h`).toBe(200);
    }
    clock.set(new Date(Date.parse('2026-05-01T08:00:00.000Z') + 3 * DAY));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('writes last_seen_at at most once a minute', async () => {
    clock.set('2026-06-01T08:00:00.000Z');
    const { cookie } = await registerViaApi(t.app);
    const first = (await rowOf(cookie))!.lastSeenAt.getTime();
    clock.advance(30_000);
    await me(cookie);
    expect((await rowOf(cookie))!.lastSeenAt.getTime()).toBe(first);
    clock.advance(31_000);
    await me(cookie);
    expect((await rowOf(cookie))!.lastSeenAt.getTime()).toBe(first + 61_000);
  });

  it('every sign-in gets a new token, and the one the browser had stops working', async () => {
    const { user, password } = await insertUser(t.database.db);
    const first = await loginViaApi(t.app, user.username, password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...sameOrigin, cookie: first },
      payload: { username: user.username, password },
    });
    const second = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('signing in over an ended session answers one line per cookie: the new session, its hint and the device', async () => {
    const { user, password } = await insertUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...sameOrigin, cookie: `sid=${'A'.repeat(43)}; signed_in=1` },
      payload: { username: user.username, password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['did', 'sid', 'signed_in']);
    expect(res.cookies.find((c) => c.name === 'sid')!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.cookies.find((c) => c.name === 'signed_in')!.value).toBe('1');
    // A sign-out answers each cleared cookie once too.
    const out = await me(`sid=${'B'.repeat(43)}`);
    expect(out.cookies.map((c) => `${c.name}=${c.value}`).sort()).toEqual(['sid=', 'signed_in=']);
  });

  it('answers a signed-in request so that no browser cache or proxy keeps it', async () => {
    const { user, password } = await insertUser(t.database.db);
    const cookie = await loginViaApi(t.app, user.username, password);
    const entries = await t.app.inject({ method: 'GET', url: '/api/reflections/entries', headers: { cookie } });
    expect(entries.statusCode).toBe(200);
    expect(entries.headers['cache-control']).toBe('private, no-store');
    // Content that is the same for everyone stays storable (the service worker keeps it for
    // offline reading), signed in or not.
    for (const url of ['/api/reflections/categories', '/api/reflections/prompts', '/api/resources']) {
      const signedIn = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(signedIn.headers['cache-control'], url).toBe('no-cache');
      const visitor = await t.app.inject({ method: 'GET', url });
      expect(visitor.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sessions on other devices stay signed in when one signs in again', async () => {
    const { user, password } = await insertUser(t.database.db);
    const phone = await loginViaApi(t.app, user.username, password);
    const laptop = await loginViaApi(t.app, user.username, password);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('logout deletes the session and clears the cookie', async () => {
    const { cookie } = await registerViaApi(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...sameOrigin, cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cleared = res.cookies.find((c) => c.name === 'sid')!;
    expect(cleared.value).toBe('');
    expect(res.cookies.find((c) => c.name === 'signed_in')!.value).toBe('');
    expect(await rowOf(cookie)).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('the hint cookie alone signs nobody in, and a 401 clears it', async () => {
    const res = await me('signed_in=1');
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'signed_in')?.value).toBe('');
  });

  it('logout without a session still answers success', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: sameOrigin });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a cross-site logout and keeps the session', async () => {
    const { cookie } = await registerViaApi(t.app);
    for (const headers of [{ origin: 'https://evil.example', 'x-serenamente-csrf': '1' }, { 'sec-fetch-site': 'cross-site', 'x-serenamente-csrf': '1' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...headers, cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('request.forbidden_origin');
    }
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('in production the cookie is __Host-sid, Secure, HttpOnly and SameSite=Lax', async () => {
    const prod = await createTestApp({
      database: t.database,
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://localhost:2525', PUBLIC_URL: 'https://serenamente.example' },
    });
    const { makeRegistration } = await import('../../../../tests/factories');
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-serenamente-csrf': '1', origin: 'https://serenamente.example' },
      payload: makeRegistration(),
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === '__Host-sid')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
    await prod.app.close();
  });
});

describe(`GET /api/auth/user/:id (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (id: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth/user/${encodeURIComponent(id)}`, headers: cookie ? { cookie } : {} });

  it('answers the user to that user', async () => {
    const { json, cookie } = await registerViaApi(t.app);
    const res = await get(json.user.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: json.user.id, username: json.user.username } });
  });

  it('answers another user’s id, and an unknown one, with the same 403 body', async () => {
    const alice = await registerViaApi(t.app);
    const bob = await registerViaApi(t.app);
    const other = await get(bob.json.user.id, alice.cookie);
    const unknown = await get('00000000-0000-4000-8000-000000000000', alice.cookie);
    const garbage = await get('not-a-uuid', alice.cookie);
    for (const res of [other, unknown, garbage]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'auth.forbidden', message: 'Non hai i permessi per questa operazione.' } });
    }
    expect(other.body).not.toContain(bob.json.user.email);
  });

  it('answers 401 when signed out', async () => {
    const alice = await registerViaApi(t.app);
    expect((await get(alice.json.user.id)).statusCode).toBe(401);
  });

  it('answers any user to an administrator, and 404 for an unknown id', async () => {
    const { user: admin, password } = await insertUser(t.database.db, { role: 'admin' });
    const cookie = await loginViaApi(t.app, admin.username, password);
    const someone = await registerViaApi(t.app);
    const res = await get(someone.json.user.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(someone.json.user.email);
    expect((await get('00000000-0000-4000-8000-000000000000', cookie)).statusCode).toBe(404);
    expect((await get('not-a-uuid', cookie)).statusCode).toBe(404);
  });

  it('an administrator is premium and unlimited whatever their plan', async () => {
    const { user: admin, password } = await insertUser(t.database.db, { role: 'admin' });
    const cookie = await loginViaApi(t.app, admin.username, password);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(res.json().user).toMatchObject({ isAdmin: true, isPremium: true, entitlements: { premium: true, dailyLimit: null } });
  });
});
