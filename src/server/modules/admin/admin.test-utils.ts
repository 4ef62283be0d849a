import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { insertUser, loginViaApi } from '../../../../tests/factories';
import { sameOrigin } from '../../../../tests/helpers/app';
import { sessionsTable } from '../sessions/sessions.table';
import type { UserRole } from '../users/users.table';

/**
 * A staff member signed in through the real login, with the session marked as having passed
 * the second factor (as POST /api/auth/second-factor/verify does). For tests of admin routes
 * that are not about the second factor itself. `verified: false` leaves the session unverified.
 */
export async function staffSession(
  app: FastifyInstance,
  db: Db,
  { role = 'admin', verified = true }: { role?: UserRole; verified?: boolean } = {},
) {
  const { user, password } = await insertUser(db, { role });
  const cookie = await loginViaApi(app, user.username, password);
  if (verified)
    await db
      .update(sessionsTable)
      .set({ secondFactorAt: new Date() })
      .where(eq(sessionsTable.userId, user.id));
  return {
    user,
    password,
    cookie,
    /** Headers for reads. */
    headers: { cookie },
    /** Headers for state-changing requests (CSRF header and origin included). */
    writeHeaders: { ...sameOrigin, cookie },
  };
}
