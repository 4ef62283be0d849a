import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase, testDbKind } from '../../tests/helpers/db';
import { freePort } from '../../tests/helpers/net';

/**
 * The entry point as an operator runs it: it says it is ready, and on SIGTERM or SIGINT it stops
 * taking connections, finishes the request in flight, closes the database and exits 0; a start
 * that cannot succeed here says why in one line that names the variable.
 */
describe(`the server process (${testDbKind})`, () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function databaseEnv(): Promise<Record<string, string>> {
    if (testDbKind === 'postgres') {
      const scratch = await createScratchPostgresDatabase();
      cleanups.push(scratch.drop);
      return { DATABASE_URL: scratch.url };
    }
    const dir = mkdtempSync(join(tmpdir(), 'serenamente-process-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { DATABASE_URL: '', DATA_DIR: dir };
  }

  /** Runs `src/server/index.ts` on a free port and its own database; `env` overrides. */
  async function launch(
    env: Record<string, string> = {},
  ): Promise<{ child: ChildProcess; port: number; log: () => string }> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: {
        ...process.env,
        ...(await databaseEnv()),
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return { child, port, log: () => output };
  }

  /** Starts the server and resolves once its log says it is ready. */
  async function start(): Promise<{ child: ChildProcess; port: number; log: () => string }> {
    const server = await launch();
    const { child, log } = server;
    await new Promise<void>((resolve, reject) => {
      // The log must show the start by itself, however little else has been logged.
      const timer = setTimeout(
        () => reject(new Error(`no "ready" line in the log within 30 s:\n${log()}`)),
        30_000,
      );
      child.stdout!.on('data', () => {
        if (log().includes('"msg":"Serenamente is ready"')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}) before it was ready:\n${log()}`));
      });
    });
    return server;
  }

  /**
   * A failed sign-in whose head the server has read (it answers `100 Continue`) and whose body is
   * not sent yet: in flight for certain. `finish` sends the body and, right behind it on the same
   * connection, a second sign-in, which the server can only read after it has started closing.
   */
  function requestInFlight(port: number): Promise<{ finish: () => void; answer: Promise<string> }> {
    const body = JSON.stringify({ username: 'nobody-here', password: 'not the password' });
    const head = (expectContinue: boolean) =>
      'POST /api/auth/login HTTP/1.1\r\n' +
      `Host: 127.0.0.1:${port}\r\n` +
      'Content-Type: application/json\r\n' +
      'X-Serenamente-Csrf: 1\r\n' +
      'Accept-Language: en\r\n' +
      (expectContinue ? 'Expect: 100-continue\r\n' : '') +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    return new Promise((resolve, reject) => {
      const socket: Socket = connect(port, '127.0.0.1', () => socket.write(head(true)));
      let received = '';
      const answer = new Promise<string>((done) => socket.once('close', () => done(received)));
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        if (received === 'HTTP/1.1 100 Continue\r\n\r\n') {
          resolve({ finish: () => socket.write(body + head(false) + body), answer });
        }
      });
      socket.once('error', reject);
    });
  }

  const refused = (port: number): Promise<boolean> =>
    new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
    });

  const exitOf = (child: ChildProcess): Promise<number | null> =>
    new Promise((resolve) => {
      if (child.exitCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`on ${signal} refuses new connections, answers the request in flight and exits 0`, async () => {
      const { child, port, log } = await start();
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      // Without SMTP_URL the start says where mail, recovery codes included, can be read.
      expect(log()).toContain('"msg":"Mail: no SMTP_URL — mails are kept in the mail_outbox table');

      const inFlight = await requestInFlight(port);
      child.kill(signal);
      await expect.poll(() => log(), { timeout: 10_000 }).toContain('shutting down');
      await expect.poll(() => refused(port), { timeout: 10_000 }).toBe(true);

      inFlight.finish();
      const answers = (await inFlight.answer).split(/(?=HTTP\/1\.1 )/);
      // The request in flight, and the one that reached the server as it closed, are both
      // answered by the app, in its own error shape and language; the second closes the connection.
      expect(answers.map((a) => a.split('\r\n')[0])).toEqual([
        'HTTP/1.1 100 Continue',
        'HTTP/1.1 401 Unauthorized',
        'HTTP/1.1 401 Unauthorized',
      ]);
      for (const answer of answers.slice(1)) {
        expect(answer).toContain(
          '{"error":{"code":"auth.invalid_credentials","message":"Invalid username or password"}}',
        );
      }
      expect(answers[2]).toMatch(/\r\nconnection: close\r\n/i);

      expect(await exitOf(child)).toBe(0);
      expect(log()).not.toContain('shutdown timed out');
    }, 60_000);
  }

  it('a port already taken stops the start with one line naming PORT, and exit 1', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => taken.close(resolve)));
    const port = String((taken.address() as { port: number }).port);
    const { child, log } = await launch({ PORT: port });
    expect(await exitOf(child)).toBe(1);
    expect(log()).toContain(`PORT: ${port} is already in use on 127.0.0.1`);
    expect(log()).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('a DATABASE_URL where nothing answers stops the start naming it, without its password', async () => {
    const nowhere = await freePort();
    const { child, log } = await launch({
      DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${nowhere}/serenamente`,
    });
    expect(await exitOf(child)).toBe(1);
    expect(log()).toContain(
      `DATABASE_URL: cannot use PostgreSQL at 127.0.0.1:${nowhere}/serenamente: nothing answers there (ECONNREFUSED).`,
    );
    expect(log()).not.toContain('s3cret');
  }, 60_000);
});
