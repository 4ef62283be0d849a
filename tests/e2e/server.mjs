// Starts the built server for the browser tests on a throw-away embedded database. Its log (pino
// JSON lines) is kept whole in test-results/e2e-server-<PORT>.log, where the tests read the mails
// the server prints without SMTP_URL, as a person trying the app would (fixtures.ts, mailedCode);
// the console shows only warnings and errors, or what E2E_LOG_LEVEL asks for.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const levels = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const shown = levels[process.env.E2E_LOG_LEVEL ?? 'warn'] ?? levels.warn;
mkdirSync('test-results', { recursive: true });
const logFile = createWriteStream(join('test-results', `e2e-server-${process.env.PORT}.log`));

const dataDir = mkdtempSync(join(tmpdir(), 'serenamente-e2e-'));
const child = spawn(process.execPath, [`${process.env.DIST_DIR ?? 'dist'}/server/index.js`], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // Mails are printed at info: the file needs them whatever the console shows.
    LOG_LEVEL: shown < levels.info ? process.env.E2E_LOG_LEVEL : 'info',
    SMTP_URL: '',
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
    RATE_LIMIT_MAX: '100000',
    // Every browser test signs up and in from 127.0.0.1: the per-IP account throttles are raised
    // (their own rules are proven by the API tests).
    REGISTER_MAX_PER_IP: '100000',
    RECOVERY_MAX_PER_IP: '100000',
    LOGIN_FREE_FAILURES_PER_IP: '100000',
    // The payments spec moves billing's clock past a period's end (POST /api/test/billing-clock);
    // only this test server opts in, a normal start has no such route.
    SERENAMENTE_TEST_CLOCK: '1',
    // The administrator the admin specs sign in as (its second factor is enrolled by the first one).
    ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME ?? 'e2e_admin',
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
  },
});
createInterface({ input: child.stdout }).on('line', (line) => {
  logFile.write(`${line}\n`);
  let level = levels.fatal;
  try {
    level = JSON.parse(line).level ?? level;
  } catch {
    // Not a log line: always shown.
  }
  if (level >= shown) process.stdout.write(`${line}\n`);
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('close', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  logFile.end(() => process.exit(code ?? 0));
});
