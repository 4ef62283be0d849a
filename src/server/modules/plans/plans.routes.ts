import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entitlementsSchema } from '@shared/schemas/entitlements';
import { dailyUsageSchema } from '@shared/schemas/plans';
import type { ModuleDeps } from '../../lib/module-deps';
import { requireUser } from '../../lib/request-user';
import { createQuotaService } from './quota.service';

/** GET /api/plans/entitlements and GET /api/plans/usage, for the signed-in person. */
export function plansRoutes({ db, clock }: ModuleDeps) {
  const quota = createQuotaService({ db, clock });
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/plans/entitlements',
      {
        schema: {
          tags: ['plans'],
          summary: 'What the signed-in person may use now (plan, premium access, daily limit)',
          response: { 200: entitlementsSchema },
        },
      },
      async (req) => requireUser(req).entitlements,
    );

    app.get(
      '/plans/usage',
      {
        schema: {
          tags: ['plans'],
          summary: 'Today’s use of the daily limit, in the person’s time zone',
          response: { 200: dailyUsageSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return quota.status({ user: requireUser(req) });
      },
    );
  };
  return plugin;
}
