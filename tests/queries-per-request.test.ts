import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/server/db/client';
import { seedContent } from '../src/server/db/seed';
import { exercises } from '../src/server/db/seed/content/exercises';
import { meditations } from '../src/server/db/seed/content/meditations';
import { reflectionPrompts, reflections } from '../src/server/db/seed/content/reflections';
import { resources } from '../src/server/db/seed/content/resources';
import { postStream } from '../src/server/modules/chat/stream.test-utils';
import { exportedTables } from '../src/server/modules/privacy/exported-tables';
import type { AiModuleResultList, RecommendationResponse } from '../src/shared/schemas/ai-modules';
import type { ConversationDetail, ConversationList } from '../src/shared/schemas/chat';
import type { ExerciseList } from '../src/shared/schemas/exercises';
import type { MeditationList } from '../src/shared/schemas/meditations';
import type { PrivacyExport } from '../src/shared/schemas/privacy';
import type {
  ReflectionEntryList,
  ReflectionList,
  ReflectionPromptList,
} from '../src/shared/schemas/reflections';
import type { ResourceList, ResourceViewer } from '../src/shared/schemas/resources';
import { sameOrigin } from './helpers/app';
import { createTestAppWithUsers, type SignedInTestUser, type TestAppWithUsers } from './helpers/as-user';
import { createTestDatabase, testDbKind } from './helpers/db';

/**
 * No N+1 queries: the SQL statements one request sends must not grow with the number of items
 * it answers with. Every statement the app sends through Drizzle is recorded; each measured
 * request starts from an empty record. The test-user hook adds one constant `select` on users.
 */

const sent: string[] = [];
let database: Database;
let t: TestAppWithUsers;

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: (sql) => sent.push(sql) });
  await seedContent(database.db);
  t = await createTestAppWithUsers({ database, env: { AI_BUILTIN_STREAM_DELAY_MS: '0' } });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

interface Measured<T> {
  body: T;
  /** How many statements the request sent. */
  count: number;
  /** The statements themselves, shown when a count is not what the test expects. */
  statements: string;
}

/** GETs `url` as `user` and records the statements this one request sent. */
async function measure<T>(user: SignedInTestUser, url: string): Promise<Measured<T>> {
  sent.length = 0;
  const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
  const statements = [...sent];
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json<T>(), count: statements.length, statements: statements.join('\n') };
}

/** A state-changing request through the module's own endpoint; fails the test unless it succeeds. */
async function write(
  user: SignedInTestUser,
  method: 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
): Promise<void> {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...user.headers },
    ...(payload === undefined ? {} : { payload }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
}

/** Words the library's full-text search ranks at least five items for. */
const RECOMMENDATION_MESSAGE = 'Non riesco a dormire la notte, sono in ansia e stressato dal lavoro';

const freeExercises = exercises.filter((e) => !e.premium);
const programs = resources.filter((r) => r.group === 'programs');
const readings = resources.filter((r) => r.group !== 'programs');

/** Writes the n-th reflection entry: on a prompt, on a reading, or free, in turn. */
const addReflectionEntry = (user: SignedInTestUser, n: number) =>
  write(user, 'POST', '/api/reflections/entries', {
    body: `Reflection number ${n}: today I noticed something small and good.`,
    ...(n % 3 === 0 ? { promptSlug: reflectionPrompts[n % reflectionPrompts.length]!.slug } : {}),
    ...(n % 3 === 1 ? { reflectionSlug: reflections[n % reflections.length]!.slug } : {}),
  });

const addAiModuleResult = (user: SignedInTestUser, n: number) =>
  write(user, 'POST', '/api/ai-modules/results', {
    module: 'sleep',
    lang: 'it',
    title: `Piano per il sonno ${n}`,
    content: 'Un piano per la sera: spegni gli schermi alle 22.',
  });

/** Sends a chat message (a new conversation without `conversationId`); returns the conversation id. */
async function sendChatMessage(user: SignedInTestUser, message: string, conversationId?: string) {
  const res = await postStream(t.app, '/api/chat/messages', user.headers, {
    message,
    lang: 'it',
    ...(conversationId ? { conversationId } : {}),
  });
  expect(res.status, JSON.stringify(res.json ?? res.error)).toBe(200);
  expect(res.done?.conversation, JSON.stringify(res.error)).toBeTruthy();
  return res.done!.conversation!.id;
}

const completeExercise = (user: SignedInTestUser, n: number) =>
  write(user, 'POST', `/api/exercises/${freeExercises[n]!.slug}/completions`);

const recordMeditation = (user: SignedInTestUser, n: number) =>
  write(user, 'POST', `/api/meditations/${meditations[n]!.slug}/sessions`, {
    sessionId: randomUUID(),
    seconds: 120,
    completed: true,
  });

const markProgramDay = (user: SignedInTestUser, n: number) =>
  write(user, 'PUT', `/api/resources/${programs[n]!.slug}/progress/1`, { done: true });

async function readResource(user: SignedInTestUser, n: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/resources/${readings[n]!.slug}`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const giveFeedback = (user: SignedInTestUser, n: number) =>
  write(user, 'PUT', `/api/resources/${readings[n]!.slug}/feedback`, {
    helpful: n % 2 === 0,
    comment: `note ${n}`,
  });

describe(`statements per request do not grow with the items listed (${testDbKind})`, () => {
  describe("a person's own lists", () => {
    it('GET /api/reflections/entries sends as many statements for 8 entries as for 1', async () => {
      const user = await t.signIn({ premium: true });
      await addReflectionEntry(user, 0);
      const one = await measure<ReflectionEntryList>(user, '/api/reflections/entries?lang=en');
      for (let n = 1; n < 8; n++) await addReflectionEntry(user, n);
      const eight = await measure<ReflectionEntryList>(user, '/api/reflections/entries?lang=en');

      expect(one.body.items).toHaveLength(1);
      expect(eight.body.items).toHaveLength(8);
      expect(eight.body.items.filter((e) => e.prompt !== null).length).toBeGreaterThan(1);
      expect(eight.body.items.filter((e) => e.reflection !== null).length).toBeGreaterThan(1);
      expect(eight.count, eight.statements).toBe(one.count);
      expect(one.count, one.statements).toBeLessThanOrEqual(4);
    });

    it('GET /api/ai-modules/results sends as many statements for 8 saved results as for 1', async () => {
      const user = await t.signIn({ premium: true });
      await addAiModuleResult(user, 0);
      const one = await measure<AiModuleResultList>(user, '/api/ai-modules/results');
      for (let n = 1; n < 8; n++) await addAiModuleResult(user, n);
      const eight = await measure<AiModuleResultList>(user, '/api/ai-modules/results');

      expect(one.body.items).toHaveLength(1);
      expect(eight.body.items).toHaveLength(8);
      expect(eight.count, eight.statements).toBe(one.count);
      expect(one.count, one.statements).toBeLessThanOrEqual(3);
    });

    it('GET /api/chat/conversations sends as many statements for 8 conversations as for 1', async () => {
      const user = await t.signIn({ premium: true });
      await sendChatMessage(user, 'Oggi sono un po’ stanco dopo il lavoro');
      const one = await measure<ConversationList>(user, '/api/chat/conversations');
      for (let n = 1; n < 8; n++) await sendChatMessage(user, `Giornata numero ${n}, un po’ di stanchezza`);
      const eight = await measure<ConversationList>(user, '/api/chat/conversations');

      expect(one.body.items).toHaveLength(1);
      expect(eight.body.items).toHaveLength(8);
      expect(eight.count, eight.statements).toBe(one.count);
      expect(one.count, one.statements).toBeLessThanOrEqual(3);
    });

    it('GET /api/chat/conversations/:id sends as many statements for 8 messages as for 2', async () => {
      const user = await t.signIn({ premium: true });
      const id = await sendChatMessage(user, 'Oggi sono un po’ stanco dopo il lavoro');
      const one = await measure<ConversationDetail>(user, `/api/chat/conversations/${id}`);
      for (let n = 1; n < 4; n++) await sendChatMessage(user, `Ci penso ancora, volta numero ${n}`, id);
      const many = await measure<ConversationDetail>(user, `/api/chat/conversations/${id}`);

      expect(one.body.messages).toHaveLength(2);
      expect(many.body.messages).toHaveLength(8);
      expect(many.count, many.statements).toBe(one.count);
      expect(one.count, one.statements).toBeLessThanOrEqual(4);
    });

    it('GET /api/resources/me sends as many statements for progress in 5 programs as in 1', async () => {
      const user = await t.signIn({ premium: true });
      await markProgramDay(user, 0);
      await readResource(user, 0);
      const one = await measure<ResourceViewer>(user, '/api/resources/me');
      for (let n = 1; n < 5; n++) {
        await markProgramDay(user, n);
        await write(user, 'PUT', `/api/resources/${programs[n]!.slug}/progress/2`, { done: true });
        await readResource(user, n);
      }
      const five = await measure<ResourceViewer>(user, '/api/resources/me');

      expect(one.body.programs).toHaveLength(1);
      expect(five.body.programs).toHaveLength(5);
      expect(five.count, five.statements).toBe(one.count);
      expect(one.count, one.statements).toBeLessThanOrEqual(3);
    });

    it('GET /api/privacy/export sends as many statements for many rows in every module as for one', async () => {
      const user = await t.signIn({ premium: true });
      const addOneOfEach = async (n: number, conversationId?: string) => {
        await addReflectionEntry(user, n);
        await addAiModuleResult(user, n);
        await completeExercise(user, n);
        await recordMeditation(user, n);
        await markProgramDay(user, n);
        await readResource(user, n);
        await giveFeedback(user, n);
        return sendChatMessage(user, `Oggi, volta numero ${n}, mi sento un po’ stanco`, conversationId);
      };
      const firstConversation = await addOneOfEach(0);
      const little = await measure<PrivacyExport>(user, '/api/privacy/export');
      for (let n = 1; n < 5; n++) {
        // Odd rounds start a new conversation, even ones add to the first: 3 conversations.
        await addOneOfEach(n, n % 2 === 0 ? firstConversation : undefined);
      }
      const more = await measure<PrivacyExport>(user, '/api/privacy/export');

      const sizes = (data: PrivacyExport) => [
        data.reflections.length,
        data.aiModuleResults.length,
        data.exercises.length,
        data.meditationSessions.length,
        data.resources.programDays.length,
        data.resources.reads.length,
        data.resources.feedback.length,
        data.conversations.length,
      ];
      expect(sizes(little.body)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
      expect(sizes(more.body)).toEqual([5, 5, 5, 5, 5, 5, 5, 3]);
      expect(more.body.activity.length).toBeGreaterThan(little.body.activity.length);
      expect(more.count, more.statements).toBe(little.count);
      // One statement per table the export reads, plus the sign-in lookup and the transaction's own.
      expect(little.count, little.statements).toBeLessThanOrEqual(exportedTables.length + 4);
    });
  });

  describe('one chat message', () => {
    /** Sends a message and records the statements it sent, the stream read to its end. */
    async function measureMessage(user: SignedInTestUser, message: string, conversationId?: string) {
      sent.length = 0;
      const id = await sendChatMessage(user, message, conversationId);
      return { id, count: sent.length, statements: sent.join('\n') };
    }

    it('sends a fixed, small number of statements, and reads the library only when it changed', async () => {
      const user = await t.signIn({ premium: true });
      await sendChatMessage(user, 'Una giornata come tante, un po’ stanca'); // the library is read here at the latest
      const first = await measureMessage(user, 'Oggi al lavoro mi sono sentito sotto pressione');
      const next = await measureMessage(user, 'Non riesco a dormire bene, penso sempre alle cose da fare', first.id);
      const again = await measureMessage(user, 'Mi sento un po’ giù, non ho voglia di uscire', first.id);

      // Sign-in, the conversation with its recent turns (or the last one's plan), the library's
      // stamp, the exchange (the conversation and both messages: one statement, so no
      // transaction on any database) and the activity (log, day and achievements: one statement).
      // Premium: no quota row.
      expect(first.count, first.statements).toBeLessThanOrEqual(5);
      expect(next.count, next.statements).toBeLessThanOrEqual(5);
      expect(again.count, again.statements).toBe(next.count);
      expect(`${first.statements}\n${next.statements}`).not.toMatch(/^(begin|commit)/im);
      // The catalogue is not read again for each message.
      expect(`${first.statements}\n${next.statements}`).not.toMatch(/"text" from "(exercises|meditations|resources)"/);
    });

    it('a person with a daily limit: the quota adds one statement, and counts each message once', async () => {
      const premium = await t.signIn({ premium: true });
      const free = await t.signIn();
      await sendChatMessage(premium, 'Una giornata come tante, un po’ stanca');
      const unlimited = await measureMessage(premium, 'Oggi al lavoro mi sono sentito sotto pressione');
      const limited = await measureMessage(free, 'Oggi al lavoro mi sono sentito sotto pressione');
      const next = await measureMessage(free, 'Non riesco a dormire bene, penso sempre alle cose da fare', limited.id);

      expect(limited.count, limited.statements).toBe(unlimited.count + 1);
      expect(next.count, next.statements).toBeLessThanOrEqual(6);
      const usage = await t.app.inject({ method: 'GET', url: '/api/plans/usage', headers: free.headers });
      expect(usage.json()).toMatchObject({ used: 2, remaining: 1 });
    });
  });

  describe('catalogues, for a premium person with activity on some of their items', () => {
    const catalogues = [
      { path: '/api/exercises', query: 'lang=en' },
      { path: '/api/meditations', query: 'lang=en' },
      { path: '/api/resources', query: 'lang=en' },
      { path: '/api/reflections/library', query: 'lang=en' },
      { path: '/api/reflections/prompts', query: 'lang=en' },
      {
        path: '/api/resources/recommendations',
        query: `lang=it&message=${encodeURIComponent(RECOMMENDATION_MESSAGE)}`,
      },
    ];
    type CatalogueAnswer =
      | ExerciseList
      | MeditationList
      | ResourceList
      | ReflectionList
      | ReflectionPromptList
      | RecommendationResponse;
    const withLittleActivity = new Map<string, Measured<CatalogueAnswer>>();
    const withMoreActivity = new Map<string, Measured<CatalogueAnswer>>();

    /** Each catalogue, as the same person sees it now. */
    async function measureAll(user: SignedInTestUser, into: Map<string, Measured<CatalogueAnswer>>) {
      for (const { path, query } of catalogues) {
        into.set(path, await measure<CatalogueAnswer>(user, `${path}?${query}`));
      }
    }

    beforeAll(async () => {
      const user = await t.signIn({ premium: true });
      const practise = async (n: number) => {
        await completeExercise(user, n);
        await recordMeditation(user, n);
        await readResource(user, n);
        await markProgramDay(user, n);
        await giveFeedback(user, n);
        await addReflectionEntry(user, 3 * n); // on a prompt
        await addReflectionEntry(user, 3 * n + 1); // on a reading
      };
      await practise(0);
      await measureAll(user, withLittleActivity);
      await practise(1);
      await practise(2);
      await measureAll(user, withMoreActivity);
    });

    it('the activity is really there: the exercise list counts 1, then 3 completed exercises', () => {
      const completed = (measured: Measured<CatalogueAnswer> | undefined) =>
        (measured!.body as ExerciseList).items.filter((e) => (e.completedCount ?? 0) > 0).length;
      expect(completed(withLittleActivity.get('/api/exercises'))).toBe(1);
      expect(completed(withMoreActivity.get('/api/exercises'))).toBe(3);
    });

    it.each(catalogues.map((c) => c.path))(
      'GET %s sends the same few statements with more activity, and fewer statements than items',
      (path) => {
        const little = withLittleActivity.get(path)!;
        const more = withMoreActivity.get(path)!;
        expect(more.count, more.statements).toBe(little.count);
        expect(little.count, little.statements).toBeLessThanOrEqual(3);
        expect(little.body.items.length).toBeGreaterThan(little.count);
        expect(more.body.items.length).toBeGreaterThan(more.count);
      },
    );
  });
});
