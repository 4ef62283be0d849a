// Starts the built server for the browser tests on a throw-away embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'serenamente-e2e-'));
const child = spawn(process.execPath, [`${process.env.DIST_DIR ?? 'dist'}/server/index.js`], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
    RATE_LIMIT_MAX: '100000',
    // Every browser test signs up and in from 127.0.0.1: the per-IP account throttles are raised
    // (their own rules are proven by the API tests).
    REGISTER_MAX_PER_IP: '100000',
    RECOVERY_MAX_PER_IP: '100000',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
