import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';

describe('the HTTP server', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('keeps an idle connection longer than a load balancer does, and a request within Node’s limits', () => {
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    expect(t.app.server.headersTimeout).toBeGreaterThan(72_000);
    expect(t.app.server.requestTimeout).toBe(300_000);
  });

  it('keeps an idle connection open past Node’s 5 s, for a balancer that reuses it', async () => {
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
