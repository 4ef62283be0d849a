import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { findUser, makeRegistration, registerViaApi, sessionCookie } from '../../../../tests/factories';
import { listOutboxMail } from '../../lib/mail';
import { launchCodesTable } from '../launch/launch.table';
import { usersTable } from '../users/users.table';

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
    const row = await findUser(t.database.db, body.username);
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
    expect((await findUser(t.database.db, ny.body.username))?.timeZone).toBe('America/New_York');
    expect((await findUser(t.database.db, none.body.username))?.timeZone).toBe('Europe/Rome');
    expect((await findUser(t.database.db, bogus.body.username))?.timeZone).toBe('Europe/Rome');
  });

  it('an existing username, in any case, answers 409 auth.username_exists', async () => {
    const { body } = await registerViaApi(t.app);
    const res = await register(makeRegistration({ username: body.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'auth.username_exists', message: 'Questo nome utente è già in uso. Scegline un altro.' } });
  });

  it('an email that has an account: the same status, body and cookies as a new one, step by step; nothing is created', async () => {
    const owner = await registerViaApi(t.app, {}, { 'accept-language': 'en' });
    const launchTaken = async () => (await t.app.inject({ method: 'GET', url: '/api/launch/status' })).json().campaign.taken as number;
    const codes = async () => (await t.database.db.select().from(launchCodesTable)).length;
    const [takenBefore, codesBefore] = [await launchTaken(), await codes()];

    const fresh = makeRegistration();
    const again = makeRegistration({ email: `  ${owner.body.email.toUpperCase()} ` });
    const newOne = await register(fresh);
    const takenAfterNew = await launchTaken();
    const existing = await register(again);

    // Step 1, the answer: same status, same keys, same user shape, the user as typed.
    expect(existing.statusCode).toBe(newOne.statusCode);
    expect(existing.statusCode).toBe(200);
    const [a, b] = [newOne.json(), existing.json()];
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(Object.keys(b.user).sort()).toEqual(Object.keys(a.user).sort());
    expect(Object.keys(b.user.entitlements).sort()).toEqual(Object.keys(a.user.entitlements).sort());
    expect(b.user).toMatchObject({ username: again.username, fullName: again.fullName, email: owner.body.email, isAdmin: false, plan: 'trial' });
    expect(b.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.user.entitlements).toEqual({ ...a.user.entitlements, trialEndsAt: expect.any(String) });
    expect(b.promoCode).toBeNull();
    expect(b.participantNumber).toBeNull();
    // The same cookies, with the same attributes (only the token differs, as it always does).
    const shape = (res: typeof newOne) => res.cookies.map(({ value: _value, ...rest }) => rest);
    expect(shape(existing)).toEqual(shape(newOne));
    expect(existing.cookies.find((c) => c.name === 'sid')!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(existing.headers['cache-control']).toBe(newOne.headers['cache-control']);

    // Nothing was created: no account for the typed username, no launch place, no code.
    expect(await findUser(t.database.db, again.username)).toBeNull();
    expect(await launchTaken()).toBe(takenAfterNew);
    expect(takenAfterNew).toBe(takenBefore + 1);
    expect(await codes()).toBe(codesBefore + 1);
    // The owner is told, in their language.
    await expect.poll(async () => (await listOutboxMail(t.database.db, owner.body.email)).map((m) => m.kind)).toContain('registration_attempt');
    const mail = (await listOutboxMail(t.database.db, owner.body.email)).find((m) => m.kind === 'registration_attempt')!;
    expect(mail.subject).toBe('Someone tried to create a Serenamente account with your email');
    expect(mail.text).not.toContain(again.password);

    // Step 2, the session: the cookie matches no session, so it answers like one that has ended.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookie(existing) } });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('auth.no_valid_session');
    // And the owner's own account is untouched.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: owner.cookie } })).json().user.username).toBe(owner.body.username);
  });

  it('without a launch code the two answers are alike value for value, except the id and the times', async () => {
    const owner = await registerViaApi(t.app, { skipLaunchCode: true });
    const strip = (json: { user: Record<string, unknown> }) => ({
      ...json,
      user: { ...json.user, id: 'x', username: 'x', email: 'x', entitlements: { ...(json.user.entitlements as object), trialEndsAt: 'x' } },
    });
    const newOne = await register(makeRegistration({ skipLaunchCode: true }));
    const existing = await register(makeRegistration({ skipLaunchCode: true, email: owner.body.email }));
    expect(existing.statusCode).toBe(newOne.statusCode);
    expect(strip(existing.json())).toEqual(strip(newOne.json()));
  });

  it('a registration that created nothing still ends the session the browser had, as any registration does', async () => {
    const owner = await registerViaApi(t.app);
    const other = await registerViaApi(t.app);
    const res = await register(makeRegistration({ email: owner.body.email }), { cookie: other.cookie });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: other.cookie } })).statusCode).toBe(401);
  });

  it('two registrations with one email at the same moment: both answer 200, one account exists', async () => {
    const email = makeRegistration().email;
    const [first, second] = await Promise.all([register(makeRegistration({ email })), register(makeRegistration({ email }))]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const rows = await t.database.db.select().from(usersTable).where(eq(usersTable.email, email));
    expect(rows).toHaveLength(1);
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
    expect(await findUser(t.database.db, body.username)).toBeNull();
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
