import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '@shared/schemas/auth';
import {
  recoveryCodesSchema,
  secondFactorConfirmSchema,
  secondFactorEnrolmentSchema,
  secondFactorStatusSchema,
  secondFactorVerifySchema,
} from '@shared/schemas/admin';
import { AppError } from '../../lib/app-error';
import type { ModuleDeps } from '../../lib/module-deps';
import { sessionOf } from '../sessions/sessions.service';
import { createSecondFactorService } from './second-factor.service';

const noStore = { 'cache-control': 'no-store' };
const tags = ['admin'];

/** The signed-in staff member and their session, before the second factor (401/403 otherwise). */
function staffSession(req: FastifyRequest) {
  const found = sessionOf(req);
  if (!req.user || !found) throw new AppError('auth.unauthenticated');
  if (found.user.role !== 'admin' && found.user.role !== 'editor') throw new AppError('auth.forbidden');
  return found;
}

/**
 * The second step of a staff sign-in, outside /api/admin because it comes before the second
 * factor: status (anyone signed in: their role), enrolment with a QR code and its confirmation,
 * and the code (or a recovery code) that lets this session into the admin pages.
 */
export function secondFactorRoutes(deps: ModuleDeps) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const service = createSecondFactorService(deps);

    app.get(
      '/auth/second-factor',
      {
        schema: {
          tags,
          summary: 'The signed-in person’s role and, for staff, the state of the second factor',
          response: { 200: secondFactorStatusSchema },
        },
      },
      async (req, reply) => {
        const found = sessionOf(req);
        if (!req.user || !found) throw new AppError('auth.unauthenticated');
        reply.headers(noStore);
        return service.status(found);
      },
    );

    app.post(
      '/auth/second-factor/enrol',
      {
        schema: {
          tags,
          summary: 'Staff: a new TOTP secret and its QR code (first sign-in, or from a verified session)',
          response: { 200: secondFactorEnrolmentSchema },
        },
      },
      async (req, reply) => {
        reply.headers(noStore);
        return service.startEnrolment(staffSession(req));
      },
    );

    app.post(
      '/auth/second-factor/confirm',
      {
        schema: {
          tags,
          summary: 'Staff: the first code confirms the enrolment; answers the 10 recovery codes, shown once',
          body: secondFactorConfirmSchema,
          response: { 200: recoveryCodesSchema },
        },
      },
      async (req, reply) => {
        reply.headers(noStore);
        return service.confirm({ ...staffSession(req), code: req.body.code });
      },
    );

    app.post(
      '/auth/second-factor/verify',
      {
        schema: {
          tags,
          summary: 'Staff: a code from the app or a recovery code lets this session into the admin pages',
          body: secondFactorVerifySchema,
          response: { 200: successSchema },
        },
      },
      async (req, reply) => {
        await service.verify({ ...staffSession(req), code: req.body.code });
        reply.headers(noStore);
        return { success: true as const };
      },
    );
  };
  return plugin;
}
