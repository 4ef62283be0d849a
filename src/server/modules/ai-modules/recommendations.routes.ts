import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recommendationQuerySchema, recommendationResponseSchema } from '@shared/schemas/ai-modules';
import type { ModuleDeps } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { rejectInvalid } from '../../lib/reject-invalid';
import { createRecommendationsService } from './recommendations.service';

/** GET /api/resources/recommendations: the library ranked for what someone describes. */
export function recommendationsRoutes({ db, clock }: ModuleDeps) {
  const service = createRecommendationsService({ db, clock });

  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/resources/recommendations',
      {
        attachValidation: true,
        schema: {
          tags: ['resources'],
          summary: 'Up to 5 library items that fit a free-text message, each with a short reason',
          description:
            'Reads what the message is about (loneliness, sleep, procrastination, panic…) and recommends the library ' +
            'items whose tags answer it, PostgreSQL full-text search in the request language (`italian`/`english`) ' +
            'breaking ties; without a known topic, the items whose title, tags or summary match; the quick tools only ' +
            'when nothing matches. Fewer items rather than unrelated ones. Without premium (visitors included) the ' +
            'free items come first and at most one premium item (`premium: true`), last. An empty message is refused ' +
            'with 400 `ai.message_missing` ("Messaggio mancante"). The crisis check runs first: a crisis message gets ' +
            'the crisis help instead of items. Not generative, so it uses no daily quota; open to visitors.',
          querystring: recommendationQuerySchema,
          response: { 200: recommendationResponseSchema },
        },
      },
      async (req, reply) => {
        rejectInvalid(req, ['ai.message_missing', 'ai.message_too_long']);
        reply.header('cache-control', 'private, no-store');
        return service.recommend({ message: req.query.message, lang: requestLang(req), user: req.user });
      },
    );
  };
  return plugin;
}
