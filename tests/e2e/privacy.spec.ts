import { readFileSync } from 'node:fs';
import { authErrors } from '../../src/shared/errors/auth';
import { privacyErrors } from '../../src/shared/errors/privacy';
import { csrf, expect, expectAccessible, pagesText, test, unique } from './fixtures';

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const load = (ns: string, lang: string) =>
  JSON.parse(readFileSync(`src/client/locales/${ns}/${lang}.json`, 'utf8')) as Catalog;

for (const lang of ['it', 'en'] as const) {
  const T = load('privacy', lang);
  const A = load('auth', lang);
  const C = load('common', lang);
  const word = lang === 'it' ? 'ELIMINA' : 'DELETE';

  test(`your data in ${lang === 'it' ? 'Italian' : 'English'}: download everything, then delete the account`, async ({
    page,
    allowConsoleErrors,
    signIn,
  }) => {
    // The refused password (403) and the sign-in with the deleted account (401) are answers the browser logs.
    allowConsoleErrors(/status of 40[13]/);
    await page.goto(`/profile?lang=${lang}`);
    const { person } = await signIn();
    const reflection = `Oggi ho respirato con calma ${unique()}`;
    const saved = await page.request.post('/api/reflections/entries', {
      headers: csrf,
      data: { body: reflection },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    await page.reload();

    const section = page.getByRole('region', { name: T.section.title });
    await expect(section).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: pagesText[lang].profile!.title! }),
    ).toBeVisible();
    await expectAccessible(page);

    // Download: the file is named by the day and holds the account and the saved reflection.
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: T.download.button }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^serenamente-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      account: { username: string; email: string };
      reflections: { body: string }[];
    };
    expect(file.account).toMatchObject({ username: person.username, email: person.email });
    expect(file.reflections.map((r) => r.body)).toContain(reflection);
    const text = JSON.stringify(file);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('$argon2');
    await expect(section.getByRole('status')).toHaveText(
      T.download.done.replace('{{file}}', download.suggestedFilename()),
    );

    // The dialog opens and closes with the keyboard, and focus comes back to its button.
    const trigger = section.getByRole('button', { name: T.delete.button });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: T.dialog.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(T.dialog.warning)).toBeVisible();
    const password = dialog.getByLabel(T.dialog.password, { exact: true });
    await expect(password).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // Both fields are required, each with its message next to it.
    await trigger.click();
    await dialog.getByRole('button', { name: T.dialog.submit }).click();
    await expect(dialog.getByText(authErrors['auth.validation.password_required'][lang])).toBeVisible();
    await expect(dialog.getByText(privacyErrors['privacy.validation.confirm_word'][lang])).toBeVisible();

    // A wrong password: the server's words, inline, and nothing is deleted.
    await password.fill('not-my-password');
    await dialog.getByLabel(T.dialog.confirm.replace('{{word}}', word), { exact: true }).fill(word);
    await dialog.getByRole('button', { name: T.dialog.submit }).click();
    await expect(dialog.getByText(privacyErrors['privacy.wrong_password'][lang])).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);

    // The right one: home, signed out, a kind toast, every local key erased.
    await password.fill(person.password);
    await dialog.getByRole('button', { name: T.dialog.submit }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText(T.deleted.title, { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: C.account.signIn })).toBeVisible();
    const keys = await page.evaluate(() => ({
      user: localStorage.getItem('serenamente_user'),
      admin: localStorage.getItem('serenamente_admin'),
    }));
    expect(keys).toEqual({ user: null, admin: 'false' });
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    // The old credentials no longer sign anyone in.
    await page.getByRole('banner').getByRole('link', { name: C.account.signIn }).click();
    await expect(page.getByRole('heading', { level: 1, name: pagesText[lang].login!.title! })).toBeVisible();
    await page.getByLabel(A.fields.identifier, { exact: true }).fill(person.username);
    await page.getByLabel(A.fields.password, { exact: true }).fill(person.password);
    await page.getByRole('button', { name: A.login.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(authErrors['auth.invalid_credentials'][lang]);
  });
}

test('signed out, the profile invites to sign in and passes axe in both themes', async ({ page }) => {
  const T = load('privacy', 'it');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: T.section.title });
  await expect(section.getByText(T.section.signedOut)).toBeVisible();
  await expect(section.getByRole('link', { name: T.section.signIn })).toHaveAttribute(
    'href',
    '/login?redirectTo=%2Fprofile',
  );
  await expectAccessible(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectAccessible(page);
});

test('signed in, the section and the open dialog pass axe in the dark theme', async ({ page, signIn }) => {
  const T = load('privacy', 'en');
  await page.goto('/profile?lang=en');
  await signIn();
  await page.reload();
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  const section = page.getByRole('region', { name: T.section.title });
  await expect(section.getByRole('button', { name: T.download.button })).toBeVisible();
  await expectAccessible(page);
  await section.getByRole('button', { name: T.delete.button }).click();
  await expect(page.getByRole('dialog', { name: T.dialog.title })).toBeVisible();
  await expectAccessible(page);
});
