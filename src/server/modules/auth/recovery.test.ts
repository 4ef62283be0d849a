import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTestConfig, sameOrigin, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { captureLog } from '../../../../tests/helpers/log';
import { createTestClock, findUser, insertUser, loginViaApi, MINUTE } from '../../../../tests/factories';
import { hashSecret } from '../../lib/password';
import { listOutboxMail } from '../../lib/mail';
import { sessionsTable } from '../sessions/sessions.table';
import { ensureAdmin } from './admin.service';
import { passwordResetsTable } from './auth.table';

const newPassword = { password: 'Nuova-Pass1', confirmPassword: 'Nuova-Pass1' };
/** Never a 6-digit code, so it can never be the right one by chance. */
const WRONG = 'not-the-code';

/** The recovery calls and the codes mailed through the outbox, for one test app. */
function recoveryClient(t: () => TestApp) {
  const forgot = (email: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { ...sameOrigin, ...headers }, payload: { email } });
  const reset = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { ...sameOrigin, ...headers }, payload });
  const codeMails = async (email: string) =>
    (await listOutboxMail(t().database.db, email)).filter((m) => m.kind === 'password_reset_code');
  /** Asks for a code and returns the one mailed by that request (mail leaves after the answer). */
  const requestCode = async (email: string, headers: Record<string, string> = {}) => {
    const before = new Set((await codeMails(email)).map((m) => m.id));
    const res = await forgot(email, headers);
    expect(res.statusCode).toBe(200);
    let code = '';
    await expect
      .poll(async () => {
        const fresh = (await codeMails(email)).find((m) => !before.has(m.id));
        code = fresh?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    return { res, code };
  };
  return { forgot, reset, codeMails, requestCode };
}

/** An answer reduced to what tells one case from another: status, body keys, error code and params. */
const outline = (res: { statusCode: number; json: () => unknown }) => {
  const body = res.json() as Record<string, unknown> & { error?: Record<string, unknown> };
  return {
    status: res.statusCode,
    keys: Object.keys(body).sort(),
    errorKeys: body.error ? Object.keys(body.error).sort() : [],
    code: body.error?.code,
    params: body.error?.params,
  };
};

describe(`password recovery on a default start: not production, no SMTP_URL (${testDbKind})`, () => {
  let t: TestApp;
  const log = captureLog('info');
  const client = recoveryClient(() => t);
  beforeAll(async () => {
    // What `npm start` runs with: NODE_ENV unset (development) and no SMTP_URL.
    t = await createTestApp({ env: { NODE_ENV: 'development' }, logger: log.logger });
  });
  afterAll(() => t.close());

  it('the answer never carries the code; the code is in the outbox row and printed in the log', async () => {
    expect(t.config.isProduction).toBe(false);
    expect(t.config.mail.smtpUrl).toBeUndefined();
    const { user } = await insertUser(t.database.db);
    const { res, code } = await client.requestCode(user.email);
    expect(res.json()).toEqual({ success: true, validMinutes: 10 });
    expect(res.json()).not.toHaveProperty('demoCode');
    expect(res.body).not.toMatch(/\d{6}/);
    expect(res.body).not.toContain(code);
    await expect
      .poll(() => log.lines.filter((l) => (l.mail as { to?: string } | undefined)?.to === user.email).map((l) => (l.mail as { text?: string }).text ?? ''))
      .toContainEqual(expect.stringContaining(code));
    // The same code works: it is the one a person would read in the mail.
    expect((await client.reset({ email: user.email, code, ...newPassword })).statusCode).toBe(200);
  });

  it('the published API description has no code field either', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.body).not.toContain('demoCode');
  });

  it('the administrator cannot be taken over: forgot-password issues nothing, no code resets it, its password still works', async () => {
    const config = makeTestConfig({ ADMIN_USERNAME: 'custode', ADMIN_PASSWORD: 'Custode-2025!' });
    await ensureAdmin({ db: t.database.db, config });
    const admin = (await findUser(t.database.db, 'custode'))!;
    // The administrator answers exactly as an address without an account.
    const asked = await client.forgot(admin.email);
    const nobody = await client.forgot('nobody.here@example.com');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(nobody.json());
    expect(asked.body).not.toMatch(/\d{6}/);
    // Give a mail that would leave after the answer the time to arrive: none does.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.database.db.select().from(passwordResetsTable).where(eq(passwordResetsTable.userId, admin.id))).toHaveLength(0);
    expect(await listOutboxMail(t.database.db, admin.email)).toHaveLength(0);
    expect(log.lines.some((l) => (l.mail as { to?: string } | undefined)?.to === admin.email)).toBe(false);
    for (const code of ['000000', '123456', '999999']) {
      const res = await client.reset({ email: admin.email, code, ...newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('auth.reset_code_invalid');
    }
    expect(await loginViaApi(t.app, 'custode', 'Custode-2025!')).toMatch(/^sid=/);
  });

  it('an administrator is never reset by a code, even one stored for it before', async () => {
    // An administrator with a real address (promoted in an earlier version) and a live code row.
    const { user: admin, password } = await insertUser(t.database.db, { role: 'admin' });
    const now = new Date();
    await t.database.db.insert(passwordResetsTable).values({
      userId: admin.id,
      codeHash: await hashSecret('246810'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 10 * MINUTE),
    });
    const res = await client.reset({ email: admin.email, code: '246810', ...newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('auth.reset_code_invalid');
    expect(await loginViaApi(t.app, admin.username, password)).toMatch(/^sid=/);
    await expect(loginViaApi(t.app, admin.username, newPassword.password)).rejects.toThrow(/401/);
  });
});

describe(`password recovery (${testDbKind})`, () => {
  let t: TestApp;
  const clock = createTestClock();
  const { forgot, reset, requestCode } = recoveryClient(() => t);
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, env: { RECOVERY_MAX_PER_IP: '1000', RECOVERY_MAX_PER_EMAIL: '1000' } });
  });
  afterAll(() => t.close());

  it('mails a 6-digit code; only its hash is stored', async () => {
    clock.set('2026-03-10T09:00:00.000Z');
    const { user } = await insertUser(t.database.db);
    const { res, code } = await requestCode(user.email);
    expect(res.json()).toEqual({ success: true, validMinutes: 10 });
    const rows = await t.database.db.select().from(passwordResetsTable).where(eq(passwordResetsTable.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(10 * MINUTE);
  });

  it('answers an unknown email exactly like a known one', async () => {
    const { user } = await insertUser(t.database.db);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody.at.all@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await listOutboxMail(t.database.db, 'nobody.at.all@example.com')).toHaveLength(0);
  });

  it('a right code changes the password, ends every session and sends a notice', async () => {
    clock.set('2026-03-10T10:00:00.000Z');
    const { user, password } = await insertUser(t.database.db);
    // Signing in records the language the person uses: the notice follows it.
    const phone = await loginViaApi(t.app, user.username, password, { 'accept-language': 'en-GB' });
    const laptop = await loginViaApi(t.app, user.username, password, { 'accept-language': 'en-GB' });
    const { code } = await requestCode(user.email);
    clock.advance(9 * MINUTE);
    const res = await reset({ email: ` ${user.email.toUpperCase()} `, code, ...newPassword });
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
    const { code } = await requestCode(user.email);
    expect((await reset({ email: user.email, code, ...newPassword })).statusCode).toBe(200);
    const again = await reset({ email: user.email, code, password: 'Altra-Pass2', confirmPassword: 'Altra-Pass2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('auth.reset_code_invalid');
  });

  it('a code expires after 10 minutes', async () => {
    clock.set('2026-03-10T11:00:00.000Z');
    const { user } = await insertUser(t.database.db);
    const { code } = await requestCode(user.email);
    clock.advance(10 * MINUTE);
    const res = await reset({ email: user.email, code, ...newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'auth.reset_code_invalid', message: 'Codice di sicurezza non valido o scaduto.' });
  });

  it('a new code replaces the previous one', async () => {
    const { user } = await insertUser(t.database.db);
    const first = (await requestCode(user.email)).code;
    const second = (await requestCode(user.email)).code;
    if (first !== second) expect((await reset({ email: user.email, code: first, ...newPassword })).statusCode).toBe(400);
    expect((await reset({ email: user.email, code: second, ...newPassword })).statusCode).toBe(200);
  });

  it('after 5 wrong attempts: “Troppi tentativi” with the minutes left, even for the right code', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { user } = await insertUser(t.database.db);
    const { code } = await requestCode(user.email);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await reset({ email: user.email, code: WRONG, ...newPassword })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    clock.advance(3 * MINUTE);
    const right = await reset({ email: user.email, code, ...newPassword });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatchObject({ code: 'auth.reset_too_many_attempts', message: 'Troppi tentativi. Riprova tra 7 min.', params: { minutes: 7 } });
    const en = await reset({ email: user.email, code, ...newPassword }, { 'accept-language': 'en' });
    expect(en.json().error.message).toBe('Too many attempts. Please try again in 7 min.');
    // While locked, asking again issues nothing new: no mail, and the old code still answers 429.
    const mailsBefore = (await listOutboxMail(t.database.db, user.email)).length;
    expect((await forgot(user.email)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await listOutboxMail(t.database.db, user.email)).toHaveLength(mailsBefore);
    expect((await reset({ email: user.email, code, ...newPassword })).statusCode).toBe(429);
    // Once that code has expired, recovery starts again.
    clock.advance(7 * MINUTE);
    const fresh = (await requestCode(user.email)).code;
    expect((await reset({ email: user.email, code: fresh, ...newPassword })).statusCode).toBe(200);
  });

  it('the fifth attempt may still be the right one', async () => {
    const { user } = await insertUser(t.database.db);
    const { code } = await requestCode(user.email);
    for (let i = 0; i < 4; i++) await reset({ email: user.email, code: WRONG, ...newPassword });
    expect((await reset({ email: user.email, code, ...newPassword })).statusCode).toBe(200);
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
    const { code } = await requestCode(user.email);
    expect((await reset({ email: user.email, code, password: 'Èccolo-123', confirmPassword: 'Èccolo-123' })).statusCode).toBe(200);
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

describe(`reset answers never tell whether an address has an account (${testDbKind})`, () => {
  let t: TestApp;
  const clock = createTestClock();
  const { forgot, reset } = recoveryClient(() => t);
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, env: { RECOVERY_MAX_PER_IP: '1000', RECOVERY_MAX_PER_EMAIL: '1000' } });
  });
  afterAll(() => t.close());

  type Step = 'forgot' | 'wrong' | number;
  /** Plays `steps` for one address from the same moment (a number moves the clock by that many minutes). */
  const play = async (email: string, steps: Step[]) => {
    clock.set('2026-04-01T08:00:00.000Z');
    const answers = [];
    for (const step of steps) {
      if (typeof step === 'number') clock.advance(step * MINUTE);
      else if (step === 'forgot') answers.push({ step, ...outline(await forgot(email)) });
      else answers.push({ step, ...outline(await reset({ email, code: WRONG, ...newPassword })) });
    }
    return answers;
  };
  /** The same steps for an account, an unknown address and an administrator: the answers must match one by one. */
  const compare = async (steps: Step[]) => {
    const { user } = await insertUser(t.database.db);
    const account = await play(user.email, steps);
    expect(await play(`nobody.${user.username}@example.com`, steps)).toEqual(account);
    const name = `admin_${user.username}`.slice(0, 30);
    await ensureAdmin({ db: t.database.db, config: makeTestConfig({ ADMIN_USERNAME: name, ADMIN_PASSWORD: 'Guardiano-2025' }) });
    expect(await play((await findUser(t.database.db, name))!.email, steps)).toEqual(account);
    return account;
  };

  it('after a code request: 400 four times, then 429 with the same minutes, for an account as for an unknown address', async () => {
    const answers = await compare(['forgot', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong', 2, 'wrong']);
    expect(answers.map((a) => a.status)).toEqual([200, 400, 400, 400, 400, 429, 429]);
    expect(answers.map((a) => a.code)).toEqual([
      undefined,
      'auth.reset_code_invalid',
      'auth.reset_code_invalid',
      'auth.reset_code_invalid',
      'auth.reset_code_invalid',
      'auth.reset_too_many_attempts',
      'auth.reset_too_many_attempts',
    ]);
    expect(answers.slice(-2).map((a) => a.params)).toEqual([{ minutes: 10 }, { minutes: 8 }]);
  });

  it('without any code request: the same 400s and 429s', async () => {
    const answers = await compare(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong']);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('asking for a code while locked changes nothing, for either; after the lock both start again', async () => {
    const answers = await compare(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'forgot', 'wrong', 10, 'forgot', 'wrong']);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 429, 200, 429, 200, 400]);
  });

  it('attempts spread across the code’s expiry answer alike', async () => {
    const answers = await compare(['forgot', 9, 'wrong', 'wrong', 'wrong', 'wrong', 2, 'wrong', 'wrong', 9, 'wrong']);
    expect(answers.map((a) => a.status)).toEqual([200, 400, 400, 400, 400, 429, 429, 400]);
  });

  it('a new code request between wrong attempts starts the count again, for either', async () => {
    const answers = await compare(['forgot', 'wrong', 'wrong', 'wrong', 'forgot', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong']);
    expect(answers.map((a) => a.status)).toEqual([200, 400, 400, 400, 200, 400, 400, 400, 400, 429]);
  });
});
