import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  safetyGuideSchema,
  safetyLangQuerySchema,
  safetyPlanResponseSchema,
  safetyPlanUpdateSchema,
} from '@shared/schemas/safety';
import type { ModuleDeps } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import { createSafetyService } from './safety.service';

/** /api/safety/…: the SOS panel's grounding exercises and plan sections, and the person's own plan. */
export function safetyRoutes({ db, clock }: ModuleDeps) {
  const service = createSafetyService({ db, clock });
  const tags = ['safety'];

  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/safety/guide',
      {
        schema: {
          tags,
          summary: 'Grounding exercises and the safety plan’s sections, in the request language',
          querystring: safetyLangQuerySchema,
          response: { 200: safetyGuideSchema },
        },
      },
      async (req) => service.guide(requestLang(req)),
    );

    app.get(
      '/safety/plan',
      {
        schema: {
          tags,
          summary: 'The signed-in person’s safety plan (empty until saved)',
          response: { 200: safetyPlanResponseSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return service.plan(requireUser(req));
      },
    );

    app.put(
      '/safety/plan',
      {
        schema: {
          tags,
          summary: 'Saves the signed-in person’s safety plan',
          body: safetyPlanUpdateSchema,
          response: { 200: safetyPlanResponseSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return service.savePlan(requireUser(req), req.body.plan);
      },
    );
  };
  return plugin;
}
