import { readFileSync } from 'node:fs';
import { launchErrors } from '../../src/shared/errors/launch';
import { expect, expectAccessible, pagesText, test } from './fixtures';

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const load = (ns: string, lang: string) => JSON.parse(readFileSync(`src/client/locales/${ns}/${lang}.json`, 'utf8')) as Catalog;
const launchText = { it: load('launch', 'it'), en: load('launch', 'en') };
const commonText = { it: load('common', 'it'), en: load('common', 'en') };

for (const lang of ['it', 'en'] as const) {
  const L = launchText[lang];
  const C = commonText[lang];
  const P = pagesText[lang];

  test.describe(`launch campaign in ${lang === 'it' ? 'Italian' : 'English'}`, () => {
    test('a visitor sees the campaign state and an invitation to sign up', async ({ page }) => {
      await page.goto(`/promo?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: P.launch!.title! })).toBeVisible();
      await expect(page.getByRole('heading', { name: L.campaign.active })).toBeVisible();
      await expect(page.getByTestId('places-left')).toHaveText(new RegExp(`\\d+.*50`));
      await expect(page.getByRole('progressbar', { name: L.campaign.progressLabel })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: L.signedOut.register })).toBeVisible();
      await expectAccessible(page);
    });

    test('request a code, then activate it: "Code required", "Invalid or already used code", then 10 days of Premium', async ({ page, allowConsoleErrors, signIn }) => {
      // The refused code is a 400 answer, which the browser logs.
      allowConsoleErrors(/status of 400/);
      await page.goto(`/launch?lang=${lang}`);
      await signIn({ skipLaunchCode: true });
      await page.reload();
      await page.getByRole('button', { name: L.request.button }).click();
      const code = (await page.getByTestId('my-code').textContent())!.trim();
      expect(code).toMatch(/^SERENA-/);
      await expect(page.getByTestId('code-state')).toHaveText(L.code.state.ready);
      await expect(page.getByText(new RegExp(L.code.participant.replace('{{number}}', '\\d+').replace('{{places}}', '50')))).toBeVisible();
      await expectAccessible(page);

      const field = page.getByLabel(L.activate.label, { exact: true });
      await expect(field).toHaveValue(code);
      await field.fill('');
      await page.getByRole('button', { name: L.activate.button, exact: true }).click();
      await expect(page.getByText(launchErrors['launch.code_required'][lang], { exact: true })).toBeVisible();
      await expect(field).toBeFocused();

      await field.fill('SERENA-AAAA-BBBB');
      await page.getByRole('button', { name: L.activate.button, exact: true }).click();
      await expect(page.getByText(launchErrors['launch.code_invalid'][lang], { exact: true })).toBeVisible();

      await field.fill(code.toLowerCase());
      await page.getByRole('button', { name: L.activate.button, exact: true }).click();
      // The confirmation is replaced as soon as the refreshed session shows Premium: assert the outcome.
      await expect(page.getByTestId('code-state')).toHaveText(L.code.state.activated);
      await expect(page.getByRole('heading', { name: L.premium.title })).toBeVisible();
      const entitlements = await (await page.request.get('/api/plans/entitlements')).json();
      expect(entitlements).toMatchObject({ plan: 'launch', premium: true, dailyLimit: null });
      const days = (Date.parse(entitlements.premiumUntil) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(9.9);
      expect(days).toBeLessThanOrEqual(10);
      await page.getByRole('button', { name: load('common', lang).shell.openMenu }).click();
      await expect(page.getByRole('dialog').getByText(C.account.plan.launch)).toBeVisible();
    });
  });
}
