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

/** Splits a buffer into complete server-sent events; returns the events and the rest. */
export function takeEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  let rest = buffer.replace(/\r\n/g, '\n');
  let end = rest.indexOf('\n\n');
  while (end >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) events.push({ event, data: data.join('\n') });
    end = rest.indexOf('\n\n');
  }
  return { events, rest };
}

/**
 * POSTs to a streaming AI route (with cookies and the same-origin header, which EventSource
 * cannot send) and reads the `text/event-stream` answer as it arrives: `onDelta` gets each piece
 * of text, the promise resolves with the `done` event. A refusal before the stream (400, 401,
 * 404, 429) throws `ApiError`; an `error` event throws `StreamFailure`; an abort rethrows the
 * AbortError.
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
  let buffer = '';
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
      const { events, rest } = takeEvents(buffer + chunk.value);
      buffer = rest;
      for (const { event, data } of events) {
        const payload = JSON.parse(data) as Record<string, unknown>;
        if (event === 'delta') onDelta(String(payload.text ?? ''));
        else if (event === 'done') return payload as unknown as StreamDone;
        else if (event === 'error')
          throw new StreamFailure(String(payload.code ?? 'ai.processing_failed'), (payload.message as string) ?? null);
      }
    }
  } finally {
    reader.releaseLock();
  }
  throw new StreamFailure('ai.processing_failed');
}
