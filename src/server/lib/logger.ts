import pino, { type Logger } from 'pino';

/**
 * pino options. Logs never hold a cookie, an authorization header, a password, a token or what
 * a person wrote (health-related data is personal data under GDPR Art. 9): requests are logged
 * as method, path (no query string), status and duration only, and no module logs a body.
 * (No `redact` paths: they cost more per line than the whole request log, and there is
 * nothing for them to find.)
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
      },
    },
    // Buffered, asynchronous writes to stdout: one system call per few kilobytes of log instead
    // of one per line. The entry point flushes it on shutdown.
    level === 'silent' ? undefined : pino.destination({ dest: 1, minLength: 4096, sync: false }),
  );
}
