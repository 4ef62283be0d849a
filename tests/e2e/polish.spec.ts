import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { csrf, expect, test } from './fixtures';

// What a new user noticed (the language switcher, length labels, the program label, the
// exercise heading, the support form, page titles) and the profile's activity history, at a
// phone's and a laptop's size. Screenshots go to test-results/polish for a person to look at.
const sizes = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const;
const shots = 'test-results/polish';
mkdirSync(shots, { recursive: true });
const shoot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png` });

/** Starts the app on a page the server may have sent rendered (it starts at the first touch). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.mouse.move(5, 5);
  await expect(page.locator('#root[data-app]')).toBeAttached();
}

for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the language switcher never covers the page, stays visible and works from the keyboard', async ({
      page,
    }) => {
      await open(page, '/terms?lang=it');
      const switcher = page.getByRole('group', { name: 'Lingua' });
      for (const y of [0, 400, 1500, 4000]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect(switcher).toBeInViewport();
        const box = (await switcher.boundingBox())!;
        expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
        expect(box.y).toBeLessThan(20);
        // Whatever lies under the switcher's row is its own band (or the phone's header), never
        // a line of the page showing beside it: the page scrolls under a bar, as under a header.
        const hits = await page.evaluate(
          ({ top, bottom, width }) => {
            const main = document.getElementById('main')!;
            const out: string[] = [];
            for (let x = 300; x < width - 10; x += 40)
              for (const yy of [top + 2, (top + bottom) / 2, bottom - 2]) {
                const el = document.elementFromPoint(x, yy);
                if (el && main.contains(el)) out.push(`${x},${yy}: ${el.tagName}`);
              }
            return out;
          },
          { top: box.y, bottom: box.y + box.height, width: viewport.width },
        );
        expect(hits, `scrolled to ${y}`).toEqual([]);
        if (y === 1500) {
          await shoot(page, `switcher-scrolled-${size}`);
          // What sticks beside the text (the terms' index) stops below the band, not under it.
          const toc = await page.getByRole('navigation', { name: 'Indice' }).boundingBox();
          if (size === 'laptop') expect(toc!.y).toBeGreaterThanOrEqual(box.y + box.height);
        }
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      // At the top nothing of the page sits under it.
      const box = (await switcher.boundingBox())!;
      const under = await page
        .locator('#main :is(h1, h2, p, a, button, input)')
        .evaluateAll(
          (els, b) =>
            els
              .map((e) => e.getBoundingClientRect())
              .filter(
                (r) =>
                  r.width > 0 &&
                  r.x < b.x + b.width &&
                  b.x < r.right &&
                  r.y < b.y + b.height &&
                  b.y < r.bottom,
              ).length,
          box,
        );
      expect(under).toBe(0);
      await shoot(page, `switcher-top-${size}`);
      // Keyboard: Tab reaches the switcher; Enter switches the language.
      const en = page.getByRole('button', { name: 'English' });
      for (let i = 0; i < 60 && !(await en.evaluate((e) => e === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(en).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
    });

    test('library lengths fit the kind; a program is not labelled twice', async ({ page }) => {
      await open(page, '/resources?lang=it');
      const video = page.getByRole('article').filter({ hasText: 'Respiro guidato: segui il cerchio' });
      await expect(video).toContainText('3 minuti di video');
      await expect(video).not.toContainText('lettura');
      await video.scrollIntoViewIfNeeded();
      await shoot(page, `resources-video-${size}`);
      await open(page, '/resources?lang=en');
      await expect(
        page.getByRole('article').filter({ hasText: 'Guided breathing: follow the circle' }).first(),
      ).toContainText('3 min video');

      await open(page, '/resources?lang=it&tab=programs&r=five-day-self-compassion');
      const eyebrow = page
        .locator('header p')
        .filter({ hasText: /programma/i })
        .first();
      await expect(eyebrow).toHaveText(/^\s*Programma\s*$/i);
      await shoot(page, `program-header-${size}`);
    });

    test('the exercise heading names the category that is on', async ({ page }) => {
      await open(page, '/exercises?lang=it');
      await expect(page.getByRole('heading', { level: 2, name: 'Tutti gli esercizi' })).toBeVisible();
      await page
        .locator('label')
        .filter({ hasText: /^Respirazione$/ })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: 'Esercizi di respirazione' })).toBeVisible();
      await shoot(page, `exercises-breathing-${size}`);
      await open(page, '/exercises?lang=en&category=sleep');
      await expect(page.getByRole('heading', { level: 2, name: 'Sleep exercises' })).toBeVisible();
    });

    test('the support form flags every field on the first submit and focuses the first', async ({ page }) => {
      for (const [lang, send, name, email] of [
        ['it', 'Invia il messaggio', 'Nome', 'Email a cui risponderti'],
        ['en', 'Send message', 'Name', 'Email to reply to'],
      ] as const) {
        await open(page, `/support?lang=${lang}`);
        await page.getByRole('button', { name: send }).click();
        await expect(page.getByLabel(name, { exact: true })).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByLabel(email)).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(4);
        await expect(page.getByLabel(name, { exact: true })).toBeFocused();
      }
      await shoot(page, `support-first-submit-${size}`);
    });
  });
}

test('pages loaded directly carry their own title', async ({ page }) => {
  for (const [url, title] of [
    ['/terms?lang=it', 'Termini e privacy · Serenamente'],
    ['/terms?lang=en', 'Terms and privacy · Serenamente'],
    ['/app-guide?lang=it', 'Guida all’app · Serenamente'],
    ['/app-guide?lang=en', 'App guide · Serenamente'],
    ['/dashboard?lang=it', 'La mia giornata · Serenamente'],
    ['/dashboard?lang=en', 'My day · Serenamente'],
  ] as const) {
    await page.goto(url);
    await expect(page).toHaveTitle(title);
    await page.mouse.move(5, 5);
    await expect(page.locator('#root[data-app]')).toBeAttached();
    await expect(page).toHaveTitle(title);
  }
});

for (const [size, viewport] of Object.entries(sizes)) {
  test(`the profile's activity history names what was done (${size})`, async ({ page, signIn }) => {
    await page.setViewportSize(viewport);
    await signIn();
    const done = await page.request.post('/api/exercises/box-breathing/completions', { headers: csrf });
    expect(done.status()).toBe(201);
    await open(page, '/profile?tab=activity&lang=it');
    const list = page.getByRole('tabpanel').getByRole('list');
    await expect(list.getByRole('listitem').first()).toContainText('Respirazione quadrata');
    await expect(list).not.toContainText('box-breathing');
    await list.scrollIntoViewIfNeeded();
    await shoot(page, `profile-activity-${size}`);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(list.getByRole('listitem').first()).toContainText('Box breathing');
  });
}
