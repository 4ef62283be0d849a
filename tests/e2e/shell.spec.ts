import { allPagePaths, pageForPath, pageIds, pathOf } from '../../src/shared/routes';
import { commonText, expect, expectAccessible, homeText, pagesText, test } from './fixtures';
import { patient } from './patience';

test.describe('every SPEC screen', () => {
  for (const path of allPagePaths) {
    test(`${path} renders its page`, async ({ page }) => {
      const id = pageForPath(path)!;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const heading = id === 'home' ? homeText.it.heroTitle! : pagesText.it[id]!.title!;
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    });
  }
});

test.describe('every SPEC screen, in both languages and both themes, at 390 px', () => {
  for (const id of pageIds) {
    test(`${pathOf(id)}: no serious accessibility violation, nothing wider than the screen`, async ({
      page,
    }) => {
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        for (const lang of ['it', 'en'] as const) {
          await page.goto(`${pathOf(id)}?lang=${lang}`);
          // A page sent rendered starts the app at the first touch: check the app a person uses.
          await page.mouse.move(5, 5);
          await expect(page.locator('#root[data-app]')).toBeAttached();
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectAccessible(page);
          // Nothing wider than the phone's screen (the project's viewport): no sideways scrolling.
          const width = page.viewportSize()!.width;
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        }
      }
    });
  }
});

test.describe('every SPEC screen with the keyboard alone', () => {
  for (const id of pageIds) {
    test(`${pathOf(id)}: each Tab stop is on screen and shows that it has the focus`, async ({ page }) => {
      // Without smooth scrolling, a focused element is in view the moment it has the focus.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(pathOf(id));
      await page.mouse.move(5, 5);
      await expect(page.locator('#root[data-app]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      const stops: string[] = [];
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          // The ring may be drawn by the element, its ::after (a card-wide link) or the card.
          const shows = (s: CSSStyleDeclaration) =>
            (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) ||
            (s.boxShadow !== '' && s.boxShadow !== 'none');
          const ring =
            shows(getComputedStyle(el)) ||
            shows(getComputedStyle(el, '::after')) ||
            [el.parentElement, el.parentElement?.parentElement].some(
              (a) => !!a && shows(getComputedStyle(a)),
            );
          const r = el.getBoundingClientRect();
          const onScreen = r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
          return { name: `${el.tagName.toLowerCase()} "${name}"`, ring, onScreen };
        });
        if (stop && (!stop.ring || !stop.onScreen)) {
          stops.push(
            `${stop.name}${stop.ring ? '' : ' has no focus ring'}${stop.onScreen ? '' : ' is off screen'}`,
          );
        }
      }
      expect(stops).toEqual([]);
    });
  }
});

test('an unknown path shows the not-found page with status 404', async ({ page, allowConsoleErrors }) => {
  // Chromium reports the document's own 404 status on the console.
  allowConsoleErrors(/status of 404/);
  const response = await page.goto('/pagina-che-non-esiste');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: pagesText.it.notFound!.title! })).toBeVisible();
  await page.getByRole('link', { name: pagesText.it.notFound!.home! }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the language switcher changes every word, the document language and the stored choice', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: homeText.it.heroTitle! })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: homeText.en.heroTitle! })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: homeText.en.heroTitle! })).toBeVisible();
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { level: 1, name: homeText.it.heroTitle! })).toBeVisible();
});

test('?lang= chooses the language over the stored one', async ({ page }) => {
  await page.goto('/chat?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: pagesText.en.chat!.title! })).toBeVisible();
  await expect(page).toHaveTitle('CBT support chat · Serenamente');
  await page.goto('/chat?lang=it');
  await expect(page.getByRole('heading', { level: 1, name: pagesText.it.chat!.title! })).toBeVisible();
});

test.describe('a browser in English', () => {
  test.use({ locale: 'en-US' });
  test('gets English when nothing is stored', async ({ page }) => {
    await page.goto('/exercises');
    await expect(page.getByRole('heading', { level: 1, name: pagesText.en.exercises!.title! })).toBeVisible();
  });
});

test('the error fallback shows SPEC’s words and its button reloads the page', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Simulated error/);
  await page.goto('/test');
  await page.getByRole('button', { name: pagesText.it.test!.errorButton! }).click();
  await expect(page.getByRole('heading', { name: 'Qualcosa è andato storto' })).toBeVisible();
  await expect(
    page.getByText('Si è verificato un errore imprevisto. Ricarica la pagina per continuare.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ricarica Pagina' }).click();
  await expect(page.getByRole('heading', { level: 1, name: pagesText.it.test!.title! })).toBeVisible();
});

test('the diagnostics page reaches the API and the database', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByText(/Funziona \(pglite\)/)).toBeVisible();
});

test('the API docs UI shows the generated document, with a query string too', async ({ page }) => {
  for (const url of ['/api/docs', '/api/docs?lang=en']) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/api\/docs$/);
    await expect(page.getByRole('heading', { name: /Serenamente API/ })).toBeVisible();
    await expect(page.getByText('/api/health').first()).toBeVisible();
  }
  await expectAccessible(page);
});

test('the API docs UI can try a state-changing request and stays accessible while used', async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser reports the example's 400 in the console; it is the expected answer.
  allowConsoleErrors(/status of 400/);
  await page.goto('/api/docs');
  const register = page.locator('.opblock-post').filter({ hasText: '/api/auth/register' });
  await register.locator('.opblock-summary-control').click();
  // Swagger UI sometimes drops a click that lands while the section is still opening: the button
  // then still reads "Try it out". Click again until the form is in its editing state.
  const execute = register.getByRole('button', { name: 'Execute' });
  await expect(async () => {
    if (!(await execute.isVisible()))
      await register.getByRole('button', { name: 'Try it out' }).click({ timeout: 2_000 });
    await expect(execute).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: patient(20_000) });
  await expectAccessible(page);
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/auth/register'));
  await execute.click();
  // The request passes the cross-site check (it carries the app's header) and reaches validation.
  const res = await answer;
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation.failed');
  await expect(register.locator('.live-responses-table')).toBeVisible();
  await expectAccessible(page);
  await page.locator('.btn.authorize').first().click();
  await expect(page.getByRole('dialog').or(page.locator('.modal-ux'))).toBeVisible();
  await expectAccessible(page);
});

test('a tab left open across a deploy loads the page again instead of showing the error page', async ({
  page,
  allowConsoleErrors,
}) => {
  // The missing file is reported by the browser; the app handles it.
  allowConsoleErrors(/status of 404/);
  await page.goto('/app-guide');
  await page.mouse.move(100, 200);
  await expect(page.locator('#root[data-app]')).toHaveCount(1);
  // The support page's file is gone, as after a new version replaced the one this tab runs.
  let refused = 0;
  await page.route(
    /\/assets\/support-[\w-]+\.js$/,
    (route) => {
      refused += 1;
      return route.fulfill({ status: 404, body: '' });
    },
    { times: 1 },
  );
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: commonText.it.footer!.support!, exact: true }).click();
  await reloaded;
  expect(refused).toBe(1);
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: pagesText.it.support!.title! })).toBeVisible();
  await expect(page.getByRole('button', { name: commonText.it.errorFallback!.reload! })).toHaveCount(0);
});

test('on a phone the menu opens, is usable with the keyboard and navigates', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('button', { name: commonText.it.shell!.openMenu! });
  await menu.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await dialog.getByRole('link', { name: commonText.it.nav!.meditation! }).click();
  await expect(page.getByRole('heading', { level: 1, name: pagesText.it.meditation!.title! })).toBeVisible();
  await expect(page).toHaveTitle('Meditazioni guidate · Serenamente');
});

test('the skip link moves keyboard users to the content', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: commonText.it.shell!.skipToContent! });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the footer carries the disclaimer on every page', async ({ page }) => {
  await page.goto('/resources');
  await expect(page.getByRole('contentinfo')).toContainText('non sostituisce');
  await expect(page.getByRole('contentinfo')).toContainText('112');
});

test('the theme toggle switches and remembers the theme', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('button', { name: commonText.it.theme!.toDark! }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
});
