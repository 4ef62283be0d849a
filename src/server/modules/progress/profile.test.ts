import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/helpers/api';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { loginViaApi, registerViaApi, sessionCookie } from '../../../../tests/factories';
import type { Goals, Profile } from '@shared/schemas/profile';
import { listOutboxMail } from '../../lib/mail';

const valid = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  phone: '+39 333 123 4567',
  dateOfBirth: '1990-05-20',
  city: 'Bologna',
  biography: 'Mi piace camminare.',
  interests: ['lettura', 'Lettura', 'montagna'],
  preferences: { language: 'it', timeZone: 'Europe/Rome' },
};

describe(`profile API (${testDbKind})`, () => {
  let t: TestApp;
  let n = 0;
  const ip = () => `10.9.0.${++n}`;

  beforeAll(async () => {
    t = await createTestApp({ env: { REGISTER_MAX_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  describe('personal data', () => {
    it('reads and saves SPEC §3’s fields; the address stays read-only here', async () => {
      const { cookie, body } = await registerViaApi(t.app, {}, { 'x-forwarded-for': ip() });
      const before = (await api(t.app, cookie).get('/api/profile')).json<Profile>();
      expect(before).toMatchObject({
        username: body.username,
        email: body.email,
        firstName: null,
        interests: [],
      });
      const saved = await api(t.app, cookie).put('/api/profile', { ...valid, email: 'other@example.com' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<Profile>()).toMatchObject({
        ...valid,
        interests: ['lettura', 'montagna'],
        email: body.email,
      });
      expect((await api(t.app, cookie).get('/api/profile')).json<Profile>().city).toBe('Bologna');
      // Empty text clears a field.
      const cleared = (
        await api(t.app, cookie).put('/api/profile', { ...valid, city: '  ', phone: '' })
      ).json<Profile>();
      expect(cleared).toMatchObject({ city: null, phone: null });
    });

    it('names each invalid field with its message code', async () => {
      const { cookie } = await registerViaApi(t.app, {}, { 'x-forwarded-for': ip() });
      const res = await api(t.app, cookie).put(
        '/api/profile',
        {
          ...valid,
          phone: 'call me',
          dateOfBirth: '2020-01-01',
          biography: 'x'.repeat(1001),
          preferences: { language: 'it', timeZone: 'Mars/Olympus' },
        },
        { headers: { 'accept-language': 'en' } },
      );
      expect(res.statusCode).toBe(400);
      const details = Object.fromEntries(
        res.json().error.details.map((d: { path: string; message: string }) => [d.path, d.message]),
      );
      // Each detail is a code of the catalogue: the form shows it in the page's language.
      expect(details).toEqual({
        'body.phone': 'profile.validation.phone',
        'body.dateOfBirth': 'profile.validation.date_of_birth',
        'body.biography': 'profile.validation.biography',
        'body.preferences.timeZone': 'profile.validation.time_zone',
      });
      expect(res.json().error.message).toBe('Some data is not valid. Please check the highlighted fields.');
    });

    it('asks for a signed-in person', async () => {
      expect((await api(t.app).get('/api/profile')).statusCode).toBe(401);
    });
  });

  describe('goals', () => {
    it('saves wellness goals, a weekly goal and the preferred time, with the suggestions in the request language', async () => {
      const { cookie } = await registerViaApi(t.app, {}, { 'x-forwarded-for': ip() });
      const empty = (await api(t.app, cookie).get('/api/profile/goals?lang=en')).json<Goals>();
      expect(empty).toMatchObject({ wellnessGoals: [], weeklyGoal: null, preferredPracticeTime: null });
      expect(empty.suggestions.find((s) => s.id === 'sleep_better')?.label).toBe('Sleep better');
      const body = {
        wellnessGoals: ['sleep_better', 'Correre 5 km'],
        weeklyGoal: { unit: 'days', target: 4 },
        preferredPracticeTime: 'evening',
      };
      const saved = (await api(t.app, cookie).put('/api/profile/goals', body)).json<Goals>();
      expect(saved).toMatchObject(body);
      expect(
        (
          await api(t.app, cookie).put('/api/profile/goals', {
            ...body,
            weeklyGoal: { unit: 'hours', target: 4 },
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('password', () => {
    it('needs the current password, then ends every other session and keeps this browser signed in', async () => {
      const address = ip();
      const { cookie, body } = await registerViaApi(
        t.app,
        { password: 'Serena-2025', confirmPassword: 'Serena-2025' },
        { 'x-forwarded-for': address },
      );
      const other = await loginViaApi(t.app, body.username, 'Serena-2025', { 'x-forwarded-for': address });
      const change = {
        currentPassword: 'Serena-2025',
        newPassword: 'Nuova-Pass-7',
        confirmPassword: 'Nuova-Pass-7',
      };

      const wrong = await api(t.app, cookie).post(
        '/api/profile/password',
        { ...change, currentPassword: 'nope' },
        { headers: { 'x-forwarded-for': address } },
      );
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error.code).toBe('profile.wrong_password');
      const weak = await api(t.app, cookie).post('/api/profile/password', {
        ...change,
        newPassword: 'weakpass',
        confirmPassword: 'weakpass',
      });
      expect(weak.statusCode).toBe(400);

      const res = await api(t.app, cookie).post('/api/profile/password', change, {
        headers: { 'x-forwarded-for': address },
      });
      expect(res.statusCode).toBe(200);
      const fresh = sessionCookie(res);
      expect((await api(t.app, fresh).get('/api/auth/me')).statusCode).toBe(200);
      expect((await api(t.app, other).get('/api/auth/me')).statusCode).toBe(401);
      expect((await api(t.app, cookie).get('/api/auth/me')).statusCode).toBe(401);
      await loginViaApi(t.app, body.username, 'Nuova-Pass-7', { 'x-forwarded-for': address });
      const mails = await listOutboxMail(t.database.db, body.email);
      expect(mails.some((m) => m.kind === 'password_changed')).toBe(true);
    });
  });

  describe('email', () => {
    it('moves to a new address only with the code mailed to it', async () => {
      const address = ip();
      const { cookie, body } = await registerViaApi(
        t.app,
        { password: 'Serena-2025', confirmPassword: 'Serena-2025' },
        { 'x-forwarded-for': address },
      );
      const newEmail = `nuovo.${Date.now()}@example.com`;
      const res = await api(t.app, cookie).post(
        '/api/profile/email',
        { newEmail: newEmail.toUpperCase(), password: 'Serena-2025' },
        { headers: { 'x-forwarded-for': address } },
      );
      expect(res.json()).toEqual({ success: true, pendingEmail: newEmail, validMinutes: 10 });
      expect((await api(t.app, cookie).get('/api/profile')).json<Profile>()).toMatchObject({
        email: body.email,
        pendingEmail: newEmail,
      });
      await new Promise((r) => setTimeout(r, 50)); // the mail leaves after the answer
      const [mail] = await listOutboxMail(t.database.db, newEmail);
      const code = /(\d{6})/.exec(mail!.text)![1]!;
      const wrongCode = code === '000000' ? '111111' : '000000';
      expect(
        (await api(t.app, cookie).post('/api/profile/email/confirm', { code: wrongCode })).json().error.code,
      ).toBe('profile.email_code_invalid');
      const confirmed = await api(t.app, cookie).post('/api/profile/email/confirm', { code });
      expect(confirmed.json<Profile>()).toMatchObject({ email: newEmail, pendingEmail: null });
      await loginViaApi(t.app, newEmail, 'Serena-2025', { 'x-forwarded-for': address });
    });

    it('answers alike for an address another account has, and sends it no code', async () => {
      const address = ip();
      const taken = await registerViaApi(t.app, {}, { 'x-forwarded-for': address });
      const { cookie } = await registerViaApi(
        t.app,
        { password: 'Serena-2025', confirmPassword: 'Serena-2025' },
        { 'x-forwarded-for': address },
      );
      const res = await api(t.app, cookie).post(
        '/api/profile/email',
        { newEmail: taken.body.email, password: 'Serena-2025' },
        { headers: { 'x-forwarded-for': address } },
      );
      expect(res.json()).toEqual({ success: true, pendingEmail: taken.body.email, validMinutes: 10 });
      await new Promise((r) => setTimeout(r, 50));
      expect(
        (await listOutboxMail(t.database.db, taken.body.email)).some((m) => m.kind === 'email_change_code'),
      ).toBe(false);
    });

    it('needs the password', async () => {
      const address = ip();
      const { cookie } = await registerViaApi(t.app, {}, { 'x-forwarded-for': address });
      const res = await api(t.app, cookie).post(
        '/api/profile/email',
        { newEmail: 'x@example.com', password: 'wrong' },
        { headers: { 'x-forwarded-for': address } },
      );
      expect(res.json().error.code).toBe('profile.wrong_password');
    });
  });
});
