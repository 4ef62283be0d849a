import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  programDayInputSchema,
  programDayParamsSchema,
  programProgressSchema,
  resourceDetailSchema,
  resourceFeedbackInputSchema,
  resourceFeedbackResponseSchema,
  resourceLangQuerySchema,
  resourceListQuerySchema,
  resourceListSchema,
  resourceSlugParamsSchema,
  resourceViewerSchema,
} from '@shared/schemas/resources';
import type { ModuleDeps, RoutesApp } from '../../lib/module-deps';
import { requireUser } from '../../lib/request-user';
import { privateAnswer, sharedAnswer } from '../../lib/cache-policy';
import { requestLang } from '../../lib/request-lang';
import { createResourcesService, type ResourcesService } from './resources.service';

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }).loose() });

const tags = ['resources'];

/** The resource library: /api/resources… (SPEC §2 resources; feedback and program progress). */
export function resourcesRoutes({ db, clock }: ModuleDeps) {
  const service = createResourcesService({ db, clock });

  const plugin: FastifyPluginAsyncZod = async (app) => {
    libraryRoutes(app, { service });
    feedbackRoutes(app, { service });
    programRoutes(app, { service });
  };
  return plugin;
}

/** The library and one resource in full. */
function libraryRoutes(app: RoutesApp, { service }: { service: ResourcesService }) {
  app.get(
    '/resources',
    {
      schema: {
        tags,
        summary: 'The library in the request language, by group, category and type',
        querystring: resourceListQuerySchema,
        response: { 200: resourceListSchema },
      },
    },
    async (req, reply) => {
      const lang = requestLang(req);
      sharedAnswer(reply);
      return { lang, items: await service.list(req.query, lang) };
    },
  );

  app.get(
    '/resources/me',
    {
      schema: {
        tags,
        summary:
          'Whether the person asking is signed in and entitled to premium items, and their program progress',
        response: { 200: resourceViewerSchema },
      },
    },
    async (req, reply) => {
      privateAnswer(reply);
      const user = req.user;
      if (!user) return { signedIn: false, premium: false, programs: [] };
      return {
        signedIn: true,
        premium: user.entitlements.premium,
        programs: await service.allProgress(user),
      };
    },
  );

  app.get(
    '/resources/:slug',
    {
      schema: {
        tags,
        summary:
          'One resource in full; premium ones only for entitled people (else 403 plans.premium_required)',
        params: resourceSlugParamsSchema,
        querystring: resourceLangQuerySchema,
        response: { 200: resourceDetailSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const detail = await service.detail({
        slug: req.params.slug,
        lang: requestLang(req),
        user: req.user,
      });
      // A premium text depends on who asks; a free one is the same for everyone.
      if (detail.premium) privateAnswer(reply);
      else sharedAnswer(reply);
      return detail;
    },
  );
}

/** Whether a resource helped. */
function feedbackRoutes(app: RoutesApp, { service }: { service: ResourcesService }) {
  app.get(
    '/resources/:slug/feedback',
    {
      schema: {
        tags,
        summary: "The signed-in person's feedback on a resource, if any",
        params: resourceSlugParamsSchema,
        response: { 200: resourceFeedbackResponseSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      privateAnswer(reply);
      return { feedback: await service.feedback({ slug: req.params.slug, user }) };
    },
  );

  app.put(
    '/resources/:slug/feedback',
    {
      schema: {
        tags,
        summary:
          'Says whether a resource helped, with an optional comment (one answer per person, editable)',
        params: resourceSlugParamsSchema,
        body: resourceFeedbackInputSchema,
        response: {
          200: resourceFeedbackResponseSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      privateAnswer(reply);
      const feedback = await service.giveFeedback({
        slug: req.params.slug,
        user,
        helpful: req.body.helpful,
        comment: req.body.comment,
      });
      return { feedback };
    },
  );
}

/** The days done in a program. */
function programRoutes(app: RoutesApp, { service }: { service: ResourcesService }) {
  app.get(
    '/resources/:slug/progress',
    {
      schema: {
        tags,
        summary: "The signed-in person's days done in one program",
        params: resourceSlugParamsSchema,
        response: {
          200: programProgressSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      privateAnswer(reply);
      return service.progress({ slug: req.params.slug, user });
    },
  );

  app.put(
    '/resources/:slug/progress/:day',
    {
      schema: {
        tags,
        summary: 'Marks one day of a program done or not done',
        params: programDayParamsSchema,
        body: programDayInputSchema,
        response: {
          200: programProgressSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      privateAnswer(reply);
      return service.setDay({ slug: req.params.slug, day: req.params.day, done: req.body.done, user });
    },
  );
}
