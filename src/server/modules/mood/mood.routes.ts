import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '@shared/schemas/auth';
import {
  moodAveragesSchema,
  moodCsvQuerySchema,
  moodEntriesQuerySchema,
  moodEntryCreateSchema,
  moodEntryListSchema,
  moodEntryParamsSchema,
  moodEntryResponseSchema,
  moodEntrySchema,
  moodEntryUpdateSchema,
  moodInsightsSchema,
  moodOptionsSchema,
  moodRangeQuerySchema,
  moodTrendSchema,
} from '@shared/schemas/mood';
import type { ModuleDeps, RoutesApp } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import { dayIn } from '../activity/activity.service';
import { createMoodService, type MoodService } from './mood.service';
import { selfChecksRoutes } from './self-checks.routes';

const tags = ['mood'];

/** /api/mood: the signed-in person's mood entries, trends, insights, CSV and self-checks. */
export function moodRoutes({ db, clock }: ModuleDeps) {
  const service = createMoodService({ db, clock });
  const plugin: FastifyPluginAsyncZod = async (app) => {
    entryRoutes(app, service);
    statsRoutes(app, service, clock);
    selfChecksRoutes(app, { db, clock });
  };
  return plugin;
}

function entryRoutes(app: RoutesApp, service: MoodService) {
  app.get(
    '/mood/options',
    {
      schema: {
        tags,
        summary: 'Moods, emotions and factors to pick from (own factors too), and what the person may log',
        response: { 200: moodOptionsSchema },
      },
    },
    async (req) => service.options(requireUser(req), requestLang(req)),
  );

  app.get(
    '/mood/entries',
    {
      schema: {
        tags,
        summary: 'Mood entries in a range of days, newest first',
        querystring: moodEntriesQuerySchema,
        response: { 200: moodEntryListSchema },
      },
    },
    async (req) => service.list(requireUser(req), req.query),
  );

  app.post(
    '/mood/entries',
    {
      schema: {
        tags,
        summary: 'Logs a mood entry (premium; one try without it, then 403 mood.premium_required)',
        body: moodEntryCreateSchema,
        response: { 201: moodEntryResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(requireUser(req), req.body)),
  );

  app.get(
    '/mood/entries/:id',
    {
      schema: {
        tags,
        summary: 'One mood entry',
        params: moodEntryParamsSchema,
        response: { 200: moodEntrySchema },
      },
    },
    async (req) => service.get(requireUser(req), req.params.id),
  );

  app.put(
    '/mood/entries/:id',
    {
      schema: {
        tags,
        summary: 'Changes a mood entry',
        params: moodEntryParamsSchema,
        body: moodEntryUpdateSchema,
        response: { 200: moodEntryResponseSchema },
      },
    },
    async (req) => service.update(requireUser(req), req.params.id, req.body),
  );

  app.delete(
    '/mood/entries/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a mood entry',
        params: moodEntryParamsSchema,
        response: { 200: successSchema },
      },
    },
    async (req) => {
      await service.remove(requireUser(req), req.params.id);
      return { success: true as const };
    },
  );
}

function statsRoutes(app: RoutesApp, service: MoodService, clock: () => Date) {
  app.get(
    '/mood/trends',
    {
      schema: {
        tags,
        summary: 'Daily mood averages over 7, 30, 90 or 365 days (premium)',
        querystring: moodRangeQuerySchema,
        response: { 200: moodTrendSchema },
      },
    },
    async (req) => service.trends(requireUser(req), req.query.days),
  );

  app.get(
    '/mood/averages',
    {
      schema: {
        tags,
        summary: 'Mood averages by weekday and by factor (premium)',
        querystring: moodRangeQuerySchema,
        response: { 200: moodAveragesSchema },
      },
    },
    async (req) => service.averages(requireUser(req), req.query.days, requestLang(req)),
  );

  app.get(
    '/mood/insights',
    {
      schema: {
        tags,
        summary: 'Honest statistics on factors, shown only with enough days with and without each (premium)',
        querystring: moodRangeQuerySchema,
        response: { 200: moodInsightsSchema },
      },
    },
    async (req) => service.insights(requireUser(req), req.query.days, requestLang(req)),
  );

  app.get(
    '/mood/export.csv',
    {
      schema: {
        tags,
        summary: 'Mood entries as CSV (UTF-8 with BOM, localized header row)',
        querystring: moodCsvQuerySchema,
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const lang = requestLang(req);
      const { from, to } = req.query;
      const csv = await service.csv(user, lang, { ...(from ? { from } : {}), ...(to ? { to } : {}) });
      const name = `serenamente-${lang === 'it' ? 'umore' : 'mood'}-${dayIn(user.timeZone, clock())}.csv`;
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${name}"`,
        })
        .send(csv);
    },
  );
}
