import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { exercises } from '../../src/server/db/seed/content/exercises';
import { meditations } from '../../src/server/db/seed/content/meditations';
import { quotes } from '../../src/server/db/seed/content/quotes';
import { reflectionPrompts } from '../../src/server/db/seed/content/reflections';
import { errorCatalog } from '../../src/shared/errors';
import { expect, expectAccessible, pagesText, test } from './fixtures';
import { patient } from './patience';

// The daily practice: exercises (timer, notes, completion), the meditation player, reflections
// and the daily quote, in both languages.
// Run: DIST_DIR=dist-practice npm run build && DIST_DIR=dist-practice E2E_PORT=4402 npx playwright test tests/e2e/practice.spec.ts

type Lang = 'it' | 'en';
type Catalog = Record<string, unknown>;
const load = (ns: string, lang: Lang) => JSON.parse(readFileSync(`src/client/locales/${ns}/${lang}.json`, 'utf8')) as Catalog;
const words = (ns: string) => ({ it: load(ns, 'it'), en: load(ns, 'en') });
const text = { exercises: words('exercises'), meditation: words('meditation'), reflections: words('reflections'), quotes: words('quotes') };
/** `at(text.exercises.it, 'timer.start')`, with `{{name}}` filled from `values`. */
const at = (catalog: Catalog, path: string, values: Record<string, string | number> = {}): string =>
  (path.split('.').reduce<unknown>((node, key) => (node as Catalog)[key], catalog) as string).replace(
    /\{\{(\w+)\}\}/g,
    (_, k: string) => String(values[k]),
  );

const box = exercises.find((e) => e.slug === 'box-breathing')!;
const premiumExercise = exercises.find((e) => e.premium)!;
const sos = meditations.find((m) => m.slug === 'anxiety-sos-3-minutes')!;
const premiumMeditation = meditations.find((m) => m.premium)!;
const locales: Record<Lang, string> = { it: 'it-IT', en: 'en-GB' };

/** Replaces speech synthesis with a recorder, so a test can read what was spoken and in which language. */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    const synth = {
      speaking: false,
      pending: false,
      paused: false,
      onvoiceschanged: null,
      getVoices: () => [],
      speak(u: SpeechSynthesisUtterance) {
        spoken.push({ text: u.text, lang: u.lang });
      },
      cancel() {},
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => true,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  });
}
/** Checks a radio or checkbox with the keyboard (they are visually hidden behind their chips). */
async function choose(control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await control.page().keyboard.press('Space');
  await expect(control).toBeChecked();
}
/** The step of a script due at `seconds`. */
const stepAt = (lang: Lang, seconds: number) => sos.text[lang].script.filter((s) => s.at <= seconds).at(-1)!.text;
/** Answers a GET API path with 503, to show the page's load error. */
const failApi = (page: Page, pathname: string) =>
  page.route((url) => url.pathname === pathname, (route) => route.fulfill({ status: 503, body: '{}' }));

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken);

for (const lang of ['it', 'en'] as const) {
  const ex = text.exercises[lang];
  const med = text.meditation[lang];
  const refl = text.reflections[lang];
  const q = text.quotes[lang];

  test.describe(`exercises in ${lang}`, () => {
    test('filter by category, search, and the free/premium marks', async ({ page }) => {
      await page.goto(`/exercises?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: pagesText[lang].exercises!.title! })).toBeVisible();
      const cards = page.getByRole('list').filter({ has: page.getByRole('link', { name: box.text[lang].title }) });
      await expect(cards.getByRole('listitem')).toHaveCount(exercises.length);

      await choose(page.getByRole('radio', { name: at(ex, 'categories.breathing'), exact: true }));
      await expect(page).toHaveURL(/category=breathing/);
      await expect(cards.getByRole('listitem')).toHaveCount(exercises.filter((e) => e.category === 'breathing').length);

      await choose(page.getByRole('radio', { name: at(ex, 'filters.all'), exact: true }));
      // Accents and language do not matter: the Italian title found from the English page too.
      await page.getByRole('searchbox', { name: at(ex, 'search.label') }).fill('QUADRATA');
      await expect(cards.getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('link', { name: box.text[lang].title })).toBeVisible();

      await page.getByRole('button', { name: at(ex, 'search.clear') }).click();
      const premiumCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: premiumExercise.text[lang].title }) });
      await expect(premiumCard.getByText(at(ex, 'badge.premium'))).toBeVisible();
      await expectAccessible(page);
    });

    test('the mindfulness timer starts, pauses, resumes and resets, counting real time', async ({ page }) => {
      await page.clock.install({ time: new Date('2025-05-05T08:00:00Z') });
      await page.goto(`/exercises?lang=${lang}&e=${box.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: box.text[lang].title })).toBeVisible();
      await expect(page.getByText(box.text[lang].steps[0]!)).toBeVisible();
      await page.clock.pauseAt(new Date('2025-05-05T08:01:00Z'));
      const remaining = page.getByTestId('timer-remaining');
      await expect(remaining).toHaveText('04:00');

      // Keyboard alone: focus Start and press Enter.
      await page.getByRole('button', { name: at(ex, 'timer.start'), exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.clock.runFor(65_000);
      await expect(remaining).toHaveText('02:55');

      await page.getByRole('button', { name: at(ex, 'timer.pause') }).click();
      await page.clock.runFor(30_000);
      await expect(remaining).toHaveText('02:55');
      await expect(page.getByRole('status').filter({ hasText: at(ex, 'timer.paused') })).toBeVisible();

      await page.getByRole('button', { name: at(ex, 'timer.resume') }).click();
      await page.clock.runFor(5_000);
      await expect(remaining).toHaveText('02:50');

      await page.getByRole('button', { name: at(ex, 'timer.reset') }).click();
      await expect(remaining).toHaveText('04:00');
      await expect(page.getByRole('button', { name: at(ex, 'timer.start'), exact: true })).toBeVisible();

      // To the end: it stops at zero and says so.
      await page.getByRole('button', { name: at(ex, 'timer.start'), exact: true }).click();
      await page.clock.runFor(241_000);
      await expect(remaining).toHaveText('00:00');
      await expect(page.getByRole('status').filter({ hasText: at(ex, 'timer.finished') })).toBeVisible();
    });

    test('visitors read free steps, are invited to sign in for notes, and see the lock on premium', async ({ page }) => {
      await page.goto(`/exercises?lang=${lang}&e=${box.slug}`);
      await expect(page.getByText(box.text[lang].steps[1]!)).toBeVisible();
      await expect(page.getByText(at(ex, 'signIn.text'))).toBeVisible();
      await expect(page.getByRole('button', { name: at(ex, 'complete.button') })).toHaveCount(0);
      await expectAccessible(page);

      await page.goto(`/exercises?lang=${lang}&e=${premiumExercise.slug}`);
      await expect(page.getByRole('heading', { name: at(ex, 'locked.title') })).toBeVisible();
      await expect(page.getByRole('link', { name: at(ex, 'locked.upgrade') })).toBeVisible();
      await expect(page.getByText(premiumExercise.text[lang].steps[0]!)).toHaveCount(0);

      await page.getByRole('link', { name: at(ex, 'detail.back') }).click();
      await expect(page.getByRole('heading', { level: 1, name: pagesText[lang].exercises!.title! })).toBeVisible();
    });

    test('a signed-in user saves a personal note and marks the exercise completed', async ({ page, signIn }) => {
      await signIn({ skipLaunchCode: true, timeZone: 'Europe/Rome' });
      await page.goto(`/exercises?lang=${lang}&e=${box.slug}`);
      const note = page.getByRole('textbox', { name: at(ex, 'notes.label') });
      await note.fill('Contare fino a tre mi aiuta di più.');
      await page.getByRole('button', { name: at(ex, 'notes.save') }).click();
      await expect(page.getByText(at(ex, 'notes.saved'))).toBeVisible();

      await page.getByRole('button', { name: at(ex, 'complete.button') }).click();
      await expect(page.getByText(at(ex, 'complete.done'))).toBeVisible();
      await expect(page.getByText(at(ex, 'complete.count_one', { count: 1 }))).toBeVisible();

      await page.reload();
      await expect(page.getByRole('textbox', { name: at(ex, 'notes.label') })).toHaveValue('Contare fino a tre mi aiuta di più.');
      await expect(page.getByRole('button', { name: at(ex, 'complete.again') })).toBeVisible();
      await expectAccessible(page);
    });

    test("shows SPEC's message when exercises cannot be loaded", async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 503/);
      await failApi(page, '/api/exercises');
      await page.goto(`/exercises?lang=${lang}`);
      await expect(page.getByRole('alert').filter({ hasText: errorCatalog['exercises.load_failed'][lang] })).toBeVisible();
      await expect(page.getByRole('button', { name: at(ex, 'retry') })).toBeVisible();
    });
  });

  test.describe(`the meditation player in ${lang}`, () => {
    test('start, pause, resume, restart, elapsed and remaining time, spoken in the UI language', async ({ page }) => {
      await recordSpeech(page);
      await page.clock.install({ time: new Date('2025-05-05T08:00:00Z') });
      await page.goto(`/meditation?lang=${lang}&m=${sos.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: sos.text[lang].title })).toBeVisible();
      // The player must be on screen before time stops: React reveals suspended content on a timer.
      await expect(page.getByRole('button', { name: at(med, 'player.start'), exact: true })).toBeVisible();
      await page.clock.pauseAt(new Date('2025-05-05T08:01:00Z'));
      const elapsed = page.getByRole('timer', { name: at(med, 'player.elapsed') });
      const remaining = page.getByRole('timer', { name: at(med, 'player.remaining') });
      const step = page.getByTestId('meditation-step');
      await expect(elapsed).toHaveText('00:00');
      await expect(remaining).toHaveText('03:00');

      await page.getByRole('button', { name: at(med, 'player.start'), exact: true }).click();
      await expect(step).toHaveText(sos.text[lang].script[0]!.text);
      expect((await spoken(page))[0]).toEqual({ text: sos.text[lang].script[0]!.text, lang: locales[lang] });

      await page.clock.runFor(20_000);
      await expect(elapsed).toHaveText('00:20');
      await expect(remaining).toHaveText('02:40');
      await expect(step).toHaveText(stepAt(lang, 20));
      expect((await spoken(page)).map((u) => u.text)).toEqual([...new Set([stepAt(lang, 0), stepAt(lang, 20)])]);

      await page.getByRole('button', { name: at(med, 'player.pause') }).click();
      await page.clock.runFor(60_000);
      await expect(elapsed).toHaveText('00:20');
      await page.getByRole('button', { name: at(med, 'player.resume') }).click();
      await page.clock.runFor(10_000);
      await expect(elapsed).toHaveText('00:30');

      // A background tab or a locked phone: no timer runs, the clock jumps; on return it catches up.
      await page.clock.setSystemTime(new Date(Date.parse('2025-05-05T08:01:00Z') + 20_000 + 60_000 + 10_000 + 75_000));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(elapsed).toHaveText('01:45');
      await expect(step).toHaveText(stepAt(lang, 105));
      // Only the step due now is spoken on return, not every one missed.
      expect((await spoken(page)).at(-1)).toEqual({ text: stepAt(lang, 105), lang: locales[lang] });

      await page.getByRole('button', { name: at(med, 'player.restart') }).click();
      await expect(elapsed).toHaveText('00:00');
      await expect(step).toHaveText(sos.text[lang].script[0]!.text);
      await page.clock.runFor(3_000);
      await expect(elapsed).toHaveText('00:03');
      await expect(remaining).toHaveText('02:57');
      await page.clock.resume(); // axe needs running timers
      await expectAccessible(page);
    });

    test('text-only mode shows the steps without speaking, and the end is announced', async ({ page }) => {
      await recordSpeech(page);
      await page.clock.install({ time: new Date('2025-05-05T08:00:00Z') });
      await page.goto(`/meditation?lang=${lang}&m=${sos.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: sos.text[lang].title })).toBeVisible();
      // The player must be on screen before time stops: React reveals suspended content on a timer.
      await expect(page.getByRole('button', { name: at(med, 'player.start'), exact: true })).toBeVisible();
      await page.clock.pauseAt(new Date('2025-05-05T08:01:00Z'));
      await choose(page.getByRole('checkbox', { name: at(med, 'player.textOnly') }));
      await page.getByRole('button', { name: at(med, 'player.start'), exact: true }).click();
      await page.clock.runFor(40_000);
      await expect(page.getByTestId('meditation-step')).toHaveText(stepAt(lang, 40));
      expect(await spoken(page)).toEqual([]);

      await page.clock.runFor(150_000);
      await expect(page.getByRole('timer', { name: at(med, 'player.remaining') })).toHaveText('00:00');
      await expect(page.getByRole('status').filter({ hasText: at(med, 'player.finished') })).toBeVisible();
      await expect(page.getByRole('button', { name: at(med, 'player.start'), exact: true })).toBeVisible();
    });

    test('a signed-in user’s minutes are recorded when stopped after a minute and when finished', async ({ page, signIn }) => {
      await signIn({ skipLaunchCode: true, timeZone: 'Europe/Rome' });
      await recordSpeech(page);
      await page.clock.install({ time: new Date('2025-05-05T08:00:00Z') });
      await page.goto(`/meditation?lang=${lang}&m=${sos.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: sos.text[lang].title })).toBeVisible();
      await expect(page.getByText(at(med, 'player.signIn'))).toHaveCount(0);
      const start = page.getByRole('button', { name: at(med, 'player.start'), exact: true });
      // The player must be on screen before time stops: React reveals suspended content on a timer.
      await expect(start).toBeVisible();
      await page.clock.pauseAt(new Date('2025-05-05T08:01:00Z'));

      // Stopped after a minute and a bit: one whole minute recorded.
      await start.click();
      await page.clock.runFor(70_000);
      await page.getByRole('button', { name: at(med, 'player.stop') }).click();
      await page.clock.resume(); // let the recording request's callbacks run
      await expect(page.getByText(at(med, 'player.recorded_one', { count: 1 }))).toBeVisible();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

      // Finished: the whole length.
      await start.click();
      await page.clock.runFor(181_000);
      await page.clock.resume();
      await expect(page.getByText(at(med, 'player.recorded_other', { count: 3 }))).toBeVisible();
      const minutes = await page.request.get('/api/meditations'); // still signed in
      expect((await minutes.json()).viewer.signedIn).toBe(true);
    });

    test('the list marks premium meditations, and their player shows the way to Premium', async ({ page }) => {
      await page.goto(`/meditation?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: pagesText[lang].meditation!.title! })).toBeVisible();
      await expect(page.getByRole('link', { name: sos.text[lang].title })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: premiumMeditation.text[lang].title }).click();
      await expect(page.getByRole('heading', { name: at(med, 'locked.title') })).toBeVisible();
      await expect(page.getByRole('button', { name: at(med, 'player.start'), exact: true })).toHaveCount(0);
    });

    test("shows the meditations' load error on failure", async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 503/);
      await failApi(page, '/api/meditations');
      await page.goto(`/meditation?lang=${lang}`);
      await expect(page.getByRole('alert').filter({ hasText: errorCatalog['meditations.load_failed'][lang] })).toBeVisible();
    });
  });

  test.describe(`reflections in ${lang}`, () => {
    test('visitors read today’s reflection, filter prompts and are invited to sign in to write', async ({ page }) => {
      await page.goto(`/reflections?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: pagesText[lang].reflections!.title! })).toBeVisible();
      // Today's reflection comes with the page (the visitors' one of the day).
      const today = (await (await page.request.get(`/api/reflections/today?lang=${lang}`)).json()) as { reflection: { title: string } };
      await expect(page.getByRole('heading', { level: 2, name: today.reflection.title })).toBeVisible();
      await expect(page.getByRole('button', { name: at(refl, 'today.another') })).toBeVisible();
      // The prompts are further down: scrolling there brings the app, which lists them.
      await page.mouse.wheel(0, 1600);
      const first = reflectionPrompts.find((p) => p.number === 1)!;
      const firstPrompt = page.getByRole('region', { name: at(refl, 'prompts.title') }).getByText(first.text[lang]);
      await expect(firstPrompt).toBeVisible();
      await expect(page.getByText(at(refl, 'writer.signIn'))).toBeVisible();
      await expect(page.getByRole('textbox', { name: at(refl, 'writer.label') })).toHaveCount(0);
      await expectAccessible(page);

      await choose(page.getByRole('radio', { name: 'flow', exact: true }));
      const flowPrompts = reflectionPrompts.filter((p) => p.category === 'flow');
      await expect(page.getByRole('button', { name: at(refl, 'prompts.useLabel', { text: flowPrompts[0]!.text[lang] }) })).toBeVisible();
      await expect(firstPrompt).toHaveCount(0);
    });

    test('a signed-in user writes, saves, edits and deletes a reflection', async ({ page, signIn }) => {
      await signIn({ skipLaunchCode: true, timeZone: 'Europe/Rome' });
      await page.goto(`/reflections?lang=${lang}`);
      const textbox = page.getByRole('textbox', { name: at(refl, 'writer.label') });
      await expect(textbox).toBeVisible();

      // Empty (only spaces): SPEC's message, nothing saved.
      await textbox.fill('   ');
      await page.getByRole('button', { name: at(refl, 'writer.save') }).click();
      await expect(page.getByRole('alert').filter({ hasText: errorCatalog['reflections.empty'][lang] })).toBeVisible();

      const prompt = reflectionPrompts.find((p) => p.number === 2)!;
      await page.getByRole('button', { name: at(refl, 'prompts.useLabel', { text: prompt.text[lang] }) }).click();
      await expect(textbox).toBeFocused();
      await expect(page.getByText(at(refl, 'writer.answering'))).toBeVisible();
      await page.keyboard.type('Ho provato gratitudine per una telefonata inattesa.');
      await page.getByRole('button', { name: at(refl, 'writer.save') }).click();
      await expect(page.getByText(at(refl, 'writer.saved'))).toBeVisible();

      const mine = page.getByRole('region', { name: at(refl, 'mine.title') });
      await expect(mine.getByText('Ho provato gratitudine per una telefonata inattesa.')).toBeVisible();
      await expect(mine.getByText(prompt.text[lang], { exact: false })).toBeVisible();

      await mine.getByRole('button', { name: new RegExp(`^${at(refl, 'mine.edit')}`) }).click();
      const editor = mine.getByRole('textbox');
      await editor.fill('Una telefonata inattesa mi ha cambiato la giornata.');
      await mine.getByRole('button', { name: at(refl, 'mine.save') }).click();
      await expect(mine.getByText('Una telefonata inattesa mi ha cambiato la giornata.')).toBeVisible();

      await mine.getByRole('button', { name: new RegExp(`^${at(refl, 'mine.delete')}`) }).click();
      const dialog = page.getByRole('alertdialog', { name: at(refl, 'mine.confirmTitle') });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: at(refl, 'mine.keep') }).click();
      await expect(mine.getByText('Una telefonata inattesa mi ha cambiato la giornata.')).toBeVisible();
      await mine.getByRole('button', { name: new RegExp(`^${at(refl, 'mine.delete')}`) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: at(refl, 'mine.confirm') }).click();
      await expect(mine.getByText(at(refl, 'mine.empty'))).toBeVisible();
    });
  });

  test.describe(`the daily quote in ${lang}`, () => {
    // The quote sits below the landing's first screen: a visitor or a member scrolls down to it.
    const scrollDown = (page: Page) => page.mouse.wheel(0, 1600);

    const quoteByText = (shown: string) => quotes.find((x) => `“${x.text[lang].replaceAll(' / ', '\n')}”` === shown.trim() || `“${x.text[lang]}”` === shown.trim());

    test('appears on the landing page and follows the chosen mood and themes', async ({ page }) => {
      await page.goto(`/?lang=${lang}`);
      await scrollDown(page);
      const card = page.getByRole('region', { name: at(q, 'title') });
      const blockquote = card.locator('blockquote');
      await expect(blockquote).toBeVisible();
      expect(quoteByText((await blockquote.textContent()) ?? '')).toBeDefined();
      await expectAccessible(page);

      await card.getByRole('button', { name: at(q, 'customise') }).click();
      await expect(card.getByRole('button', { name: at(q, 'customise') })).toHaveAttribute('aria-expanded', 'true');
      await choose(card.getByRole('radio', { name: at(q, 'moods.sad') }));
      await choose(card.getByRole('checkbox', { name: at(q, 'categories.hope') }));
      await card.getByRole('button', { name: at(q, 'save') }).click();
      await expect(card.getByRole('status')).toContainText(at(q, 'saved'));
      await expect
        .poll(async () => {
          const shown = quoteByText((await blockquote.textContent()) ?? '');
          return shown ? shown.moods.includes('sad') && shown.categories.includes('hope') : false;
        })
        .toBe(true);

      // A visitor's choice stays in this browser.
      await page.reload();
      await card.getByRole('button', { name: at(q, 'customise') }).click();
      await expect(card.getByRole('radio', { name: at(q, 'moods.sad') })).toBeChecked();
      await expect(card.getByRole('checkbox', { name: at(q, 'categories.hope') })).toBeChecked();
    });

    test('a signed-in user’s choice is stored on their account', async ({ page, signIn }) => {
      await signIn({ skipLaunchCode: true, timeZone: 'Europe/Rome' });
      await page.goto(`/?lang=${lang}`);
      // A member's landing starts with their welcome: the quote is further down.
      await scrollDown(page);
      const card = page.getByRole('region', { name: at(q, 'title') });
      await card.getByRole('button', { name: at(q, 'customise') }).click();
      await choose(card.getByRole('radio', { name: at(q, 'moods.anxious') }));
      await choose(card.getByRole('checkbox', { name: at(q, 'categories.calm') }));
      await card.getByRole('button', { name: at(q, 'save') }).click();
      await expect(card.getByRole('status')).toContainText(at(q, 'saved'));
      const stored = await page.request.get('/api/quotes/preferences');
      expect(await stored.json()).toEqual({ categories: ['calm'], mood: 'anxious' });
    });

    test("says 'Unable to load daily quote' when it cannot be loaded", async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 503/);
      await failApi(page, '/api/quotes/daily');
      await page.goto(`/?lang=${lang}`);
      await scrollDown(page);
      await expect(page.getByRole('alert').filter({ hasText: errorCatalog['quotes.load_failed'][lang] })).toBeVisible();
    });
  });
}

test('the reflection categories carry SPEC’s Italian labels', async ({ page }) => {
  await page.goto('/reflections?lang=it');
  for (const label of ['gratitudine', 'resilienza', 'auto-consapevolezza', 'auto-stima', 'auto-compassione', 'consapevolezza', 'crescita', 'connessione', 'flow']) {
    await expect(page.getByRole('radio', { name: label, exact: true })).toBeAttached();
  }
});

test('the three practice pages pass axe in the dark theme at both sizes', async ({ page }) => {
  test.setTimeout(patient(120_000));
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    for (const path of ['/exercises', `/exercises?e=${box.slug}`, '/meditation', `/meditation?m=${sos.slug}`, '/reflections', '/']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('\u00a0');
      await expectAccessible(page);
    }
  }
});
