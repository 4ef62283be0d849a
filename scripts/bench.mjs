// `npm run bench`: speed goals, measured and reported (never asserted inside unit tests).
//  1. JavaScript loaded by each main route, gzipped, measured in Chromium (budget: landing ≤ 150 KB).
//  2. GET /api/health requests/s beside a bare node:http server (and a bare Fastify route, the
//     framework's floor), same run, autocannon, each server started fresh and measured alone in
//     rotating rounds, ratio of the medians (a figure to watch, not a target: decisions/009), with
//     each server's CPU time per request.
//  3. Lighthouse (mobile) on /, /chat, /dashboard (bars: performance ≥ 95, accessibility 100).
//  4. The built-in AI engine's timings, when bench/ai-engine.ts is present.
//  5. The dashboard and mood-trend APIs for three years of daily activity among 1,000 people
//     (bench/dashboard.ts, PGlite; BENCH_DATABASE_URL adds a PostgreSQL run). Target p95 < 50 ms.
//  6. Resident memory of one app process: first start on a new embedded database, settled, reopened,
//     and on PostgreSQL (bench/memory.mjs). Targets (PGlite): ≤ 400 MB at the first start, ≤ 320 MB settled.
//  7. The companion under load: 100 people send a message at once (bench/chat.mjs; PGlite, and
//     PostgreSQL with BENCH_DATABASE_URL). Target on PostgreSQL: ≥ 150 replies/s, p95 < 600 ms.
//  8. Each main page for a member and a visitor (bench/pages.mjs): Lighthouse mobile (median of 3),
//     CLS, LCP, the first route's JavaScript, and the first tap's INP with the CPU 4× slower.
// Needs `npm run build` first. Writes bench/results/latest.json. BENCH=size,throughput,lighthouse,ai,dashboard,memory,chat,pages
// picks parts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
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
// BENCH=throughput,lighthouse runs only those parts (size, throughput, lighthouse, ai); all by default.
const only = process.env.BENCH?.split(',');
const want = (part) => !only || only.includes(part);
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

// On a machine with two or more cores the throughput runs pin each server to core 0 and the load
// generator (this process) to core 1, so both servers get exactly one core and the ratio compares
// their cost per request rather than how the scheduler shared the cores that run.
const canPin = existsSync('/usr/bin/taskset') && availableParallelism() >= 2;
const onCore0 = (args) => (canPin ? ['/usr/bin/taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args]);

function startApp(port, extraEnv = {}, pin = false) {
  const [command, args] = pin ? onCore0([`${dist}/server/index.js`]) : [process.execPath, [`${dist}/server/index.js`]];
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: `http://127.0.0.1:${port}`, ...extraEnv },
  });
  return child;
}

// 1. Bundle sizes per route, as a browser loads them.
if (want('size')) {
  const port = 4311;
  const app = startApp(port);
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const routes = ['/', '/chat', '/dashboard', '/exercises', '/meditation', '/mood'];
  results.javascriptGzipKB = {};
  results.javascriptBeforeUseGzipKB = {};
  console.log('\nJavaScript loaded per route (gzip), before anyone touches the page and after the first touch:');
  const kb = (scripts) => [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
  for (const route of routes) {
    // Without the service worker: it would answer the app's files itself, out of this count.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
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
    const before = kb(scripts);
    // A page sent rendered starts the app at the first touch (decisions/008): move the pointer.
    await page.mouse.move(200, 300);
    await page.waitForSelector('#root[data-app]', { state: 'attached', timeout: 15_000 }).catch(() => {});
    await page.waitForLoadState('networkidle');
    const total = kb(scripts);
    results.javascriptBeforeUseGzipKB[route] = Number(before.toFixed(1));
    results.javascriptGzipKB[route] = Number(total.toFixed(1));
    console.log(`  ${route.padEnd(12)} ${before.toFixed(1).padStart(7)} KB before use, ${total.toFixed(1).padStart(7)} KB in ${scripts.size} files after${route === '/' ? `   (budget 150 KB: ${total <= 150 ? 'within' : 'OVER'})` : ''}`);
    await page.close();
  }
  await browser.close();
  app.kill('SIGTERM');
  await sleep(500);
}

// 2. Throughput of GET /api/health beside a bare node:http server and a bare Fastify route.
// Shared machines are noisy (decisions/007): in each round every server is started fresh and
// measured alone (on this kind of virtual machine a server started while others are alive on the
// same core can run a third slower for its whole life, whatever its code), in an order that
// rotates between rounds; each server's median round is reported, and the ratio of the medians.
const rounds = 5;
// CPU time a server used (user + system, from /proc on Linux), in microseconds: divided by the
// requests it answered it gives the cost of a request, which moves much less between rounds on a
// shared machine than requests per second do (decisions/007). null where /proc is missing.
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond;
  } catch {
    return null;
  }
}
async function measure(url, duration, pid) {
  const before = cpuMicros(pid);
  const r = await autocannon({ url, connections: 50, pipelining: 1, duration });
  const after = cpuMicros(pid);
  const cpuUs = before === null || after === null || !r.requests.total ? null : (after - before) / r.requests.total;
  return { rps: r.requests.average, p99ms: r.latency.p99, errors: r.errors + r.non2xx, cpuUs };
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
if (want('throughput')) {
  const port = 4312;
  const url = `http://127.0.0.1:${port}/api/health`;
  const spawnOnCore0 = (script, env = {}) => {
    const [command, args] = onCore0([script]);
    return spawn(command, args, { stdio: 'inherit', env: { ...process.env, PORT: String(port), ...env } });
  };
  // What the app's answer carries beyond a hello-world's (its JSON security headers), read from
  // the app itself, for a bare server that sends the same: the like-for-like reference.
  const probe = startApp(port);
  await waitFor(url);
  const plain = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
  const appHeaders = Object.fromEntries([...(await fetch(url)).headers].filter(([name]) => !plain.has(name)));
  await stop(probe);
  const servers = {
    bare: () => spawnOnCore0('bench/bare-server.mjs'),
    bareWithHeaders: () => spawnOnCore0('bench/bare-server.mjs', { EXTRA_HEADERS: JSON.stringify(appHeaders) }),
    fastify: () => spawnOnCore0('bench/fastify-server.mjs'),
    health: () => startApp(port, { LOG_LEVEL: 'info' }, true),
  };
  const names = Object.keys(servers);
  // The load generator, with all its threads (autocannon's GC and compiler threads too), on core 1.
  if (canPin) spawnSync('/usr/bin/taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });
  const runs = [];
  for (let i = 0; i < rounds; i++) {
    const round = {};
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length];
      const child = servers[name]();
      await waitFor(url);
      await measure(url, 2, child.pid); // JIT warm-up, thrown away
      round[name] = await measure(url, 4, child.pid);
      await stop(child);
    }
    runs.push({ ...round, ratio: round.health.rps / round.bare.rps, fastifyRatio: round.fastify.rps / round.bare.rps });
  }
  if (canPin) spawnSync('/usr/bin/taskset', ['-a', '-cp', `0-${availableParallelism() - 1}`, String(process.pid)], { stdio: 'ignore' });
  const rps = Object.fromEntries(names.map((name) => [name, median(runs.map((r) => r[name].rps))]));
  const p99 = Object.fromEntries(names.map((name) => [name, median(runs.map((r) => r[name].p99ms))]));
  const cpu = (name) => (runs.every((r) => r[name].cpuUs !== null) ? median(runs.map((r) => r[name].cpuUs)) : null);
  const cpuUs = Object.fromEntries(names.map((name) => [name, cpu(name)]));
  const ratio = rps.health / rps.bare;
  const fastifyRatio = rps.fastify / rps.bare;
  const headersRatio = rps.bareWithHeaders / rps.bare;
  const errors = runs.reduce((n, r) => n + r.health.errors, 0);
  results.throughput = {
    rounds: runs,
    requestsPerSecond: rps,
    ratio: Number(ratio.toFixed(3)),
    bareFastifyRatio: Number(fastifyRatio.toFixed(3)),
    appHeaders: Object.keys(appHeaders),
    bareWithAppHeadersRatio: Number(headersRatio.toFixed(3)),
    ratioToBareWithAppHeaders: Number((rps.health / rps.bareWithHeaders).toFixed(3)),
    cpuMicrosPerRequest: cpuUs,
  };
  console.log(
    `\nThroughput (autocannon, 50 connections; ${rounds} rounds, each server started fresh and measured alone for 4 s${canPin ? ' on core 0, load on core 1' : ''}):`,
  );
  console.log(`  rounds' ratios     ${runs.map((r) => r.ratio.toFixed(3)).join('  ')}`);
  console.log(`  bare node:http     ${rps.bare.toFixed(0).padStart(7)} req/s  p99 ${p99.bare} ms   (median of rounds, as below)`);
  console.log(
    `  bare + app headers ${rps.bareWithHeaders.toFixed(0).padStart(7)} req/s  p99 ${p99.bareWithHeaders} ms   ` +
      `(bare node:http with the app's ${Object.keys(appHeaders).join(', ')}: ratio ${headersRatio.toFixed(3)})`,
  );
  console.log(`  bare Fastify       ${rps.fastify.toFixed(0).padStart(7)} req/s  p99 ${p99.fastify} ms   (the framework's floor: ratio ${fastifyRatio.toFixed(3)})`);
  console.log(`  GET /api/health    ${rps.health.toFixed(0).padStart(7)} req/s  p99 ${p99.health} ms  errors ${errors}`);
  console.log(`  ratio              ${ratio.toFixed(3)}   (a figure to watch, not a target: decisions/009)`);
  console.log(`  like for like      ${(rps.health / rps.bareWithHeaders).toFixed(3)}   (the app beside bare node:http sending the same headers)`);
  if (cpuUs.bare !== null) {
    const us = (v) => `${v.toFixed(2)} µs`;
    console.log(
      `  CPU per request    bare ${us(cpuUs.bare)}, bare + headers ${us(cpuUs.bareWithHeaders)}, Fastify ${us(cpuUs.fastify)}, app ${us(cpuUs.health)}` +
        `   (medians; bare ÷ app ${(cpuUs.bare / cpuUs.health).toFixed(3)})`,
    );
  }
  await sleep(500);
}

// 3. Lighthouse (mobile) on the routes the bars name: performance ≥ 95, accessibility 100.
if (want('lighthouse')) {
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
if (want('ai') && existsSync('bench/ai-engine.ts')) {
  console.log('\nBuilt-in AI engine:');
  spawnSync('npx', ['tsx', 'bench/ai-engine.ts'], { stdio: 'inherit' });
}

if (want('dashboard') && existsSync('bench/dashboard.ts')) {
  console.log('\nDashboard and mood trends:');
  results.dashboard = [];
  for (const url of [undefined, process.env.BENCH_DATABASE_URL].filter((u, i) => i === 0 || u)) {
    const run = spawnSync('npx', ['tsx', 'bench/dashboard.ts'], { encoding: 'utf8', env: { ...process.env, BENCH_DATABASE_URL: url ?? '' } });
    process.stdout.write(run.stdout);
    const last = run.stdout.trim().split('\n').pop();
    if (run.status === 0 && last?.startsWith('{')) results.dashboard.push(JSON.parse(last));
  }
}

// 6, 7 and 8. Memory, the chat under load and the pages, each a script printing its figures and a JSON last line.
for (const [part, script, title] of [['memory', 'bench/memory.mjs', 'Resident memory of one app process'], ['chat', 'bench/chat.mjs', 'The companion under load (built-in engine, no stream pacing)'], ['pages', 'bench/pages.mjs', 'Pages, signed in and not']]) {
  if (!want(part)) continue;
  console.log(`\n${title}:`);
  const run = spawnSync(process.execPath, [script], { encoding: 'utf8', env: { ...process.env, DIST_DIR: dist } });
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  const last = run.stdout.trim().split('\n').pop();
  if (run.status === 0 && (last?.startsWith('{') || last?.startsWith('['))) results[part] = JSON.parse(last);
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
console.log('\nSaved bench/results/latest.json');
