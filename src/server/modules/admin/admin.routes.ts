import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  adminActionResultSchema,
  type AdminUserDetail,
  adminUserDetailSchema,
  auditListQuerySchema,
  auditListSchema,
  deleteUserSchema,
  type GrantPremiumInput,
  grantPremiumSchema,
  launchStateSchema,
  launchToggleSchema,
  overviewSchema,
  reasonBodySchema,
  serviceStateSchema,
  setRoleSchema,
  type StaffRoleName,
  userIdParamsSchema,
  userListQuerySchema,
  userListSchema,
} from '@shared/schemas/admin';
import type { Mailer } from '../../lib/mail';
import type { ModuleDeps, RoutesApp } from '../../lib/module-deps';
import { requireRole, type StaffMember, staffOf } from './admin-guard.service';
import { accountRoutes } from './account.routes';
import { createAuditService } from './audit.service';
import { createOperationsService } from './operations.service';
import { secondFactorRoutes } from './second-factor.routes';
import { createAdminUsersService } from './users.service';

export type AdminRoutesDeps = ModuleDeps & { mailer: Mailer };

const noStore = { 'cache-control': 'no-store' };
const tags = ['admin'];
const admins = ['admin'] as const;

const isAdminPath = (url: string) => /^\/api\/admin(\/|\?|$)/.test(url);

/**
 * The administration API. Every /api/admin request, of this module and of admin-content alike,
 * is refused before its input is even read unless it comes from staff (an editor or an
 * administrator) whose session passed the second factor: 401 signed out, 403 otherwise. Each
 * route then checks its own roles (admin-guard.service.ts): editors reach only the content routes
 * and their own account. Registered without encapsulation, so the gate covers the API scope.
 */
export function adminRoutes(deps: AdminRoutesDeps) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.addHook('preValidation', async (req) => {
      if (isAdminPath(req.url)) staffOf(req, ['admin', 'editor']);
    });
    await app.register(secondFactorRoutes(deps));
    await app.register(accountRoutes(deps));
    await app.register(async (scope) => {
      scope.addHook('preHandler', requireRole(...admins));
      scope.addHook('onSend', async (_req, reply) => {
        reply.headers(noStore);
      });
      operationRoutes(scope as unknown as RoutesApp, deps);
      userRoutes(scope as unknown as RoutesApp, deps);
    });
  };
  return fp(plugin, { name: 'admin' });
}

function operationRoutes(app: RoutesApp, deps: AdminRoutesDeps) {
  const ops = createOperationsService(deps);
  const audit = createAuditService(deps);
  app.get(
    '/admin/overview',
    { schema: { tags, summary: 'Figures of the service (counts only)', response: { 200: overviewSchema } } },
    () => ops.overview(),
  );
  app.get(
    '/admin/launch',
    {
      schema: {
        tags,
        summary: 'The launch campaign: places, codes and discounts',
        response: { 200: launchStateSchema },
      },
    },
    () => ops.launchState(),
  );
  app.post(
    '/admin/launch',
    {
      schema: {
        tags,
        summary: 'Open or close the launch campaign',
        body: launchToggleSchema,
        response: { 200: launchStateSchema },
      },
    },
    (req) => ops.setLaunchOpen(staffOf(req, admins), req.body),
  );
  app.get(
    '/admin/service',
    {
      schema: {
        tags,
        summary: 'Health, version and providers of the service',
        response: { 200: serviceStateSchema },
      },
    },
    () => ops.serviceState(),
  );
  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first, filtered by actor, action and dates',
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    (req) => audit.list(req.query),
  );
}

function userRoutes(app: RoutesApp, deps: AdminRoutesDeps) {
  const users = createAdminUsersService({ ...deps, log: app.log });
  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Accounts by username or email, 20 a page',
        querystring: userListQuerySchema,
        response: { 200: userListSchema },
      },
    },
    (req) => users.list(req.query),
  );
  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'An account: plan, dates and activity counts',
        params: userIdParamsSchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    (req) => users.detail(req.params.id),
  );
  userActionRoutes(app, users);
}

type Users = ReturnType<typeof createAdminUsersService>;
type Run = (users: Users, staff: StaffMember, id: string, body: never) => Promise<AdminUserDetail | null>;

/** The audited actions on an account: each a POST with a mandatory reason. */
const userActions: { path: string; summary: string; body: ZodType; run: Run }[] = [
  {
    path: 'premium',
    summary: 'Grant or extend premium, with a reason',
    body: grantPremiumSchema,
    run: (u, s, id, body: GrantPremiumInput) =>
      u.grantPremium(s, id, body as { days: number; reason: string }),
  },
  {
    path: 'sessions/end',
    summary: 'End every session of an account',
    body: reasonBodySchema,
    run: (u, s, id, body: { reason: string }) => u.endSessions(s, id, body),
  },
  {
    path: 'disable',
    summary: 'Disable an account: it cannot sign in, its sessions end',
    body: reasonBodySchema,
    run: (u, s, id, body: { reason: string }) => u.setDisabled(s, id, { ...body, disabled: true }),
  },
  {
    path: 'enable',
    summary: 'Enable a disabled account again',
    body: reasonBodySchema,
    run: (u, s, id, body: { reason: string }) => u.setDisabled(s, id, { ...body, disabled: false }),
  },
  {
    path: 'role',
    summary: 'Make an account a content editor, or a member again',
    body: setRoleSchema,
    run: (u, s, id, body: { role: StaffRoleName; reason: string }) => u.setRole(s, id, body),
  },
  {
    path: 'export',
    summary: 'Mail the account its data export (a GDPR request received by mail)',
    body: reasonBodySchema,
    run: (u, s, id, body: { reason: string }) => u.sendExport(s, id, body),
  },
  {
    path: 'delete',
    summary: 'Delete an account (a GDPR request received by mail)',
    body: deleteUserSchema,
    run: async (u, s, id, body: { reason: string; confirmUsername: string }) => {
      await u.erase(s, id, body);
      return null;
    },
  },
];

function userActionRoutes(app: RoutesApp, users: Users) {
  for (const action of userActions) {
    app.post(
      `/admin/users/:id/${action.path}`,
      {
        schema: {
          tags,
          summary: action.summary,
          params: userIdParamsSchema,
          body: action.body,
          response: { 200: adminActionResultSchema },
        },
      },
      async (req) => ({
        success: true as const,
        user: await action.run(users, staffOf(req, admins), req.params.id, req.body as never),
      }),
    );
  }
}
