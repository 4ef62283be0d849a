import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { exercises } from '../../src/server/db/seed/content/exercises';
import { billingErrors } from '../../src/shared/errors/billing';
import type { BillingPlans } from '../../src/shared/schemas/billing';
import { csrf, expect, expectAccessible, pagesText, test } from './fixtures';
import { patient } from './patience';

// Premium payments with the demo provider (no STRIPE_SECRET_KEY): plans → checkout → success
// with the PDF receipt → premium content → management and cancellation; refused cards.
// Run: npm run build && npx playwright test tests/e2e/payments.spec.ts
//
// One test moves billing's clock on the shared test server (SERENAMENTE_TEST_CLOCK=1, see
// server.mjs): this file's tests run one after another, so no other checkout is open meanwhile.
test.describe.configure({ mode: 'default' });

type Lang = 'it' | 'en';
type Catalog = Record<string, unknown>;
const load = (ns: string, lang: Lang) =>
  JSON.parse(readFileSync(`src/client/locales/${ns}/${lang}.json`, 'utf8')) as Catalog;
const billing = { it: load('billing', 'it'), en: load('billing', 'en') };
const trialBanner = { it: load('trialBanner', 'it'), en: load('trialBanner', 'en') };
const exercisesText = { it: load('exercises', 'it'), en: load('exercises', 'en') };
/** `at(billing.it, 'checkout.pay', { amount })`, with `{{name}}` filled from `values`. */
const at = (catalog: Catalog, path: string, values: Record<string, string | number> = {}): string =>
  (path.split('.').reduce<unknown>((node, key) => (node as Catalog)[key], catalog) as string).replace(
    /\{\{(\w+)\}\}/g,
    (_, k: string) => String(values[k]),
  );
const money = (amount: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    amount,
  );
const premiumExercise = exercises.find((e) => e.premium)!;
const DAY = 86_400_000;

/** The amount the yearly plan costs today: the launch price while places remain. */
async function yearlyPriceToday(page: Page): Promise<number> {
  const offer = (await (await page.request.get('/api/billing/plans')).json()) as BillingPlans;
  const yearly = offer.plans.find((p) => p.plan === 'yearly')!;
  return yearly.launchOffer.remaining > 0 ? yearly.launchOffer.amount : yearly.amount;
}

/**
 * The text a PDF draws: the server writes it uncompressed, each line a `[<hex> kerning <hex>] TJ`
 * in WinAnsi; the hex parts are joined and read as Latin-1 (the amount needs no more).
 */
function pdfText(pdf: Buffer): string {
  const lines = [...pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)].map((m) =>
    [...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join(''),
  );
  return lines.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(' ');
}

async function fillCard(page: Page, lang: Lang, number: string) {
  const B = billing[lang];
  await page.getByLabel(at(B, 'checkout.number')).fill(number);
  await page.getByLabel(at(B, 'checkout.expiry')).fill('12/39');
  await page.getByLabel(at(B, 'checkout.cvc')).fill('123');
  await page.getByLabel(at(B, 'checkout.name')).fill('Chiara Test');
}

/** From the plans page to the demo checkout of the yearly plan. */
async function openYearlyCheckout(page: Page, lang: Lang) {
  const B = billing[lang];
  await page.goto(`/subscription?lang=${lang}`);
  await page
    .getByRole('button', { name: at(B, 'plans.startLabel', { plan: at(B, 'planName.yearly') }) })
    .click();
  await expect(page).toHaveURL(/\/checkout\?session_id=/);
  await expect(page.getByRole('heading', { level: 2, name: at(B, 'checkout.cardTitle') })).toBeVisible();
}

test('register → plans → demo checkout → success with the PDF receipt → premium content → cancel, still premium', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  // The declined card is a 402 answer, which the browser logs.
  allowConsoleErrors(/status of 402/);
  const lang = 'it';
  const B = billing[lang];
  await signIn({ skipLaunchCode: true });
  const price = await yearlyPriceToday(page);

  await page.goto(`/subscription?lang=${lang}`);
  await expect(
    page.getByRole('heading', { level: 1, name: pagesText[lang].subscription!.title! }),
  ).toBeVisible();
  await expect(page.getByTestId('plan-monthly')).toContainText(money(4.99, lang));
  await expect(page.getByTestId('plan-yearly')).toContainText(money(39.99, lang));
  await expect(page.getByTestId('launch-yearly')).toContainText(/\d+ posti? su 10|esaurita/);
  await expectAccessible(page);

  await openYearlyCheckout(page, lang);
  await expect(page.getByTestId('due-today')).toHaveText(money(price, lang));
  await expectAccessible(page);

  // A declined card: the provider's words, inline, with the focus on them.
  await fillCard(page, lang, '4000 0000 0000 0002');
  await page.getByRole('button', { name: at(B, 'checkout.pay', { amount: money(price, lang) }) }).click();
  const alert = page.getByTestId('payment-error');
  await expect(alert).toContainText(billingErrors['billing.card_declined'].it);
  await expect(alert).toBeFocused();

  await page.getByLabel(at(B, 'checkout.number')).fill('4242424242424242');
  await expect(page.getByLabel(at(B, 'checkout.number'))).toHaveValue('4242 4242 4242 4242');
  await page.getByRole('button', { name: at(B, 'checkout.pay', { amount: money(price, lang) }) }).click();

  // The success page, as the server confirmed it.
  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(page.getByRole('heading', { name: at(B, 'success.title') })).toBeVisible();
  await expect(page.getByTestId('paid-plan')).toHaveText(at(B, 'planName.yearly'));
  await expect(page.getByTestId('paid-amount')).toContainText(money(price, lang));
  await expectAccessible(page);

  // The receipt downloads as a PDF that states the amount.
  const receipt = page.getByRole('link', { name: at(B, 'success.invoice') });
  const pdfUrl = (await receipt.getAttribute('href'))!;
  const pdfAnswer = await page.request.get(pdfUrl);
  expect(pdfAnswer.headers()['content-type']).toContain('application/pdf');
  const downloading = page.waitForEvent('download');
  await receipt.click();
  const pdf = readFileSync((await (await downloading).path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(pdf)).toContain(price.toFixed(2).replace('.', ','));

  // Premium now: a premium-only exercise opens.
  await page.goto(`/exercises?lang=${lang}&e=${premiumExercise.slug}`);
  await expect(page.getByText(premiumExercise.text[lang].steps[0]!)).toBeVisible();
  await expect(page.getByRole('heading', { name: at(exercisesText[lang], 'locked.title') })).toHaveCount(0);

  // Manage: plan and status, then cancel behind a confirmation.
  await page.goto(`/manage-subscription?lang=${lang}`);
  await expect(page.getByTestId('subscription-plan')).toHaveText(at(B, 'planName.yearly'));
  await expect(page.getByTestId('subscription-status')).toHaveText(at(B, 'manage.statusName.active'));
  await expect(page.getByTestId('invoice-list').getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('button', { name: at(B, 'manage.cancel.button') }).click();
  const dialog = page.getByRole('alertdialog', { name: at(B, 'manage.cancel.dialogTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: at(B, 'manage.cancel.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('subscription-status')).toContainText(/Disdetto, attivo fino al/);
  await expect(page.getByRole('button', { name: at(B, 'manage.resume.button') })).toBeVisible();

  // Still premium until the end of the paid period.
  const entitlements = (await (await page.request.get('/api/plans/entitlements')).json()) as {
    premium: boolean;
  };
  expect(entitlements.premium).toBe(true);
  await page.goto(`/exercises?lang=${lang}&e=${premiumExercise.slug}`);
  await expect(page.getByText(premiumExercise.text[lang].steps[0]!)).toBeVisible();

  // Billing's clock past the period's end (a year and a day on); the renewal job runs and ends
  // the cancelled subscription: free again, nothing charged, the premium exercise locked.
  const moved = await page.request.post('/api/test/billing-clock', {
    headers: csrf,
    data: { advanceMs: 367 * DAY },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  expect(((await moved.json()) as { handled: number }).handled).toBeGreaterThan(0);
  const after = (await (await page.request.get('/api/plans/entitlements')).json()) as { premium: boolean };
  expect(after.premium).toBe(false);
  await page.goto(`/exercises?lang=${lang}&e=${premiumExercise.slug}`);
  await expect(page.getByRole('heading', { name: at(exercisesText[lang], 'locked.title') })).toBeVisible();
  await expect(page.getByText(premiumExercise.text[lang].steps[0]!)).toHaveCount(0);
  await page.goto(`/manage-subscription?lang=${lang}`);
  await expect(page.getByTestId('subscription-status')).toHaveText(at(B, 'manage.statusName.canceled'));
  await expect(page.getByTestId('invoice-list').getByRole('listitem')).toHaveCount(1);
});

test('in English, insufficient funds and a wrong number are said where they happen', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 402/);
  const lang = 'en';
  const B = billing[lang];
  await signIn({ skipLaunchCode: true });
  const price = await yearlyPriceToday(page);
  await openYearlyCheckout(page, lang);
  const pay = page.getByRole('button', { name: at(B, 'checkout.pay', { amount: money(price, lang) }) });

  // A number that fails the Luhn check never leaves the page.
  await fillCard(page, lang, '4242 4242 4242 4241');
  await pay.click();
  await expect(page.getByText(billingErrors['billing.validation.card_number'].en)).toBeVisible();
  await expect(page.getByLabel(at(B, 'checkout.number'))).toBeFocused();

  await page.getByLabel(at(B, 'checkout.number')).fill('4000 0000 0000 9995');
  await pay.click();
  const alert = page.getByTestId('payment-error');
  await expect(alert).toContainText(billingErrors['billing.insufficient_funds'].en);
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(/\/checkout\?session_id=/);
});

test("a success page never takes the address's word for it: an unknown session is 'No valid session found.'", async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  await signIn({ skipLaunchCode: true });
  await page.goto('/payment-success-fast?lang=en&session_id=cs_not_mine');
  await expect(page.getByRole('heading', { name: at(billing.en, 'success.noSession') })).toBeVisible();
  await expect(page.getByRole('heading', { name: at(billing.en, 'success.title') })).toHaveCount(0);
});

test('a trial user sees the countdown banner, and "Later" puts it away for the day', async ({
  page,
  signIn,
}) => {
  const B = trialBanner.it;
  await signIn({ skipLaunchCode: true });
  await page.goto('/dashboard?lang=it');
  const banner = page.getByRole('region', { name: at(B, 'label') });
  await expect(banner.getByRole('status')).toHaveText(at(B, 'trial.inDays', { count: 7 }));
  await expect(banner.getByRole('timer')).toContainText(at(B, 'units.seconds'));
  await expect(banner.getByRole('link', { name: at(B, 'trial.keep') })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await banner.getByRole('button', { name: at(B, 'later') }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the trial banner moves nothing on a signed-in trial user’s first load (CLS < 0.05)', async ({
  page,
  signIn,
}) => {
  // Every layout shift the page makes, as the browser reports them (none caused by input here).
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Stripe.js belongs to /checkout alone: no script of this page carries it.
  const scripts: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
  });
  // A first visit: signed in by the server's cookie, nothing of the account cached in the page yet.
  await signIn({ skipLaunchCode: true });
  await page.goto('/dashboard?lang=it');
  const banner = page.getByRole('region', { name: at(trialBanner.it, 'label') });
  await expect(banner.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  console.log(`trial banner first load CLS: ${cls.toFixed(4)}`);
  expect(cls).toBeLessThan(0.05);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((code) => code.includes('js.stripe.com'))).toEqual([]);
  // It floats over the page's end, and the page keeps room for it: the footer can still be seen whole.
  // (Scrolled again until it holds: a part of the page that fills in late can still make it longer.)
  const footer = page.locator('footer').last();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const [footerBox, bannerBox] = [await footer.boundingBox(), await banner.boundingBox()];
    expect(footerBox!.y + footerBox!.height).toBeLessThanOrEqual(bannerBox!.y + 1);
  }).toPass({ timeout: patient(10_000) });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the payment screens pass axe at 390 px in the ${theme} theme`, async ({ page, signIn }) => {
    await page.emulateMedia({ colorScheme: theme });
    await signIn({ skipLaunchCode: true });
    await page.goto('/subscription?lang=en');
    await expect(page.getByTestId('launch-yearly')).toContainText(/left|sold out/);
    await expectAccessible(page);
    await openYearlyCheckout(page, 'en');
    await expectAccessible(page);
    await page.goto('/manage-subscription?lang=en');
    await expect(page.getByRole('heading', { name: at(billing.en, 'manage.none') })).toBeVisible();
    await expectAccessible(page);
  });
}

test('keyboard alone: from the plans to a paid subscription', async ({ page, signIn }) => {
  const B = billing.en;
  await signIn({ skipLaunchCode: true });
  await page.goto('/subscription?lang=en');
  const start = page.getByRole('button', {
    name: at(B, 'plans.startLabel', { plan: at(B, 'planName.monthly') }),
  });
  await expect(start).toBeVisible();
  // Tab until the monthly plan's button has the focus, then Enter.
  for (let i = 0; i < 40 && !(await start.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\?session_id=/);

  const number = page.getByLabel(at(B, 'checkout.number'));
  for (let i = 0; i < 40 && !(await number.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(number).toBeFocused();
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1239');
  await expect(page.getByLabel(at(B, 'checkout.expiry'))).toHaveValue('12/39');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Chiara Test');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: at(B, 'success.title') })).toBeVisible();
  await expect(page.getByTestId('paid-plan')).toHaveText(at(B, 'planName.monthly'));
});
