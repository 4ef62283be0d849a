import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ContentItem,
  contentDetailSchema,
  contentItemParamsSchema,
  contentItemSchemas,
  type ContentKind,
  contentKinds,
  contentListQuerySchema,
  contentListSchema,
} from '@shared/schemas/admin-content';
import type { Mailer } from '../../lib/mail';
import type { ModuleDeps, RoutesApp } from '../../lib/module-deps';
import { actorOf, requireRole, staffOf } from '../admin/admin-guard.service';
import { type AdminContentService, createAdminContentService } from './admin-content.service';
import { supportInboxRoutes } from './support-inbox.routes';

const tags = ['admin'];
const editors = ['admin', 'editor'] as const;
// Before the body is validated: a visitor is told 401, not what a valid body would be.
const guard = { preValidation: requireRole(...editors) };

/** The routes of one kind under /api/admin/content/<kind>, with that kind's own item schema. */
function kindRoutes<K extends ContentKind>(app: RoutesApp, service: AdminContentService, kind: K) {
  const base = `/admin/content/${kind}`;
  const item = contentItemSchemas[kind];
  const detail = contentDetailSchema(item);
  const actor = (req: Parameters<typeof staffOf>[0]) => actorOf(staffOf(req, editors));

  app.get(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: `Administration: every ${kind} item, published or not`,
        querystring: contentListQuerySchema,
        response: { 200: contentListSchema },
      },
    },
    (req) => service.list(kind, req.query),
  );
  app.post(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: `Administration: creates a ${kind} item (unpublished), both languages complete`,
        body: item,
        response: { 201: detail },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.create(kind, req.body as ContentItem<K>, actor(req))),
  );
  app.get(
    `${base}/:slug`,
    {
      ...guard,
      schema: {
        tags,
        summary: `Administration: one ${kind} item in both languages`,
        params: contentItemParamsSchema,
        response: { 200: detail },
      },
    },
    (req) => service.detail(kind, req.params.slug),
  );
  app.put(
    `${base}/:slug`,
    {
      ...guard,
      schema: {
        tags,
        summary: `Administration: replaces a ${kind} item (its slug stays)`,
        params: contentItemParamsSchema,
        body: item,
        response: { 200: detail },
      },
    },
    (req) => service.update(kind, req.params.slug, req.body as ContentItem<K>, actor(req)),
  );
  for (const published of [true, false]) {
    app.post(
      `${base}/:slug/${published ? 'publish' : 'unpublish'}`,
      {
        ...guard,
        schema: {
          tags,
          summary: `Administration: ${published ? 'shows' : 'hides'} a ${kind} item on the public pages`,
          params: contentItemParamsSchema,
          response: { 200: detail },
        },
      },
      (req) => service.setPublished(kind, req.params.slug, published, actor(req)),
    );
  }
}

/**
 * /api/admin/content/… (administrators and editors, second factor passed) and
 * /api/admin/support/… (administrators only): content editing and the support inbox.
 */
export function adminContentRoutes({ db, config, clock, mailer }: ModuleDeps & { mailer: Mailer }) {
  const service = createAdminContentService({ db, clock });
  const plugin: FastifyPluginAsyncZod = async (app) => {
    for (const kind of contentKinds) kindRoutes(app, service, kind);
    await app.register(supportInboxRoutes({ db, clock, mailer, publicUrl: config.publicUrl }));
  };
  return plugin;
}
