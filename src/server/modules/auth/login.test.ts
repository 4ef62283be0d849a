import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { createTestClock, findUserById, insertUser, sessionCookie } from '../../../../tests/factories';
import * as password from '../../lib/password';

describe(`POST /api/auth/login (${testDbKind})`, () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp({
      clock: clock.now,
      env: { LOGIN_FREE_FAILURES_PER_PAIR: '3', LOGIN_FREE_FAILURES_PER_ACCOUNT: '5', LOGIN_FREE_FAILURES_PER_IP: '8' },
    });
  });
  afterAll(() => t.close());

  let ipCounter = 1;
  /** Each test signs in from its own address, so the per-IP throttle only counts what it means to. */
  const freshIp = () => `192.0.2.${ipCounter++}`;
  const login = (payload: unknown, ip = '198.51.100.1', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { ...sameOrigin, ...headers }, payload: payload as object, remoteAddress: ip });

  it('signs in with the username or the email, in any case, and answers success and the user', async () => {
    const { user, password: pw } = await insertUser(t.database.db);
    for (const username of [user.username, user.email, user.email.toUpperCase(), ` ${user.username.toUpperCase()} `]) {
      const res = await login({ username, password: pw }, freshIp());
      expect(res.statusCode, username).toBe(200);
      expect(res.json()).toMatchObject({ success: true, user: { id: user.id, username: user.username } });
      expect(sessionCookie(res)).toMatch(/^sid=/);
    }
  });

  it('a wrong password and an unknown account get the same 401 and the same body', async () => {
    const { user } = await insertUser(t.database.db);
    const wrong = await login({ username: user.username, password: 'not-the-password' }, freshIp());
    const unknown = await login({ username: 'nobody_here', password: 'not-the-password' }, freshIp());
    const unknownEmail = await login({ username: 'nobody@example.com', password: 'not-the-password' }, freshIp());
    for (const res of [wrong, unknown, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'auth.invalid_credentials', message: 'Credenziali non valide' } });
      expect(res.cookies).toHaveLength(0);
    }
    const en = await login({ username: 'nobody_here', password: 'x' }, freshIp(), { 'accept-language': 'en-US' });
    expect(en.json().error.message).toBe('Invalid username or password');
  });

  it('an unknown account still costs one Argon2 verification, so timing does not tell', async () => {
    const spy = vi.spyOn(password, 'verifyDummy');
    await login({ username: 'ghost_user', password: 'whatever1' }, freshIp());
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  // The waits, the device cookie and enumeration through the throttle: login-throttle.test.ts.
  it('a success forgets the failures of its (account, IP) pair', async () => {
    clock.set('2026-03-11T09:00:00.000Z');
    const { user, password: pw } = await insertUser(t.database.db);
    const ip = freshIp();
    for (let i = 0; i < 2; i++) expect((await login({ username: user.username, password: 'wrong-pass' }, ip)).statusCode).toBe(401);
    expect((await login({ username: user.username, password: pw }, ip)).statusCode).toBe(200);
    // Counted on from 2, the fourth attempt would set a wait and the fifth would be refused.
    for (let i = 0; i < 3; i++) expect((await login({ username: user.username, password: 'wrong-pass' }, ip)).statusCode).toBe(401);
    expect((await login({ username: user.username, password: pw }, ip)).statusCode).toBe(200);
  });

  it('sets a long-lived HttpOnly device cookie at sign-in, a new one each time', async () => {
    const { user, password: pw } = await insertUser(t.database.db);
    const first = await login({ username: user.username, password: pw }, freshIp());
    const device = first.cookies.find((c) => c.name === 'did');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 180 * 86_400 });
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body).not.toContain(device!.value);
    const again = await login({ username: user.username, password: pw }, freshIp(), { cookie: `did=${device!.value}` });
    expect(again.cookies.find((c) => c.name === 'did')?.value).not.toBe(device!.value);
  });

  it('updates the stored time zone from the browser when it is a real zone', async () => {
    const { user, password: pw } = await insertUser(t.database.db);
    await login({ username: user.username, password: pw, timeZone: 'Asia/Tokyo' }, freshIp());
    const me = await login({ username: user.username, password: pw, timeZone: 'Not/AZone' }, freshIp());
    expect(me.statusCode).toBe(200);
    expect((await findUserById(t.database.db, user.id))?.timeZone).toBe('Asia/Tokyo');
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['no username', { password: 'abcdef' }, 'body.username'],
    ['no password', { username: 'anna' }, 'body.password'],
    ['an empty username', { username: '   ', password: 'abcdef' }, 'body.username'],
    ['a username of the wrong type', { username: ['anna'], password: 'abcdef' }, 'body.username'],
    ['a password of the wrong type', { username: 'anna', password: 123456 }, 'body.password'],
    ['a password of 129 characters', { username: 'anna', password: 'x'.repeat(129) }, 'body.password'],
    ['a username of 255 characters', { username: 'a'.repeat(255), password: 'abcdef' }, 'body.username'],
  ];
  for (const [title, payload, path] of bad) {
    it(`refuses ${title} with 400 validation.failed`, async () => {
      const res = await login(payload, freshIp());
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    });
  }

  it('refuses a cross-site sign-in', async () => {
    const { user, password: pw } = await insertUser(t.database.db);
    const foreign = await login({ username: user.username, password: pw }, freshIp(), { origin: 'https://evil.example' });
    const crossSite = await login({ username: user.username, password: pw }, freshIp(), { 'sec-fetch-site': 'cross-site' });
    const noHeader = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: pw } });
    for (const res of [foreign, crossSite, noHeader]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('request.forbidden_origin');
      expect(res.cookies).toHaveLength(0);
    }
  });
});
