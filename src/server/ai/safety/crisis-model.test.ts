// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatTurn } from '../types';
import { buildCrisisResponse } from './crisis-response';
import {
  checkCrisisLayers,
  classifierMessages,
  createCrisisClassifier,
  parseVerdict,
  type CrisisClassifier,
  type WarnLogger,
} from './crisis-model';

/**
 * A local server speaking the OpenAI chat-completions protocol (non-streaming), as the external
 * model would: it answers the crisis classification in the way each test sets.
 */
type Mode = 'crisis' | 'none' | 'fenced' | 'alias' | 'no_category' | 'garbage' | 'error500' | 'hang';
let mode: Mode = 'none';
let server: Server;
let baseURL = '';
const bodies: Array<Record<string, unknown>> = [];
const sockets = new Set<Socket>();

const ANSWERS: Record<Exclude<Mode, 'error500' | 'hang'>, string> = {
  crisis: '{"crisis": true, "category": "self_harm"}',
  none: '{"crisis": false, "category": null}',
  fenced: '```json\n{"crisis": true, "category": "medical_emergency"}\n```',
  alias: '{"crisis": true, "category": "Domestic violence"}',
  no_category: '{"crisis": true}',
  garbage: 'This message seems fine to me.',
};

function handle(req: IncomingMessage, res: ServerResponse): void {
  let raw = '';
  req.on('data', (d: Buffer) => (raw += d.toString()));
  req.on('end', () => {
    bodies.push(JSON.parse(raw || '{}') as Record<string, unknown>);
    if (mode === 'hang') return; // never answers
    if (mode === 'error500') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'k1',
        object: 'chat.completion',
        created: 0,
        model: 'test-model',
        choices: [
          { index: 0, message: { role: 'assistant', content: ANSWERS[mode] }, finish_reason: 'stop' },
        ],
      }),
    );
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

beforeEach(() => {
  mode = 'none';
  bodies.length = 0;
});

function logger(): WarnLogger & { calls: Array<[Record<string, unknown>, string]> } {
  const calls: Array<[Record<string, unknown>, string]> = [];
  return { calls, warn: (obj, msg) => calls.push([obj, msg]) };
}

function classifier(timeoutMs = 2000, log?: WarnLogger): CrisisClassifier {
  return createCrisisClassifier({
    baseURL,
    apiKey: 'test-key',
    model: 'test-model',
    timeoutMs,
    maxHistoryTurns: 4,
    maxHistoryChars: 300,
    ...(log ? { log } : {}),
  });
}

// Messages written for these tests: vague wording that neither the rules nor the local model
// flag, so the external model is asked.
const INDIRECT_IT = 'è tutto così buio';
const INDIRECT_EN = 'everything feels so dark lately';

describe('the external model as a second opinion (third layer)', () => {
  it('asks for a strict JSON classification: dedicated prompt, temperature 0, small max_tokens, no stream', async () => {
    mode = 'crisis';
    const history: ChatTurn[] = Array.from({ length: 10 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `turno ${i} ` + 'x'.repeat(80),
    }));
    const r = await checkCrisisLayers(INDIRECT_IT, 'it', { history }, classifier());
    expect(r).toMatchObject({ crisis: true, category: 'self_harm', source: 'model', level: 'crisis' });
    expect(bodies).toHaveLength(1);
    const body = bodies[0]!;
    expect(body.model).toBe('test-model');
    expect(body.temperature).toBe(0);
    expect(body.max_tokens).toBeLessThanOrEqual(100);
    expect(body.stream).toBeFalsy();
    const messages = body.messages as Array<{ role: string; content: string }>;
    expect(messages).toHaveLength(2);
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toMatch(/JSON/);
    expect(messages[0]!.content).toMatch(/classifichi/);
    expect(messages[1]!.content.endsWith(INDIRECT_IT)).toBe(true);
    // A short, bounded history: the last turns only, within the budget.
    expect(messages[1]!.content).toContain('turno 9');
    expect(messages[1]!.content).not.toContain('turno 0');
    expect(messages[1]!.content.length).toBeLessThan(300 + INDIRECT_IT.length + 200);
  });

  it('speaks English to an English conversation', async () => {
    mode = 'none';
    await checkCrisisLayers(INDIRECT_EN, 'en', null, classifier());
    const messages = bodies[0]!.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.content).toMatch(/safety classifier/);
    expect(messages[1]!.content).toMatch(/^Latest message to classify:/);
  });

  it('"no crisis" from the model leaves the rules’ answer', async () => {
    mode = 'none';
    const r = await checkCrisisLayers(INDIRECT_EN, 'en', null, classifier());
    expect(r).toMatchObject({ crisis: false, category: null });
  });

  it('is never asked when the rules already found a crisis, so it can never cancel one', async () => {
    mode = 'none';
    const r = await checkCrisisLayers('voglio farla finita stanotte', 'it', null, classifier());
    expect(r).toMatchObject({ crisis: true, category: 'suicide', source: 'rules' });
    expect(bodies).toHaveLength(0);
  });

  it('is never asked when the conversation layer already found one', async () => {
    const history: ChatTurn[] = [{ role: 'assistant', content: buildCrisisResponse('suicide', 'en').text }];
    const r = await checkCrisisLayers('yes', 'en', { history }, classifier());
    expect(r).toMatchObject({ crisis: true, source: 'context' });
    expect(bodies).toHaveLength(0);
  });

  it('without a classifier (no consent, or no model configured) no text leaves: rules only', async () => {
    const r = await checkCrisisLayers(INDIRECT_IT, 'it', null, null);
    expect(r).toMatchObject({ crisis: false, category: null });
    expect(bodies).toHaveLength(0);
  });

  it('reads answers in a code fence and category names it can map', async () => {
    mode = 'fenced';
    expect(await checkCrisisLayers(INDIRECT_EN, 'en', null, classifier())).toMatchObject({
      category: 'medical_emergency',
    });
    mode = 'alias';
    expect(await checkCrisisLayers(INDIRECT_EN, 'en', null, classifier())).toMatchObject({
      category: 'abuse_violence',
    });
  });

  it.each(['garbage', 'no_category', 'error500'] as const)(
    'falls back to the rules and warns without the text when the answer is unusable (%s)',
    async (m) => {
      mode = m;
      const log = logger();
      const r = await checkCrisisLayers(INDIRECT_IT, 'it', null, classifier(2000), { log });
      expect(r).toMatchObject({ crisis: false, category: null });
      expect(log.calls).toHaveLength(1);
      const [obj, msg] = log.calls[0]!;
      expect(obj).toMatchObject({ layer: 'crisis_model', reason: m === 'error500' ? 'http' : 'unparsable' });
      expect(JSON.stringify(obj) + msg).not.toContain('buio');
    },
  );

  it('falls back within the timeout when the model never answers', async () => {
    mode = 'hang';
    const log = logger();
    const t0 = Date.now();
    const r = await checkCrisisLayers(INDIRECT_IT, 'it', null, classifier(400), { log });
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(r).toMatchObject({ crisis: false, category: null });
    expect(log.calls[0]![0]).toMatchObject({ reason: 'timeout' });
  });

  it('stops at once, without a warning, when the caller goes away', async () => {
    mode = 'hang';
    const log = logger();
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    const t0 = Date.now();
    const r = await checkCrisisLayers(INDIRECT_IT, 'it', null, classifier(5000), { log, signal: ac.signal });
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(r.crisis).toBe(false);
    expect(log.calls).toHaveLength(0);
  });

  it('falls back when the server cannot be reached at all', async () => {
    const log = logger();
    const dead = createCrisisClassifier({
      baseURL: 'http://127.0.0.1:9/v1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 1000,
    });
    const r = await checkCrisisLayers(INDIRECT_EN, 'en', null, dead, { log });
    expect(r.crisis).toBe(false);
    expect(log.calls).toHaveLength(1);
  });
});

describe('parseVerdict', () => {
  it('accepts only the JSON object asked for', () => {
    expect(parseVerdict('{"crisis": false, "category": null}')).toEqual({ crisis: false, category: null });
    expect(parseVerdict('{"crisis": true, "category": "suicide"}')).toEqual({
      crisis: true,
      category: 'suicide',
    });
    expect(parseVerdict('Sure! {"crisis": true, "category": "self-harm"}')).toEqual({
      crisis: true,
      category: 'self_harm',
    });
    expect(parseVerdict('{"crisis": "yes"}')).toBeNull();
    expect(parseVerdict('{"crisis": true, "category": "sadness"}')).toBeNull();
    expect(parseVerdict('{not json}')).toBeNull();
    expect(parseVerdict(undefined)).toBeNull();
  });
});

describe('classifierMessages', () => {
  it('puts the conversation in one transcript, oldest first, and the latest message last', () => {
    const msgs = classifierMessages(
      {
        message: 'sì',
        lang: 'it',
        history: [
          { role: 'user', content: 'ciao' },
          { role: 'assistant', content: 'Ciao! Come stai?' },
        ],
      },
      6,
      2000,
    );
    expect(msgs[1]!.content).toBe(
      'Conversazione precedente (dalla più vecchia):\nPersona: ciao\nAssistente: Ciao! Come stai?\n\nUltimo messaggio da classificare:\nsì',
    );
  });
});
