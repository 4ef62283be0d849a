import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiModuleResultListSchema,
  aiModuleResultParamsSchema,
  aiModuleResultSaveSchema,
  aiModuleResultSchema,
  aiModuleRunSchema,
  perspectiveRequestSchema,
} from '@shared/schemas/ai-modules';
import { eventStreamResponse } from '@shared/schemas/chat';
import type { ModuleDeps, RoutesApp } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import type { AiGateway } from '../chat/ai-gateway.service';
import { sendEventStream } from '../../lib/event-stream';
import { rejectInvalid } from '../../lib/reject-invalid';
import { type AiModulesService, createAiModulesService } from './ai-modules.service';

const noStore = { 'cache-control': 'private, no-store' };

const tags = ['ai-modules'];

/** /api/ai-modules/…: the five guided modules, the reflection perspective and saved results. */
export function aiModulesRoutes({ db, clock, gateway }: ModuleDeps & { gateway: AiGateway }) {
  const service = createAiModulesService({ db, clock, gateway });

  const plugin: FastifyPluginAsyncZod = async (app) => {
    streamedRoutes(app, { service });
    savedResultRoutes(app, { service });
  };
  return plugin;
}

/** The module run and the reflection perspective: answered as a stream. */
function streamedRoutes(app: RoutesApp, { service }: { service: AiModulesService }) {
  app.post(
    '/ai-modules/run',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Runs one AI module on its guided answers and streams the result (text/event-stream)',
        description:
          'An empty or invalid main answer is refused with 400 `ai.invalid_prompt` ("Per favore inserisci un prompt valido."). ' +
          'Then the crisis check (no quota on a crisis), the daily limit (429 `plans.daily_limit_reached`), and the ' +
          'streamed result; a failure after the stream started is an `error` event `ai.processing_failed`.',
        body: aiModuleRunSchema,
        response: { 200: eventStreamResponse('The module’s result as server-sent events') },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      rejectInvalid(req, ['ai.invalid_prompt']);
      const lang = req.body.lang ?? requestLang(req);
      const prepared = await service.prepareModule(user, req.body.input, lang);
      return sendEventStream(req, reply, {
        failureCode: 'ai.processing_failed',
        run: (sink) => service.stream(user, prepared, sink),
      });
    },
  );

  app.post(
    '/ai-modules/perspective',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'A kind alternative perspective on a reflection the person wrote (text/event-stream)',
        description:
          'Counts as an AI request. Crisis check first; a failure after the stream started is an `error` event ' +
          '`ai.reflection_failed` ("Could not generate a reflection. Please try again later.").',
        body: perspectiveRequestSchema,
        response: { 200: eventStreamResponse('The perspective as server-sent events') },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      rejectInvalid(req, ['ai.invalid_prompt']);
      const lang = req.body.lang ?? requestLang(req);
      const prepared = await service.preparePerspective(user, req.body.text, lang);
      return sendEventStream(req, reply, {
        failureCode: 'ai.reflection_failed',
        run: (sink) => service.stream(user, prepared, sink),
      });
    },
  );
}

/** The results a person chose to keep. */
function savedResultRoutes(app: RoutesApp, { service }: { service: AiModulesService }) {
  app.get(
    '/ai-modules/results',
    {
      schema: {
        tags,
        summary: 'The AI module results the person saved, newest first',
        response: { 200: aiModuleResultListSchema },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return { items: await service.results(requireUser(req)) };
    },
  );

  app.post(
    '/ai-modules/results',
    {
      schema: {
        tags,
        summary: 'Saves a module result',
        body: aiModuleResultSaveSchema,
        response: { 201: aiModuleResultSchema },
      },
    },
    async (req, reply) => {
      const saved = await service.save(requireUser(req), req.body);
      return reply.code(201).send(saved);
    },
  );

  app.delete(
    '/ai-modules/results/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a saved result',
        params: aiModuleResultParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await service.remove(requireUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
