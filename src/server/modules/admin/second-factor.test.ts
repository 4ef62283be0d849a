import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, insertUser, loginViaApi, MINUTE } from '../../../../tests/factories';
import { createTestApp, sameOrigin, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { auditLogTable } from './admin.table';

describe(`staff second factor (${testDbKind})`, () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-04-01T09:00:00.000Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
  });
  afterAll(() => t.close());

  const post = (url: string, cookie: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...sameOrigin, cookie },
      ...(payload === undefined ? {} : { payload }),
    });
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const SECOND = 1000;
  const STEP = 30 * SECOND;
  /** The app's code now, or `offset` ms away from now (a phone whose clock runs ahead or behind). */
  const codeFor = (secret: string, offset = 0) =>
    generate({ secret, epoch: Math.floor((clock.now().getTime() + offset) / 1000) });
  const actions = async (userId: string) =>
    (await t.database.db.select().from(auditLogTable))
      .filter((e) => e.actorId === userId)
      .map((e) => e.action);

  async function signedInAdmin() {
    const { user, password } = await insertUser(t.database.db, { role: 'admin' });
    return { user, password, cookie: await loginViaApi(t.app, user.username, password) };
  }

  it('enrols on first sign-in: QR code and secret, then a code gives 10 recovery codes and opens the admin pages', async () => {
    const { user, cookie } = await signedInAdmin();
    expect((await get('/api/auth/second-factor', cookie)).json()).toEqual({
      role: 'admin',
      enrolled: false,
      verified: false,
      recoveryCodesLeft: 0,
    });
    expect((await get('/api/admin/overview', cookie)).json().error.code).toBe('admin.second_factor_required');

    const enrol = await post('/api/auth/second-factor/enrol', cookie);
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = enrol.json();
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);

    expect(
      (await post('/api/auth/second-factor/confirm', cookie, { code: '000000' })).json().error.code,
    ).toBe('admin.second_factor_invalid');
    const confirm = await post('/api/auth/second-factor/confirm', cookie, { code: await codeFor(secret) });
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await get('/api/admin/overview', cookie)).statusCode).toBe(200);
    expect((await get('/api/auth/second-factor', cookie)).json()).toEqual({
      role: 'admin',
      enrolled: true,
      verified: true,
      recoveryCodesLeft: 10,
    });
    expect(await actions(user.id)).toContain('second_factor.enrolled');
    // The secret is stored encrypted, never as the base32 text.
    const stored = await t.database.db.execute(
      `select secret from admin_second_factors where user_id = '${user.id}'`,
    );
    expect(JSON.stringify(stored)).not.toContain(secret);
    // Once enrolled, an unverified session cannot enrol again (someone with the password alone).
    const other = await loginViaApi(t.app, user.username, 'Serena-2025');
    expect((await post('/api/auth/second-factor/enrol', other)).json().error.code).toBe(
      'admin.second_factor_already_enrolled',
    );
  });

  async function enrolledAdmin() {
    const admin = await signedInAdmin();
    const { secret } = (await post('/api/auth/second-factor/enrol', admin.cookie)).json();
    const { recoveryCodes } = (
      await post('/api/auth/second-factor/confirm', admin.cookie, { code: await codeFor(secret) })
    ).json();
    const cookie = await loginViaApi(t.app, admin.user.username, admin.password);
    // The enrolment spent this step's code: the next sign-in uses the next one.
    clock.advance(STEP);
    return { ...admin, cookie, secret, recoveryCodes: recoveryCodes as string[] };
  }

  const verify = (cookie: string, code: string) => post('/api/auth/second-factor/verify', cookie, { code });
  const signIns = async (userId: string) =>
    (await actions(userId)).filter((a) => a === 'auth.staff_signed_in').length;

  it('a code from the app works once: the same code again is refused like a wrong one, the next one works', async () => {
    const { user, password, cookie } = await signedInAdmin();
    const { secret } = (await post('/api/auth/second-factor/enrol', cookie)).json();
    const enrolCode = await codeFor(secret);
    expect((await post('/api/auth/second-factor/confirm', cookie, { code: enrolCode })).statusCode).toBe(200);

    // The code that confirmed the enrolment does not open another session.
    const second = await loginViaApi(t.app, user.username, password);
    const replayed = await verify(second, enrolCode);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.code).toBe('admin.second_factor_invalid');

    clock.advance(STEP);
    const code = await codeFor(secret);
    expect((await verify(second, code)).statusCode).toBe(200);
    expect((await get('/api/admin/users', second)).statusCode).toBe(200);

    // Someone who saw the code and has the password cannot use it within its 30 seconds.
    const third = await loginViaApi(t.app, user.username, password);
    const again = await verify(third, code);
    const wrong = await verify(third, code === '000000' ? '111111' : '000000');
    expect(again.statusCode).toBe(wrong.statusCode);
    expect(again.json()).toEqual(wrong.json());
    expect((await get('/api/admin/users', third)).statusCode).toBe(403);
    expect(await signIns(user.id)).toBe(1);

    clock.advance(STEP);
    expect((await verify(third, await codeFor(secret))).statusCode).toBe(200);
    expect((await get('/api/admin/users', third)).statusCode).toBe(200);
    expect(await signIns(user.id)).toBe(2);
  });

  it("after a code of a later step (a phone ahead), an earlier step's code is refused", async () => {
    const admin = await enrolledAdmin();
    clock.advance(STEP / 2); // mid-step: the previous, current and next steps are all in tolerance
    const ahead = await codeFor(admin.secret, STEP);
    const current = await codeFor(admin.secret);
    const behind = await codeFor(admin.secret, -STEP);
    expect((await verify(admin.cookie, ahead)).statusCode).toBe(200);
    const other = await loginViaApi(t.app, admin.user.username, admin.password);
    for (const code of [current, behind, ahead]) {
      const res = await verify(other, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('admin.second_factor_invalid');
    }
    expect((await get('/api/admin/users', other)).statusCode).toBe(403);
    // Once the clock reaches the step taken, the step after it is accepted.
    clock.advance(STEP);
    expect((await verify(other, await codeFor(admin.secret, STEP))).statusCode).toBe(200);
    clock.advance(STEP + STEP / 2);
  });

  it('a replayed code counts as a wrong attempt: five of them and the next code waits', async () => {
    const admin = await enrolledAdmin();
    const code = await codeFor(admin.secret);
    expect((await verify(admin.cookie, code)).statusCode).toBe(200);
    const other = await loginViaApi(t.app, admin.user.username, admin.password);
    for (let i = 0; i < 5; i++) expect((await verify(other, code)).statusCode).toBe(400);
    clock.advance(STEP);
    const locked = await verify(other, await codeFor(admin.secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('admin.too_many_attempts');
    clock.advance(16 * MINUTE);
  });

  it('two sign-ins racing with the same code: exactly one passes', async () => {
    const admin = await enrolledAdmin();
    const other = await loginViaApi(t.app, admin.user.username, admin.password);
    const code = await codeFor(admin.secret);
    const results = await Promise.all([verify(admin.cookie, code), verify(other, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const admitted = await Promise.all(
      [admin.cookie, other].map(async (c) => (await get('/api/admin/users', c)).statusCode),
    );
    expect(admitted.sort()).toEqual([200, 403]);
    expect(await signIns(admin.user.id)).toBe(1);
  });

  it('a new sign-in needs the code again; a code from the app lets it in, and is audited', async () => {
    const admin = await enrolledAdmin();
    expect((await get('/api/admin/users', admin.cookie)).statusCode).toBe(403);
    const res = await post('/api/auth/second-factor/verify', admin.cookie, {
      code: await codeFor(admin.secret),
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/admin/users', admin.cookie)).statusCode).toBe(200);
    const [entry] = (await t.database.db.select().from(auditLogTable)).filter(
      (e) => e.actorId === admin.user.id && e.action === 'auth.staff_signed_in',
    );
    expect(entry).toMatchObject({ targetType: 'user', targetId: admin.user.id, after: { method: 'totp' } });
  });

  it('a recovery code works once, in any case and without its hyphen', async () => {
    const admin = await enrolledAdmin();
    const code = admin.recoveryCodes[0]!;
    expect(
      (
        await post('/api/auth/second-factor/verify', admin.cookie, {
          code: code.toLowerCase().replace('-', ''),
        })
      ).statusCode,
    ).toBe(200);
    expect((await get('/api/auth/second-factor', admin.cookie)).json().recoveryCodesLeft).toBe(9);
    const again = await loginViaApi(t.app, admin.user.username, admin.password);
    expect((await post('/api/auth/second-factor/verify', again, { code })).json().error.code).toBe(
      'admin.second_factor_invalid',
    );
    expect(await actions(admin.user.id)).toContain('second_factor.recovery_code_used');
  });

  it('wrong codes are throttled: the 6th in 15 minutes waits, even with the right code', async () => {
    const admin = await enrolledAdmin();
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/api/auth/second-factor/verify', admin.cookie, { code: '123456' })).statusCode,
      ).toBe(400);
    }
    const locked = await post('/api/auth/second-factor/verify', admin.cookie, {
      code: await codeFor(admin.secret),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('admin.too_many_attempts');
    clock.advance(16 * MINUTE);
    expect(
      (await post('/api/auth/second-factor/verify', admin.cookie, { code: await codeFor(admin.secret) }))
        .statusCode,
    ).toBe(200);
  });

  it('malformed codes are a clear 400, and members cannot reach the second factor at all', async () => {
    const admin = await enrolledAdmin();
    expect((await post('/api/auth/second-factor/verify', admin.cookie, { code: 'abc' })).statusCode).toBe(
      400,
    );
    const { user, password } = await insertUser(t.database.db);
    const member = await loginViaApi(t.app, user.username, password);
    expect((await get('/api/auth/second-factor', member)).json()).toMatchObject({
      role: 'member',
      enrolled: false,
    });
    expect((await post('/api/auth/second-factor/enrol', member)).statusCode).toBe(403);
    expect((await post('/api/auth/second-factor/enrol', '')).statusCode).toBe(401);
  });

  it('changes the password (trimmed, the reset rules), ends the other sessions and audits it', async () => {
    const admin = await enrolledAdmin();
    await post('/api/auth/second-factor/verify', admin.cookie, { code: await codeFor(admin.secret) });
    const elsewhere = await loginViaApi(t.app, admin.user.username, admin.password);
    const url = '/api/admin/account/password';
    expect(
      (
        await post(url, admin.cookie, {
          currentPassword: admin.password,
          newPassword: '   ',
          confirmPassword: '   ',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(url, admin.cookie, {
          currentPassword: 'wrong',
          newPassword: 'Nuova-Pass9',
          confirmPassword: 'Nuova-Pass9',
        })
      ).json().error.code,
    ).toBe('admin.password_incorrect');
    const ok = await post(url, admin.cookie, {
      currentPassword: admin.password,
      newPassword: '  Nuova-Pass9 ',
      confirmPassword: 'Nuova-Pass9',
    });
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/auth/me', elsewhere)).statusCode).toBe(401);
    expect((await get('/api/auth/me', admin.cookie)).statusCode).toBe(200);
    // Saved trimmed.
    expect(await loginViaApi(t.app, admin.user.username, 'Nuova-Pass9')).toMatch(/^sid=/);
    expect(await actions(admin.user.id)).toContain('account.password_changed');
  });
});
