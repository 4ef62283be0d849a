import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { serializeError } from './log-error';

/**
 * The app's pino logger, given to Fastify as its `loggerInstance`. Logs never hold a cookie, an
 * authorization header, a password, a token or what a person wrote (health-related data is
 * personal data under GDPR Art. 9): Fastify's `req`/`res` are written as method, path and
 * status only, and the redact paths are a net for a header or body logged under another key.
 * An error goes through `serializeError` (lib/log-error.ts): its kind, message, stack and, for a
 * database error, the query's shape, never its parameters.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: {
        req: (req: { method?: string; url?: string }) => ({
          method: req.method,
          path: req.url?.split('?')[0],
        }),
        res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
        // `log.error({ err })` and `log.error(err)` alike, with every `cause` under it.
        err: serializeError,
      },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.body',
          'res.headers["set-cookie"]',
          'headers.cookie',
          'headers.authorization',
          'headers["set-cookie"]',
          'cookies',
          'body',
        ],
        censor: '[redacted]',
      },
    },
    // Buffered, asynchronous writes to stdout: one system call per few kilobytes of log instead
    // of one per line, and at least once a second, so a quiet server's lines (its start, an
    // error) show at once rather than when 4 KB have gathered. What is left is written on exit.
    destination ??
      (level === 'silent'
        ? undefined
        : pino.destination({ dest: 1, minLength: 4096, sync: false, periodicFlush: 1000 })),
  );
}

/**
 * One line per request (Fastify's own request lines are off): method, path without its query
 * string, status, time and, from `req.log`, the request id. A balancer's successful health
 * probes are logged at debug; a request the client gives up on before its answer, at warn.
 */
export function logRequests(app: FastifyInstance, { healthPath }: { healthPath: string }): void {
  app.addHook('onResponse', (req, reply, done) => {
    const status = reply.statusCode;
    const line = {
      method: req.method,
      path: req.url.split('?')[0],
      status,
      ms: Math.round(reply.elapsedTime),
    };
    if (status < 400 && req.routeOptions.url === healthPath) req.log.debug(line, 'request');
    else req.log.info(line, 'request');
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    req.log.warn({ method: req.method, path: req.url.split('?')[0] }, 'request aborted');
    done();
  });
}
