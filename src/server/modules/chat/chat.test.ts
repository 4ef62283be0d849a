import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../../tests/helpers/app';
import { createTestAppWithUsers, type SignedInTestUser, type TestAppWithUsers } from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type { ChatMessage, ConversationDetail, ConversationList } from '@shared/schemas/chat';
import type { DailyUsage } from '@shared/schemas/plans';
import { seedContent } from '../../db/seed';
import { activityLogTable } from '../activity/activity.table';
import { safetyEventsTable } from '../safety/safety.table';
import { conversationsTable, messagesTable } from './chat.table';
import { postStream } from './stream.test-utils';

const CRISIS_TEXT = 'Non ce la faccio più a vivere, stanotte voglio farla finita';

describe(`chat API (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let now = new Date('2026-03-10T09:00:00Z');

  beforeAll(async () => {
    t = await createTestAppWithUsers({ env: { AI_BUILTIN_STREAM_DELAY_MS: '0' }, clock: () => now });
    await seedContent(t.database.db);
  });
  afterAll(() => t.close());

  const send = (user: SignedInTestUser, payload: Record<string, unknown>) =>
    postStream(t.app, '/api/chat/messages', user.headers, payload);
  const get = <T>(user: SignedInTestUser, url: string) =>
    t.app.inject({ method: 'GET', url, headers: user.headers }).then((r) => ({ status: r.statusCode, body: r.json<T>() }));
  const usage = (user: SignedInTestUser) => get<DailyUsage>(user, '/api/plans/usage').then((r) => r.body);
  const premium = () => t.signIn({ premium: true });

  describe('a normal message', () => {
    let user: SignedInTestUser;
    let conversationId: string;

    beforeAll(async () => {
      user = await t.signIn();
    });

    it('streams the reply as delta events and one done event, in the conversation’s language', async () => {
      const res = await send(user, { message: 'Sono molto in ansia per il lavoro, non riesco a staccare', lang: 'it' });
      expect(res.status).toBe(200);
      expect(res.contentType).toMatch(/^text\/event-stream/);
      expect(res.deltas.length).toBeGreaterThan(1);
      expect(res.done).not.toBeNull();
      expect(res.deltas.join('')).toBe(res.done!.text);
      expect(res.done!.message!.content).toBe(res.done!.text);
      expect(res.done!.provider).toBe('builtin');
      expect(res.done!.crisis).toBeNull();
      expect(res.done!.conversation!.lang).toBe('it');
      conversationId = res.done!.conversation!.id;
    });

    it('stores both messages and names the conversation after the first message', async () => {
      const { body } = await get<ConversationDetail>(user, `/api/chat/conversations/${conversationId}`);
      expect(body.conversation.title).toBe('Sono molto in ansia per il lavoro, non riesco a staccare');
      expect(body.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(body.messages[0]!.content).toBe('Sono molto in ansia per il lavoro, non riesco a staccare');
    });

    it('uses one unit of the daily quota and records one AI request in the activity log', async () => {
      const u = await usage(user);
      expect(u.used).toBe(1);
      const rows = await t.database.db
        .select()
        .from(activityLogTable)
        .where(and(eq(activityLogTable.userId, user.id), eq(activityLogTable.kind, 'ai_request')));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.ref).toBe('chat');
      expect(JSON.stringify(rows[0]!.meta)).not.toMatch(/ansia/);
    });

    it('says how many requests are left today in the done event', async () => {
      const res = await send(user, { conversationId, message: 'Mi sento sempre un fallimento' });
      expect(res.done!.remaining).toBe(1);
    });

    it('lists conversations most recent first, and deletes one with its messages', async () => {
      now = new Date(now.getTime() + 60_000);
      const other = await send(user, { message: 'Ciao, oggi va un po’ meglio' });
      const list = (await get<ConversationList>(user, '/api/chat/conversations')).body;
      expect(list.items.map((c) => c.id)).toEqual([other.done!.conversation!.id, conversationId]);

      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/chat/conversations/${other.done!.conversation!.id}`,
        headers: { ...sameOrigin, ...user.headers },
      });
      expect(del.statusCode).toBe(204);
      expect((await get(user, `/api/chat/conversations/${other.done!.conversation!.id}`)).status).toBe(404);
      const left = await t.database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(messagesTable)
        .where(eq(messagesTable.conversationId, other.done!.conversation!.id));
      expect(left[0]!.n).toBe(0);
    });
  });

  describe('a thought record', () => {
    it('continues across turns and after a reload, from the stored engine state', async () => {
      const user = await premium();
      const first = await send(user, { message: 'Facciamo un diario dei pensieri', lang: 'it' });
      const id = first.done!.conversation!.id;
      expect(first.done!.thoughtRecord).toEqual({ step: 'situation', index: 1, total: 7 });

      await send(user, { conversationId: id, message: 'Ieri in riunione il mio capo ha criticato la mia presentazione' });
      // A "reload": the page reads the conversation back, then the next message is a new request.
      const reloaded = (await get<ConversationDetail>(user, `/api/chat/conversations/${id}`)).body;
      expect(reloaded.thoughtRecord?.step).toBe('thought');
      expect(reloaded.messages).toHaveLength(4);

      const third = await send(user, { conversationId: id, message: 'Ho pensato: sono un incapace, mi licenzieranno' });
      expect(third.done!.thoughtRecord?.step).toBe('emotion');
      const fourth = await send(user, { conversationId: id, message: 'ansia, 80' });
      expect(fourth.done!.thoughtRecord?.step).toBe('evidence_for');
      expect(fourth.done!.text).toContain('sono un incapace');
    });
  });

  describe('the crisis path', () => {
    let user: SignedInTestUser;
    let res: Awaited<ReturnType<typeof send>>;

    beforeAll(async () => {
      user = await t.signIn();
      res = await send(user, { message: CRISIS_TEXT, lang: 'it' });
    });

    it('answers with a warm crisis reply, 112 and the helplines with tap-to-call links', () => {
      expect(res.status).toBe(200);
      const crisis = res.done!.crisis!;
      expect(crisis.category).toBe('suicide');
      expect(res.done!.text).toContain('112');
      expect(crisis.helplines.map((h) => h.href)).toEqual(
        expect.arrayContaining(['tel:112', 'tel:+390223272327']),
      );
      expect(crisis.grounding.steps.length).toBeGreaterThan(3);
      expect(crisis.misunderstoodLabel).toBe('Mi hai frainteso');
    });

    it('uses no quota and records no AI request', async () => {
      expect((await usage(user)).used).toBe(0);
      expect(res.done!.remaining).toBe(3);
      const rows = await t.database.db.select().from(activityLogTable).where(eq(activityLogTable.userId, user.id));
      expect(rows).toHaveLength(0);
    });

    it('records a safety event with the category and the time, never the text', async () => {
      const events = await t.database.db.select().from(safetyEventsTable).where(eq(safetyEventsTable.userId, user.id));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ category: 'suicide', feature: 'chat' });
      expect(JSON.stringify(events)).not.toMatch(/vivere|finita/);
    });

    it('stores an event in place of the message, and the crisis reply with its help', async () => {
      const id = res.done!.conversation!.id;
      const detail = (await get<ConversationDetail>(user, `/api/chat/conversations/${id}`)).body;
      expect(detail.conversation.title).toBeNull();
      expect(detail.messages.map((m) => [m.role, m.event])).toEqual([
        ['event', 'crisis'],
        ['assistant', null],
      ]);
      expect(detail.messages[0]!.content).toBe('');
      expect(detail.messages[1]!.crisis?.category).toBe('suicide');
      expect(res.done!.userMessage).toBeNull();
    });

    it('keeps the words of a crisis message nowhere in the database', async () => {
      const needle = '%farla finita%';
      const result: unknown = await t.database.db.execute(sql`
        select (
          (select count(*) from messages where content ilike ${needle} or meta::text ilike ${needle}) +
          (select count(*) from conversations where coalesce(title, '') ilike ${needle} or coalesce(state::text, '') ilike ${needle}) +
          (select count(*) from activity_log where coalesce(meta::text, '') ilike ${needle}) +
          (select count(*) from safety_events where category ilike ${needle} or feature ilike ${needle})
        )::int as n`);
      // node-postgres and PGlite both answer { rows }.
      const rows = (result as { rows: { n: number }[] }).rows;
      expect(Number(rows[0]!.n)).toBe(0);
    });

    it('"you misunderstood me" keeps the help and asks again gently, without quota', async () => {
      const id = res.done!.conversation!.id;
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${id}/misunderstood`,
        headers: { ...sameOrigin, ...user.headers },
      });
      expect(r.statusCode).toBe(201);
      const message = r.json<ChatMessage>();
      expect(message.content).toBe(res.done!.crisis!.misunderstood);
      expect(message.content).toMatch(/\?/);
      expect(message.crisis?.helplines.length).toBeGreaterThan(1);
      expect((await usage(user)).used).toBe(0);
    });

    it('after "you misunderstood me", an explanation gets an ordinary reply and "sì, a volte" the help again', async () => {
      const someone = await t.signIn();
      const misunderstood = async () => {
        const first = await send(someone, { message: CRISIS_TEXT, lang: 'it' });
        const id = first.done!.conversation!.id;
        await t.app.inject({
          method: 'POST',
          url: `/api/chat/conversations/${id}/misunderstood`,
          headers: { ...sameOrigin, ...someone.headers },
        });
        return id;
      };
      const explained = await send(someone, {
        conversationId: await misunderstood(),
        message: 'no, parlavo del lavoro: sono solo stanca',
      });
      expect(explained.done!.crisis).toBeNull();
      // The check-in asked whether they think of hurting themselves: a short "yes" is read with it.
      const yes = await send(someone, { conversationId: await misunderstood(), message: 'sì, a volte' });
      expect(yes.done!.crisis?.category).toBe('suicide');
    });

    it('refuses "you misunderstood me" where there was no crisis reply', async () => {
      const other = await t.signIn();
      const normal = await send(other, { message: 'Oggi sono un po’ stanco' });
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${normal.done!.conversation!.id}/misunderstood`,
        headers: { ...sameOrigin, ...other.headers },
      });
      expect(r.statusCode).toBe(409);
      expect(r.json().error.code).toBe('chat.no_crisis_to_revisit');
    });

    it('answers a crisis even when the daily limit is used up', async () => {
      const limited = await t.signIn();
      for (let i = 0; i < 3; i++) expect((await send(limited, { message: `Giornata pesante numero ${i}` })).status).toBe(200);
      expect((await send(limited, { message: 'Ancora una cosa' })).status).toBe(429);
      const crisis = await send(limited, { message: 'I want to kill myself tonight', lang: 'en' });
      expect(crisis.status).toBe(200);
      expect(crisis.done!.crisis?.category).toBe('suicide');
      expect(crisis.done!.remaining).toBe(0);
    });
  });

  describe('daily limits', () => {
    it('a free user’s fourth AI request of the day is refused with 429 "Limite giornaliero raggiunto"', async () => {
      const user = await t.signIn();
      await send(user, { message: 'Primo messaggio della giornata' });
      await postStream(t.app, '/api/ai-modules/run', user.headers, {
        input: { module: 'custom', prompt: 'Come posso gestire la procrastinazione?' },
        lang: 'it',
      });
      await postStream(t.app, '/api/ai-modules/perspective', user.headers, {
        text: 'Oggi ho litigato con mia sorella e mi sento in colpa',
        lang: 'it',
      });
      const fourth = await send(user, { message: 'Ancora un messaggio' });
      expect(fourth.status).toBe(429);
      expect(fourth.json!.error).toEqual({ code: 'plans.daily_limit_reached', message: 'Limite giornaliero raggiunto' });
      const conversations = await t.database.db
        .select()
        .from(conversationsTable)
        .where(eq(conversationsTable.userId, user.id));
      expect(conversations).toHaveLength(1);
    });

    it('says "Daily limit reached" in English', async () => {
      const user = await t.signIn({ entitlements: { dailyLimit: 1 } });
      await send(user, { message: 'hello there', lang: 'en' });
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/chat/messages?lang=en',
        headers: { ...sameOrigin, ...user.headers },
        payload: { message: 'again' },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe('Daily limit reached');
    });

    it('a standard-trial user’s sixth chat message of the day is refused', async () => {
      const user = await t.signIn({ entitlements: { plan: 'trial', dailyLimit: 5 } });
      let id: string | undefined;
      for (let i = 1; i <= 5; i++) {
        const r = await send(user, { conversationId: id, message: `Messaggio numero ${i}, mi sento agitato` });
        expect(r.status).toBe(200);
        expect(r.done!.remaining).toBe(5 - i);
        id = r.done!.conversation!.id;
      }
      const sixth = await send(user, { conversationId: id, message: 'Il sesto messaggio' });
      expect(sixth.status).toBe(429);
      expect(sixth.json!.error!.code).toBe('plans.daily_limit_reached');
    });

    it('premium users are never limited', async () => {
      const user = await premium();
      for (let i = 0; i < 8; i++) {
        const r = await send(user, { message: `Parliamo ancora, messaggio ${i}` });
        expect(r.status).toBe(200);
        expect(r.done!.remaining).toBeNull();
      }
    });

    it('the count starts again on the person’s next calendar day', async () => {
      const user = await t.signIn({ entitlements: { dailyLimit: 1 } });
      expect((await send(user, { message: 'Oggi' })).status).toBe(200);
      expect((await send(user, { message: 'Ancora oggi' })).status).toBe(429);
      const saved = now;
      now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
      expect((await send(user, { message: 'Domani' })).status).toBe(200);
      now = saved;
    });
  });

  describe('ownership and validation', () => {
    let owner: SignedInTestUser;
    let stranger: SignedInTestUser;
    let id: string;

    beforeAll(async () => {
      owner = await premium();
      stranger = await premium();
      id = (await send(owner, { message: 'Una conversazione privata' })).done!.conversation!.id;
    });

    it('another person’s conversation is not found: reading, writing, deleting, revisiting', async () => {
      expect((await get(stranger, `/api/chat/conversations/${id}`)).status).toBe(404);
      const write = await send(stranger, { conversationId: id, message: 'Posso entrare?' });
      expect(write.status).toBe(404);
      expect(write.json!.error!.code).toBe('chat.conversation_not_found');
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/chat/conversations/${id}`,
        headers: { ...sameOrigin, ...stranger.headers },
      });
      expect(del.statusCode).toBe(404);
      const revisit = await t.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${id}/misunderstood`,
        headers: { ...sameOrigin, ...stranger.headers },
      });
      expect(revisit.statusCode).toBe(404);
      expect((await get(owner, `/api/chat/conversations/${id}`)).status).toBe(200);
    });

    it('an empty message is refused with "Messaggio mancante" and uses no quota', async () => {
      const user = await t.signIn();
      for (const message of ['', '   ', undefined]) {
        const r = await send(user, message === undefined ? {} : { message });
        expect(r.status).toBe(400);
        expect(r.json!.error!.code).toBe('ai.message_missing');
        expect(r.json!.error!.message).toBe('Messaggio mancante');
      }
      expect((await usage(user)).used).toBe(0);
    });

    it('a message no database can keep (NUL, half a surrogate pair) is refused before the quota, and nothing is stored', async () => {
      const user = await t.signIn();
      const before = await usage(user);
      for (const message of ['Oggi mi sento in ansia\u0000 per il lavoro', 'Oggi mi sento in ansia \uD83D per il lavoro']) {
        const r = await send(user, { message });
        expect(r.status).toBe(400);
        const error = r.json!.error as { code: string; details?: { path: string; message: string }[] };
        expect(error.code).toBe('validation.failed');
        expect(error.details).toContainEqual({ path: 'body.message', message: 'validation.text_invalid' });
      }
      expect(await usage(user)).toEqual(before);
      expect((await get<ConversationList>(user, '/api/chat/conversations')).body.items).toEqual([]);
      const requests = await t.database.db
        .select()
        .from(activityLogTable)
        .where(eq(activityLogTable.userId, user.id));
      expect(requests).toEqual([]);
    });

    it('refuses a message that is too long or a conversation id that is not one', async () => {
      const long = await send(owner, { message: 'a'.repeat(4001) });
      expect(long.status).toBe(400);
      expect(long.json!.error!.code).toBe('ai.message_too_long');
      const badId = await send(owner, { conversationId: 'nope', message: 'ciao' });
      expect(badId.status).toBe(400);
      expect(badId.json!.error!.code).toBe('validation.failed');
    });

    it('signed-out visitors cannot send messages or read conversations', async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: sameOrigin,
        payload: { message: 'ciao' },
      });
      expect(r.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/chat/conversations' })).statusCode).toBe(401);
    });

    it('refuses a message sent without the same-origin header', async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: owner.headers,
        payload: { message: 'ciao' },
      });
      expect(r.statusCode).toBe(403);
    });
  });

  it('documents the streaming route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/chat/messages'].post;
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/event-stream']);
    expect(doc.components.schemas.AiStreamDone).toBeDefined();
  });
});
