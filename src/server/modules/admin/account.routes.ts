import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '@shared/schemas/auth';
import { adminPasswordSchema, recoveryCodesSchema } from '@shared/schemas/admin';
import { AppError } from '../../lib/app-error';
import type { ModuleDeps } from '../../lib/module-deps';
import { hashSecret, verifySecret } from '../../lib/password';
import { createSessionsService, sessionOf } from '../sessions/sessions.service';
import { usersTable } from '../users/users.table';
import { requireRole, staffOf } from './admin-guard.service';
import { createAuditService } from './audit.service';
import { createSecondFactorService } from './second-factor.service';

const noStore = { 'cache-control': 'no-store' };
const tags = ['admin'];
const staff = ['admin', 'editor'] as const;

/** A staff member's own account: the password (SPEC §5: never empty, trimmed) and recovery codes. */
export function accountRoutes(deps: ModuleDeps) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const { db } = deps;
    const audit = createAuditService(deps);
    const secondFactor = createSecondFactorService(deps);
    const sessions = createSessionsService({ db });

    app.post(
      '/admin/account/password',
      {
        preHandler: requireRole(...staff),
        schema: {
          tags,
          summary: 'Change one’s own password; every other session ends',
          body: adminPasswordSchema,
          response: { 200: successSchema },
        },
      },
      async (req, reply) => {
        const me = staffOf(req, staff);
        const found = sessionOf(req)!;
        if (!(await verifySecret(found.user.passwordHash, req.body.currentPassword)))
          throw new AppError('admin.password_incorrect');
        const passwordHash = await hashSecret(req.body.newPassword);
        await db.transaction(async (tx) => {
          await tx.update(usersTable).set({ passwordHash }).where(eq(usersTable.id, me.id));
          await sessions.endOthersOf({ userId: me.id, keepTokenHash: found.session.tokenHash, tx });
          await audit.record(
            {
              actor: { id: me.id, name: me.name },
              action: 'account.password_changed',
              targetType: 'user',
              targetId: me.id,
            },
            tx,
          );
        });
        reply.headers(noStore);
        return { success: true as const };
      },
    );

    app.post(
      '/admin/account/recovery-codes',
      {
        preHandler: requireRole(...staff),
        schema: {
          tags,
          summary: 'New recovery codes (the old ones stop working), shown once',
          response: { 200: recoveryCodesSchema },
        },
      },
      async (req, reply) => {
        const me = staffOf(req, staff);
        reply.headers(noStore);
        return secondFactor.regenerateCodes({ user: { id: me.id, username: me.name, role: me.role } });
      },
    );
  };
  return plugin;
}
