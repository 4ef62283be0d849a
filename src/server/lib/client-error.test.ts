import { connect, type Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { clientErrorHandler } from './client-error';

/**
 * Sends raw bytes to the listening app and reads everything it answers until it closes the
 * connection (each request here ends it: an unreadable one, or `Connection: close`). The socket
 * is not half-closed first: Node's server drops a request whose client has ended its side.
 */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const parse = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { statusLine, headers, body };
};

describe('a request the HTTP parser cannot read', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('gets a 400 in the app’s error shape, with the JSON security headers', async () => {
    const { statusLine, headers, body } = parse(
      await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n'),
    );
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(body)).toEqual({
      error: { code: 'request.malformed', message: 'La richiesta non è valida.' },
    });
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body));
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('gets a 431 when its headers are over the size limit', async () => {
    const { statusLine, body } = parse(
      await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(body).error.code).toBe('request.headers_too_large');
  });

  it('leaves a readable request on the same server alone', async () => {
    const { statusLine } = parse(
      await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(statusLine).toBe('HTTP/1.1 200 OK');
  });
});

describe('the answer to each parser error', () => {
  const app = { log: { debug: () => undefined } } as unknown as FastifyInstance;
  const answer = clientErrorHandler({ 'x-content-type-options': 'nosniff' });
  const call = (code: string) => {
    const socket = new PassThrough() as unknown as Socket & PassThrough;
    let written = '';
    socket.on('data', (chunk: Buffer) => (written += chunk.toString('utf8')));
    // The handler destroys the socket with the parser's error, as Node's own handler does.
    socket.on('error', () => undefined);
    answer.call(app, Object.assign(new Error(code), { code }), socket);
    return { socket, written: () => written };
  };

  it('answers a request whose body did not arrive in time with 408', async () => {
    const { socket, written } = call('ERR_HTTP_REQUEST_TIMEOUT');
    await new Promise((resolve) => setImmediate(resolve));
    expect(written()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(written()).toContain('"code":"request.timeout"');
    expect(socket.destroyed).toBe(true);
  });

  it('writes nothing to a connection the client has reset', async () => {
    const { socket, written } = call('ECONNRESET');
    await new Promise((resolve) => setImmediate(resolve));
    expect(written()).toBe('');
    expect(socket.destroyed).toBe(false);
  });
});
