import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  meditationDetailSchema,
  meditationListQuerySchema,
  meditationListSchema,
  meditationSessionResultSchema,
  meditationSessionSchema,
  meditationSlugParamsSchema,
} from '@shared/schemas/meditations';
import type { ModuleDeps } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import { createMeditationsService } from './meditations.service';

/** /api/meditations: the list (open), timed scripts (premium gated) and practised minutes. */
export function meditationsRoutes({ db, clock }: ModuleDeps) {
  const service = createMeditationsService({ db, clock });

  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/meditations',
      {
        schema: {
          tags: ['meditations'],
          summary: 'Guided meditations in the request language, premium ones marked',
          querystring: meditationListQuerySchema,
          response: { 200: meditationListSchema },
        },
      },
      (req) => service.list({ lang: requestLang(req), user: req.user }),
    );

    app.get(
      '/meditations/:slug',
      {
        schema: {
          tags: ['meditations'],
          summary: "A meditation's timed script (premium ones only for entitled users)",
          params: meditationSlugParamsSchema,
          querystring: meditationListQuerySchema,
          response: { 200: meditationDetailSchema },
        },
      },
      (req) => service.detail({ slug: req.params.slug, lang: requestLang(req), user: req.user }),
    );

    app.post(
      '/meditations/:slug/sessions',
      {
        schema: {
          tags: ['meditations'],
          summary: 'Records the minutes of a finished run, or of a run stopped after at least a minute',
          params: meditationSlugParamsSchema,
          body: meditationSessionSchema,
          response: { 200: meditationSessionResultSchema },
        },
      },
      async (req) => {
        const user = requireUser(req);
        return service.recordSession({ slug: req.params.slug, user, input: req.body });
      },
    );
  };
  return plugin;
}
