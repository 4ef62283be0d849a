// `npm run bench` part `pages` (scripts/bench.mjs): each main page, as a member (a session from a
// registration through the API) and as a visitor:
//  - Lighthouse mobile (simulated slow 4G, 4× slower CPU): median performance of RUNS runs, and
//    that run's accessibility, best practices, SEO, CLS, LCP, FCP and total blocking time;
//  - the first route's JavaScript, gzipped, as Chromium loads it once the app has started;
//  - on / and /chat, the first tap with the CPU throttled 4×: its interaction to next paint (the
//    longest Event Timing entry of the tap) and the time until what it asked for shows.
// Usage: node bench/pages.mjs <port> [data dir]. Prints a table and a JSON line last.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const dist = process.env.DIST_DIR ?? 'dist';
const port = Number(process.argv[2] ?? 4315);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_PAGES_RUNS ?? 3);
const pages = (process.env.BENCH_PAGES ?? '/,/chat,/dashboard,/exercises,/meditation,/reflections,/mood').split(',');
const who = (process.env.BENCH_PAGES_WHO ?? 'member,visitor').split(',');
const chromeFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const dataDir = mkdtempSync(join(tmpdir(), 'serenamente-bench-pages-'));
const app = spawn(process.execPath, [`${dist}/server/index.js`], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: origin, LOG_LEVEL: 'warn' },
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {
    if (i > 300) throw new Error('the app did not start');
  }
  await sleep(100);
}

/** A member: registered through the API; its cookies as Playwright takes them. */
async function register() {
  const id = Date.now().toString(36);
  const password = 'serena-bench-1';
  const res = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-serenamente-csrf': '1', origin },
    body: JSON.stringify({
      username: `bench_${id}`, fullName: 'Giulia Bench', email: `bench.${id}@example.com`, password,
      confirmPassword: password, acceptTerms: true, ageConfirmed: true, healthDataConsent: true,
      // Registered from the browser that then loads the pages, as the app does: same time zone.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((line) => {
    const [pair, ...attrs] = line.split(';');
    const [name, ...value] = pair.split('=');
    const has = (attr) => attrs.some((a) => a.trim().toLowerCase() === attr);
    return { name: name.trim(), value: value.join('='), domain: '127.0.0.1', path: '/', secure: has('secure'), httpOnly: has('httponly'), sameSite: 'Lax' };
  });
}
const memberCookies = await register();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse runs in a browser that carries the member's cookies (or none). */
async function lighthouseRuns(cookies) {
  const debugPort = 9300 + Math.floor(Math.random() * 500);
  const profile = mkdtempSync(join(tmpdir(), 'serenamente-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: [...chromeFlags, `--remote-debugging-port=${debugPort}`],
  });
  if (cookies.length) await context.addCookies(cookies);
  const out = {};
  try {
    for (const path of pages) {
      const rows = [];
      for (let i = 0; i < runs; i++) {
        // A run that never ends (seen once with the service worker of a visitor's page) is
        // dropped after two minutes rather than holding up the whole bench.
        const timer = new AbortController();
        const result = await Promise.race([
          lighthouse(`${origin}${path}`, {
            port: debugPort, output: 'json', logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          }),
          sleep(120_000, undefined, { signal: timer.signal }).then(
            () => console.error(`  lighthouse ${path}: no result after 2 minutes, run dropped`),
            () => {},
          ),
        ]);
        timer.abort();
        const lhr = result?.lhr;
        if (!lhr) continue;
        const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
        const audit = (a) => lhr.audits[a]?.numericValue ?? 0;
        rows.push({
          performance: score('performance'), accessibility: score('accessibility'),
          bestPractices: score('best-practices'), seo: score('seo'),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)), lcpMs: Math.round(audit('largest-contentful-paint')),
          fcpMs: Math.round(audit('first-contentful-paint')), tbtMs: Math.round(audit('total-blocking-time')),
        });
      }
      if (rows.length === 0) {
        out[path] = { performance: 0, accessibility: 0, bestPractices: 0, seo: 0, cls: 0, lcpMs: 0, fcpMs: 0, tbtMs: 0, runs: [], maxCls: 0 };
        continue;
      }
      const mid = median(rows.map((r) => r.performance));
      out[path] = { ...rows.find((r) => r.performance === mid), runs: rows.map((r) => r.performance), maxCls: Math.max(...rows.map((r) => r.cls)) };
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return out;
}

/** The JavaScript a page loads (gzipped KB) once the app has started over it. */
async function firstRouteJs(browser, cookies, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      // no body (a redirect)
    }
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.mouse.move(200, 300);
  await page.waitForSelector('#root[data-app]', { state: 'attached', timeout: 15_000 }).catch(() => {});
  await page.waitForLoadState('networkidle');
  // What the idle prefetch of the likely next page fetched (client/app/prefetch.ts) is not this route's.
  const later = await page.evaluate(() => {
    const at = window.__serenamentePrefetchAt;
    return at === undefined ? [] : performance.getEntriesByType('resource').filter((e) => e.startTime >= at).map((e) => e.name);
  });
  await context.close();
  for (const url of later) scripts.delete(url);
  return Number(([...scripts.values()].reduce((a, b) => a + b, 0) / 1024).toFixed(1));
}

/**
 * The first tap on the phone menu button with the CPU 4× slower: the longest Event Timing entry
 * of that tap (its interaction to next paint), and the time until the menu shows.
 */
async function firstTap(browser, cookies, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ name: e.name, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await sleep(500);
  const menu = page.locator('header button[aria-haspopup="dialog"], header button[aria-expanded]').first();
  const box = await menu.boundingBox();
  const started = Date.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByRole('dialog').waitFor({ timeout: 20_000 });
  const shownMs = Date.now() - started;
  await sleep(1000);
  const events = await page.evaluate(() => window.__events);
  await context.close();
  return { inpMs: Math.round(Math.max(0, ...events.map((e) => e.duration))), menuShownMs: shownMs };
}

const results = {};
try {
  for (const kind of who) {
    const cookies = kind === 'member' ? memberCookies : [];
    results[kind] = await lighthouseRuns(cookies);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromeFlags });
    for (const path of pages) results[kind][path].jsKB = await firstRouteJs(browser, cookies, path);
    for (const path of pages.filter((p) => p === '/' || p === '/chat')) results[kind][path].firstTap = await firstTap(browser, cookies, path);
    await browser.close();
  }
} finally {
  app.kill('SIGTERM');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`Pages (Lighthouse mobile, median performance of ${runs}; JS = first route, gzip, once the app runs; tap = first tap, CPU 4×):`);
for (const kind of who) {
  for (const path of pages) {
    const r = results[kind][path];
    const tap = r.firstTap ? `  INP ${r.firstTap.inpMs} ms (menu ${r.firstTap.menuShownMs} ms)` : '';
    console.log(
      `  ${kind.padEnd(7)} ${path.padEnd(12)} perf ${String(r.performance).padStart(3)} [${r.runs.join(',')}]  a11y ${r.accessibility}  bp ${r.bestPractices}  seo ${r.seo}` +
        `  CLS ${r.cls.toFixed(3)} (max ${r.maxCls.toFixed(3)})  LCP ${r.lcpMs} ms  FCP ${r.fcpMs} ms  TBT ${r.tbtMs} ms  JS ${r.jsKB} KB${tap}`,
    );
  }
}
console.log(JSON.stringify(results));
