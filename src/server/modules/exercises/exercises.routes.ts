import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exerciseDetailSchema,
  exerciseListQuerySchema,
  exerciseListSchema,
  exerciseNoteSchema,
  exerciseProgressResultSchema,
  exerciseSlugParamsSchema,
  langQuerySchema,
} from '@shared/schemas/exercises';
import type { ModuleDeps } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import { createExercisesService } from './exercises.service';

/** /api/exercises: the catalogue (open to visitors), details (premium gated), notes and completions. */
export function exercisesRoutes({ db, clock }: ModuleDeps) {
  const service = createExercisesService({ db, clock });

  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/exercises',
      {
        schema: {
          tags: ['exercises'],
          summary:
            'Exercises in the request language, by category and search (both languages, accents ignored)',
          querystring: exerciseListQuerySchema,
          response: { 200: exerciseListSchema },
        },
      },
      (req) =>
        service.list({
          lang: requestLang(req),
          category: req.query.category,
          q: req.query.q,
          user: req.user,
        }),
    );

    app.get(
      '/exercises/:slug',
      {
        schema: {
          tags: ['exercises'],
          summary:
            "An exercise's goal and steps (premium ones only for entitled users), with the user's note",
          params: exerciseSlugParamsSchema,
          querystring: langQuerySchema,
          response: { 200: exerciseDetailSchema },
        },
      },
      (req) => service.detail({ slug: req.params.slug, lang: requestLang(req), user: req.user }),
    );

    app.put(
      '/exercises/:slug/note',
      {
        schema: {
          tags: ['exercises'],
          summary: 'Saves the signed-in user’s personal note on an exercise (empty clears it)',
          params: exerciseSlugParamsSchema,
          body: exerciseNoteSchema,
          response: { 200: exerciseProgressResultSchema },
        },
      },
      async (req) => {
        const user = requireUser(req);
        return { progress: await service.saveNote({ slug: req.params.slug, user, note: req.body.note }) };
      },
    );

    app.post(
      '/exercises/:slug/completions',
      {
        schema: {
          tags: ['exercises'],
          summary: 'Marks an exercise completed (counted and written to the activity log)',
          params: exerciseSlugParamsSchema,
          response: { 201: exerciseProgressResultSchema },
        },
      },
      async (req, reply) => {
        const user = requireUser(req);
        const progress = await service.complete({ slug: req.params.slug, user });
        return reply.code(201).send({ progress });
      },
    );
  };
  return plugin;
}
