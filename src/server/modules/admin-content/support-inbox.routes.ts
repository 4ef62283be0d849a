import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  supportAnswerInputSchema,
  supportHandledInputSchema,
  supportInboxItemSchema,
  supportInboxMessageSchema,
  supportInboxQuerySchema,
  supportInboxSchema,
  supportMessageParamsSchema,
} from '@shared/schemas/admin-content';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import { actorOf, requireRole, staffOf } from '../admin/admin-guard.service';
import { createSupportInboxService } from './support-inbox.service';

const tags = ['admin'];
const admins = ['admin'] as const;
// Before the body is validated: a visitor is told 401, not what a valid body would be.
const guard = { preValidation: requireRole(...admins) };

/** /api/admin/support/…: the contact-form inbox, for administrators only (editors never read it). */
export function supportInboxRoutes(deps: { db: Db; clock: () => Date; mailer: Mailer; publicUrl: string }) {
  const service = createSupportInboxService(deps);
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const actor = (req: Parameters<typeof staffOf>[0]) => actorOf(staffOf(req, admins));

    app.get(
      '/admin/support/messages',
      {
        ...guard,
        schema: {
          tags,
          summary: 'Administration: contact-form messages, waiting ones first',
          querystring: supportInboxQuerySchema,
          response: { 200: supportInboxSchema },
        },
      },
      (req) => service.list(req.query.status ?? 'all'),
    );
    app.get(
      '/admin/support/messages/:id',
      {
        ...guard,
        schema: {
          tags,
          summary: 'Administration: one contact-form message (the reading is audited)',
          params: supportMessageParamsSchema,
          response: { 200: supportInboxMessageSchema },
        },
      },
      (req) => service.read(req.params.id, actor(req)),
    );
    app.post(
      '/admin/support/messages/:id/answer',
      {
        ...guard,
        schema: {
          tags,
          summary: "Administration: mails an answer in the sender's language and marks the message handled",
          params: supportMessageParamsSchema,
          body: supportAnswerInputSchema,
          response: { 200: supportInboxMessageSchema },
        },
      },
      (req) => service.answer(req.params.id, req.body.answer, actor(req)),
    );
    app.put(
      '/admin/support/messages/:id/handled',
      {
        ...guard,
        schema: {
          tags,
          summary: 'Administration: marks a message handled or waiting',
          params: supportMessageParamsSchema,
          body: supportHandledInputSchema,
          response: { 200: supportInboxItemSchema },
        },
      },
      (req) => service.setHandled(req.params.id, req.body.handled, actor(req)),
    );
  };
  return plugin;
}
