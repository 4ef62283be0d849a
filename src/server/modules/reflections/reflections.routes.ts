import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reflectionCategoriesQuerySchema,
  reflectionCategoryListSchema,
  reflectionEntriesQuerySchema,
  reflectionEntryInputSchema,
  reflectionEntryListSchema,
  reflectionEntryParamsSchema,
  reflectionEntrySchema,
  reflectionLibraryQuerySchema,
  reflectionListSchema,
  reflectionOneSchema,
  reflectionPromptListSchema,
  reflectionPromptsQuerySchema,
  reflectionRandomQuerySchema,
  reflectionTodayQuerySchema,
} from '@shared/schemas/reflections';
import type { ModuleDeps, RoutesApp } from '../../lib/module-deps';
import { sharedAnswer } from '../../lib/cache-policy';
import { viewerOf } from '../../lib/practice-access';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import { createReflectionsService, type ReflectionsService } from './reflections.service';

const tags = ['reflections'];

/** /api/reflections: categories, prompts, readings (open to all) and the signed-in user's journal. */
export function reflectionsRoutes({ db, clock }: ModuleDeps) {
  const service = createReflectionsService({ db, clock });

  const plugin: FastifyPluginAsyncZod = async (app) => {
    readingRoutes(app, { service });
    dailyRoutes(app, { service });
    journalRoutes(app, { service });
  };
  return plugin;
}

/** Categories, prompts and readings: open to everyone. */
function readingRoutes(app: RoutesApp, { service }: { service: ReflectionsService }) {
  app.get(
    '/reflections/categories',
    {
      schema: {
        tags,
        summary: "SPEC's nine reflection categories with labels in the request language",
        querystring: reflectionCategoriesQuerySchema,
        response: { 200: reflectionCategoryListSchema },
      },
    },
    async (req, reply) => {
      sharedAnswer(reply);
      return { items: service.categories(requestLang(req)) };
    },
  );

  app.get(
    '/reflections/prompts',
    {
      schema: {
        tags,
        summary: 'Writing prompts: the 15 numbered ones first, then the others; by category and search',
        querystring: reflectionPromptsQuerySchema,
        response: { 200: reflectionPromptListSchema },
      },
    },
    async (req, reply) => {
      sharedAnswer(reply);
      return { items: await service.prompts({ ...req.query, lang: requestLang(req) }) };
    },
  );

  app.get(
    '/reflections/library',
    {
      schema: {
        tags,
        summary: 'Short readings to reflect on, by category and search (both languages, accents ignored)',
        querystring: reflectionLibraryQuerySchema,
        response: { 200: reflectionListSchema },
      },
    },
    async (req) => ({ items: await service.library({ ...req.query, lang: requestLang(req) }) }),
  );
}

/** The signed-in person’s journal. */
function journalRoutes(app: RoutesApp, { service }: { service: ReflectionsService }) {
  app.get(
    '/reflections/entries',
    {
      schema: {
        tags,
        summary: "The signed-in user's saved reflections, newest first",
        querystring: reflectionEntriesQuerySchema,
        response: { 200: reflectionEntryListSchema },
      },
    },
    (req) => service.listEntries({ ...req.query, user: requireUser(req), lang: requestLang(req) }),
  );

  app.post(
    '/reflections/entries',
    {
      schema: {
        tags,
        summary: 'Saves a reflection (an empty one is refused with reflections.empty)',
        body: reflectionEntryInputSchema,
        response: { 201: reflectionEntrySchema },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const entry = await service.create({ user, lang: requestLang(req), ...req.body });
      return reply.code(201).send(entry);
    },
  );

  app.get(
    '/reflections/entries/:id',
    {
      schema: {
        tags,
        summary: 'One of the signed-in user’s reflections',
        params: reflectionEntryParamsSchema,
        querystring: reflectionCategoriesQuerySchema,
        response: { 200: reflectionEntrySchema },
      },
    },
    (req) => service.get({ user: requireUser(req), lang: requestLang(req), id: req.params.id }),
  );

  app.patch(
    '/reflections/entries/:id',
    {
      schema: {
        tags,
        summary: 'Changes the words of one of the signed-in user’s reflections',
        params: reflectionEntryParamsSchema,
        body: reflectionEntryInputSchema.pick({ body: true }),
        response: { 200: reflectionEntrySchema },
      },
    },
    (req) =>
      service.update({
        user: requireUser(req),
        lang: requestLang(req),
        id: req.params.id,
        body: req.body.body,
      }),
  );

  app.delete(
    '/reflections/entries/:id',
    {
      schema: {
        tags,
        summary: 'Deletes one of the signed-in user’s reflections',
        params: reflectionEntryParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await service.remove({ user: requireUser(req), id: req.params.id });
      return reply.code(204).send(null);
    },
  );
}

/** Today's reflection and another one at random. */
function dailyRoutes(app: RoutesApp, { service }: { service: ReflectionsService }) {
  app.get(
    '/reflections/today',
    {
      schema: {
        tags,
        summary: "Today's reflection: one per calendar day and person, optionally within a category",
        querystring: reflectionTodayQuerySchema,
        response: { 200: reflectionOneSchema },
      },
    },
    async (req) => ({
      reflection: await service.today({
        lang: requestLang(req),
        category: req.query.category,
        timeZone: req.query.timeZone,
        user: req.user,
      }),
      viewer: viewerOf(req.user),
    }),
  );

  app.get(
    '/reflections/random',
    {
      schema: {
        tags,
        summary: 'Another reflection at random, optionally within a category',
        querystring: reflectionRandomQuerySchema,
        response: { 200: reflectionOneSchema },
      },
    },
    async (req) => ({
      reflection: await service.random({
        lang: requestLang(req),
        category: req.query.category,
        exclude: req.query.exclude,
      }),
      viewer: viewerOf(req.user),
    }),
  );
}
