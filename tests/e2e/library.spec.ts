import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { resources } from '../../src/server/db/seed/content/resources';
import { expect, expectAccessible, pagesText, test } from './fixtures';
import { patient } from './patience';

// The library, support, guide, download (PWA) and legal pages, in both languages.
// Run: DIST_DIR=dist-library npm run build && DIST_DIR=dist-library E2E_PORT=4403 npx playwright test tests/e2e/library.spec.ts

type Catalog = Record<string, unknown>;
const load = (ns: string, lang: 'it' | 'en') =>
  JSON.parse(readFileSync(`src/client/locales/${ns}/${lang}.json`, 'utf8')) as Catalog;
const text = {
  it: {
    resources: load('resources', 'it'),
    support: load('support', 'it'),
    guide: load('guide', 'it'),
    qrcode: load('qrcode', 'it'),
  },
  en: {
    resources: load('resources', 'en'),
    support: load('support', 'en'),
    guide: load('guide', 'en'),
    qrcode: load('qrcode', 'en'),
  },
};
/** `at(text.it.resources, 'tabs.guides')` */
const at = (catalog: Catalog, path: string): string =>
  path.split('.').reduce<unknown>((node, key) => (node as Catalog)[key], catalog) as string;

const freeGuide = resources.find((r) => r.group === 'guides' && !r.premium)!;
const premiumGuide = resources.find((r) => r.group === 'guides' && r.premium)!;
const freeProgram = resources.find((r) => r.group === 'programs' && !r.premium)!;
const pacer = resources.find((r) => r.visual === 'breathing-pacer' && !r.premium)!;

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('serenamente_theme', t), theme);
}

for (const lang of ['it', 'en'] as const) {
  const r = text[lang].resources;
  test.describe(`the library in ${lang}`, () => {
    test('shows the three tabs, filters a tab and opens a guide', async ({ page }) => {
      await page.goto(`/resources?lang=${lang}`);
      await expect(
        page.getByRole('heading', { level: 1, name: pagesText[lang].resources!.title! }),
      ).toBeVisible();
      const quick = page.getByRole('tab', { name: at(r, 'tabs.quick_tools') });
      await expect(quick).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: at(r, 'tabs.programs') })).toBeVisible();

      // Keyboard: arrow keys move between Radix tabs.
      await quick.focus();
      await page.keyboard.press('ArrowRight');
      const guides = page.getByRole('tab', { name: at(r, 'tabs.guides') });
      await expect(guides).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/tab=guides/);
      const guideCount = resources.filter((x) => x.group === 'guides').length;
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('article')).toHaveCount(guideCount);

      // A category chip narrows the cards to that category.
      await panel
        .getByRole('group', { name: at(r, 'filters.category') })
        .getByRole('button', { name: at(r, 'categories.sleep') })
        .click();
      const sleepGuides = resources.filter((x) => x.group === 'guides' && x.category === 'sleep');
      await expect(panel.getByRole('article')).toHaveCount(sleepGuides.length);
      await expect(page).toHaveURL(/category=sleep/);

      // Premium items are marked on their card.
      const premiumCard = panel
        .getByRole('article')
        .filter({ hasText: sleepGuides.find((x) => x.premium)!.text[lang].title });
      await expect(premiumCard.getByText(at(r, 'card.premium'))).toBeVisible();

      await panel
        .getByRole('button', { name: at(r, 'filters.all') })
        .first()
        .click();
      await panel.getByRole('link', { name: freeGuide.text[lang].title }).click();
      await expect(page).toHaveURL(new RegExp(`r=${freeGuide.slug}`));
      await expect(page.getByRole('heading', { level: 1, name: freeGuide.text[lang].title })).toBeFocused();
      const firstHeading = freeGuide.text[lang].body.match(/^## (.+)$/m)![1]!;
      await expect(page.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('link', { name: at(r, 'detail.back') }).click();
      await expect(page.getByRole('tab', { name: at(r, 'tabs.guides') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    test('shows a premium item to a visitor as a summary with an upgrade prompt', async ({ page }) => {
      await page.goto(`/resources?lang=${lang}&r=${premiumGuide.slug}`);
      await expect(
        page.getByRole('heading', { level: 1, name: premiumGuide.text[lang].title }),
      ).toBeVisible();
      await expect(page.getByText(premiumGuide.text[lang].summary)).toBeVisible();
      await expect(page.getByRole('heading', { name: at(r, 'detail.lockedTitle') })).toBeVisible();
      await expect(page.getByRole('link', { name: at(r, 'detail.seePremium') })).toHaveAttribute(
        'href',
        '/subscription',
      );
      const firstHeading = premiumGuide.text[lang].body.match(/^## (.+)$/m)![1]!;
      await expect(page.getByRole('heading', { name: firstHeading })).toHaveCount(0);
    });
  });
}

test('the breathing pacer guides the breath in words, and a visitor can read a program day by day', async ({
  page,
}) => {
  await page.goto(`/resources?r=${pacer.slug}`);
  const r = text.it.resources;
  await page.getByRole('button', { name: at(r, 'pacer.start') }).click();
  await expect(page.getByText(at(r, 'pacer.in'), { exact: true })).toBeVisible();
  await expect(page.getByText(at(r, 'pacer.out'), { exact: true })).toBeVisible({ timeout: patient(8_000) });
  await page.getByRole('button', { name: at(r, 'pacer.stop') }).click();
  await expectAccessible(page);

  await page.goto(`/resources?r=${freeProgram.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: at(r, 'program.title') })).toBeVisible();
  await expect(page.getByText(at(r, 'program.signInToTrack'))).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByText(freeProgram.text.it.days![0]!.title)).toBeVisible();
  await expect(page.getByText(at(r, 'feedback.signIn'))).toBeVisible();
});

test.describe('signed in', () => {
  test('marks program days done with a progress bar and leaves feedback, with a thank-you', async ({
    page,
    signIn,
  }) => {
    await signIn({ skipLaunchCode: true });
    const r = text.it.resources;
    await page.goto(`/resources?r=${freeProgram.slug}`);
    const total = freeProgram.text.it.days!.length;
    const bar = page.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    // The box follows the saved progress (updated optimistically a moment after the click), so
    // click and wait for it rather than `check()`, which wants the state to change at once.
    await page.getByRole('checkbox', { name: 'Giorno 1 fatto' }).click();
    // Once done, its label says so: the same box, found by its id.
    await expect(page.locator('#day-1-done')).toBeChecked();
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByText(`1 di ${total} giorni fatti`).first()).toBeVisible();

    // The progress is the server's: it survives a reload.
    await page.reload();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');

    // Feedback: a verdict is required, the comment is optional.
    await page.getByRole('button', { name: at(r, 'feedback.submit') }).click();
    await expect(page.getByText(at(r, 'feedback.chooseFirst'))).toBeVisible();
    await page.getByText(at(r, 'feedback.yes')).click();
    await page.getByLabel(at(r, 'feedback.commentLabel')).fill('Chiaro e gentile, grazie.');
    await page.getByRole('button', { name: at(r, 'feedback.submit') }).click();
    await expect(page.getByText(at(r, 'feedback.thanks'))).toBeVisible();
    await expectAccessible(page);

    // The answer is kept and can be changed.
    await page.reload();
    await expect(page.getByRole('button', { name: at(r, 'feedback.update') })).toBeVisible();
    await expect(page.getByLabel(at(r, 'feedback.commentLabel'))).toHaveValue('Chiaro e gentile, grazie.');

    // Back in the list, the program card shows the progress.
    await page.goto('/resources?tab=programs');
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: freeProgram.text.it.title })
        .getByText(`1 di ${total} giorni fatti`),
    ).toBeVisible();
  });
});

for (const lang of ['it', 'en'] as const) {
  const s = text[lang].support;
  test(`the support form checks its fields and confirms calmly (${lang})`, async ({ page }) => {
    await page.goto(`/support?lang=${lang}`);
    await expect(
      page.getByRole('heading', { level: 1, name: pagesText[lang].support!.title! }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp('112') }).first()).toHaveAttribute(
      'href',
      'tel:112',
    );
    await expect(page.getByRole('link', { name: /02 2327 2327/ })).toHaveAttribute(
      'href',
      'tel:+390223272327',
    );
    await expect(page.getByRole('link', { name: /19696/ })).toHaveAttribute('href', 'tel:19696');
    await expect(page.getByRole('link', { name: /1522/ })).toHaveAttribute('href', 'tel:1522');

    await page.getByRole('button', { name: at(s, 'form.send') }).click();
    await expect(page.getByText(at(s, 'form.errors.nameRequired'))).toBeVisible();
    await expect(page.getByText(at(s, 'form.errors.topicRequired'))).toBeVisible();
    await expect(page.getByLabel(at(s, 'form.name'))).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel(at(s, 'form.name')).fill('Giulia');
    await page.getByLabel(at(s, 'form.email')).fill('giulia@example');
    await page.getByLabel(at(s, 'form.topic')).selectOption('technical');
    await page.getByLabel(at(s, 'form.message')).fill('Breve');
    await page.getByRole('button', { name: at(s, 'form.send') }).click();
    await expect(page.getByText(at(s, 'form.errors.emailInvalid'))).toBeVisible();
    await expect(
      page.getByText(at(s, 'form.errors.messageTooShort').replace('{{messageMin}}', '10')),
    ).toBeVisible();

    await page.getByLabel(at(s, 'form.email')).fill('giulia@example.test');
    await page.getByLabel(at(s, 'form.message')).fill('La meditazione non parte sul mio telefono Android.');
    await page.getByLabel(at(s, 'form.message')).press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: at(s, 'form.sentTitle').replace('{{name}}', 'Giulia') }),
    ).toBeVisible();
    await expectAccessible(page);
  });
}

test('the guide has a working table of contents in both languages', async ({ page }) => {
  for (const lang of ['it', 'en'] as const) {
    const g = text[lang].guide as { tocTitle: string; sections: { id: string; title: string }[] };
    await page.goto(`/app-guide?lang=${lang}`);
    const toc = page.getByRole('navigation', { name: g.tocTitle });
    await expect(toc.getByRole('link')).toHaveCount(g.sections.length);
    const library = g.sections.find((x) => x.id === 'biblioteca')!;
    await toc.getByRole('link', { name: library.title, exact: true }).click();
    await expect(page).toHaveURL(/#biblioteca$/);
    await expect(page.getByRole('heading', { level: 2, name: library.title })).toBeInViewport();
    // The safety section carries the crisis numbers.
    await expect(page.locator('#sicurezza').getByRole('link', { name: /112/ })).toHaveAttribute(
      'href',
      'tel:112',
    );
    await expectAccessible(page);
  }
  await page.goto('/guida?lang=it');
  await expect(page.getByRole('heading', { level: 1, name: pagesText.it.appGuide!.title! })).toBeVisible();
});

test('the terms page covers the legal essentials with a table of contents', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('Ultimo aggiornamento: 25 marzo 2025')).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Indice' });
  for (const title of [
    'Diritto di recesso',
    'Intelligenza artificiale',
    'I tuoi diritti',
    'Cookie e memoria del browser',
  ]) {
    await expect(toc.getByRole('link', { name: title })).toBeVisible();
  }
  await expect(page.getByText(/Garante per la protezione dei dati personali/)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/terms?lang=en');
  await expect(page.getByText('Last updated: 25 March 2025')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Right of withdrawal/ })).toBeVisible();
});

test('the download page shows a QR code, a share link and install steps', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const lang of ['it', 'en'] as const) {
    const q = text[lang].qrcode;
    await page.goto(`/download?lang=${lang}`);
    const qr = page.getByRole('img', { name: at(q, 'qr.alt') });
    await expect(qr).toBeVisible();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByLabel(at(q, 'share.linkLabel'))).toHaveValue(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${lang === 'en' ? '\\?lang=en' : ''}$`),
    );
    await page.getByRole('button', { name: at(q, 'share.copy') }).click();
    await expect(page.getByRole('button', { name: at(q, 'share.copied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    for (const platform of ['android', 'ios', 'desktop']) {
      await expect(
        page.getByRole('heading', { level: 3, name: at(q, `how.${platform}.title`) }),
      ).toBeVisible();
    }
    await expectAccessible(page);
  }
});

test.describe('as an installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('serves a complete web manifest and a service worker that registers and controls the page', async ({
    page,
    request,
  }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const m = await manifest.json();
    expect(m).toMatchObject({
      name: 'Serenamente',
      short_name: 'Serenamente',
      start_url: '/',
      display: 'standalone',
      lang: 'it',
      background_color: '#f6f4ef',
      theme_color: '#f6f4ef',
    });
    expect(m.description).toMatch(/stress e ansia/);
    const icons = m.icons as { src: string; sizes: string; purpose?: string }[];
    expect(icons.map((i) => `${i.src} ${i.sizes} ${i.purpose}`)).toEqual([
      '/icon-192.png 192x192 any',
      '/icon-512.png 512x512 any',
      '/icon-maskable-512.png 512x512 maskable',
    ]);
    for (const icon of icons) expect((await request.get(icon.src)).status()).toBe(200);

    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');

    await page.goto('/resources');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    // The diagnostics page reports it.
    await page.goto('/test');
    await expect(page.getByText(at(text.it.qrcode, 'sw.controlling'), { exact: false })).toBeVisible();
  });

  test('keeps the library already seen available offline', async ({ page, context, allowConsoleErrors }) => {
    // Offline, the calls that are never cached (the person's own progress) fail, as they should.
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
    await page.goto(`/resources?r=${freeGuide.slug}`);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // Seen once under the worker's control, so it lands in its content cache.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: freeGuide.text.it.title })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: freeGuide.text.it.title })).toBeVisible();
    await context.setOffline(false);
  });
});

test('the sitemap lists public pages in both languages', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/resources<\/loc>/);
  expect(xml).toMatch(/hreflang="en" href="http:\/\/127\.0\.0\.1:\d+\/support\?lang=en"/);
  expect(xml).not.toContain('/admin');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the library, support, download and guide pages pass axe in the ${theme} theme`, async ({ page }) => {
    test.slow(); // several pages, each analysed by axe
    await useTheme(page, theme);
    for (const path of [
      '/resources',
      '/resources?tab=programs',
      '/support',
      '/qrcode',
      '/app-guide',
      '/terms',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
      await expectAccessible(page);
    }
  });
}
