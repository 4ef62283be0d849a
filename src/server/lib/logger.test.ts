import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTestConfig } from '../../../tests/helpers/app';
import { createTestDatabase } from '../../../tests/helpers/db';
import { collectLines } from '../../../tests/helpers/log';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createLogger } from './logger';

describe('the app logger', () => {
  it("writes only the method, path and status of a request and reply that Fastify's notices pass", () => {
    const { stream, lines } = collectLines();
    createLogger('info', stream).warn(
      {
        req: {
          method: 'POST',
          url: '/api/auth/login?next=/chat',
          headers: { cookie: 'serenamente_session=abc' },
        },
        res: { statusCode: 500, headers: { 'set-cookie': 'serenamente_session=abc' } },
      },
      'response terminated with an error with headers already sent',
    );
    expect(lines).toMatchObject([{ req: { method: 'POST', path: '/api/auth/login' }, res: { status: 500 } }]);
    expect(JSON.stringify(lines)).not.toContain('serenamente_session');
  });

  it('redacts cookies, authorization and bodies logged under any of the usual keys', () => {
    const { stream, lines } = collectLines();
    const headers = {
      cookie: 'sid=abc',
      authorization: 'Bearer xyz',
      'set-cookie': 'sid=abc',
      accept: '*/*',
    };
    const body = { message: 'Mi sento sola' };
    createLogger('info', stream).info({ headers, body, cookies: { sid: 'abc' } }, 'careless');
    expect(lines[0]).toMatchObject({
      headers: {
        cookie: '[redacted]',
        authorization: '[redacted]',
        'set-cookie': '[redacted]',
        accept: '*/*',
      },
      body: '[redacted]',
      cookies: '[redacted]',
    });
    // The logged objects themselves are left as they were.
    expect(headers.cookie).toBe('sid=abc');
    expect(body.message).toBe('Mi sento sola');
  });
});

describe('the request log', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  /** The real app with its log collected; `extend` may add routes before it is ready. */
  async function appLoggingAt(level: string, extend?: (app: FastifyInstance) => void) {
    const { stream, lines } = collectLines();
    const app = await buildApp({ config: makeTestConfig(), database, logger: createLogger(level, stream) });
    apps.push(app);
    extend?.(app);
    await app.ready();
    const requestLines = () => lines.filter((l) => l.msg === 'request');
    return { app, lines, requestLines };
  }

  let logged: Awaited<ReturnType<typeof appLoggingAt>>;
  beforeAll(async () => {
    logged = await appLoggingAt('info');
  });
  beforeEach(() => {
    logged.app.log.level = 'info';
    logged.lines.length = 0;
  });

  it('writes one line per request: request id, method, path without its query, status and time', async () => {
    const { app, lines, requestLines } = logged;
    await app.inject({
      method: 'GET',
      url: '/chat?lang=en&token=secret',
      headers: { cookie: 'serenamente_session=abc', authorization: 'Bearer abc' },
    });
    expect(requestLines()).toHaveLength(1);
    expect(requestLines()[0]).toMatchObject({ level: 30, method: 'GET', path: '/chat', status: 200 });
    expect(requestLines()[0]!.reqId).toMatch(/^req-[0-9a-z]+$/);
    expect(typeof requestLines()[0]!.ms).toBe('number');
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain('secret');
    expect(everything).not.toContain('serenamente_session');
    expect(everything).not.toContain('Bearer');
  });

  it('logs pages and unknown API paths too, each with its own request id', async () => {
    const { app, requestLines } = logged;
    await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(requestLines().map((l) => [l.path, l.status])).toEqual([
      ['/api/does-not-exist', 404],
      ['/robots.txt', 200],
    ]);
    expect(new Set(requestLines().map((l) => l.reqId)).size).toBe(2);
  });

  it("keeps a balancer's successful health probes out of the info log, and shows them at debug", async () => {
    const { app, requestLines } = logged;
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health/?probe=1' });
    await app.inject({ method: 'GET', url: '/api/healthy' });
    expect(requestLines().map((l) => l.path)).toEqual(['/api/healthy']);

    // Each request's logger takes the app logger's level when the request starts.
    app.log.level = 'debug';
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(requestLines().slice(1)).toMatchObject([{ level: 20, path: '/api/health', status: 200 }]);
  });

  it('writes a line at warn when the client gives up before the answer', async () => {
    let arrived: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const { app, lines } = await appLoggingAt('info', (app) =>
      app.get('/api/slow', { schema: { hide: true } }, async () => {
        arrived();
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { late: true };
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const abort = new AbortController();
    const asked = fetch(`http://127.0.0.1:${port}/api/slow?token=secret`, { signal: abort.signal });
    await reached;
    abort.abort();
    await expect(asked).rejects.toThrow();
    await expect
      .poll(() => lines.filter((l) => l.msg === 'request aborted'))
      .toMatchObject([{ level: 40, method: 'GET', path: '/api/slow' }]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
