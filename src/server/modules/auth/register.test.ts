import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { makeRegistration, registerViaApi } from '../../../../tests/factories';
import { findUserByLogin } from '../users/users.repository';

describe(`POST /api/auth/register (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REGISTER_MAX_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  const register = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { ...sameOrigin, ...headers }, payload: payload as object });

  it('creates the account, signs in and answers success, user, promoCode and participantNumber', async () => {
    const body = makeRegistration();
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.success).toBe(true);
    expect(json.promoCode).toMatch(/^SERENA-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(json.participantNumber).toBeGreaterThanOrEqual(1);
    expect(json.participantNumber).toBeLessThanOrEqual(50);
    expect(json.user).toMatchObject({ username: body.username, fullName: 'Giulia Rossi', email: body.email, isAdmin: false, plan: 'trial' });
    expect(Object.keys(json.user).sort()).toEqual(
      ['email', 'entitlements', 'fullName', 'id', 'isAdmin', 'isPremium', 'plan', 'subscriptionEnd', 'subscriptionPlan', 'subscriptionStart', 'username'].sort(),
    );
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A readable hint beside it tells the web app someone is signed in; it holds nothing secret.
    expect(res.cookies.find((c) => c.name === 'signed_in')).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(res.cookies.find((c) => c.name === 'signed_in')?.httpOnly).toBeFalsy();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `sid=${cookie.value}` } });
    expect(me.json().user.id).toBe(json.user.id);
  });

  it('never answers a password, a hash or a token in the body', async () => {
    const body = makeRegistration({ password: 'segreto-unico-42', confirmPassword: 'segreto-unico-42' });
    const res = await register(body);
    expect(res.body).not.toContain('segreto-unico-42');
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash|token/i);
    expect(res.body).not.toContain(res.cookies.find((c) => c.name === 'sid')!.value);
  });

  it('starts the 7-day standard trial and records each consent with its time', async () => {
    const { body, json } = await registerViaApi(t.app);
    expect(json.user.entitlements.trialEndsAt).not.toBeNull();
    const days = (Date.parse(json.user.entitlements.trialEndsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(json.user.entitlements.dailyLimit).toBe(5);
    const row = await findUserByLogin(t.database.db, body.username);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.termsVersion).toBe('2025-03-25');
    expect(row?.ageConfirmedAt).toBeInstanceOf(Date);
    expect(row?.healthDataConsentAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('skipLaunchCode: no code and no place taken', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/launch/status' })).json().campaign.taken;
    const { json } = await registerViaApi(t.app, { skipLaunchCode: true });
    expect(json.promoCode).toBeNull();
    expect(json.participantNumber).toBeNull();
    const after = (await t.app.inject({ method: 'GET', url: '/api/launch/status' })).json().campaign.taken;
    expect(after).toBe(before);
  });

  it('stores the browser’s time zone, and Europe/Rome when it is missing or not a real zone', async () => {
    const ny = await registerViaApi(t.app, { timeZone: 'America/New_York' });
    const none = await registerViaApi(t.app, { timeZone: undefined });
    const bogus = await registerViaApi(t.app, { timeZone: 'Mars/Olympus_Mons' });
    expect((await findUserByLogin(t.database.db, ny.body.username))?.timeZone).toBe('America/New_York');
    expect((await findUserByLogin(t.database.db, none.body.username))?.timeZone).toBe('Europe/Rome');
    expect((await findUserByLogin(t.database.db, bogus.body.username))?.timeZone).toBe('Europe/Rome');
  });

  it('an existing username, in any case, answers 409 auth.username_exists', async () => {
    const { body } = await registerViaApi(t.app);
    const res = await register(makeRegistration({ username: body.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'auth.username_exists', message: 'Questo nome utente è già in uso. Scegline un altro.' } });
  });

  it('an email already registered fails with SPEC’s general message (never “email exists”) and warns its owner', async () => {
    const { body } = await registerViaApi(t.app);
    const res = await register(makeRegistration({ email: `  ${body.email.toUpperCase()} ` }), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'auth.registration_failed', message: 'Registration failed. Please try again.' } });
    const { listOutboxMail } = await import('../../lib/mail');
    await expect.poll(async () => (await listOutboxMail(t.database.db, body.email)).map((m) => m.kind)).toContain('registration_attempt');
  });

  it('trims and lower-cases the email and trims the username and full name', async () => {
    const res = await register(makeRegistration({ username: '  anna.m ', fullName: '  Anna  M. ', email: '  Anna.M@Example.COM ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'anna.m', fullName: 'Anna  M.', email: 'anna.m@example.com' });
  });

  it('accepts letters of any script in usernames and names, normalised to NFC', async () => {
    const decomposed = 'Zoe\u0301_é'; // "Zoé_é" with a combining accent
    const res = await register(makeRegistration({ username: decomposed, fullName: 'Nicolò Ñúñez 李' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('Zoé_é'.normalize('NFC'));
    expect(res.json().user.fullName).toBe('Nicolò Ñúñez 李');
  });

  const fields = ['username', 'fullName', 'email', 'password', 'confirmPassword', 'acceptTerms', 'ageConfirmed', 'healthDataConsent'] as const;
  for (const field of fields) {
    it(`refuses a registration without ${field} (400 validation.failed naming it)`, async () => {
      const body: Record<string, unknown> = makeRegistration();
      delete body[field];
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation.failed');
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(`body.${field}`);
    });
  }

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['a username of the wrong type', { username: 42 }, 'body.username', 'auth.validation.username'],
    ['a username of 2 characters', { username: 'ab' }, 'body.username', 'auth.validation.username'],
    ['a username of 31 characters', { username: 'a'.repeat(31) }, 'body.username', 'auth.validation.username'],
    ['a username with a space inside', { username: 'anna maria' }, 'body.username', 'auth.validation.username'],
    ['a username with an @', { username: 'anna@x' }, 'body.username', 'auth.validation.username'],
    ['a username of only spaces', { username: '     ' }, 'body.username', 'auth.validation.username'],
    ['a full name of only spaces', { fullName: '   ' }, 'body.fullName', 'auth.validation.full_name'],
    ['a full name of 101 characters', { fullName: 'x'.repeat(101) }, 'body.fullName', 'auth.validation.full_name'],
    ['a full name with a bidi override', { fullName: 'Anna\u202Eevil' }, 'body.fullName', 'auth.validation.full_name'],
    ['an invalid email', { email: 'giulia@' }, 'body.email', 'auth.validation.email_password'],
    ['an email of 255 characters', { email: `${'a'.repeat(243)}@example.com` }, 'body.email', 'auth.validation.email_password'],
    ['a password of 5 characters', { password: '12345', confirmPassword: '12345' }, 'body.password', 'auth.validation.email_password'],
    ['a password of 129 characters', { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, 'body.password', 'auth.validation.password_too_long'],
    ['a confirmation that does not match', { confirmPassword: 'something-else' }, 'body.confirmPassword', 'auth.validation.passwords_mismatch'],
    ['terms not accepted', { acceptTerms: false }, 'body.acceptTerms', 'auth.validation.terms_required'],
    ['terms as the string "true"', { acceptTerms: 'true' }, 'body.acceptTerms', 'auth.validation.terms_required'],
    ['no age declaration', { ageConfirmed: false }, 'body.ageConfirmed', 'auth.validation.age_required'],
    ['no health-data consent', { healthDataConsent: false }, 'body.healthDataConsent', 'auth.validation.health_consent_required'],
    ['skipLaunchCode as a string', { skipLaunchCode: 'yes' }, 'body.skipLaunchCode', ''],
  ];
  for (const [title, override, path, message] of bad) {
    it(`refuses ${title}`, async () => {
      const res = await register({ ...makeRegistration(), ...override });
      expect(res.statusCode).toBe(400);
      const details = res.json().error.details as { path: string; message: string }[];
      const detail = details.find((d) => d.path === path);
      expect(detail, JSON.stringify(details)).toBeDefined();
      if (message) expect(detail!.message).toBe(message);
    });
  }

  it('accepts a password of 128 characters and a 6-character one', async () => {
    expect((await register(makeRegistration({ password: 'p'.repeat(128), confirmPassword: 'p'.repeat(128) }))).statusCode).toBe(200);
    expect((await register(makeRegistration({ password: 'abc123', confirmPassword: 'abc123' }))).statusCode).toBe(200);
  });

  it('answers malformed JSON with 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...sameOrigin, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('request.malformed_json');
  });

  it('refuses a cross-site registration (foreign Origin, cross-site fetch, or no app header)', async () => {
    const body = makeRegistration();
    const foreign = await register(body, { origin: 'https://evil.example' });
    const crossSite = await register(body, { 'sec-fetch-site': 'cross-site' });
    const noHeader = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    for (const res of [foreign, crossSite, noHeader]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('request.forbidden_origin');
      expect(res.cookies).toHaveLength(0);
    }
    expect(await findUserByLogin(t.database.db, body.username)).toBeNull();
  });
});

describe(`registration throttle (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REGISTER_MAX_PER_IP: '2', REGISTER_WINDOW_MINUTES: '30' } });
  });
  afterAll(() => t.close());

  it('allows REGISTER_MAX_PER_IP registrations per IP per window, then 429 with the minutes to wait', async () => {
    const from = (ip: string) => ({ remoteAddress: ip });
    const send = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', headers: sameOrigin, payload: makeRegistration(), ...from(ip) });
    expect((await send('10.0.0.1')).statusCode).toBe(200);
    expect((await send('10.0.0.1')).statusCode).toBe(200);
    const third = await send('10.0.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatchObject({
      code: 'auth.registration_throttled',
      message: 'Troppe registrazioni da questa rete. Riprova tra 30 min.',
      params: { minutes: 30 },
    });
    expect((await send('10.0.0.2')).statusCode).toBe(200);
  });
});
