import type { FastifyBaseLogger } from 'fastify';
import { LogController } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type Logger } from 'pino';
import { serializeError } from './log-error';

/**
 * pino options. Logs never hold a cookie, an authorization header, a password, a token or what
 * a person wrote (health-related data is personal data under GDPR Art. 9): requests are logged
 * as method, path (no query string), status and duration only, and no module logs a body.
 * (No `redact` paths: they cost more per line than the whole request log, and there is
 * nothing for them to find.) An error is written by `serializeError` (lib/log-error.ts): its
 * kind, message, stack and, for a database error, the query's shape, never its parameters.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      // Fastify's notices pass the request and its reply: only these fields of them are written.
      serializers: {
        req: (req: { method?: string; url?: string }) => ({ method: req.method, path: req.url?.split('?')[0] }),
        res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
        // `log.error({ err })` and `log.error(err)` alike, with every `cause` under it.
        err: serializeError,
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
 * Fastify's log notices. Its request lines are off (the HTTP server writes one per request,
 * lib/access-log.ts, and the not-found handler answers unknown routes); what goes wrong while an
 * answer is written (a serializer, a stream, a header) is still logged, through `req.log`.
 */
export class AppLogController extends LogController {
  override incomingRequest(): void {
    // The request line is written when the answer ends.
  }

  override routeNotFound(): void {
    // The not-found handler answers; the request line records the 404.
  }
}

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type LogFn = (objOrMsg: unknown, ...args: unknown[]) => void;

/**
 * Each request's logger (`req.log`): it carries the request id like a pino child, but creates
 * that child only when something is logged at an enabled level. Most requests log nothing but
 * their request line (lib/access-log.ts): a child per request would cost more than everything
 * else the app does for a simple answer.
 */
export class RequestLogger {
  private real: Logger | undefined;
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;

  constructor(
    private readonly root: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The pino child, created on first use. */
  get pino(): Logger {
    return (this.real ??= this.root.child(this.bindings, this.options));
  }

  get level(): string {
    return this.real?.level ?? this.options.level ?? this.root.level;
  }

  set level(value: string) {
    this.pino.level = value;
  }

  isLevelEnabled(level: string): boolean {
    return this.real ? this.real.isLevelEnabled(level) : this.root.isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.pino.child(bindings, options);
  }
}
for (const level of levels) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: unknown[]) {
    if (!this.isLevelEnabled(level)) return;
    (this.pino[level] as LogFn)(...(args as [unknown]));
  };
}

/**
 * Fastify's `childLoggerFactory`: each request's `req.log` is a lazy request logger of `root`
 * (Fastify itself is given no logger, so it attaches no log listeners to each response).
 */
export function requestLoggerFactory(root: Logger) {
  return (_fastifyLogger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger =>
    new RequestLogger(root, bindings, options) as unknown as FastifyBaseLogger;
}
