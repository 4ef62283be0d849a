import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './net';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
}

/**
 * Real server processes (`npx tsx src/server/index.ts`) on one database, for the proofs that
 * something happens exactly once across instances. Each starts in its own process group, so the
 * npx → tsx → node chain stops together; `stop` ends them all.
 */
export function serverProcesses({ poolMax = 10, env = {} }: { poolMax?: number; env?: NodeJS.ProcessEnv } = {}) {
  const servers: ServerProcess[] = [];

  async function start(databaseUrl: string): Promise<ServerProcess> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn('npx', ['tsx', 'src/server/index.ts'], {
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_MAX: String(poolMax),
        LOG_LEVEL: 'error',
        RATE_LIMIT_MAX: '100000',
        REGISTER_MAX_PER_IP: '100000',
        ADMIN_USERNAME: '',
        ADMIN_PASSWORD: '',
        SMTP_URL: '',
        ...env,
      },
    });
    const server = { child, url };
    servers.push(server);
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return server;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('server did not start');
  }

  async function stop(): Promise<void> {
    for (const { child } of servers) {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
    await Promise.all(
      servers.map(({ child }) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
  }

  return { start, stop };
}
