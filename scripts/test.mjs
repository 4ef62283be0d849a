// `npm test`: every check the project has, in order, stopping at the first failure:
// typecheck → lint → unit and API tests on PGlite → the DB-backed suites again on PostgreSQL
// (when TEST_DATABASE_URL is set) → production build → browser tests in Chromium.
// Ends with one line "Tests: N passed, N failed" summing every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`── ${title}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return res.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += (stats?.unexpected ?? 0) + (stats?.skipped ?? 0);
}

function finish(ok) {
  console.log(`\nTests: ${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

const npx = 'npx';
const steps = [
  () => run('typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  () => run('lint', npx, ['eslint', '.', '--max-warnings=0']),
  () => {
    const ok = run('unit and API tests (PGlite)', npx, [
      'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest-pglite.json`,
    ]);
    countVitest(`${results}/vitest-pglite.json`);
    return ok;
  },
  () => {
    if (!process.env.TEST_DATABASE_URL) {
      console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL pass is left out)');
      return true;
    }
    const ok = run(
      'DB-backed tests (PostgreSQL)',
      npx,
      ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest-postgres.json`],
      { TEST_DB: 'postgres' },
    );
    countVitest(`${results}/vitest-postgres.json`);
    return ok;
  },
  () => run('build', 'npm', ['run', 'build']),
  () => {
    const ok = run('browser tests (Chromium)', npx, ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json`,
    });
    countPlaywright(`${results}/playwright.json`);
    return ok;
  },
];

for (const step of steps) {
  if (!step()) finish(false);
}
finish(true);
