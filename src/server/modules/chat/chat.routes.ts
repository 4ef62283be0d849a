import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiPreferencesSchema,
  aiPreferencesUpdateSchema,
  chatMessageSchema,
  chatSendSchema,
  conversationDetailSchema,
  conversationListSchema,
  conversationParamsSchema,
  eventStreamResponse,
} from '@shared/schemas/chat';
import type { ModuleDeps, RoutesApp } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import type { AiGateway } from './ai-gateway.service';
import { type ChatService, createChatService } from './chat.service';
import { sendEventStream } from '../../lib/event-stream';
import { rejectInvalid } from '../../lib/reject-invalid';

const noStore = { 'cache-control': 'private, no-store' };

const tags = ['chat'];

/** /api/chat/… (conversations and the streamed reply) and /api/ai/preferences (consent). */
export function chatRoutes({ db, config, clock, gateway }: ModuleDeps & { gateway: AiGateway }) {
  const service = createChatService({ db, config, clock, gateway });

  const plugin: FastifyPluginAsyncZod = async (app) => {
    conversationRoutes(app, { service });
    messageRoutes(app, { service });
    consentRoutes(app, { service });
  };
  return plugin;
}

/** A person’s conversations: the list, one with its messages, deleting one. */
function conversationRoutes(app: RoutesApp, { service }: { service: ChatService }) {
  app.get(
    '/chat/conversations',
    {
      schema: {
        tags,
        summary: 'The signed-in person’s conversations, most recent first',
        response: { 200: conversationListSchema },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return { items: await service.list(requireUser(req)) };
    },
  );

  app.get(
    '/chat/conversations/:id',
    {
      schema: {
        tags,
        summary: 'One conversation with its messages and thought-record progress (404 if not yours)',
        params: conversationParamsSchema,
        response: { 200: conversationDetailSchema },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return service.detail(requireUser(req), req.params.id);
    },
  );

  app.delete(
    '/chat/conversations/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a conversation and its messages',
        params: conversationParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await service.remove(requireUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** A new message and its streamed reply, and "you misunderstood me". */
function messageRoutes(app: RoutesApp, { service }: { service: ChatService }) {
  app.post(
    '/chat/messages',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Sends a message and streams the reply (text/event-stream)',
        description:
          'Order: validation (400 `ai.message_missing`), sign-in (401), the conversation must be yours (404), ' +
          'the crisis check (a crisis reply uses no quota and its message text is not stored), the daily limit ' +
          '(429 `plans.daily_limit_reached`), then the reply streams as `delta` events and one `done` event. ' +
          'A failure after the stream started arrives as an `error` event (`ai.processing_failed`). ' +
          'Without a `conversationId` a new conversation starts.',
        body: chatSendSchema,
        response: { 200: eventStreamResponse('The reply as server-sent events') },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      rejectInvalid(req, ['ai.message_missing', 'ai.message_too_long']);
      const body = req.body;
      const prepared = await service.prepare(user, {
        conversationId: body.conversationId,
        message: body.message,
        lang: body.lang ?? requestLang(req),
      });
      return sendEventStream(req, reply, {
        failureCode: 'ai.processing_failed',
        run: (sink) => service.reply(user, prepared, body.message, sink),
      });
    },
  );

  app.post(
    '/chat/conversations/:id/misunderstood',
    {
      schema: {
        tags,
        summary: '"You misunderstood me" after a crisis reply: the help stays and the assistant asks again gently',
        params: conversationParamsSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (req, reply) => {
      const message = await service.misunderstood(requireUser(req), req.params.id);
      return reply.code(201).send(message);
    },
  );
}

/** The consent to send text to the external model. */
function consentRoutes(app: RoutesApp, { service }: { service: ChatService }) {
  app.get(
    '/ai/preferences',
    {
      schema: {
        tags: ['ai'],
        summary: 'Whether an external model is configured, and the person’s consent to send it their text',
        response: { 200: aiPreferencesSchema },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return service.preferences(requireUser(req));
    },
  );

  app.put(
    '/ai/preferences',
    {
      schema: {
        tags: ['ai'],
        summary: 'Gives or revokes consent to send text to the external model (stored with its time)',
        body: aiPreferencesUpdateSchema,
        response: { 200: aiPreferencesSchema },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return service.setConsent(requireUser(req), req.body.externalConsent);
    },
  );
}
