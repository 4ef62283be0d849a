import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { streamAi, StreamFailure } from './stream';

function sseResponse(chunks: string[], status = 200) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

const done = {
  text: 'Ciao a te',
  suggestions: [],
  distortions: [],
  crisis: null,
  remaining: 2,
  provider: 'builtin',
  fallback: false,
};

describe('reading the AI stream', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands over an event only once its blank line has arrived', async () => {
    let push!: (chunk: string) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => (chunk ? controller.enqueue(new TextEncoder().encode(chunk)) : controller.close());
      },
    });
    vi.stubGlobal(
      'fetch',
      async () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    );
    const deltas: string[] = [];
    const result = streamAi('/x', {}, { onDelta: (t) => deltas.push(t) });
    push('event: delta\r\ndata: {"text":"Ci"}\r\n\r\nevent: delta\ndata: {"te');
    await vi.waitFor(() => expect(deltas).toEqual(['Ci']));
    push('xt":"ao"}\n');
    await new Promise((r) => setTimeout(r, 10));
    expect(deltas).toEqual(['Ci']);
    push(`\n: keep-alive\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`);
    await expect(result).resolves.toMatchObject({ remaining: 2 });
    expect(deltas).toEqual(['Ci', 'ao']);
  });

  it('hands over each delta as it arrives, even split across network chunks, then resolves with done', async () => {
    const fetchMock = vi.fn(async () =>
      sseResponse([
        'event: delta\ndata: {"text":"Ciao "}\n\nevent: del',
        'ta\ndata: {"text":"a te"}\n\n',
        `event: done\ndata: ${JSON.stringify(done)}\n\n`,
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const deltas: string[] = [];
    const result = await streamAi(
      '/api/chat/messages',
      { message: 'ciao' },
      { onDelta: (t) => deltas.push(t) },
    );
    expect(deltas).toEqual(['Ciao ', 'a te']);
    expect(result.remaining).toBe(2);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['x-serenamente-csrf']).toBe('1');
  });

  it('an error event becomes a StreamFailure with its code; a stream that just stops too', async () => {
    vi.stubGlobal('fetch', async () =>
      sseResponse([
        'event: delta\ndata: {"text":"x"}\n\nevent: error\ndata: {"code":"ai.processing_failed","message":"…"}\n\n',
      ]),
    );
    await expect(streamAi('/x', {}, { onDelta: () => {} })).rejects.toMatchObject({
      code: 'ai.processing_failed',
    });
    vi.stubGlobal('fetch', async () => sseResponse(['event: delta\ndata: {"text":"x"}\n\n']));
    await expect(streamAi('/x', {}, { onDelta: () => {} })).rejects.toBeInstanceOf(StreamFailure);
  });

  it('a refusal before the stream (the daily limit) is an ApiError with the server’s code', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            error: { code: 'plans.daily_limit_reached', message: 'Limite giornaliero raggiunto' },
          }),
          {
            status: 429,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const err = await streamAi('/x', {}, { onDelta: () => {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('plans.daily_limit_reached');
  });
});
