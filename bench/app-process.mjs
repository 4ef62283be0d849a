// The built app as a separate process, for the memory and chat benchmarks (scripts/bench.mjs):
// started on a data directory or a scratch PostgreSQL database, measured through /proc.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export const dist = process.env.DIST_DIR ?? 'dist';

/** Starts dist/server/index.js; `database` is a data directory or a postgres:// URL. */
export function startBuiltApp({ port, database, env = {} }) {
  const onPostgres = database.startsWith('postgres');
  const { DATA_DIR: _dataDir, DATABASE_URL: _url, ...inherited } = process.env;
  // BENCH_NODE_FLAGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the app under load.
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...flags, `${dist}/server/index.js`], {
    // BENCH_APP_LOG=<file> keeps the app's log (warnings and errors) there.
    stdio: ['ignore', process.env.BENCH_APP_LOG ? openSync(process.env.BENCH_APP_LOG, 'a') : 'ignore', 'inherit'],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(onPostgres ? { DATABASE_URL: database } : { DATA_DIR: database }),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
}

export async function waitUntilUp(port, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the app did not come up in 60 s');
}

export async function stopApp(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory now and at its peak (VmRSS, VmHWM), in MB; null where /proc is missing. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? NaN);
    return { rssMB: Math.round(kb('VmRSS') / 1024), peakMB: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
/** CPU time (user + system) a process has used, in ms; null where /proc is missing. */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** The PostgreSQL server to measure on, if one is given. */
export const postgresUrl = () =>
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;

/** An empty database next to `base`'s; `drop()` removes it. */
export async function scratchDatabase(base) {
  const name = `serenamente_bench_${randomBytes(4).toString('hex')}`;
  const run = async (query) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}
