import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../../tests/helpers/app';
import { createTestAppWithUsers, type SignedInTestUser, type TestAppWithUsers } from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type { AiPreferences } from '@shared/schemas/chat';
import { findElevated } from '../../ai/cbt-engine/test-helpers';
import { postStream } from './stream.test-utils';

/**
 * A local server that speaks the OpenAI chat-completions protocol: streamed replies (one that
 * works, one that errors, one that hangs) and, without `stream`, the crisis classification (the
 * second opinion). The app reaches it through AI_BASE_URL, as it would a real one.
 */
type Mode = 'ok' | 'error' | 'hang' | 'slow';
type ClassifyMode = 'none' | 'crisis' | 'error' | 'garbage';
let modelConnectionClosedAt: number | null = null;
let mode: Mode = 'ok';
let classifyMode: ClassifyMode = 'none';
let server: Server;
let baseURL = '';
type Body = { messages: { role: string; content: string }[]; stream?: boolean; temperature?: number; max_tokens?: number };
/** Streamed reply requests. */
const received: Body[] = [];
/** Crisis classification requests. */
const classified: Body[] = [];
const sockets = new Set<Socket>();

function classification(res: ServerResponse) {
  if (classifyMode === 'error') {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
    return;
  }
  const content =
    classifyMode === 'crisis'
      ? '{"crisis": true, "category": "suicide"}'
      : classifyMode === 'garbage'
        ? 'I am not sure, sorry.'
        : '{"crisis": false, "category": null}';
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'k1',
      object: 'chat.completion',
      created: 0,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  );
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'test-model', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (d: Buffer) => (raw += d.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw || '{}') as Body;
    if (body.stream !== true) {
      classified.push(body);
      classification(res);
      return;
    }
    received.push(body);
    if (mode === 'hang') return;
    if (mode === 'slow') {
      // One chunk, then a long pause: the client will leave in the middle.
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(chunk('Ti ascolto, '));
      res.on('close', () => (modelConnectionClosedAt = Date.now()));
      setTimeout(() => res.end('data: [DONE]\n\n'), 10_000).unref();
      return;
    }
    if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk('Ti ascolto: '));
    res.write(chunk('sembra una giornata pesante. '));
    res.write(chunk('Cosa ti pesa di più?'));
    res.end('data: [DONE]\n\n');
  });
}

describe(`the external model and consent (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let user: SignedInTestUser;

  beforeAll(async () => {
    server = createServer(handle);
    server.on('connection', (s: Socket) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    t = await createTestAppWithUsers({
      env: {
        AI_BASE_URL: baseURL,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'test-model',
        AI_TIMEOUT_MS: '1200',
        AI_BUILTIN_STREAM_DELAY_MS: '0',
      },
    });
    user = await t.signIn({ premium: true });
  });
  afterAll(async () => {
    await t.close();
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    mode = 'ok';
    classifyMode = 'none';
    received.length = 0;
    classified.length = 0;
  });

  const send = (message: string, lang = 'it') => postStream(t.app, '/api/chat/messages', user.headers, { message, lang });
  const setConsent = (externalConsent: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/ai/preferences',
      headers: { ...sameOrigin, ...user.headers },
      payload: { externalConsent },
    });

  it('without consent, text never leaves the server: the built-in engine answers', async () => {
    const prefs = (await t.app.inject({ method: 'GET', url: '/api/ai/preferences', headers: user.headers })).json<AiPreferences>();
    expect(prefs).toEqual({ externalAvailable: true, externalConsent: false, consentedAt: null });
    const res = await send('Oggi è stata una giornata pesante al lavoro');
    expect(res.done!.provider).toBe('builtin');
    expect(received).toHaveLength(0);
    expect(classified).toHaveLength(0);
  });

  it('without consent, a message the model might call a crisis is never sent to it', async () => {
    classifyMode = 'crisis';
    const res = await send('è tutto così buio');
    expect(res.done!.crisis).toBeNull();
    expect(classified).toHaveLength(0);
  });

  it('consent is stored with its time; then the external model answers, streamed', async () => {
    const r = await setConsent(true);
    expect(r.statusCode).toBe(200);
    expect(r.json<AiPreferences>().externalConsent).toBe(true);
    expect(r.json<AiPreferences>().consentedAt).not.toBeNull();

    const res = await send('Oggi è stata una giornata pesante al lavoro');
    expect(res.done!.provider).toBe('external');
    expect(res.done!.fallback).toBe(false);
    expect(res.deltas).toEqual(['Ti ascolto: ', 'sembra una giornata pesante. ', 'Cosa ti pesa di più?']);
    expect(received).toHaveLength(1);
    const messages = received[0]!.messages;
    expect(messages[0]!.role).toBe('system');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Oggi è stata una giornata pesante al lavoro' });
    // With consent, the crisis check asked the model for a second opinion first.
    expect(classified).toHaveLength(1);
    expect(classified[0]!.temperature).toBe(0);
    expect(classified[0]!.max_tokens).toBeLessThanOrEqual(100);
    expect(classified[0]!.messages[0]!.content).toMatch(/JSON/);
    expect(classified[0]!.messages.at(-1)!.content).toContain('Oggi è stata una giornata pesante al lavoro');
  });

  it('with consent, a crisis the rules miss but the model sees gets the crisis reply, no quota, no provider', async () => {
    classifyMode = 'crisis';
    const res = await send('è tutto così buio');
    expect(res.done!.crisis?.category).toBe('suicide');
    expect(received).toHaveLength(0);
    expect(classified).toHaveLength(1);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${res.done!.conversation!.id}`,
      headers: user.headers,
    });
    // The message itself is not stored: an event marks its place, as for any crisis.
    expect(detail.json<{ messages: { role: string }[] }>().messages.map((m) => m.role)).toEqual(['event', 'assistant']);
  });

  it('when the model’s second opinion fails or makes no sense, the rules decide and the reply goes on', async () => {
    for (const m of ['error', 'garbage'] as const) {
      classifyMode = m;
      classified.length = 0;
      received.length = 0;
      const res = await send('è tutto così buio');
      expect(res.done!.crisis).toBeNull();
      expect(res.done!.provider).toBe('external');
      expect(classified).toHaveLength(1);
      expect(received).toHaveLength(1);
    }
  });

  it('a short answer after a crisis reply is read with the conversation: "sì" keeps the help open', async () => {
    const first = await send('Voglio uccidermi');
    expect(first.done!.crisis?.category).toBe('suicide');
    classified.length = 0;
    const next = await postStream(t.app, '/api/chat/messages', user.headers, {
      conversationId: first.done!.conversation!.id,
      message: 'sì',
    });
    expect(next.done!.crisis?.category).toBe('suicide');
    // The conversation layer found it: no need to ask the model, and nothing reached the provider.
    expect(classified).toHaveLength(0);
    expect(received).toHaveLength(0);
  });

  it('sends the conversation’s earlier turns as bounded history', async () => {
    const first = await send('Ho litigato con mia madre');
    received.length = 0;
    classified.length = 0;
    await postStream(t.app, '/api/chat/messages', user.headers, {
      conversationId: first.done!.conversation!.id,
      message: 'E adesso non mi risponde',
    });
    const roles = received[0]!.messages.map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    // The second opinion saw the same earlier turns, in its own bounded transcript.
    expect(classified[0]!.messages.at(-1)!.content).toContain('Ho litigato con mia madre');
    expect(classified[0]!.messages.at(-1)!.content).toContain('E adesso non mi risponde');
  });

  it('when the model errors, the built-in engine answers instead', async () => {
    mode = 'error';
    const res = await send('Mi sento sempre in ritardo su tutto');
    expect(res.status).toBe(200);
    expect(res.done!.provider).toBe('builtin');
    expect(res.done!.fallback).toBe(true);
    expect(res.done!.text.length).toBeGreaterThan(40);
    expect(received).toHaveLength(1);
  });

  it('when the model hangs, the reply falls back within the timeout instead of hanging', async () => {
    mode = 'hang';
    const started = Date.now();
    const res = await send('Non riesco a concentrarmi');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.done!.provider).toBe('builtin');
    expect(res.done!.fallback).toBe(true);
  });

  it('a client that disconnects mid-reply stops the model call; what they wrote is kept', async () => {
    await setConsent(true);
    mode = 'slow';
    modelConnectionClosedAt = null;
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    // A browser tab that closes: the connection goes away after the first delta.
    const firstChunk = await new Promise<string>((resolve, reject) => {
      const req = request(
        {
          host: address.hostname,
          port: address.port,
          path: '/api/chat/messages',
          method: 'POST',
          headers: { ...sameOrigin, ...user.headers, 'content-type': 'application/json' },
        },
        (res) => {
          res.once('data', (d: Buffer) => {
            req.destroy();
            resolve(d.toString());
          });
        },
      );
      req.on('error', (err) => (err.message.includes('socket hang up') ? undefined : reject(err)));
      req.end(JSON.stringify({ message: 'Una domanda che lascerò a metà', lang: 'it' }));
    });
    const leftAt = Date.now();
    expect(firstChunk).toContain('event: delta');
    // Well before the model's own idle timeout (1.2 s here), the app has hung up on it.
    await expect.poll(() => modelConnectionClosedAt, { timeout: 3000, interval: 20 }).not.toBeNull();
    expect(modelConnectionClosedAt! - leftAt).toBeLessThan(600);

    // The exchange is saved once the aborted reply has unwound, a moment after the model hung up.
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/chat/conversations', headers: user.headers }))
        .json<{ items: { id: string; title: string }[] }>()
        .items.find((c) => c.title === 'Una domanda che lascerò a metà');
    await expect.poll(listed, { timeout: 3000, interval: 50 }).toBeDefined();
    const conversation = (await listed())!;
    await expect
      .poll(async () => {
        const detail = await t.app.inject({
          method: 'GET',
          url: `/api/chat/conversations/${conversation.id}`,
          headers: user.headers,
        });
        return detail.json<{ messages: { role: string }[] }>().messages.map((m) => m.role);
      })
      .toEqual(['user']);
  });

  it('an elevated message: the model is asked for a check-in question, which the reply gets when the model left it out', async () => {
    await setConsent(true);
    const res = await send(findElevated('it'));
    expect(res.done!.provider).toBe('external');
    expect(res.done!.crisis).toBeNull();
    expect(received[0]!.messages[0]!.content).toMatch(/pensa di farsi del male o di non voler più vivere/);
    // The fake model never asks it: the reply keeps the model's words and adds the question, streamed.
    expect(res.done!.text.startsWith('Ti ascolto: sembra una giornata pesante. Cosa ti pesa di più?')).toBe(true);
    expect(res.done!.text).toMatch(/(?:ti capita di pensare|hai pensato) di farti del male[^?]*\?/i);
    expect(res.deltas.join('')).toBe(res.done!.text);

    received.length = 0;
    const yes = await postStream(t.app, '/api/chat/messages', user.headers, {
      conversationId: res.done!.conversation!.id,
      message: 'sì',
    });
    expect(yes.done!.crisis?.category).toBe('suicide');
    expect(received).toHaveLength(0);
  });

  it('an ordinary message carries no check-in instruction', async () => {
    const res = await send('Oggi ho sistemato la cucina e poi ho letto un po’');
    expect(res.done!.provider).toBe('external');
    expect(received[0]!.messages[0]!.content).not.toMatch(/farsi del male/);
    expect(res.done!.text).toBe('Ti ascolto: sembra una giornata pesante. Cosa ti pesa di più?');
  });

  it('a crisis message never reaches the external model, even with consent', async () => {
    const res = await send('Voglio uccidermi, non ce la faccio più');
    expect(res.done!.crisis?.category).toBe('suicide');
    expect(received).toHaveLength(0);
    // The rules found it: the model is not asked either.
    expect(classified).toHaveLength(0);
  });

  it('consent can be revoked: the built-in engine answers again', async () => {
    const r = await setConsent(false);
    expect(r.json<AiPreferences>()).toEqual({ externalAvailable: true, externalConsent: false, consentedAt: null });
    const res = await send('Ancora stanco oggi');
    expect(res.done!.provider).toBe('builtin');
    expect(received).toHaveLength(0);
    expect(classified).toHaveLength(0);
  });

  it('without AI_BASE_URL, no external model is offered', async () => {
    const plain = await createTestAppWithUsers({ env: { AI_BUILTIN_STREAM_DELAY_MS: '0' } });
    try {
      const someone = await plain.signIn();
      const prefs = (
        await plain.app.inject({ method: 'GET', url: '/api/ai/preferences', headers: someone.headers })
      ).json<AiPreferences>();
      expect(prefs.externalAvailable).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
