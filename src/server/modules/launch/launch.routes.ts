import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  launchActivateResponseSchema,
  launchActivateSchema,
  launchRequestResponseSchema,
  launchStatusSchema,
} from '@shared/schemas/launch';
import type { ModuleDeps } from '../../lib/module-deps';
import { requireUser } from '../../lib/request-user';
import { toPublicUser } from '../plans/plans.service';
import { createLaunchService, ensureLaunchSeed } from './launch.service';

/** The launch campaign: its state, requesting a code and activating it (SPEC §2 /launch, /promo). */
export function launchRoutes({ db, clock }: ModuleDeps) {
  const launch = createLaunchService({ db, clock });
  const plugin: FastifyPluginAsyncZod = async (app) => {
    await ensureLaunchSeed(db);

    app.get(
      '/launch/status',
      {
        schema: {
          tags: ['launch'],
          summary: 'The campaign (places left or completed) and the signed-in person’s code',
          response: { 200: launchStatusSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return launch.status(req.user?.id ?? null);
      },
    );

    app.post(
      '/launch/request',
      {
        schema: {
          tags: ['launch'],
          summary: 'Request a launch code (one per person, while places remain)',
          response: { 200: launchRequestResponseSchema },
        },
      },
      async (req) => {
        const user = requireUser(req);
        return { success: true as const, code: await launch.request(user.id) };
      },
    );

    app.post(
      '/launch/activate',
      {
        schema: {
          tags: ['launch'],
          summary: 'Activate your launch code: 10 days of premium',
          body: launchActivateSchema,
          response: { 200: launchActivateResponseSchema },
        },
      },
      async (req) => {
        const user = requireUser(req);
        const result = await launch.activate(user.id, req.body.code);
        return { success: true as const, code: result.code, user: toPublicUser(result.user, clock()) };
      },
    );
  };
  return plugin;
}
