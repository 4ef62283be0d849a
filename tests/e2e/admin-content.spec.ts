import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { adminSecretFile, awaitEnrolment, claimEnrolment, withFreshCode } from './admin-enrolment';
import { csrf, expect, expectAccessible, test, unique } from './fixtures';
import { patient } from './patience';

/**
 * Content editing and the support inbox, as an administrator who passed the second factor.
 * The administrator is the one tests/e2e/server.mjs creates (ADMIN_USERNAME / ADMIN_PASSWORD).
 */
const admin = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'e2e_admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
};
const port = process.env.E2E_PORT ?? 4173;
/** The TOTP secret of this run's administrator, for specs that enrol it and specs that reuse it. */
const serverLog = `test-results/e2e-server-${port}.log`;

const text = (ns: string, lang: 'it' | 'en') =>
  JSON.parse(readFileSync(`src/client/locales/${ns}/${lang}.json`, 'utf8')) as Record<
    string,
    Record<string, string>
  > &
    Record<string, unknown>;
const it = text('adminContent', 'it') as unknown as {
  kinds: Record<string, string>;
  fields: Record<string, string>;
  actions: Record<string, string>;
  editor: Record<string, string>;
  list: Record<string, string>;
  support: Record<string, string>;
};

/** Signs the page's context in as the administrator and passes the second factor (enrolling once). */
async function signInAsAdmin(page: Page) {
  const login = await page.request.post('/api/auth/login', { headers: csrf, data: admin });
  expect(login.status(), await login.text()).toBe(200);
  const status = (await (await page.request.get('/api/auth/second-factor')).json()) as { enrolled: boolean };
  if (!status.enrolled && !claimEnrolment()) await awaitEnrolment(page.request);
  else if (!status.enrolled) {
    const enrolment = (await (
      await page.request.post('/api/auth/second-factor/enrol', { headers: csrf })
    ).json()) as {
      secret: string;
    };
    writeFileSync(adminSecretFile, enrolment.secret);
    const confirm = await withFreshCode(enrolment.secret, (code) =>
      page.request.post('/api/auth/second-factor/confirm', { headers: csrf, data: { code } }),
    );
    expect(confirm.status(), await confirm.text()).toBe(200);
  }
  // Enrolled by the other admin spec: its secret file may still be on its way.
  await expect.poll(() => existsSync(adminSecretFile), { timeout: patient(30_000) }).toBe(true);
  const verify = await withFreshCode(readFileSync(adminSecretFile, 'utf8').trim(), (code) =>
    page.request.post('/api/auth/second-factor/verify', { headers: csrf, data: { code } }),
  );
  expect(verify.status(), await verify.text()).toBe(200);
}

/** The admin console's tab (Content or Support), its panel in view. */
async function openTab(page: Page, name: RegExp) {
  await page.goto('/admin-dashboard');
  await page.getByRole('tab', { name }).click();
}

// One administrator: its enrolment happens once, so these run one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('content and support administration', () => {
  test('an administrator edits a quote and sees it on the home page quote card', async ({ page }) => {
    await signInAsAdmin(page);
    const daily = (await (await page.request.get('/api/quotes/daily?lang=it')).json()) as {
      quote: { slug: string };
    };
    const slug = daily.quote.slug;

    await openTab(page, /Contenuti/);
    await expect(page.getByLabel('Tipo di contenuto')).toHaveValue('quotes');
    await page.getByLabel(it.list.search!).fill(slug);
    await page.getByRole('button', { name: new RegExp(slug) }).click();
    await expect(page.getByRole('heading', { name: new RegExp(slug) })).toBeFocused();
    await expectAccessible(page);

    const words = `Respira piano, ${unique()}: sei qui.`;
    await page.getByRole('group', { name: 'Italiano' }).getByLabel(it.fields.whole!).fill(words);
    await page
      .getByRole('group', { name: 'English' })
      .getByLabel(it.fields.whole!)
      .fill(`Breathe slowly: you are here.`);
    // The preview shows the Italian text as the card will.
    await expect(page.getByRole('region', { name: 'Anteprima' }).getByText(words)).toBeVisible();
    await page.getByRole('button', { name: it.actions.save! }).click();
    await expect(page.getByText(it.editor.saved!)).toBeVisible();

    await page.goto('/');
    await page.mouse.wheel(0, 1600); // the quote card is below the member's welcome
    await expect(page.getByRole('blockquote').getByText(words)).toBeVisible();
  });

  test('an administrator reads a support message and answers it by mail', async ({ page }) => {
    const email = `e2e.support.${unique()}@example.com`;
    const sent = await page.request.post('/api/support/messages', {
      headers: { ...csrf, 'accept-language': 'en' },
      data: {
        name: 'Sara Test',
        email,
        topic: 'account',
        message: 'I would like to change the email of my account.',
      },
    });
    expect(sent.status()).toBe(201);
    await signInAsAdmin(page);

    await openTab(page, /Assistenza|Supporto/);
    await page.getByLabel(it.support.filter!).selectOption('waiting');
    await page
      .getByRole('button', { name: /Sara Test/ })
      .first()
      .click();
    await expect(page.getByText('I would like to change the email of my account.')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(/La tua risposta/).fill('You can change it from your profile, under Account.');
    await page.getByRole('button', { name: it.support.send! }).click();
    await expect(page.getByText(it.support.sent!)).toBeVisible();
    await expect(page.getByText(it.support.handled!, { exact: true })).toBeVisible();

    // The answer left through the mailer: the outbox's log line names its kind and recipient.
    await expect
      .poll(() => readFileSync(serverLog, 'utf8').includes(`"kind":"support_answer","to":"${email}"`), {
        timeout: patient(10_000),
      })
      .toBe(true);
  });
});
