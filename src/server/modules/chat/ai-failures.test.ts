import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestConfig } from '../../../../tests/helpers/app';
import { freeEntitlements } from '../../../../tests/helpers/as-user';
import { createTestDatabase, testDbKind } from '../../../../tests/helpers/db';
import { insertUser } from '../../../../tests/factories';
import type { Database } from '../../db/client';
import type { AiService, AiStreamEvent } from '../../ai';
import { registerErrorHandler } from '../../plugins/error-handler';
import { aiModulesRoutes } from '../ai-modules/ai-modules.routes';
import { createAiGateway } from './ai-gateway.service';
import { chatRoutes } from './chat.routes';
import { postStream } from './stream.test-utils';

/** An AI service that starts answering, then breaks (a bug, a database hiccup...). */
const broken: AiService = {
  provider: { name: 'builtin', stream: async function* () {} },
  async *respond(): AsyncGenerator<AiStreamEvent> {
    yield { type: 'delta', text: 'Sto pensando a ' };
    throw new Error('boom');
  },
};

describe(`when an AI request fails after the stream started (${testDbKind})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { user } = await insertUser(database.db);
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(fastifyCookie);
    app.decorateRequest('user', null);
    app.addHook('preHandler', async (req) => {
      req.user = { id: user.id, username: user.username, isAdmin: false, timeZone: 'Europe/Rome', entitlements: freeEntitlements };
    });
    const deps = { db: database.db, config: makeTestConfig(), clock: () => new Date() };
    const gateway = createAiGateway({ ...deps, services: { builtin: broken, external: null } });
    await app.register(chatRoutes({ ...deps, gateway }), { prefix: '/api' });
    await app.register(aiModulesRoutes({ ...deps, gateway }), { prefix: '/api' });
    await app.ready();
    headers = {};
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('the chat stream ends with SPEC’s processing error, never a hang', async () => {
    const res = await postStream(app, '/api/chat/messages', headers, { message: 'Ciao', lang: 'it' });
    expect(res.status).toBe(200);
    expect(res.deltas).toEqual(['Sto pensando a ']);
    expect(res.done).toBeNull();
    expect(res.error).toEqual({
      code: 'ai.processing_failed',
      message: "Si è verificato un errore durante l'elaborazione della richiesta.",
    });
  });

  it('an AI module says the same', async () => {
    const res = await postStream(app, '/api/ai-modules/run', headers, {
      input: { module: 'custom', prompt: 'Come gestisco la rabbia?' },
      lang: 'it',
    });
    expect(res.error?.message).toBe("Si è verificato un errore durante l'elaborazione della richiesta.");
  });

  it('a reflection perspective says SPEC’s "Could not generate a reflection. Please try again later."', async () => {
    const res = await postStream(app, '/api/ai-modules/perspective?lang=en', headers, {
      text: 'Today I felt left out at dinner',
    });
    expect(res.error).toEqual({
      code: 'ai.reflection_failed',
      message: 'Could not generate a reflection. Please try again later.',
    });
  });
});
