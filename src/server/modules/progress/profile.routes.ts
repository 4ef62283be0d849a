import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '@shared/schemas/auth';
import {
  changeEmailResponseSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  goalsSchema,
  goalsUpdateSchema,
  profileSchema,
  profileUpdateSchema,
} from '@shared/schemas/profile';
import { activityHistoryQuerySchema, activityHistorySchema } from '@shared/schemas/progress';
import type { Mailer } from '../../lib/mail';
import type { ModuleDeps, RoutesApp } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import { deviceToken } from '../auth/devices.service';
import { setSessionCookie } from '../sessions/sessions.service';
import { createProfileService } from './profile.service';
import type { createProgressService } from './progress.service';

const tags = ['profile'];

/** /api/profile: personal data, goals, password, address and the activity history. */
export function profileRoutes({
  progress,
  ...deps
}: ModuleDeps & { mailer: Mailer; progress: ReturnType<typeof createProgressService> }) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const service = createProfileService({ ...deps, log: app.log });
    dataRoutes(app, service, progress);
    accountRoutes(app, service, deps.config);
  };
  return plugin;
}

type ProfileService = ReturnType<typeof createProfileService>;

/** Personal data, goals and the activity history. */
function dataRoutes(
  app: RoutesApp,
  service: ProfileService,
  progress: ReturnType<typeof createProgressService>,
) {
  app.get(
    '/profile',
    { schema: { tags, summary: 'SPEC §3’s profile fields', response: { 200: profileSchema } } },
    async (req) => service.get(requireUser(req)),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Saves the profile fields (the address is changed apart)',
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (req) => service.update(requireUser(req), req.body),
  );

  app.get(
    '/profile/goals',
    {
      schema: {
        tags,
        summary: 'Wellness goals, weekly goal and preferred practice time',
        response: { 200: goalsSchema },
      },
    },
    async (req) => service.goals(requireUser(req), requestLang(req)),
  );

  app.put(
    '/profile/goals',
    {
      schema: { tags, summary: 'Saves the goals', body: goalsUpdateSchema, response: { 200: goalsSchema } },
    },
    async (req) => service.saveGoals(requireUser(req), req.body, requestLang(req)),
  );

  app.get(
    '/profile/activity',
    {
      schema: {
        tags,
        summary: 'The activity history, newest first, by kind and range of days, in the request language',
        querystring: activityHistoryQuerySchema,
        response: { 200: activityHistorySchema },
      },
    },
    async (req) => progress.history(requireUser(req), req.query, requestLang(req)),
  );
}

/** The password and the address: the password typed counts on the sign-in throttle. */
function accountRoutes(app: RoutesApp, service: ProfileService, config: ModuleDeps['config']) {
  const asker = (req: { ip: string } & Parameters<typeof deviceToken>[0]) => ({
    ip: req.ip,
    deviceToken: deviceToken(req, config),
  });

  app.post(
    '/profile/password',
    {
      schema: {
        tags,
        summary: 'Changes the password (the current one first); every other session ends',
        body: changePasswordSchema,
        response: { 200: successSchema },
      },
    },
    async (req, reply) => {
      const { token } = await service.changePassword(requireUser(req), req.body, asker(req));
      setSessionCookie(reply, config, token);
      return { success: true as const };
    },
  );

  app.post(
    '/profile/email',
    {
      schema: {
        tags,
        summary: 'Mails a code to a new address (the password first)',
        body: changeEmailSchema,
        response: { 200: changeEmailResponseSchema },
      },
    },
    async (req) => service.requestEmailChange(requireUser(req), req.body, asker(req)),
  );

  app.post(
    '/profile/email/confirm',
    {
      schema: {
        tags,
        summary: 'Confirms the new address with the mailed code',
        body: confirmEmailSchema,
        response: { 200: profileSchema },
      },
    },
    async (req) => service.confirmEmail(requireUser(req), req.body.code),
  );
}
