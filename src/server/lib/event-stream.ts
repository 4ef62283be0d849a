import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamDone, StreamError } from '@shared/schemas/chat';
import { type ErrorCode, errorMessage } from '@shared/errors';
import { requestLang } from './request-lang';

export interface EventSink {
  delta(text: string): void;
  done(data: StreamDone): void;
  /** Aborted when the client goes away: stop the provider and write nothing more. */
  signal: AbortSignal;
}

/**
 * Answers with `text/event-stream`: `event: delta` as the reply is written, then one
 * `event: done` or `event: error`. Everything that can be refused with a normal JSON error
 * (validation, sign-in, ownership, the daily limit) must be decided BEFORE calling this.
 * If `run` throws, the stream carries `failureCode`'s message and ends: it never hangs.
 * A client that disconnects aborts `signal`, so the provider stops too.
 */
export function sendEventStream(
  req: FastifyRequest,
  reply: FastifyReply,
  { failureCode, run }: { failureCode: ErrorCode; run: (sink: EventSink) => Promise<void> },
): FastifyReply {
  const stream = new PassThrough();
  const controller = new AbortController();
  let ended = false;
  const write = (event: string, data: unknown) => {
    if (ended || controller.signal.aborted) return;
    stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  reply.raw.on('close', () => {
    if (!ended) controller.abort();
  });

  const sink: EventSink = {
    delta: (text) => write('delta', { text }),
    done: (data) => write('done', data),
    signal: controller.signal,
  };

  void (async () => {
    try {
      await run(sink);
    } catch (err) {
      // The logger's error serializer keeps the query's shape and drops its parameters, which
      // here are what the person wrote (lib/log-error.ts).
      req.log.error({ err }, 'ai stream failed');
      const body: StreamError = { code: failureCode, message: errorMessage(failureCode, requestLang(req)) };
      write('error', body);
    } finally {
      ended = true;
      stream.end();
    }
  })();

  return reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
