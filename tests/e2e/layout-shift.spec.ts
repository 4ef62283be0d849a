import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { patient } from './patience';

/**
 * Nothing moves while a page loads (Core Web Vitals' CLS < 0.05, decisions/010): the page the
 * server sends, then the app rendering over it and the data filling in, for a member (the member
 * shell, the app started at once) and for a visitor (the app started by a first touch).
 */

const pages = ['/', '/chat', '/dashboard', '/exercises', '/meditation', '/reflections', '/mood'];

/** Collects the layout shifts the page makes, as the browser reports them, from its first byte. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; at: number }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
      }[]) {
        if (!entry.hadRecentInput) w.__shifts.push({ value: entry.value, at: Math.round(entry.startTime) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loads `path`, lets the app start (a pointer move, as a person's first touch) and settle. */
async function shiftsOf(page: Page, path: string): Promise<number> {
  await page.goto(`${path}?lang=en`);
  await page.mouse.move(200, 300);
  await expect(page.locator('#root[data-app]')).toHaveCount(1, { timeout: patient(15_000) });
  await page.waitForLoadState('networkidle');
  // Late parts (lists, the chat workspace) have arrived by now; give them a frame or two more.
  await page.waitForTimeout(800);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number }[] }).__shifts);
  return shifts.reduce((sum, s) => sum + s.value, 0);
}

test.describe('pages do not move while they load', () => {
  test('for a member', async ({ page, signIn }) => {
    test.setTimeout(patient(120_000));
    await signIn();
    await watchShifts(page);
    for (const path of pages) {
      expect.soft(await shiftsOf(page, path), `layout shift on ${path}`).toBeLessThan(0.05);
    }
  });

  test('for a visitor', async ({ page }) => {
    test.setTimeout(patient(120_000));
    await watchShifts(page);
    for (const path of pages) {
      expect.soft(await shiftsOf(page, path), `layout shift on ${path}`).toBeLessThan(0.05);
    }
  });
});
