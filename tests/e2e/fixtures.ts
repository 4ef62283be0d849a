import { existsSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type Catalog = Record<string, Record<string, string>>;
const load = (ns: string, lang: string) =>
  JSON.parse(readFileSync(`src/client/locales/${ns}/${lang}.json`, 'utf8')) as Catalog;

/** The app's own words, so tests assert what a person reads in each language. */
export const pagesText = { it: load('pages', 'it'), en: load('pages', 'en') };
export const commonText = { it: load('common', 'it'), en: load('common', 'en') };

/**
 * Every test fails on a console error or an uncaught page error, unless it declares the
 * errors it expects with `allowConsoleErrors(/pattern/)`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: (re: RegExp) => void }>({
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
});

export { expect };

/** axe: no serious or critical violation on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`),
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
    .poll(newest, { message: `a security code mailed to ${email} in ${serverLog}`, timeout: 10_000 })
    .toMatch(/^\d{6}$/);
  return newest();
}
