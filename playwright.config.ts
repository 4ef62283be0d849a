import { defineConfig, devices } from '@playwright/test';
import { patient } from './tests/e2e/patience';

const port = Number(process.env.E2E_PORT ?? 4173);
const useDebianChromium = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };

/**
 * Browser tests drive Debian's Chromium against the built app served by the real server on a
 * fresh embedded database (see tests/e2e/server.mjs). Build first (`npm run build`).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // Under CI every timeout is stretched (tests/e2e/patience.ts) and a failed test runs once more:
  // Playwright reports a test that passes only on its retry as flaky, and the run shows it.
  retries: process.env.CI ? 1 : 0,
  timeout: patient(60_000),
  expect: { timeout: patient(7_000) },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  outputDir: `test-results/playwright-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    locale: 'it-IT',
    // The app's service worker answers some requests itself, which page.route() cannot intercept;
    // specs that test the worker opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: {
      ...useDebianChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
  ],
  webServer: {
    command: `node tests/e2e/server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: patient(60_000),
    env: { PORT: String(port) },
  },
});
