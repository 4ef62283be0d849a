import type { FastifyInstance } from 'fastify';
import { sameOrigin } from '../../../../tests/helpers/app';
import type { StreamDone, StreamError } from '@shared/schemas/chat';

export interface ParsedStream {
  status: number;
  contentType: string | undefined;
  deltas: string[];
  done: StreamDone | null;
  error: StreamError | null;
  /** The JSON body when the request was refused before the stream. */
  json: { error?: { code: string; message: string } } | null;
}

/** Splits a text/event-stream body into its events. */
export function parseEvents(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

/** POSTs to a streaming AI route and reads the whole stream (or the JSON refusal). */
export async function postStream(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  payload: unknown,
): Promise<ParsedStream> {
  const res = await app.inject({ method: 'POST', url, headers: { ...sameOrigin, ...headers }, payload: payload as object });
  const contentType = res.headers['content-type'] as string | undefined;
  if (!contentType?.startsWith('text/event-stream')) {
    return { status: res.statusCode, contentType, deltas: [], done: null, error: null, json: res.json() };
  }
  const events = parseEvents(res.body);
  return {
    status: res.statusCode,
    contentType,
    deltas: events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text),
    done: (events.find((e) => e.event === 'done')?.data as StreamDone | undefined) ?? null,
    error: (events.find((e) => e.event === 'error')?.data as StreamError | undefined) ?? null,
    json: null,
  };
}
