import type { FastifySerializerCompiler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '@shared/schemas/auth';
import { deleteAccountSchema, exportFileName, privacyExportSchema } from '@shared/schemas/privacy';
import type { Mailer } from '../../lib/mail';
import type { ModuleDeps } from '../../lib/module-deps';
import { requireUser } from '../../lib/request-user';
import { dayIn } from '../activity/activity.service';
import { deviceToken } from '../auth/devices.service';
import { clearSessionCookie } from '../sessions/sessions.service';
import { createPrivacyService } from './privacy.service';

const tags = ['privacy'];
const noStore = { 'cache-control': 'no-store' };
const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }).loose() });

/**
 * The export is a file people may open and read: the schema still decides what leaves (fields it
 * does not name are dropped), and the JSON is indented.
 */
const readableJson: FastifySerializerCompiler<unknown> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(z.encode(schema as z.ZodType, data), null, 2);

/**
 * /api/privacy: "Your data". The export and the deletion answer only the signed-in person;
 * deletion is a state-changing request, so the global cross-site check covers it. Neither logs a
 * body (the request log is method, path, status and time only).
 */
export function privacyRoutes({ db, config, clock, mailer }: ModuleDeps & { mailer: Mailer }) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const service = createPrivacyService({ db, config, clock, mailer, log: app.log });

    app.get(
      '/privacy/export',
      {
        schema: {
          tags,
          summary:
            'Everything the app holds about the signed-in person, as a JSON file (GDPR Art. 15 and 20)',
          response: { 200: privacyExportSchema, 401: errorSchema },
        },
        serializerCompiler: readableJson,
      },
      async (req, reply) => {
        const user = requireUser(req);
        const data = await service.exportData(user.id);
        const fileName = exportFileName(dayIn(user.timeZone, new Date(data.exportedAt)));
        return reply
          .headers({ ...noStore, 'content-disposition': `attachment; filename="${fileName}"` })
          .send(data);
      },
    );

    app.post(
      '/privacy/delete-account',
      {
        schema: {
          tags,
          summary:
            'Deletes the signed-in person’s account and everything in it, after the password and the word ELIMINA or DELETE (GDPR Art. 17)',
          body: deleteAccountSchema,
          response: {
            200: successSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            429: errorSchema,
          },
        },
      },
      async (req, reply) => {
        const user = requireUser(req);
        await service.deleteAccount({
          userId: user.id,
          password: req.body.password,
          ip: req.ip,
          deviceToken: deviceToken(req, config),
        });
        // The session row went with the account; the browser's cookies go as at logout.
        clearSessionCookie(reply, config);
        reply.headers(noStore);
        return { success: true as const };
      },
    );
  };
  return plugin;
}
