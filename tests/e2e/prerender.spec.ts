import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { commonText, expect, homeText, pagesText, test } from './fixtures';

const guideText = {
  en: JSON.parse(readFileSync('src/client/locales/guide/en.json', 'utf8')) as {
    tocTitle: string;
    sections: { id: string; title: string }[];
  },
};

const progressText = {
  en: JSON.parse(readFileSync('src/client/locales/progress/en.json', 'utf8')) as {
    greeting: Record<string, string>;
    week: { title: string };
  },
};
const greeting = { en: progressText.en.greeting };

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
      await expect(page.getByRole('heading', { level: 1, name: homeText.it.heroTitle! })).toBeVisible();
      await expect(page.getByRole('link', { name: homeText.it.ctaChat! }).first()).toHaveAttribute(
        'href',
        '/chat',
      );
      await page.getByRole('link', { name: homeText.it.ctaChat! }).first().click();
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

  test('a ?lang= choice is kept when a link is followed before the app has started', async ({ page }) => {
    // An Italian browser (playwright.config.ts) opens an English link on a slow phone: the app's
    // scripts are held back until the link has been followed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.goto('/?lang=en');
    await expect(page.locator('#root[data-app]')).toHaveCount(0);
    await page.getByRole('link', { name: homeText.en.ctaChat! }).first().click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: pagesText.en.chat!.title! })).toBeVisible();
    release();
  });

  test('a language chosen earlier decides the page even when its cookie was lost', async ({
    page,
    context,
  }) => {
    // An Italian browser (playwright.config.ts) that chose English on an earlier visit; its
    // cookies were cleared since, its local storage was not.
    await page.addInitScript(() => {
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'en');
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: homeText.en.heroTitle! })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'i18nextLng')?.value).toBe('en');
    // Asked once more, with the cookie, and no more than that.
    expect(documents).toHaveLength(2);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: homeText.en.heroTitle! })).toBeVisible();
    expect(documents).toHaveLength(3);
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

  test('the page stays a document until it is used, and the first tap brings the app', async ({ page }) => {
    const appScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/boot-[\w-]+\.js$/.test(request.url())) appScripts.push(request.url());
    });
    // The theme button sits in the header on a wide screen.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: homeText.en.heroTitle! })).toBeVisible();
    // Nobody has touched the page: no app has been fetched or started over it.
    await page.waitForTimeout(1500);
    expect(appScripts).toEqual([]);
    await expect(page.locator('#root[data-app]')).toHaveCount(0);

    // The theme button works at the first tap, which also starts the app.
    const toDark = page.getByRole('button', { name: commonText.en.theme!.toDark! });
    const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await (wasDark ? page.getByRole('button', { name: commonText.en.theme!.toLight! }) : toDark).click();
    await expect(page.locator('#root[data-app]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveClass(wasDark ? /^(?!.*dark)/ : /dark/);
    expect(appScripts).toHaveLength(1);
  });
});

const exercisesText = {
  it: JSON.parse(readFileSync('src/client/locales/exercises/it.json', 'utf8')) as Record<
    string,
    Record<string, string>
  >,
};

/** Holds the app's scripts back until `release()`, as a slow phone would. */
async function holdApp(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return () => release();
}

test.describe('the first touch on a page sent rendered', () => {
  test('a scroll by the mouse wheel holds while the app takes over', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/app-guide?lang=it');
    await expect(page.getByRole('heading', { level: 1, name: pagesText.it.appGuide!.title! })).toBeVisible();
    await expect(page.locator('#root[data-app]')).toHaveCount(0);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    // The wheel started the app: once it has rendered over the page, the page is where it was.
    await expect(page.locator('#root[data-app]')).toHaveCount(1);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('the first click on a link navigates', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(page.locator('#root[data-app]')).toHaveCount(0);
    await page.getByRole('link', { name: homeText.en.ctaChat! }).first().click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('heading', { level: 1, name: pagesText.en.chat!.title! })).toBeVisible();
  });

  test('a press that starts the app still follows its link when released after the app is ready', async ({
    page,
  }) => {
    await page.goto('/app-guide?lang=en');
    await expect(page.locator('#root[data-app]')).toHaveCount(0);
    const toc = page.getByRole('navigation', { name: guideText.en.tocTitle });
    const title = guideText.en.sections.find((s) => s.id === 'biblioteca')!.title;
    const box = (await toc.getByRole('link', { name: title, exact: true }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // Held long enough for the app to load: it waits for the release rather than replacing the
    // link under the finger.
    await page.waitForTimeout(1500);
    await page.mouse.up();
    await expect(page).toHaveURL(/#biblioteca$/);
    await expect(page.locator('#root[data-app]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeInViewport();
  });

  test('text typed before the app has started is still there, with the focus, once it has', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto('/exercises?lang=it');
    const search = page.getByRole('searchbox', { name: exercisesText.it.search!.label! });
    await search.click();
    await search.pressSequentially('respiro');
    await expect(page.locator('#root[data-app]')).toHaveCount(0);
    release();
    await expect(page.locator('#root[data-app]')).toHaveCount(1);
    // The app's own field now holds the text, and the search uses it.
    await expect(search).toHaveValue('respiro');
    await expect(search).toBeFocused();
    await expect(page).toHaveURL(/[?&]q=respiro/);
  });
});

test.describe('a member’s page sent rendered', () => {
  test('paints the shell from HTML, then the app fills it in; the first click on a link navigates', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const release = await holdApp(page);
    await page.goto('/dashboard?lang=en');
    // Before any script of the app has run: the member's shell, never a visitor's invitation.
    await expect(page.locator('#root[data-member]')).toHaveCount(1);
    await expect(page.locator('#root[data-app]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: homeText.en.ctaStart! })).toHaveCount(0);
    const account = commonText.en.account!;
    await expect(page.getByRole('link', { name: account.signIn!, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: account.register!, exact: true })).toHaveCount(0);
    await expect(
      page.getByText((pagesText.en.dashboard!.signedOut as unknown as Record<string, string>).text!),
    ).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('button', { name: commonText.en.shell!.openMenu! }),
    ).toBeVisible();
    release();
    await expect(page.locator('#root[data-app]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/?lang=en');
    await page.getByRole('link', { name: pagesText.en.dashboard!.open! }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('a member’s page starts with its answers', () => {
  test('the app’s first render over the shell already shows the day’s numbers, each asked once', async ({
    page,
    signIn,
  }) => {
    await signIn();
    // Whether the week's numbers were on the page when the app rendered over the shell the first time.
    await page.addInitScript((weekTitle) => {
      new MutationObserver((_, observer) => {
        const root = document.getElementById('root');
        if (root?.dataset.app === undefined) return;
        (window as unknown as { numbersAtFirstRender: boolean }).numbersAtFirstRender =
          document.body.innerText.includes(weekTitle);
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
    }, progressText.en.week.title);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.goto('/dashboard?lang=en');
    await expect(page.locator('#root[data-app]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: progressText.en.week.title })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { numbersAtFirstRender?: boolean }).numbersAtFirstRender,
      ),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path === '/api/auth/me')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/progress/dashboard')).toHaveLength(1);
  });
});

test.describe('a member’s greeting sent rendered', () => {
  test.use({ timezoneId: 'Europe/Rome' });

  test('shows the calm line for the part of the day on the device’s clock before the app has run', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.clock.setFixedTime(new Date('2026-11-27T20:30:00+01:00')); // the evening, in Rome
    const release = await holdApp(page);
    for (const path of ['/', '/dashboard']) {
      await page.goto(`${path}?lang=en`);
      await expect(page.locator('#root[data-app]')).toHaveCount(0);
      await expect(page.getByText(greeting.en.eveningText!)).toBeVisible();
      for (const other of ['morningText', 'afternoonText', 'nightText']) {
        await expect(page.getByText(greeting.en[other]!)).toBeHidden();
      }
    }
    release();
  });
});
