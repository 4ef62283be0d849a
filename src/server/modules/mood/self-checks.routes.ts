import {
  selfCheckFormsSchema,
  selfCheckListQuerySchema,
  selfCheckListSchema,
  selfCheckResponseSchema,
  selfCheckSubmitSchema,
} from '@shared/schemas/mood';
import type { Db } from '../../db/client';
import type { RoutesApp } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import { createSelfChecksService } from './self-checks.service';

const tags = ['mood'];

/** /api/mood/self-checks: GAD-7 and PHQ-9, for every signed-in person. */
export function selfChecksRoutes(app: RoutesApp, { db, clock }: { db: Db; clock: () => Date }) {
  const service = createSelfChecksService({ db, clock });

  app.get(
    '/mood/self-checks/forms',
    {
      schema: {
        tags,
        summary: 'GAD-7 and PHQ-9 items and answers in the request language',
        response: { 200: selfCheckFormsSchema },
      },
    },
    async (req) => {
      requireUser(req);
      return service.forms(requestLang(req));
    },
  );

  app.post(
    '/mood/self-checks',
    {
      schema: {
        tags,
        summary: 'Scores a self-check (not a diagnosis); PHQ-9 item 9 above 0 brings the crisis lines',
        body: selfCheckSubmitSchema,
        response: { 201: selfCheckResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.submit(requireUser(req), req.body, requestLang(req))),
  );

  app.get(
    '/mood/self-checks',
    {
      schema: {
        tags,
        summary: 'The person’s self-check results, newest first',
        querystring: selfCheckListQuerySchema,
        response: { 200: selfCheckListSchema },
      },
    },
    async (req) => service.list(requireUser(req), req.query, requestLang(req)),
  );
}
