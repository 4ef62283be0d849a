import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { StreamDone } from '@shared/schemas/chat';
import { csrfHeader } from '@shared/http';
import { NetworkError, throwIfResNotOk } from '@/lib/api-client';

/** The stream ended with an `error` event (or without a `done`): its code is an error code. */
export class StreamFailure extends Error {
  constructor(
    public readonly code: string,
    public readonly serverMessage: string | null = null,
  ) {
    super(code);
    this.name = 'StreamFailure';
  }
}

/** What one server-sent event means for the request: more text, its end, or its failure. */
function readEvent({ event, data }: EventSourceMessage, onDelta: (text: string) => void): StreamDone | null {
  const payload = JSON.parse(data) as Record<string, unknown>;
  if (event === 'delta') onDelta(String(payload.text ?? ''));
  else if (event === 'done') return payload as unknown as StreamDone;
  else if (event === 'error')
    throw new StreamFailure(
      String(payload.code ?? 'ai.processing_failed'),
      (payload.message as string) ?? null,
    );
  return null;
}

/**
 * POSTs to a streaming AI route (fetch, since EventSource cannot send the CSRF header) and
 * resolves with its `done` event. A refusal before the stream throws `ApiError`; an `error`
 * event `StreamFailure`; an abort rethrows the AbortError.
 */
export async function streamAi(
  url: string,
  body: unknown,
  { signal, onDelta }: { signal?: AbortSignal; onDelta: (text: string) => void },
): Promise<StreamDone> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: {
        [csrfHeader.name]: csrfHeader.value,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new NetworkError(err);
  }
  await throwIfResNotOk(res);
  if (!res.body) throw new StreamFailure('ai.processing_failed');

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  // The parser calls back inside feed(); events are handled after it returns, so a throw or the
  // `done` leaves the read loop rather than the parser.
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (err) {
        if (signal?.aborted) throw err;
        throw new NetworkError(err);
      }
      if (chunk.done) break;
      parser.feed(chunk.value);
      for (const event of events.splice(0)) {
        const done = readEvent(event, onDelta);
        if (done) return done;
      }
    }
  } finally {
    reader.releaseLock();
  }
  throw new StreamFailure('ai.processing_failed');
}
