import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { createTestClock, insertUser, loginViaApi, MINUTE } from '../../../../tests/factories';
import { listOutboxMail } from '../../lib/mail';
import { sessionsTable } from '../sessions/sessions.table';
import { passwordResetsTable } from './auth.table';

describe(`password recovery (${testDbKind})`, () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, env: { RECOVERY_MAX_PER_IP: '1000', RECOVERY_MAX_PER_EMAIL: '1000' } });
  });
  afterAll(() => t.close());

  const forgot = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { ...sameOrigin, ...headers }, payload: { email } });
  const reset = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { ...sameOrigin, ...headers }, payload });
  const newPassword = { password: 'Nuova-Pass1', confirmPassword: 'Nuova-Pass1' };
  const mailedCode = async (email: string) => {
    let code = '';
    await expect
      .poll(async () => {
        const mail = (await listOutboxMail(t.database.db, email)).find((m) => m.kind === 'password_reset_code');
        code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    return code;
  };

  it('issues a 6-digit code by mail (outbox) and, in demo delivery, on screen; only its hash is stored', async () => {
    clock.set('2026-03-10T09:00:00.000Z');
    const { user } = await insertUser(t.database.db);
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toEqual({ success: true, delivery: 'demo', demoCode: expect.stringMatching(/^\d{6}$/), validMinutes: 10 });
    expect(await mailedCode(user.email)).toBe(json.demoCode);
    const rows = await t.database.db.select().from(passwordResetsTable).where(eq(passwordResetsTable.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.codeHash).not.toContain(json.demoCode);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(10 * MINUTE);
  });

  it('answers an unknown email exactly like a known one (status, shape, a code that never works)', async () => {
    const { user } = await insertUser(t.database.db);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody.at.all@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(known.json()).sort());
    expect(unknown.json().demoCode).toMatch(/^\d{6}$/);
    const res = await reset({ email: 'nobody.at.all@example.com', code: unknown.json().demoCode, ...newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('auth.reset_code_invalid');
  });

  it('a right code changes the password, ends every session and sends a notice', async () => {
    clock.set('2026-03-10T10:00:00.000Z');
    const { user, password } = await insertUser(t.database.db);
    // Signing in records the language the person uses: the notice follows it.
    const phone = await loginViaApi(t.app, user.username, password, { 'accept-language': 'en-GB' });
    const laptop = await loginViaApi(t.app, user.username, password, { 'accept-language': 'en-GB' });
    const { demoCode } = (await forgot(user.email)).json();
    clock.advance(9 * MINUTE);
    const res = await reset({ email: ` ${user.email.toUpperCase()} `, code: demoCode, ...newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await t.database.db.select().from(sessionsTable).where(eq(sessionsTable.userId, user.id))).toHaveLength(0);
    for (const cookie of [phone, laptop]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    }
    await expect.poll(async () => (await listOutboxMail(t.database.db, user.email)).map((m) => m.kind)).toContain('password_changed');
    const notice = (await listOutboxMail(t.database.db, user.email)).find((m) => m.kind === 'password_changed')!;
    expect(notice.subject).toBe('Your Serenamente password was changed');
    expect(notice.text).not.toContain('Nuova-Pass1');
    await expect(loginViaApi(t.app, user.username, password)).rejects.toThrow(/401/);
    expect(await loginViaApi(t.app, user.username, 'Nuova-Pass1')).toMatch(/^sid=/);
  });

  it('a code works once', async () => {
    const { user } = await insertUser(t.database.db);
    const { demoCode } = (await forgot(user.email)).json();
    expect((await reset({ email: user.email, code: demoCode, ...newPassword })).statusCode).toBe(200);
    const again = await reset({ email: user.email, code: demoCode, password: 'Altra-Pass2', confirmPassword: 'Altra-Pass2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('auth.reset_code_invalid');
  });

  it('a code expires after 10 minutes', async () => {
    clock.set('2026-03-10T11:00:00.000Z');
    const { user } = await insertUser(t.database.db);
    const { demoCode } = (await forgot(user.email)).json();
    clock.advance(10 * MINUTE);
    const res = await reset({ email: user.email, code: demoCode, ...newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'auth.reset_code_invalid', message: 'Codice di sicurezza non valido o scaduto.' });
  });

  it('a new code replaces the previous one', async () => {
    const { user } = await insertUser(t.database.db);
    const first = (await forgot(user.email)).json().demoCode;
    const second = (await forgot(user.email)).json().demoCode;
    if (first !== second) expect((await reset({ email: user.email, code: first, ...newPassword })).statusCode).toBe(400);
    expect((await reset({ email: user.email, code: second, ...newPassword })).statusCode).toBe(200);
  });

  it('after 5 wrong attempts: “Troppi tentativi” with the minutes left, even for the right code', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { user } = await insertUser(t.database.db);
    const { demoCode } = (await forgot(user.email)).json();
    const wrong = demoCode === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await reset({ email: user.email, code: wrong, ...newPassword })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    clock.advance(3 * MINUTE);
    const right = await reset({ email: user.email, code: demoCode, ...newPassword });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatchObject({ code: 'auth.reset_too_many_attempts', message: 'Troppi tentativi. Riprova tra 7 min.', params: { minutes: 7 } });
    const en = await reset({ email: user.email, code: demoCode, ...newPassword }, { 'accept-language': 'en' });
    expect(en.json().error.message).toBe('Too many attempts. Please try again in 7 min.');
    // While locked, asking again issues nothing new that would work.
    const during = (await forgot(user.email)).json().demoCode;
    expect((await reset({ email: user.email, code: during, ...newPassword })).statusCode).toBe(429);
    // Once that code has expired, recovery starts again.
    clock.advance(7 * MINUTE);
    const fresh = (await forgot(user.email)).json().demoCode;
    expect((await reset({ email: user.email, code: fresh, ...newPassword })).statusCode).toBe(200);
  });

  it('the fifth attempt may still be the right one', async () => {
    const { user } = await insertUser(t.database.db);
    const { demoCode } = (await forgot(user.email)).json();
    const wrong = demoCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await reset({ email: user.email, code: wrong, ...newPassword });
    expect((await reset({ email: user.email, code: demoCode, ...newPassword })).statusCode).toBe(200);
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['no code', { code: undefined }, 'body.code', 'auth.validation.code_required'],
    ['an empty code', { code: '   ' }, 'body.code', 'auth.validation.code_required'],
    ['a code of the wrong type', { code: 123456 }, 'body.code', 'auth.validation.code_required'],
    ['a new password of 7 characters', { password: 'Abcdef1', confirmPassword: 'Abcdef1' }, 'body.password', 'auth.validation.reset_password_length'],
    ['a new password without upper case', { password: 'abcdefg1', confirmPassword: 'abcdefg1' }, 'body.password', 'auth.validation.reset_password_strength'],
    ['a new password without lower case', { password: 'ABCDEFG1', confirmPassword: 'ABCDEFG1' }, 'body.password', 'auth.validation.reset_password_strength'],
    ['a new password without a number', { password: 'Abcdefgh', confirmPassword: 'Abcdefgh' }, 'body.password', 'auth.validation.reset_password_strength'],
    ['a confirmation that does not match', { confirmPassword: 'Nuova-Pass2' }, 'body.confirmPassword', 'auth.validation.passwords_mismatch'],
    ['no email', { email: undefined }, 'body.email', 'auth.validation.email'],
  ];
  for (const [title, override, path, message] of bad) {
    it(`refuses ${title}`, async () => {
      const res = await reset({ email: 'someone@example.com', code: '123456', ...newPassword, ...override });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toContainEqual({ path, message });
    });
  }

  it('accepts accented capitals as upper case (Unicode-aware rules)', async () => {
    const { user } = await insertUser(t.database.db);
    const { demoCode } = (await forgot(user.email)).json();
    expect((await reset({ email: user.email, code: demoCode, password: 'Èccolo-123', confirmPassword: 'Èccolo-123' })).statusCode).toBe(200);
  });

  it('refuses an invalid email on the forgot-password form', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({ path: 'body.email', message: 'auth.validation.email' });
  });

  it('refuses cross-site recovery requests', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'a@example.com' } });
    expect(res.statusCode).toBe(403);
  });
});

describe(`recovery throttles (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RECOVERY_MAX_PER_IP: '4', RECOVERY_MAX_PER_EMAIL: '2', RECOVERY_WINDOW_MINUTES: '60' } });
  });
  afterAll(() => t.close());

  const forgot = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: sameOrigin, payload: { email }, remoteAddress: ip });

  it('limits codes per email, the same for an unknown email as for a real one', async () => {
    const { user } = await insertUser(t.database.db);
    const real = [];
    const ghost = [];
    for (let i = 0; i < 3; i++) {
      real.push((await forgot(user.email, `10.1.0.${i}`)).statusCode);
      ghost.push((await forgot('ghost@example.com', `10.2.0.${i}`)).statusCode);
    }
    expect(real).toEqual([200, 200, 429]);
    expect(ghost).toEqual(real);
    const res = await forgot(user.email, '10.1.0.9');
    expect(res.json().error).toMatchObject({ code: 'auth.recovery_throttled', params: { minutes: 60 } });
  });

  it('limits recovery requests per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await forgot(`person${i}@example.com`, '10.3.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('counts reset attempts against the same per-IP limit', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: sameOrigin,
        payload: { email: 'x@example.com', code: '123456', password: 'Nuova-Pass1', confirmPassword: 'Nuova-Pass1' },
        remoteAddress: '10.4.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });
});
