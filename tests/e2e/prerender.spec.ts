import { readFileSync } from 'node:fs';
import { commonText, expect, pagesText, test } from './fixtures';

const safety = {
  en: JSON.parse(readFileSync('src/client/locales/safety/en.json', 'utf8')) as Record<
    string,
    Record<string, string>
  >,
};

test.describe('pages sent already rendered to visitors', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the landing page reads and its links work', async ({ page }) => {
      await page.goto('/?lang=it');
      await expect(
        page.getByRole('heading', { level: 1, name: pagesText.it.home!.heroTitle! }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: pagesText.it.home!.ctaChat! }).first()).toHaveAttribute(
        'href',
        '/chat',
      );
      await page.getByRole('link', { name: pagesText.it.home!.ctaChat! }).first().click();
      await expect(page).toHaveURL(/\/chat$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('a tap on the SOS button before the app has started still opens the help panel', async ({ page }) => {
    // Hold the app's scripts back, as a slow phone would, and tap meanwhile.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/chat?lang=en');
    const sos = page.getByRole('button', { name: safety.en.sos!.buttonLabel! });
    await sos.click();
    release();
    await expect(
      page.getByRole('dialog').getByRole('link', { name: safety.en.emergency!.call! }),
    ).toHaveAttribute('href', 'tel:112');
  });

  test('keyboard focus stays where it was when the app takes over the page', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/?lang=it');
    await page.getByRole('link', { name: commonText.it.shell!.skipToContent! }).focus();
    release();
    await expect(page.locator('#root[data-app]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: commonText.it.shell!.skipToContent! })).toBeFocused();
  });
});
