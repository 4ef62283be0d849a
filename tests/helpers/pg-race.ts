import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Database } from '../../src/server/db/client';
import { createScratchPostgresDatabase } from './db';
import { serverProcesses, type ServerProcess } from './server-processes';

export interface PgRaceOptions {
  /** Real server processes to start on the database (they migrate it); none: the test migrates it. */
  servers?: number;
  /** Each server's pool and extra environment. */
  serverPoolMax?: number;
  serverEnv?: NodeJS.ProcessEnv;
  /** The test's own pool. */
  poolMax?: number;
  /** Runs once the database is migrated, before the tests (seeds). */
  setup?: (database: Database) => Promise<void>;
}

export interface PgRace {
  /** The test's own connection to it. */
  readonly database: Database;
  /** The server processes, each with its URL. */
  readonly servers: ServerProcess[];
  /**
   * Starts `processes` workers (`tsx <worker> <url> ...args`), each with its own pool. A worker
   * prints "ready" once its connections are open, waits for a line on stdin, runs, prints its
   * result as the last line of JSON and exits 0. All are told to go at once; their results, in order.
   */
  race<T>(worker: string, args: string[], processes?: number): Promise<T[]>;
}

interface Worker<T> {
  child: ChildProcess;
  ready: Promise<void>;
  done: Promise<T>;
}

function startWorker<T>(file: string, args: string[]): Worker<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready\n')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
  });
  const done = new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`worker failed (${code})`));
      resolve(JSON.parse(out.split('\n').filter(Boolean).pop()!) as T);
    });
  });
  return { child, ready, done };
}

/**
 * PostgreSQL proofs that something happens exactly once across processes: a scratch database for
 * the describe block that calls it, processes racing on it (workers or real servers), and
 * everything stopped and dropped after its tests.
 */
export function pgRace(options: PgRaceOptions = {}): PgRace {
  const { servers: serverCount = 0, poolMax = 4, setup } = options;
  const processes = serverProcesses({ poolMax: options.serverPoolMax, env: options.serverEnv });
  const children: ChildProcess[] = [];
  let scratch: { url: string; drop: () => Promise<void> } | undefined;
  let database: Database | undefined;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    const url = scratch.url;
    // Servers start at once: migrations and seeds are serialised/idempotent across instances.
    servers = await Promise.all(Array.from({ length: serverCount }, () => processes.start(url)));
    database = await createDatabase({ kind: 'postgres', url, poolMax });
    if (!serverCount) await database.migrate();
    await setup?.(database);
  }, 120_000);

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await processes.stop();
    await database?.close();
    await scratch?.drop();
  }, 60_000);

  return {
    get database() {
      return database!;
    },
    get servers() {
      return servers;
    },
    async race<T>(worker: string, args: string[], count = 2): Promise<T[]> {
      const workers = Array.from({ length: count }, () => startWorker<T>(worker, [scratch!.url, ...args]));
      children.push(...workers.map((w) => w.child));
      await Promise.all(workers.map((w) => w.ready));
      for (const w of workers) w.child.stdin!.write('go\n');
      return Promise.all(workers.map((w) => w.done));
    },
  };
}
