import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supportMessageInputSchema, supportMessageReceiptSchema } from '@shared/schemas/support';
import type { Mailer } from '../../lib/mail';
import type { ModuleDeps } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { createSupportService, defaultSupportLimits, type SupportLimits } from './support.service';

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }).loose() });

/** POST /api/support/messages: the contact form (stored, then mailed to the support inbox). */
export function supportRoutes({
  db,
  config,
  clock,
  mailer,
  limits = defaultSupportLimits,
}: ModuleDeps & { mailer: Mailer; limits?: SupportLimits }) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const service = createSupportService({
      db,
      clock,
      mailer,
      inbox: config.mail.supportInbox,
      publicUrl: config.publicUrl,
      limits,
      log: app.log,
    });

    app.post(
      '/support/messages',
      {
        schema: {
          tags: ['support'],
          summary: 'Sends a message to the support team (limited per IP)',
          body: supportMessageInputSchema,
          response: { 201: supportMessageReceiptSchema, 400: errorSchema, 429: errorSchema },
        },
      },
      async (req, reply) => {
        const receipt = await service.submit({
          ...req.body,
          lang: requestLang(req),
          ip: req.ip,
          userId: req.user?.id ?? null,
        });
        return reply.code(201).header('cache-control', 'no-store').send(receipt);
      },
    );
  };
  return plugin;
}
