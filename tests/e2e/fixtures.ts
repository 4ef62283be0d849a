import { existsSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { RegisterResponse } from '../../src/shared/schemas/auth';
import { patient } from './patience';

type Catalog = Record<string, Record<string, string>>;
const load = <T = Catalog>(ns: string, lang: string) =>
  JSON.parse(readFileSync(`src/client/locales/${ns}/${lang}.json`, 'utf8')) as T;

/** The app's own words, so tests assert what a person reads in each language. */
export const pagesText = { it: load('pages', 'it'), en: load('pages', 'en') };
export const commonText = { it: load('common', 'it'), en: load('common', 'en') };
/** The landing's own words (its catalogue loads with that page only). */
export const homeText = {
  it: load<Record<string, string>>('home', 'it'),
  en: load<Record<string, string>>('home', 'en'),
};

/** The app's origin (playwright.config.ts serves it on 127.0.0.1:E2E_PORT). */
const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
/** The headers the web app sends with a state-changing request (the server's cross-site check). */
export const csrf = { 'x-serenamente-csrf': '1', origin };

let n = 0;
/** A short string no other test of the run uses. */
export const unique = () =>
  `${Date.now().toString(36)}${(n++).toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Person {
  username: string;
  fullName: string;
  email: string;
  password: string;
}

/** A new person to register, with a name the account menu can show. */
export const newPerson = (): Person => {
  const id = unique();
  return {
    username: `e2e_${id}`.slice(0, 30),
    fullName: `Chiara Test ${id.slice(-4)}`,
    email: `e2e.${id}@example.com`,
    password: 'serena-e2e-1',
  };
};

interface SignUpOptions {
  person?: Person;
  /** Registration without a launch-campaign code (the API takes one while places remain). */
  skipLaunchCode?: boolean;
  timeZone?: string;
}

interface SignedUp {
  person: Person;
  user: RegisterResponse['user'];
}

/** Registers through the real API from the page's context, which keeps the session cookies. */
async function registerViaApi(
  page: Page,
  { person = newPerson(), ...extra }: SignUpOptions = {},
): Promise<SignedUp> {
  const res = await page.request.post('/api/auth/register', {
    headers: csrf,
    data: {
      ...person,
      confirmPassword: person.password,
      acceptTerms: true,
      ageConfirmed: true,
      healthDataConsent: true,
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { person, user: ((await res.json()) as RegisterResponse).user };
}

/**
 * Every test fails on a console error or an uncaught page error, unless it declares the
 * errors it expects with `allowConsoleErrors(/pattern/)`. `signIn()` gives the test's page a
 * new account, signed in from its next load.
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowConsoleErrors: (re: RegExp) => void;
  signIn: (options?: SignUpOptions) => Promise<SignedUp>;
}>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      (page as Page & { __allowed?: RegExp[] }).__allowed = allowed;
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      const unexpected = errors.filter((e) => !allowed.some((re) => re.test(e)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleErrors: async ({ page }, use) => {
    await use((re) => (page as Page & { __allowed?: RegExp[] }).__allowed?.push(re));
  },
  signIn: async ({ page }, use) => {
    await use((options) => registerViaApi(page, options));
  },
});

export { expect };

/**
 * Colour transitions still running (a theme just switched, a button just hovered) end first: axe
 * reads the colours on screen, and a contrast measured halfway through a fade is not the page's.
 * Endless animations (a spinner) are left alone; a transition is never awaited more than 2 s.
 */
async function transitionsDone(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/** axe: no serious or critical violation on the current page. */
export async function expectAccessible(page: Page) {
  await transitionsDone(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
    'serious or critical axe violations',
  ).toEqual([]);
}

/** The server's log, kept by tests/e2e/server.mjs (pino JSON lines). */
const serverLog = `test-results/e2e-server-${process.env.E2E_PORT ?? 4173}.log`;

/**
 * The newest security code mailed to `email`, read where a person trying the app without
 * SMTP_URL finds it: the server's log, which prints account mails whole. Mail leaves after the
 * answer and the log is written at least once a second, so this waits for it.
 */
export async function mailedCode(email: string): Promise<string> {
  const newest = () => {
    if (!existsSync(serverLog)) return '';
    let code = '';
    for (const line of readFileSync(serverLog, 'utf8').split('\n')) {
      if (!line.includes('password_reset_code')) continue;
      let mail: { kind?: string; to?: string; text?: string } | undefined;
      try {
        mail = (JSON.parse(line) as { mail?: typeof mail }).mail;
      } catch {
        continue; // a line still being written
      }
      if (mail?.kind !== 'password_reset_code' || mail.to !== email) continue;
      code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? code;
    }
    return code;
  };
  await expect
    .poll(newest, { message: `a security code mailed to ${email} in ${serverLog}`, timeout: patient(10_000) })
    .toMatch(/^\d{6}$/);
  return newest();
}
