import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { exercises } from '../../src/server/db/seed/content/exercises';
import { adminSecretFile, awaitEnrolment, claimEnrolment, withFreshCode } from './admin-enrolment';
import { csrf, expect, expectAccessible, test } from './fixtures';
import { patient } from './patience';

/**
 * The administrator of tests/e2e/server.mjs signs in, passes the second factor (enrolling TOTP
 * through the page the first time, with the code computed from the key the QR code's text
 * alternative gives), and grants premium to a registered person, who then opens a premium
 * exercise. Runs at 390 px and on the desktop.
 */
const admin = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'e2e_admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
};
const load = (ns: string) =>
  JSON.parse(readFileSync(`src/client/locales/${ns}/it.json`, 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;
const words = load('admin') as unknown as Record<
  string,
  Record<string, string> & { actions: Record<string, string>; done: Record<string, string> }
>;
const ex = load('exercises') as unknown as { locked: Record<string, string> };
const premiumExercise = exercises.find((e) => e.premium)!;

async function enrolThroughThePage(page: Page) {
  await page.getByRole('button', { name: words.secondFactor!.start }).click();
  const qr = page.getByRole('img', { name: /QR/ });
  await expect(qr).toBeVisible();
  const alt = (await qr.getAttribute('alt')) ?? '';
  const secret = /([A-Z2-7]{16,})\s*$/.exec(alt)?.[1];
  expect(secret, alt).toBeTruthy();
  writeFileSync(adminSecretFile, secret!);
  await withFreshCode(secret!, async (code) => {
    await page.getByRole('textbox', { name: words.secondFactor!.codeLabel }).fill(code);
    await page.getByRole('button', { name: words.secondFactor!.confirm }).click();
    await expect(page.getByRole('list', { name: words.secondFactor!.codesList })).toBeVisible();
  });
  await expect(
    page.getByRole('list', { name: words.secondFactor!.codesList }).getByRole('listitem'),
  ).toHaveCount(10);
  await expectAccessible(page);
  await page.getByRole('button', { name: words.secondFactor!.codesDone }).click();
}

async function verifyThroughThePage(page: Page) {
  await expect.poll(() => existsSync(adminSecretFile), { timeout: patient(30_000) }).toBe(true);
  const secret = readFileSync(adminSecretFile, 'utf8').trim();
  await withFreshCode(secret, async (code) => {
    await page.getByRole('textbox', { name: words.secondFactor!.codeLabel }).fill(code);
    await page.getByRole('button', { name: words.secondFactor!.verify }).click();
    await expect(page.getByRole('textbox', { name: words.secondFactor!.codeLabel })).toBeHidden();
  });
}

// One administrator: its enrolment happens once, so these run one after the other.
test.describe.configure({ mode: 'serial' });

for (const [name, viewport] of [
  ['390 px', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test('the administrator signs in with TOTP and grants premium to a person, who then opens a premium exercise', async ({
      page,
      browser,
      baseURL,
      signIn,
    }) => {
      test.setTimeout(patient(120_000));
      const { person } = await signIn({ skipLaunchCode: true });
      await page.goto(`/exercises?lang=it&e=${premiumExercise.slug}`);
      await expect(page.getByRole('heading', { name: ex.locked.title! })).toBeVisible();

      const context = await browser.newContext({ baseURL: baseURL!, locale: 'it-IT', viewport });
      const adminPage = await context.newPage();
      const login = await adminPage.request.post('/api/auth/login', { headers: csrf, data: admin });
      expect(login.status(), await login.text()).toBe(200);
      const status = (await (await adminPage.request.get('/api/auth/second-factor')).json()) as {
        enrolled: boolean;
      };
      if (!status.enrolled && claimEnrolment()) {
        await adminPage.goto('/admin?lang=it');
        await enrolThroughThePage(adminPage);
      } else {
        if (!status.enrolled) await awaitEnrolment(adminPage.request);
        await adminPage.goto('/admin?lang=it');
        await verifyThroughThePage(adminPage);
      }

      await expect(adminPage.getByRole('tab', { name: words.tabs!.overview })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(adminPage.getByText(words.overview!.usersTotal!)).toBeVisible();
      await expectAccessible(adminPage);

      await adminPage.getByRole('tab', { name: words.tabs!.users }).click();
      await adminPage.getByRole('searchbox', { name: words.users!.search }).fill(person.username);
      await adminPage.getByRole('button', { name: words.users!.find, exact: true }).click();
      await adminPage.getByRole('button', { name: person.username }).click();
      await expect(adminPage.getByRole('heading', { name: person.username })).toBeVisible();
      await expectAccessible(adminPage);
      await adminPage.getByRole('radio', { name: words.users!.actions.premium }).check();
      await adminPage.getByRole('spinbutton', { name: words.users!.days }).fill('30');
      await adminPage.getByRole('textbox', { name: words.users!.reason }).fill('Premio per la beta');
      await adminPage.getByRole('button', { name: words.users!.apply }).click();
      await expect(
        adminPage.getByRole('status').filter({ hasText: words.users!.done.premium }),
      ).toBeVisible();

      await adminPage.getByRole('tab', { name: words.tabs!.audit }).click();
      await expect(adminPage.getByRole('cell', { name: 'user.premium_granted' }).first()).toBeVisible();
      await context.close();

      await page.reload();
      await expect(page.getByText(premiumExercise.text.it.steps[0]!)).toBeVisible();
      await expect(page.getByRole('heading', { name: ex.locked.title! })).toHaveCount(0);
    });
  });
}
