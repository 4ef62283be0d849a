import { describe, expect, it } from 'vitest';
import { captureLog, collectLines } from '../../../tests/helpers/log';
import { createLogger, RequestLogger } from './logger';

describe("a request's logger", () => {
  it('logs with the request id, like a child of the app logger', () => {
    const { logger: root, lines } = captureLog('info');
    const log = new RequestLogger(root, { reqId: 'req-7' }, {});
    log.info({ step: 'saved' }, 'reflection saved');
    log.debug('not at this level');
    expect(lines).toMatchObject([{ level: 30, reqId: 'req-7', step: 'saved', msg: 'reflection saved' }]);
  });

  it('builds no child until something is logged at an enabled level', () => {
    const { logger: root } = captureLog('info');
    const log = new RequestLogger(root, { reqId: 'req-8' }, {});
    log.debug('dropped');
    expect(log.isLevelEnabled('debug')).toBe(false);
    expect(log.isLevelEnabled('warn')).toBe(true);
    expect((log as unknown as { real?: unknown }).real).toBeUndefined();
  });

  it('takes a level of its own when a route sets one', () => {
    const { logger: root, lines } = captureLog('info');
    const log = new RequestLogger(root, { reqId: 'req-9' }, { level: 'warn' });
    log.info('quiet here');
    log.warn('heard');
    expect(lines.map((l) => l.msg)).toEqual(['heard']);
  });
});

describe('the app logger', () => {
  it("writes only the method, path and status of a request and reply that Fastify's notices pass", () => {
    const { stream, lines } = collectLines();
    createLogger('info', stream).warn(
      {
        req: { method: 'POST', url: '/api/auth/login?next=/chat', headers: { cookie: 'serenamente_session=abc' } },
        res: { statusCode: 500, headers: { 'set-cookie': 'serenamente_session=abc' } },
      },
      'response terminated with an error with headers already sent',
    );
    expect(lines).toMatchObject([{ req: { method: 'POST', path: '/api/auth/login' }, res: { status: 500 } }]);
    expect(JSON.stringify(lines)).not.toContain('serenamente_session');
  });
});
