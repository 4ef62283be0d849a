import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { authErrors as errors } from '../../src/shared/errors/auth';
import { expect, expectAccessible, mailedCode, newPerson, pagesText, test } from './fixtures';
import { patient } from './patience';

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const load = (ns: string, lang: string) => JSON.parse(readFileSync(`src/client/locales/${ns}/${lang}.json`, 'utf8')) as Catalog;
const authText = { it: load('auth', 'it'), en: load('auth', 'en') };
const commonText = { it: load('common', 'it'), en: load('common', 'en') };

/** SPEC §3's local keys that sign-out erases (src/client/lib/storage-keys.ts). */
const userKeys = [
  'serenamente_daily_requests',
  'serenamente_user',
  'serenamente_premium',
  'serenamente_plan',
  'serenamente_subscription_id',
  'serenamente_customer_id',
  'serenamente_subscription_date',
  'serenamente_session_id',
  'serenamente_subscription_backup',
  'serenamente_payment_session_id',
  'serenamente_verification_cache',
  'serenamente_last_subscription_check',
];

const readKeys = (page: Page) =>
  page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])), [...userKeys, 'serenamente_admin']);

for (const lang of ['it', 'en'] as const) {
  const A = authText[lang];
  const C = commonText[lang];
  const P = pagesText[lang];

  test.describe(`accounts in ${lang === 'it' ? 'Italian' : 'English'}`, () => {
    test('register → promo code and "N of 50" → home after 5 s', async ({ page }) => {
      const person = newPerson();
      await page.goto(`/register?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: P.register!.title! })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel(A.fields.username, { exact: true }).fill(person.username);
      await page.getByLabel(A.fields.fullName, { exact: true }).fill(person.fullName);
      await page.getByLabel(A.fields.email, { exact: true }).fill(person.email);
      await page.getByLabel(A.fields.password, { exact: true }).fill(person.password);
      await page.getByLabel(A.fields.confirmPassword, { exact: true }).fill(person.password);
      await page.getByRole('checkbox', { name: new RegExp(`^${A.register.termsBefore.trim()}`) }).check();
      await page.getByRole('checkbox', { name: A.register.age }).check();
      await page.getByRole('checkbox', { name: A.register.health }).check();
      await page.getByRole('button', { name: A.register.submit }).click();

      await expect(page.getByTestId('promo-code')).toHaveText(/^SERENA-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      const participant = new RegExp(A.register.participant.replace('{{number}}', '\\d+').replace('{{places}}', '50'));
      await expect(page.getByText(participant)).toBeVisible();
      await expect(page.getByRole('timer')).toBeVisible();
      await expect(page.getByRole('link', { name: A.register.goNow })).toBeVisible();
      await expectAccessible(page);
      await page.waitForURL((url) => url.pathname === '/', { timeout: patient(8_000) });
      await expect(page.getByRole('link', { name: `${C.account.profile}: ${person.fullName}` })).toBeVisible();
      const keys = await readKeys(page);
      expect(JSON.parse(keys.serenamente_user!).username).toBe(person.username);
      expect(keys.serenamente_plan).toBe('trial');
    });

    test('the registration form shows SPEC’s messages next to each field and focuses the first', async ({ page }) => {
      await page.goto(`/register?lang=${lang}`);
      await page.getByLabel(A.fields.email, { exact: true }).fill('not-an-email');
      await page.getByLabel(A.fields.password, { exact: true }).fill('abc');
      await page.getByLabel(A.fields.confirmPassword, { exact: true }).fill('abd');
      await page.getByRole('button', { name: A.register.submit }).click();
      await expect(page.getByText(errors['auth.validation.email_password'][lang]).first()).toBeVisible();
      await expect(page.getByText(errors['auth.validation.passwords_mismatch'][lang])).toBeVisible();
      await expect(page.getByText(errors['auth.validation.terms_required'][lang])).toBeVisible();
      await expect(page.getByLabel(A.fields.username, { exact: true })).toBeFocused();
      await expect(page.getByLabel(A.fields.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await page.getByLabel(A.fields.email, { exact: true }).getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy!.split(' ')[0]}"]`)).toHaveText(errors['auth.validation.email_password'][lang]);
    });

    test('login with username or email, then the wrong password is refused', async ({ page, context, allowConsoleErrors, signIn }) => {
      // The refused sign-in is a 401 answer, which the browser logs.
      allowConsoleErrors(/status of 401/);
      await page.goto(`/login?lang=${lang}`);
      const { person } = await signIn();
      await context.clearCookies();
      await page.reload();
      await expectAccessible(page);
      await page.getByLabel(A.fields.identifier, { exact: true }).fill(person.username);
      await page.getByLabel(A.fields.password, { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: A.login.submit }).click();
      await expect(page.getByRole('alert')).toHaveText(errors['auth.invalid_credentials'][lang]);

      await page.getByLabel(A.fields.identifier, { exact: true }).fill(person.email.toUpperCase());
      await page.getByLabel(A.fields.password, { exact: true }).fill(person.password);
      await page.getByRole('button', { name: A.password.show }).click();
      await expect(page.getByLabel(A.fields.password, { exact: true })).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: A.login.submit }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.getByRole('link', { name: `${C.account.profile}: ${person.fullName}` })).toBeVisible();
    });

    test('a visitor on an account page is invited in and comes back to it signed in', async ({ page, context, signIn }) => {
      const pages = load('pages', lang);
      await page.goto(`/mood?lang=${lang}`);
      await expect(page.getByText(pages.mood.signedOut.text)).toBeVisible();
      await page.goto(`/dashboard?lang=${lang}`);
      const invite = page.getByText(pages.dashboard.signedOut.text);
      await expect(invite).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: pages.dashboard.signedOut.register })).toHaveAttribute('href', '/register');
      const { person } = await signIn();
      await context.clearCookies();
      await page.reload();
      await expectAccessible(page);
      await page.getByRole('main').getByRole('link', { name: pages.dashboard.signedOut.signIn }).click();
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === '/dashboard');
      await page.getByLabel(A.fields.identifier, { exact: true }).fill(person.username);
      await page.getByLabel(A.fields.password, { exact: true }).fill(person.password);
      await page.getByRole('button', { name: A.login.submit }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      // Signed in, the dashboard greets the person by the time of day.
      const greeting = load('progress', lang).greeting as Record<string, string>;
      const parts = ['morning', 'afternoon', 'evening', 'night'].map((p) => greeting[`${p}Plain`]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^(${parts.join('|')})`));
      await expect(invite).toHaveCount(0);
    });

    test('logout erases every local key, resets the admin flag and reloads at the root', async ({ page, signIn }) => {
      await page.goto(`/exercises?lang=${lang}`);
      const { person } = await signIn();
      await page.evaluate(() => {
        localStorage.setItem('serenamente_daily_requests', '{"date":"2026-01-01","count":2}');
        localStorage.setItem('serenamente_subscription_id', 'sub_cache');
        localStorage.setItem('serenamente_admin', 'true');
      });
      await page.reload();
      await expect(page.getByRole('link', { name: `${C.account.profile}: ${person.fullName}` })).toBeVisible();
      await page.getByRole('button', { name: load('common', lang).shell.openMenu }).click();
      const signOut = page.getByRole('dialog').getByRole('button', { name: C.account.signOut });
      await expectAccessible(page);
      const reloaded = page.waitForEvent('load');
      await signOut.click();
      await reloaded;
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.getByRole('banner').getByRole('link', { name: C.account.signIn })).toBeVisible();
      const keys = await readKeys(page);
      for (const key of userKeys) expect(keys[key], key).toBeNull();
      expect(keys.serenamente_admin).toBe('false');
      expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    });

    test('forgot and reset the password with the code from the mail', async ({ page, context, signIn }) => {
      await page.goto(`/forgot-password?lang=${lang}`);
      const { person } = await signIn();
      await context.clearCookies();
      await expectAccessible(page);
      await page.getByLabel(A.fields.email, { exact: true }).fill(person.email);
      await page.getByRole('button', { name: A.forgot.submit }).click();
      await expect(page.getByRole('heading', { name: A.forgot.sentTitle })).toBeVisible();
      await expect(page.getByText(A.forgot.sentHint)).toBeVisible();
      // The page never shows the code: it is only in the mail (without SMTP_URL, the server's log).
      expect(await page.getByRole('main').innerText()).not.toMatch(/\b\d{6}\b/);
      const code = await mailedCode(person.email);
      await expectAccessible(page);

      await page.getByRole('button', { name: A.forgot.continue }).click();
      await expect(page.getByRole('heading', { level: 1, name: P.resetPassword!.title! })).toBeVisible();
      await expect(page.getByLabel(A.fields.email, { exact: true })).toHaveValue(person.email);
      await expectAccessible(page);
      await page.getByLabel(A.fields.code, { exact: true }).fill(code);
      await page.getByLabel(A.fields.newPassword, { exact: true }).fill('Nuova-Serena9');
      await page.getByLabel(A.fields.confirmNewPassword, { exact: true }).fill('Nuova-Serena9');
      await page.getByRole('button', { name: A.reset.submit }).click();
      await expect(page.getByRole('heading', { name: A.reset.doneTitle })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('link', { name: A.reset.goLogin }).click();
      await page.getByLabel(A.fields.identifier, { exact: true }).fill(person.username);
      await page.getByLabel(A.fields.password, { exact: true }).fill('Nuova-Serena9');
      await page.getByRole('button', { name: A.login.submit }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.getByRole('link', { name: `${C.account.profile}: ${person.fullName}` })).toBeVisible();
    });

    test('the reset form shows the password rules and SPEC’s messages', async ({ page }) => {
      await page.goto(`/reset-password?lang=${lang}`);
      await page.getByRole('button', { name: A.reset.submit }).click();
      await expect(page.getByText(errors['auth.validation.code_required'][lang], { exact: true })).toBeVisible();
      await page.getByLabel(A.fields.newPassword, { exact: true }).fill('abcdefgh');
      await page.getByRole('button', { name: A.reset.submit }).click();
      await expect(page.getByText(errors['auth.validation.reset_password_strength'][lang], { exact: true })).toBeVisible();
    });
  });
}

test('a sign-in and a sign-out in another tab are picked up', async ({ context, page, signIn }) => {
  const A = authText.it;
  const C = commonText.it;
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('banner').getByRole('link', { name: C.account.signIn })).toBeVisible();

  await page.goto('/login');
  const { person } = await signIn();
  await context.clearCookies();
  await page.reload();
  await page.getByLabel(A.fields.identifier, { exact: true }).fill(person.username);
  await page.getByLabel(A.fields.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: A.login.submit }).click();
  await page.waitForURL((url) => url.pathname === '/');

  const profile = { name: `${C.account.profile}: ${person.fullName}` };
  await expect(other.getByRole('link', profile)).toBeVisible();

  await page.getByRole('button', { name: load('common', 'it').shell.openMenu }).click();
  await page.getByRole('dialog').getByRole('button', { name: C.account.signOut }).click();
  await expect(other.getByRole('banner').getByRole('link', { name: C.account.signIn })).toBeVisible();
  await expect(other.getByRole('link', profile)).toHaveCount(0);
});

test('premium flags set by hand in local storage get nothing from the server', async ({ page, signIn }) => {
  await page.goto('/exercises');
  const { user } = await signIn();
  const fake = { ...user, isPremium: true, isAdmin: true, plan: 'premium_yearly', entitlements: { plan: 'premium_yearly', premium: true, isAdmin: true, premiumUntil: '2099-01-01T00:00:00.000Z', trialEndsAt: null, dailyLimit: null } };
  await page.evaluate((user) => {
    localStorage.setItem('serenamente_user', JSON.stringify(user));
    localStorage.setItem('serenamente_premium', 'true');
    localStorage.setItem('serenamente_plan', 'premium_yearly');
    localStorage.setItem('serenamente_admin', 'true');
  }, fake);
  await page.reload();

  // The server decides: no premium entitlement, no daily-limit exemption, no premium content.
  const entitlements = await page.request.get('/api/plans/entitlements');
  expect(await entitlements.json()).toMatchObject({ premium: false, isAdmin: false, plan: 'trial', dailyLimit: 5 });
  const usage = await (await page.request.get('/api/plans/usage')).json();
  expect(usage).toMatchObject({ limit: 5, remaining: 5 });
  const catalogue = (await (await page.request.get('/api/exercises')).json()) as { items: { slug: string; premium: boolean }[] };
  const premiumItem = catalogue.items.find((i) => i.premium);
  expect(premiumItem, 'the catalogue has premium exercises').toBeDefined();
  const detail = await page.request.get(`/api/exercises/${premiumItem!.slug}`);
  expect(detail.status()).toBe(403);
  expect((await detail.json()).error.code).toBe('plans.premium_required');
  const me = await page.request.get(`/api/auth/user/00000000-0000-4000-8000-000000000000`);
  expect(me.status()).toBe(403);

  // Once the server has answered, the caches say what it said.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('serenamente_premium'))).toBe('false');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('serenamente_admin'))).toBe('false');
  await expect(page.getByRole('link', { name: load('common', 'it').nav.admin })).toHaveCount(0);
});

test('the account pages pass axe in the dark theme', async ({ page }) => {
  for (const path of ['/login', '/register', '/forgot-password', '/reset-password']) {
    await page.goto(path);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});
