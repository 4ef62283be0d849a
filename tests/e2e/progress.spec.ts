import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { csrf, expect, expectAccessible, pagesText, test } from './fixtures';
import { patient } from './patience';

// Progress: the dashboard, mood tracking and the profile, as a person uses them.

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const load = (ns: string, lang: string) =>
  JSON.parse(readFileSync(`src/client/locales/${ns}/${lang}.json`, 'utf8')) as Catalog;
const G = load('progress', 'it');
const M = load('mood', 'it');
const R = load('profile', 'it');
const P = pagesText.it;

// The person (registered with this zone) and the browser both live in Rome.
test.use({ timezoneId: 'Europe/Rome' });

const greetings = new RegExp(
  `^(${['morning', 'afternoon', 'evening', 'night'].map((p) => G.greeting[`${p}Plain`]).join('|')})`,
);

/** Premium through the launch campaign: a code asked for and activated by the person. */
async function becomePremium(page: Page) {
  const requested = await page.request.post('/api/launch/request', { headers: csrf });
  expect(requested.status(), await requested.text()).toBe(200);
  const { code } = ((await requested.json()) as { code: { code: string } }).code;
  const activated = await page.request.post('/api/launch/activate', { headers: csrf, data: { code } });
  expect(activated.status(), await activated.text()).toBe(200);
}

/** Axe in the light theme, then in the dark one. */
async function accessibleInBothThemes(page: Page) {
  await expectAccessible(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectAccessible(page);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('a new person chats, breathes and meditates, then finds it all on the dashboard and the profile', async ({
  page,
  signIn,
}) => {
  await page.goto('/dashboard');
  await signIn({ skipLaunchCode: true, timeZone: 'Europe/Rome' });

  // One chat message, the 4-minute box breathing and the 5-minute meditation, through the API.
  const chat = await page.request.post('/api/chat/messages', {
    headers: csrf,
    data: { message: 'Oggi mi sento un po’ in ansia per il lavoro', lang: 'it' },
  });
  expect(chat.status(), await chat.text()).toBe(200);
  await chat.body();
  const exercise = await page.request.post('/api/exercises/box-breathing/completions', { headers: csrf });
  expect(exercise.status(), await exercise.text()).toBe(201);
  const meditation = await page.request.post('/api/meditations/five-minute-breath/sessions', {
    headers: csrf,
    data: { sessionId: randomUUID(), seconds: 300, completed: true },
  });
  expect(meditation.ok(), await meditation.text()).toBe(true);

  // The home page greets a member first, with the quick actions, and never offers registration.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greetings);
  await expect(page.getByRole('heading', { name: G.quick.title })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href="/register"]')).toHaveCount(0);

  await page.getByRole('link', { name: G.welcome.openDashboard, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greetings);
  const today = page.getByRole('group', { name: G.today.title });
  // 4 + 5 minutes: one minute short of the recommended 10.
  await expect(today).toContainText(
    G.today.status.some_one.replace('{{count}}', '1').replace('{{min}}', '10'),
  );
  const week = page.getByRole('group', { name: G.week.title });
  await expect(week).toContainText(G.week.chat_one.replace('{{count}}', '1'));
  await expect(week).toContainText(G.week.exercises_one.replace('{{count}}', '1'));
  await expect(week).toContainText(G.week.meditation_other.replace('{{count}}', '5'));
  // The chart's numbers for a screen reader: today's row says 9 minutes.
  const table = page.getByRole('table', { name: G.chart.caption.days });
  await expect(table.getByRole('row').last()).toContainText('9');
  await expect(page.getByRole('group', { name: G.achievement.title })).not.toContainText(G.achievement.none);
  await accessibleInBothThemes(page);
  for (const action of ['chat', 'breathe', 'meditate', 'reflect', 'mood']) {
    await expect(page.getByRole('link', { name: new RegExp(G.quick[action].label) })).toBeVisible();
  }

  // The profile: the same numbers in the overview, each thing in the activity history.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: P.profile!.title! })).toBeVisible();
  const stats = page.getByRole('group', { name: R.overview.title });
  await expect(stats.getByRole('definition').first()).toHaveText('1');
  await expect(stats).toContainText(R.overview.stats.exercises);
  await page.getByRole('tab', { name: R.tabs.activity }).click();
  const history = page.getByRole('tabpanel', { name: R.tabs.activity });
  await expect(history.getByRole('status')).toHaveText(R.activity.count_other.replace('{{count}}', '3'));
  const items = history.getByRole('listitem');
  for (const kind of ['chat', 'exercise', 'meditation'])
    await expect(items.filter({ hasText: R.kinds[kind] })).toHaveCount(1);
  await history.getByLabel(R.activity.kind).selectOption('meditation');
  await expect(history.getByRole('status')).toHaveText(R.activity.count_one.replace('{{count}}', '1'));
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('5 min');
});

test('a premium person logs moods over twenty days and sees the trend, an insight and the CSV', async ({
  page,
  signIn,
}) => {
  test.setTimeout(patient(150_000));
  const now = Date.now();
  const dayMs = 86_400_000;
  // The browser's clock starts 20 days ago, at noon in Rome, and moves a day at a time.
  const noon = (daysAgo: number) => {
    const d = new Date(now - daysAgo * dayMs);
    return new Date(`${d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' })}T12:00:00+01:00`);
  };
  await page.clock.install({ time: noon(20) });
  await page.goto('/mood');
  await signIn({ timeZone: 'Europe/Rome' });
  await becomePremium(page);
  await page.reload();

  const moodGroup = page.getByRole('group', { name: M.log.legend });
  for (let daysAgo = 20; daysAgo >= 1; daysAgo--) {
    await page.clock.setSystemTime(noon(daysAgo));
    // Slept well on even days (and felt better); not on odd ones.
    const slept = daysAgo % 2 === 0;
    await moodGroup.getByRole('radio', { name: slept ? 'Felice' : 'Triste' }).check({ force: true });
    if (slept) {
      await page.getByRole('button', { name: M.log.details }).click();
      await page.getByRole('checkbox', { name: 'Sonno' }).check({ force: true });
    }
    await page.getByRole('button', { name: M.log.save, exact: true }).click();
    const logged = 21 - daysAgo;
    await expect(
      page.getByText(
        M.list[logged === 1 ? 'count_one' : 'count_other'].replace('{{count}}', String(logged)),
        { exact: true },
      ),
    ).toBeVisible();
  }
  await expect(
    page.getByRole('status').filter({ hasText: /^Umore registrato alle \d{2}:\d{2}\.$/ }),
  ).toBeVisible();
  await page.clock.setSystemTime(new Date(now));
  await accessibleInBothThemes(page);

  // The CSV: every entry, with the header in Italian.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: M.csv.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^serenamente-umore-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(21);

  // The trend is drawn, read out as a table, and the insight compares days with and without sleep.
  await page.getByRole('tab', { name: M.tabs.trends }).click();
  await expect(page.getByTestId('mood-trend-chart').locator('svg .recharts-line')).toBeVisible();
  await expect(
    page.getByRole('table', { name: M.trends.caption_other.replace('{{count}}', '30') }).getByRole('row'),
  ).toHaveCount(21);
  await expect(page.getByTestId('mood-insights').getByRole('listitem').first()).toContainText('Sonno');
  await accessibleInBothThemes(page);

  await page.getByRole('tab', { name: M.tabs.calendar }).click();
  await expect(page.getByRole('heading', { name: M.calendar.title })).toBeVisible();
  await accessibleInBothThemes(page);
});

test('the three pages pass axe at 390 px in both themes, and a mood is logged with the keyboard alone', async ({
  page,
  signIn,
}) => {
  for (const path of ['/dashboard', '/mood', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await accessibleInBothThemes(page);
  }
  await signIn();

  // Keyboard alone: a trial member logs the one mood they may try.
  await page.goto('/mood');
  const calm = page.getByRole('radio', { name: 'Calmo' });
  await page.getByRole('radio', { name: 'Ansioso' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(calm).toBeChecked();
  await expect(calm).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: M.log.details })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: M.log.save, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: M.locked.tryUsedTitle })).toBeVisible();
  await expect(page.getByText(M.list.count_one.replace('{{count}}', '1'), { exact: true })).toBeVisible();

  for (const path of [
    '/dashboard',
    '/mood',
    '/mood?tab=checks',
    '/profile',
    '/profile?tab=personal',
    '/profile?tab=goals',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
    await accessibleInBothThemes(page);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${path} fits 390 px`).toBeLessThanOrEqual(390);
  }
});
