// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinProvider } from './cbt-engine/index';
import { boundHistory, createOpenAiProvider } from './openai-provider';
import type { AiProvider, AiReply, AiRequest, AiStreamEvent, ChatTurn } from './types';

type Mode = 'ok' | 'error500' | 'hang' | 'midfail' | 'stall' | 'empty';

let server: Server;
let baseURL = '';
let mode: Mode = 'ok';
let lastBody: Record<string, unknown> | null = null;
const sockets = new Set<Socket>();

function chunk(content: string): string {
  return `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'test-model', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  let raw = '';
  req.on('data', (d: Buffer) => (raw += d.toString()));
  req.on('end', () => {
    lastBody = JSON.parse(raw || '{}') as Record<string, unknown>;
    if (mode === 'hang') return; // never answer
    if (mode === 'error500') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    if (mode === 'empty') {
      res.end('data: [DONE]\n\n');
      return;
    }
    res.write(chunk('Capisco, '));
    res.write(chunk('sono qui '));
    if (mode === 'midfail') {
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    }
    if (mode === 'stall') return; // stops sending after two chunks
    res.write(chunk('con te.'));
    res.end('data: [DONE]\n\n');
  });
}

beforeAll(async () => {
  server = createServer(handle);
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function provider(
  over: { timeoutMs?: number; idleTimeoutMs?: number; fallback?: AiProvider } = {},
): AiProvider {
  return createOpenAiProvider({
    baseURL,
    apiKey: 'test-key',
    model: 'test-model',
    timeoutMs: over.timeoutMs ?? 3000,
    idleTimeoutMs: over.idleTimeoutMs ?? 1500,
    maxHistoryTurns: 4,
    maxHistoryChars: 400,
    fallback: over.fallback ?? createBuiltinProvider(),
  });
}

const history: ChatTurn[] = Array.from(
  { length: 10 },
  (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `turno ${i} ` + 'x'.repeat(50) }) as ChatTurn,
);
const REQ: AiRequest = {
  feature: 'chat',
  lang: 'it',
  message: 'Sono in ansia, sicuramente andrà male',
  history,
  state: null,
};

async function run(
  p: AiProvider,
  req: AiRequest = REQ,
): Promise<{ text: string; reply: AiReply; events: AiStreamEvent[]; ms: number }> {
  const t0 = Date.now();
  const events: AiStreamEvent[] = [];
  for await (const ev of p.stream(req, {})) events.push(ev);
  const done = events.filter((e) => e.type === 'done');
  expect(done).toHaveLength(1);
  expect(events.at(-1)!.type).toBe('done');
  const text = events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
  return { text, reply: (done[0] as { reply: AiReply }).reply, events, ms: Date.now() - t0 };
}

describe('OpenAI-compatible provider', () => {
  it('streams the chat-completions SSE deltas', async () => {
    mode = 'ok';
    const { text, reply, events } = await run(provider());
    expect(text).toBe('Capisco, sono qui con te.');
    expect(reply.text).toBe(text);
    expect(reply.provider).toBe('openai');
    expect(reply.fallback).toBeUndefined();
    expect(reply.distortions).toContain('fortune_telling');
    expect(reply.state.turn).toBe(1);
    expect(events.filter((e) => e.type === 'delta')).toHaveLength(3);
  });

  it('sends a CBT system prompt, bounded history and stream: true', async () => {
    mode = 'ok';
    await run(provider());
    const body = lastBody!;
    expect(body.stream).toBe(true);
    expect(body.model).toBe('test-model');
    const messages = body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toMatch(/intelligenza artificiale/);
    expect(messages[0]!.content).toMatch(/diagnosi/);
    expect(messages.at(-1)).toEqual({ role: 'user', content: REQ.message });
    const turns = messages.filter((m) => m.role === 'user' || m.role === 'assistant').slice(0, -1);
    expect(turns.length).toBeLessThanOrEqual(4);
    expect(turns.reduce((n, t) => n + t.content.length, 0)).toBeLessThanOrEqual(400);
    expect(turns[0]?.role).toBe('user');
  });

  it('falls back to the built-in engine on HTTP 500', async () => {
    mode = 'error500';
    const { reply, text } = await run(provider());
    expect(reply.provider).toBe('builtin');
    expect(reply.fallback).toBe(true);
    expect(text).toBe(reply.text);
    expect(text.length).toBeGreaterThan(50);
  });

  it('falls back within the timeout when the server never answers', async () => {
    mode = 'hang';
    const { reply, ms } = await run(provider({ timeoutMs: 800, idleTimeoutMs: 500 }));
    expect(reply.provider).toBe('builtin');
    expect(reply.fallback).toBe(true);
    expect(ms).toBeLessThan(2500);
  });

  it('falls back when the stream is empty', async () => {
    mode = 'empty';
    const { reply } = await run(provider());
    expect(reply.fallback).toBe(true);
  });

  it('ends with a short apology if it breaks mid-stream', async () => {
    mode = 'midfail';
    const { reply, text } = await run(provider());
    expect(text.startsWith('Capisco, sono qui ')).toBe(true);
    expect(text).toMatch(/Scusami/);
    expect(reply.provider).toBe('openai');
    expect(reply.text).toBe(text);
  });

  it('does not hang when chunks stop arriving (idle timeout)', async () => {
    mode = 'stall';
    const { text, ms } = await run(provider({ timeoutMs: 5000, idleTimeoutMs: 400 }));
    expect(text).toMatch(/Scusami/);
    expect(ms).toBeLessThan(2500);
  });
});

describe('boundHistory', () => {
  it('keeps the last turns within the budget and starts with a user turn', () => {
    const h = boundHistory(history, 5, 10000);
    expect(h).toHaveLength(4);
    expect(h[0]!.role).toBe('user');
    expect(boundHistory(history, 10, 120).length).toBeLessThanOrEqual(2);
    expect(boundHistory([], 10, 100)).toEqual([]);
  });
});
