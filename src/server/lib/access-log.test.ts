import { type AddressInfo, connect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { captureLog } from '../../../tests/helpers/log';
import { accessLevel, accessLogServerFactory } from './access-log';

/** The real app, listening on a free port, with its log collected. */
async function listeningApp(level: string) {
  const log = captureLog(level);
  const testApp = await createTestApp({ logger: log.logger });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { ...testApp, lines: log.lines, url: (path: string) => `http://127.0.0.1:${port}${path}` };
}

/** The lines are written when each answer ends; give the event loop a turn to finish them. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the request log', () => {
  let current: (TestApp & { lines: Record<string, unknown>[] }) | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });

  it('writes one line per request: request id, method, path without its query, status and time', async () => {
    const app = (current = await listeningApp('info'));
    const res = await fetch(app.url('/chat?lang=en&token=secret'), {
      headers: { cookie: 'serenamente_session=abc' },
    });
    await res.arrayBuffer();
    await settle();
    const requestLines = app.lines.filter((l) => l.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ level: 30, method: 'GET', path: '/chat', status: 200 });
    expect(requestLines[0]!.reqId).toMatch(/^req-[0-9a-z]+$/);
    expect(typeof requestLines[0]!.ms).toBe('number');
    const everything = JSON.stringify(app.lines);
    expect(everything).not.toContain('secret');
    expect(everything).not.toContain('serenamente_session');
  });

  it('logs pages and unknown API paths too, each with its own request id', async () => {
    const app = (current = await listeningApp('info'));
    await (await fetch(app.url('/api/does-not-exist'))).arrayBuffer();
    await (await fetch(app.url('/robots.txt'))).arrayBuffer();
    await settle();
    const requestLines = app.lines.filter((l) => l.msg === 'request');
    expect(requestLines.map((l) => [l.path, l.status])).toEqual([
      ['/api/does-not-exist', 404],
      ['/robots.txt', 200],
    ]);
    expect(new Set(requestLines.map((l) => l.reqId)).size).toBe(2);
  });

  it("keeps a balancer's successful health probes out of the info log, and shows them at debug", async () => {
    const info = (current = await listeningApp('info'));
    await (await fetch(info.url('/api/health'))).arrayBuffer();
    await (await fetch(info.url('/api/health?probe=1'))).arrayBuffer();
    await settle();
    expect(info.lines.filter((l) => l.msg === 'request')).toHaveLength(0);
    await info.close();

    const debug = (current = await listeningApp('debug'));
    await (await fetch(debug.url('/api/health'))).arrayBuffer();
    await settle();
    expect(debug.lines.filter((l) => l.msg === 'request')).toMatchObject([
      { level: 20, path: '/api/health', status: 200 },
    ]);
  });

  it('gives failures and dropped answers a level that stands out', () => {
    expect(accessLevel('/api/health', 503)).toBe('error');
    expect(accessLevel('/api/chat', 500)).toBe('error');
    expect(accessLevel('/api/healthy', 200)).toBe('info');
    expect(accessLevel('/api/health/', 200)).toBe('debug');
    expect(accessLevel('/api/health', 404)).toBe('info');
    expect(accessLevel('/api/chat', 200, true)).toBe('warn');
  });

  it('writes a line when the app drops a connection without an answer', async () => {
    const { logger, lines } = captureLog('info');
    const server = accessLogServerFactory(logger)((_req, res) => res.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await expect(fetch(`http://127.0.0.1:${port}/api/chat/stream?token=secret`)).rejects.toThrow();
    await settle();
    await new Promise((resolve) => server.close(resolve));
    expect(lines).toMatchObject([{ level: 40, method: 'GET', path: '/api/chat/stream', status: 499, msg: 'request aborted' }]);
  });
});

describe('the HTTP server', () => {
  let app: Awaited<ReturnType<typeof listeningApp>>;
  beforeAll(async () => {
    app = await listeningApp('info');
  });
  afterAll(() => app.close());

  it('keeps an idle connection open past Node’s 5 s, for a balancer that reuses it', async () => {
    const { port } = app.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    // The next thing the connection brings: an answer, or its end.
    const next = () =>
      new Promise<string>((resolve) => {
        socket.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8')));
        socket.once('end', () => resolve('(closed by the server)'));
      });
    const request = 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n';
    try {
      socket.write(request);
      expect(await next()).toMatch(/^HTTP\/1\.1 200 OK/);
      const afterIdle = next();
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      socket.write(request);
      expect(await afterIdle).toMatch(/^HTTP\/1\.1 200 OK/);
    } finally {
      socket.destroy();
    }
  });
});
