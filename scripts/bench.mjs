// `npm run bench`: speed goals, measured and reported (never asserted inside unit tests).
//  1. JavaScript loaded by each main route, gzipped, measured in Chromium (budget: landing ≤ 150 KB).
//  2. GET /api/health requests/s beside a bare node:http server, same run, autocannon (target ≥ 0.9).
//  3. Lighthouse (mobile) on /, /chat, /dashboard (bars: performance ≥ 95, accessibility 100).
//  4. The built-in AI engine's timings, when bench/ai-engine.ts is present.
// Needs `npm run build` first. Writes bench/results/latest.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';

const dist = process.env.DIST_DIR ?? 'dist';
if (!existsSync(`${dist}/server/index.js`)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const results = {};
const dataDir = mkdtempSync(join(tmpdir(), 'serenamente-bench-'));

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

function startApp(port, extraEnv = {}) {
  const child = spawn(process.execPath, [`${dist}/server/index.js`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: `http://127.0.0.1:${port}`, ...extraEnv },
  });
  return child;
}

// 1. Bundle sizes per route, as a browser loads them.
{
  const port = 4311;
  const app = startApp(port);
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const routes = ['/', '/chat', '/dashboard', '/exercises', '/meditation', '/mood'];
  results.javascriptGzipKB = {};
  console.log('\nJavaScript loaded per route (gzip):');
  for (const route of routes) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') {
        try {
          scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
        } catch {
          // a response without a body (redirect): nothing to count
        }
      }
    });
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
    const total = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
    results.javascriptGzipKB[route] = Number(total.toFixed(1));
    console.log(`  ${route.padEnd(12)} ${total.toFixed(1).padStart(7)} KB in ${scripts.size} files${route === '/' ? `   (budget 150 KB: ${total <= 150 ? 'within' : 'OVER'})` : ''}`);
    await page.close();
  }
  await browser.close();
  app.kill('SIGTERM');
  await sleep(500);
}

// 2. Throughput of GET /api/health beside a bare node:http server.
async function measure(url) {
  const opts = { url, connections: 50, pipelining: 1, duration: 8 };
  await autocannon({ ...opts, duration: 3 }); // JIT warm-up, thrown away
  const r = await autocannon(opts);
  return { rps: r.requests.average, p99ms: r.latency.p99, errors: r.errors + r.non2xx };
}
{
  const barePort = 4312;
  const appPort = 4313;
  const bare = spawn(process.execPath, ['bench/bare-server.mjs'], { stdio: 'inherit', env: { ...process.env, PORT: String(barePort) } });
  const app = startApp(appPort, { LOG_LEVEL: 'info' });
  await waitFor(`http://127.0.0.1:${barePort}/`);
  await waitFor(`http://127.0.0.1:${appPort}/api/health`);
  const bareResult = await measure(`http://127.0.0.1:${barePort}/`);
  const appResult = await measure(`http://127.0.0.1:${appPort}/api/health`);
  const ratio = appResult.rps / bareResult.rps;
  results.throughput = { bare: bareResult, health: appResult, ratio: Number(ratio.toFixed(3)) };
  console.log('\nThroughput (autocannon, 50 connections, 8 s after a 3 s warm-up):');
  console.log(`  bare node:http     ${bareResult.rps.toFixed(0).padStart(7)} req/s  p99 ${bareResult.p99ms} ms`);
  console.log(`  GET /api/health    ${appResult.rps.toFixed(0).padStart(7)} req/s  p99 ${appResult.p99ms} ms  errors ${appResult.errors}`);
  console.log(`  ratio              ${ratio.toFixed(3)}   (target ≥ 0.9: ${ratio >= 0.9 ? 'met' : 'NOT met'})`);
  bare.kill('SIGTERM');
  app.kill('SIGTERM');
  await sleep(500);
}

// 3. Lighthouse (mobile) on the routes the bars name: performance ≥ 95, accessibility 100.
{
  const port = 4314;
  const app = startApp(port);
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  results.lighthouse = {};
  console.log('\nLighthouse (mobile emulation):');
  for (const route of ['/', '/chat', '/dashboard']) {
    const out = join(dataDir, 'lh.json');
    const res = spawnSync(
      'npx',
      ['lighthouse', `http://127.0.0.1:${port}${route}`, '--quiet', '--output=json', `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync'],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
    );
    if (res.status !== 0 || !existsSync(out)) {
      console.log(`  ${route.padEnd(12)} lighthouse failed`);
      continue;
    }
    const lhr = JSON.parse(readFileSync(out, 'utf8'));
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const row = { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0) };
    results.lighthouse[route] = row;
    console.log(`  ${route.padEnd(12)} performance ${row.performance}  accessibility ${row.accessibility}  best practices ${row.bestPractices}  SEO ${row.seo}  LCP ${row.lcpMs} ms`);
  }
  app.kill('SIGTERM');
  await sleep(500);
}

// 4. The built-in AI engine.
if (existsSync('bench/ai-engine.ts')) {
  console.log('\nBuilt-in AI engine:');
  spawnSync('npx', ['tsx', 'bench/ai-engine.ts'], { stdio: 'inherit' });
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
console.log('\nSaved bench/results/latest.json');
