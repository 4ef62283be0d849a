import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { DailyUsage } from '../../src/shared/schemas/plans';
import { planErrors } from '../../src/shared/errors/plans';
import { csrf, expect, expectAccessible, test } from './fixtures';
import { patient } from './patience';

// The daily allowance used up: one calm notice where the person would write, with the local
// time it comes back and the way to Premium; the message box and Send wait; no toast, on any
// load. Run: npm run build && npx playwright test tests/e2e/daily-limit.spec.ts

type Catalog = Record<string, unknown>;
const load = (ns: string, lang: 'it' | 'en') =>
  JSON.parse(readFileSync(`src/client/locales/${ns}/${lang}.json`, 'utf8')) as Catalog;
const at = (catalog: Catalog, path: string): string =>
  path.split('.').reduce<unknown>((node, key) => (node as Catalog)[key], catalog) as string;
const text = {
  it: { chat: load('chat', 'it'), chatMore: load('chatMore', 'it'), modules: load('aiModules', 'it'), reflections: load('reflections', 'it') },
  en: { chat: load('chat', 'en'), chatMore: load('chatMore', 'en'), modules: load('aiModules', 'en'), reflections: load('reflections', 'en') },
};

// The person and the browser both live in Rome: the allowance ends at Rome's next midnight.
test.use({ timezoneId: 'Europe/Rome' });

/** The standard trial's 5 chat messages of the day, spent through the API. */
async function useTheAllowance(page: Page, lang: 'it' | 'en') {
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/api/chat/messages', {
      headers: csrf,
      data: {
        message:
          lang === 'it' ? `Messaggio ${i + 1}: oggi sono stanco` : `Message ${i + 1}: I am tired today`,
        lang,
      },
    });
    expect(res.status()).toBe(200);
  }
  const usage = (await (await page.request.get('/api/plans/usage')).json()) as DailyUsage;
  expect(usage).toMatchObject({ used: 5, limit: 5, remaining: 0, limitReached: true });
}

/** Nothing in the toast region: the limit is said in the page, not in a toast. */
async function expectNoToast(page: Page, lang: 'it' | 'en') {
  await expect(page.getByText(planErrors['plans.daily_limit_reached'][lang], { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /F8/ }).locator('li')).toHaveCount(0);
}

for (const lang of ['it', 'en'] as const) {
  const C = text[lang].chat;
  const M = text[lang].modules;
  const resets =
    lang === 'it' ? 'Tornano disponibili domani alle 00:00.' : /They come back tomorrow at 12:00\sAM\./;

  for (const theme of ['light', 'dark'] as const) {
    test(`${lang}, ${theme}: at the limit /chat says so once with the reset time, Send waits, no toast`, async ({
      page,
      signIn,
    }) => {
      await page.addInitScript((t) => localStorage.setItem('serenamente_theme', t), theme);
      await page.goto(`/chat?lang=${lang}`);
      await signIn({ skipLaunchCode: true, timeZone: 'Europe/Rome' });
      await useTheAllowance(page, lang);
      const sent: string[] = [];
      page.on(
        'request',
        (r) => r.method() === 'POST' && r.url().includes('/api/chat/messages') && sent.push(r.url()),
      );

      for (let load = 0; load < 2; load++) {
        await page.reload();
        const notice = page
          .locator('#main')
          .getByRole('status')
          .filter({ hasText: at(C, 'limit.title') });
        await expect(notice).toHaveCount(1);
        await expect(notice).toContainText(resets);
        await expect(notice.getByRole('link', { name: at(C, 'limit.upgrade') })).toHaveAttribute(
          'href',
          '/subscription',
        );
        await expect(page.getByText(at(C, 'limit.title'))).toHaveCount(1);

        const composer = page.getByRole('textbox', { name: at(C, 'composer.label') });
        const send = page.getByRole('button', { name: at(C, 'composer.send') });
        await expect(send).toBeDisabled();
        await expect(composer).toBeDisabled();
        await expect(composer).not.toBeEditable();
        const noticeId = (await notice.getAttribute('id'))!;
        await expect(send).toHaveAttribute('aria-describedby', noticeId);
        await expect(composer).toHaveAttribute('aria-describedby', new RegExp(`(^| )${noticeId}( |$)`));
        await expectNoToast(page, lang);
      }

      // Keyboard: the field still takes focus and hears why; Enter sends nothing.
      const composer = page.getByRole('textbox', { name: at(C, 'composer.label') });
      await composer.focus();
      await page.keyboard.type('ciao');
      await page.keyboard.press('Enter');
      // Send is aria-disabled (still focusable): a forced click proves it does nothing.
      await page.getByRole('button', { name: at(C, 'composer.send') }).click({ force: true });
      await expect(composer).toHaveValue('');
      expect(sent).toEqual([]);
      await expectNoToast(page, lang);
      await expectAccessible(page);
    });
  }

  test(`${lang}: the reflection perspective and the AI modules wait the same way, with one notice each`, async ({
    page,
    signIn,
  }) => {
    await page.goto(`/reflections?lang=${lang}`);
    await signIn({ skipLaunchCode: true, timeZone: 'Europe/Rome' });
    await useTheAllowance(page, lang);

    await page.reload();
    // The perspective sits under the writer: it loads as its place comes near the screen.
    await page.getByRole('textbox', { name: at(text[lang].reflections, 'writer.label') }).scrollIntoViewIfNeeded();
    const perspective = page.getByRole('button', { name: at(text[lang].chatMore, 'perspective.button') });
    await expect(perspective).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: at(C, 'limit.title') })).toHaveCount(1);
    await expectNoToast(page, lang);
    await expectAccessible(page);

    await page.goto(`/ai-modules?lang=${lang}&m=custom`);
    const generate = page.getByRole('button', { name: at(M, 'form.submit') });
    await expect(generate).toBeDisabled();
    const notice = page.getByRole('status').filter({ hasText: at(C, 'limit.title') });
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(resets);
    await expectNoToast(page, lang);
    await expectAccessible(page);
  });
}

test('when the reset time passes the status is asked again and sending opens', async ({ page, signIn }) => {
  const C = text.it.chat;
  await page.goto('/chat?lang=it');
  await signIn({ skipLaunchCode: true, timeZone: 'Europe/Rome' });
  // The server's answer, with the allowance ending a few seconds from now (a real day is too long to wait).
  let asked = 0;
  await page.route('**/api/plans/usage', async (route) => {
    asked++;
    const body: DailyUsage =
      asked === 1
        ? {
            day: '2026-03-10',
            timeZone: 'Europe/Rome',
            used: 5,
            limit: 5,
            remaining: 0,
            limitReached: true,
            resetsAt: new Date(Date.now() + 3_000).toISOString(),
          }
        : {
            day: '2026-03-11',
            timeZone: 'Europe/Rome',
            used: 0,
            limit: 5,
            remaining: 5,
            limitReached: false,
            resetsAt: new Date(Date.now() + 86_400_000).toISOString(),
          };
    await route.fulfill({ json: body });
  });
  await page.reload();
  const send = page.getByRole('button', { name: at(C, 'composer.send') });
  await expect(page.getByRole('status').filter({ hasText: at(C, 'limit.title') })).toHaveCount(1);
  await expect(send).toBeDisabled();
  // Well before the minute's recheck: the reset time itself asked again.
  await expect(send).toBeEnabled({ timeout: patient(10_000) });
  await expect(page.getByRole('textbox', { name: at(C, 'composer.label') })).toBeEditable();
  await expect(page.getByRole('status').filter({ hasText: at(C, 'limit.title') })).toHaveCount(0);
  await expect(page.getByText(at(C, 'composer.remaining_other').replace('{{count}}', '5'))).toBeVisible();
});
