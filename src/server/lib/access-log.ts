import { createServer, type IncomingMessage, type RequestListener, type Server, ServerResponse } from 'node:http';
import type { Level, Logger } from 'pino';

const requestIdKey = Symbol('requestId');
type TaggedRequest = IncomingMessage & { [requestIdKey]?: string };

let lastId = 0;

/**
 * Fastify's `genReqId`: a short id per request, also kept on the raw request so the access log
 * line and the request's own log lines (`req.log`, lib/logger.ts) carry the same `reqId`.
 */
export function nextRequestId(raw: IncomingMessage): string {
  lastId = (lastId + 1) % Number.MAX_SAFE_INTEGER;
  return ((raw as TaggedRequest)[requestIdKey] = `req-${lastId.toString(36)}`);
}

const healthPath = '/api/health';
/** The probe's path, alone or followed by a query or the trailing slash the router ignores. */
const isHealthProbe = (url: string): boolean =>
  url.startsWith(healthPath) &&
  (url.length === healthPath.length || url[healthPath.length] === '?' || url[healthPath.length] === '/');

/** The level of a finished request's line: errors stand out, a balancer's health probes do not. */
export function accessLevel(url: string, status: number, aborted = false): Level {
  if (status >= 500) return 'error';
  if (aborted) return 'warn';
  return status < 400 && isHealthProbe(url) ? 'debug' : 'info';
}

/**
 * The request log, one line per request: method, path (no query string), status, time and
 * request id, written by the HTTP server itself when the app ends the answer or drops the
 * connection without one. Nothing else: no header, cookie, body or query string, since what a person
 * writes here is health-related data (GDPR Art. 9).
 *
 * It lives in the HTTP layer, a response class of Node's server, rather than in Fastify's
 * request logging, which attaches and removes listeners on every response (decisions/007).
 * The level is decided before anything is built: at `info` a successful health probe costs no
 * allocation.
 */
export function accessLogServerFactory(
  logger: Logger,
): (handler: RequestListener, options?: { keepAliveTimeout?: number }) => Server {
  function writeLine(res: LoggedResponse, aborted: boolean): void {
    const req = res.req as TaggedRequest;
    const url = req.url ?? '';
    const status = aborted && !res.headersSent ? 499 : res.statusCode;
    const level = accessLevel(url, status, aborted);
    if (!logger.isLevelEnabled(level)) return;
    const line = {
      reqId: req[requestIdKey],
      method: req.method,
      path: url.split('?')[0],
      status,
      ms: Math.round(performance.now() - res.startedAt),
    };
    logger[level](line, aborted ? 'request aborted' : status >= 500 ? 'request errored' : 'request');
  }

  class LoggedResponse extends ServerResponse<IncomingMessage> {
    readonly startedAt = performance.now();
    private lineWritten = false;

    // Fixed parameters rather than a rest array: this runs for every answer.
    override end(chunk?: unknown, encoding?: unknown, callback?: unknown): this {
      (super.end as (chunk: unknown, encoding: unknown, callback: unknown) => this)(chunk, encoding, callback);
      if (!this.lineWritten) {
        this.lineWritten = true;
        writeLine(this, false);
      }
      return this;
    }

    override destroy(error?: Error): this {
      if (!this.lineWritten && !this.writableEnded) {
        this.lineWritten = true;
        writeLine(this, true);
      }
      return super.destroy(error);
    }
  }

  // Node's types do not follow a ServerResponse subclass through createServer; the server is an
  // ordinary one that builds its responses with this class.
  return (handler, options) => {
    const server = createServer(
      { ServerResponse: LoggedResponse as typeof ServerResponse },
      handler as RequestListener,
    ) as Server;
    // Fastify sets its timeouts only on servers it creates. An idle connection is kept as long as
    // Fastify would (72 s), longer than a load balancer's usual 60 s: with Node's 5 s the app
    // closes connections a balancer is about to reuse, and that request fails (a 502). The
    // headers timeout stays above it, as the balancers' guides advise; Node's limit on a whole
    // request (5 min) stays.
    server.keepAliveTimeout = options?.keepAliveTimeout ?? 72_000;
    server.headersTimeout = Math.max(server.headersTimeout, server.keepAliveTimeout + 1_000);
    return server;
  };
}
