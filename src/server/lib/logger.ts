import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type Level, type Logger } from 'pino';

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

/**
 * Fastify's request log, one line per request: method, path (no query string), status and time,
 * written when the response has finished, without a hook of its own. A balancer's successful
 * health probes (several a second, on every instance) are logged at debug: at info they would
 * bury everything else.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: false });
  }

  override incomingRequest(): void {
    // One line per request, at its end.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const level: Level = error ? 'error' : status < 400 && isHealthProbe(request.url) ? 'debug' : 'info';
    const log = request.log as unknown as Logger | RequestLogger;
    // Decided before anything is built: at the usual level a health probe costs no allocation.
    if (!log.isLevelEnabled(level)) return;
    const path = request.url.split('?')[0];
    const line = {
      method: request.method,
      path,
      status,
      ms: Math.round(reply.elapsedTime),
      ...(error ? { err: error } : {}),
    };
    if (log instanceof RequestLogger) log.line(level, line, error ? 'request errored' : 'request');
    else log[level](line, 'request');
  }

  override routeNotFound(): void {
    // The not-found handler answers; the request line above records it.
  }
}

const healthPath = '/api/health';
/** The probe's path, alone or followed by a query or the trailing slash the router ignores. */
const isHealthProbe = (url: string): boolean =>
  url.startsWith(healthPath) &&
  (url.length === healthPath.length || url[healthPath.length] === '?' || url[healthPath.length] === '/');

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type LogFn = (objOrMsg: unknown, ...args: unknown[]) => void;

/**
 * Each request's logger (`req.log`): it carries the request id like a pino child, but creates
 * that child only when something is logged at an enabled level. Most requests log one line, the
 * request line, which goes straight to the root logger with the id: a child per request would
 * cost more than everything else the app does for a simple answer.
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

  /** The request line: to the root logger, with the request's bindings, without a child. */
  line(level: Level, fields: Record<string, unknown>, message: string): void {
    if (this.real) this.real[level](fields, message);
    else if (this.root.isLevelEnabled(level)) this.root[level]({ ...this.bindings, ...fields }, message);
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

/** Fastify's `childLoggerFactory`: a lazy request logger instead of a pino child per request. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger as unknown as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
