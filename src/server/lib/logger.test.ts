import { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLog, RequestLogger } from './logger';

/** A root logger at `level` whose lines are collected as parsed JSON. */
function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { root: pino({ level }, stream), lines };
}

function complete(root: pino.Logger, url: string, status: number, error: Error | null = null) {
  const request = { method: 'GET', url, log: new RequestLogger(root, { reqId: 'req-1' }, {}) };
  const reply = { statusCode: status, elapsedTime: 3.4 };
  new RequestLog().requestCompleted(
    error,
    request as unknown as FastifyRequest,
    reply as unknown as FastifyReply,
  );
}

describe('the request log', () => {
  it('writes one line per request with method, path without its query, status, time and request id', () => {
    const { root, lines } = capture('info');
    complete(root, '/api/quotes/today?lang=it&token=secret', 200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      reqId: 'req-1',
      method: 'GET',
      path: '/api/quotes/today',
      status: 200,
      ms: 3,
      msg: 'request',
    });
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });

  it('keeps successful health probes out of the info log but logs them at debug', () => {
    const info = capture('info');
    complete(info.root, '/api/health', 200);
    complete(info.root, '/api/health?probe=1', 200);
    expect(info.lines).toHaveLength(0);

    const debug = capture('debug');
    complete(debug.root, '/api/health', 200);
    expect(debug.lines).toMatchObject([{ level: 20, path: '/api/health', status: 200 }]);
  });

  it('logs a failing health probe and paths that only start like the probe at info', () => {
    const { root, lines } = capture('info');
    complete(root, '/api/health', 503);
    complete(root, '/api/healthy', 200);
    expect(lines.map((l) => [l.level, l.path, l.status])).toEqual([
      [30, '/api/health', 503],
      [30, '/api/healthy', 200],
    ]);
  });

  it('logs a request that ended with an error at error level', () => {
    const { root, lines } = capture('info');
    complete(root, '/api/chat', 500, new Error('boom'));
    expect(lines).toMatchObject([{ level: 50, path: '/api/chat', status: 500, msg: 'request errored' }]);
  });
});
