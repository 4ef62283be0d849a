import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type { ConversationDetail } from '@shared/schemas/chat';
import { type AiProvider, createAiService } from '../../ai';
import { createEngineState, parseEngineState } from '../../ai/cbt-engine/state';
import { messagesTable } from './chat.table';
import { postStream } from './stream.test-utils';

const offered = {
  it: ['Il lavoro', 'Una persona', 'Non lo so ancora'],
  en: ['Work', 'Someone', "I don't know yet"],
};

/**
 * A provider that answers like the engine will once it offers quick replies: "boh"/"idk" gets
 * two or three labels; "troppe" gets labels outside the contract (four, one too long); anything
 * else none. It sits behind the real AI service, so the crisis check still runs first.
 */
const fakeProvider: AiProvider = {
  name: 'builtin',
  async *stream(req) {
    const state = parseEngineState(req.state ?? createEngineState());
    const text = req.lang === 'en' ? 'What is weighing on you most?' : 'Cosa ti pesa di più?';
    const quickReplies = /^(boh|idk)$/i.test(req.message.trim())
      ? offered[req.lang]
      : req.message === 'troppe'
        ? ['Uno', 'Due', 'Tre', 'Quattro', 'x'.repeat(61)]
        : undefined;
    const reply = {
      text,
      state: { ...state, turn: state.turn + 1 },
      suggestions: [],
      distortions: [],
      quickReplies,
    };
    yield { type: 'delta', text };
    yield { type: 'done', reply };
  },
};

describe(`quick replies under the latest reply (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let user: SignedInTestUser;
  let conversationId: string;

  beforeAll(async () => {
    const ai = createAiService({ provider: fakeProvider });
    t = await createTestAppWithUsers({
      env: { AI_BUILTIN_STREAM_DELAY_MS: '0' },
      aiServices: { builtin: ai, external: null },
    });
    user = await t.signIn({ premium: true });
  });
  afterAll(() => t.close());

  const send = (payload: Record<string, unknown>) =>
    postStream(t.app, '/api/chat/messages', user.headers, payload);
  const detail = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${id}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json<ConversationDetail>();
  };

  it('the done event carries the labels, and so does the stored reply it returns', async () => {
    const res = await send({ message: 'boh', lang: 'it' });
    expect(res.done!.text).toBe('Cosa ti pesa di più?');
    expect(res.done!.quickReplies).toEqual(offered.it);
    expect(res.done!.message!.quickReplies).toEqual(offered.it);
    expect(res.done!.userMessage).not.toHaveProperty('quickReplies');
    conversationId = res.done!.conversation!.id;

    const rows = await t.database.db
      .select({ role: messagesTable.role, meta: messagesTable.meta })
      .from(messagesTable)
      .where(eq(messagesTable.conversationId, conversationId));
    expect(rows.find((r) => r.role === 'assistant')!.meta!.quickReplies).toEqual(offered.it);
  });

  it('after a reload they are still under the last reply, and only there', async () => {
    const { messages } = await detail(conversationId);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]!.quickReplies).toEqual(offered.it);
    expect(messages[0]).not.toHaveProperty('quickReplies');
  });

  it('once the person sends anything (a label, here) the earlier reply offers them no more', async () => {
    const res = await send({ conversationId, message: offered.it[0] });
    expect(res.done).not.toBeNull();
    expect(res.done).not.toHaveProperty('quickReplies');
    const { messages } = await detail(conversationId);
    expect(messages.map((m) => m.content)).toEqual([
      'boh',
      'Cosa ti pesa di più?',
      'Il lavoro',
      'Cosa ti pesa di più?',
    ]);
    expect(messages.filter((m) => m.quickReplies)).toEqual([]);
  });

  it('a new "boh" offers them again, under the new last reply only', async () => {
    await send({ conversationId, message: 'Boh' });
    const { messages } = await detail(conversationId);
    expect(messages.map((m) => m.quickReplies ?? null)).toEqual([null, null, null, null, null, offered.it]);
  });

  it('in English the labels are the reply’s own', async () => {
    const res = await send({ message: 'idk', lang: 'en' });
    expect(res.done!.quickReplies).toEqual(offered.en);
  });

  it('labels outside the contract (more than three, too long) are left out and the reply still arrives', async () => {
    const res = await send({ message: 'troppe', lang: 'it' });
    expect(res.done!.text).toBe('Cosa ti pesa di più?');
    expect(res.done).not.toHaveProperty('quickReplies');
    const { messages } = await detail(res.done!.conversation!.id);
    expect(messages.filter((m) => m.quickReplies)).toEqual([]);
  });

  it('a crisis message gets the crisis reply and its help, never quick replies', async () => {
    const res = await send({
      message: 'Non ce la faccio più a vivere, stanotte voglio farla finita',
      lang: 'it',
    });
    expect(res.done!.crisis).not.toBeNull();
    expect(res.done).not.toHaveProperty('quickReplies');
    expect(res.done!.message).not.toHaveProperty('quickReplies');
  });
});

describe(`quick replies from the built-in engine (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  afterAll(() => t.close());

  it('"boh" after a first message gets two or three labels that fit the contract, kept for a reload', async () => {
    t = await createTestAppWithUsers({ env: { AI_BUILTIN_STREAM_DELAY_MS: '0' } });
    const user = await t.signIn({ premium: true });
    const first = await postStream(t.app, '/api/chat/messages', user.headers, {
      message: 'Oggi sono giù',
      lang: 'it',
    });
    const conversationId = first.done!.conversation!.id;
    const res = await postStream(t.app, '/api/chat/messages', user.headers, {
      conversationId,
      message: 'boh',
    });
    const labels = res.done!.quickReplies!;
    expect(labels.length).toBeGreaterThanOrEqual(2);
    expect(labels.length).toBeLessThanOrEqual(3);
    for (const label of labels) expect(label.length).toBeLessThanOrEqual(60);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${conversationId}`,
      headers: user.headers,
    });
    expect(detail.json<ConversationDetail>().messages.at(-1)!.quickReplies).toEqual(labels);
  });
});
