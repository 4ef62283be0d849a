import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  achievementListSchema,
  dashboardSchema,
  progressStatsResponseSchema,
} from '@shared/schemas/progress';
import type { Mailer } from '../../lib/mail';
import type { ModuleDeps } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import { profileRoutes } from './profile.routes';
import { createProgressService } from './progress.service';

const tags = ['progress'];

/** /api/progress: the dashboard, SPEC §3's stats and the achievements; /api/profile beside them. */
export function progressRoutes(deps: ModuleDeps & { mailer: Mailer }) {
  const service = createProgressService(deps);
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/progress/dashboard',
      {
        schema: {
          tags,
          summary:
            'The dashboard: greeting, today, this week, 7-day and 4-week series, goal, plan, latest achievement',
          response: { 200: dashboardSchema },
        },
      },
      async (req) => service.dashboard(requireUser(req), requestLang(req)),
    );

    app.get(
      '/progress/stats',
      {
        schema: {
          tags,
          summary: 'SPEC §3’s profile stats, computed from the activity log',
          response: { 200: progressStatsResponseSchema },
        },
      },
      async (req) => service.stats(requireUser(req)),
    );

    app.get(
      '/progress/achievements',
      {
        schema: {
          tags,
          summary: 'Every achievement with when it was earned, in the request language',
          response: { 200: achievementListSchema },
        },
      },
      async (req) => service.achievements(requireUser(req), requestLang(req)),
    );

    await app.register(profileRoutes({ ...deps, progress: service }));
  };
  return plugin;
}
