import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { hashSecret, verifySecret } from '../../lib/password';
import { deleteUserSessions } from '../sessions/sessions.repository';
import { findUserByLogin, insertUser, updateUser, uniqueViolation } from './users.repository';

/** A start that cannot go on: its message is one line naming ADMIN_USERNAME (start-failure.ts). */
export class AdminBootstrapError extends Error {
  override name = 'AdminBootstrapError';
}

/** The administrator's address: `.invalid` can never receive mail (RFC 2606), nor be registered. */
export const adminEmailOf = (username: string) => `${username.toLowerCase()}@admin.invalid`;

/** True for an address in the administrators' reserved domain. */
export const isAdminAddress = (email: string) => email.toLowerCase().endsWith('@admin.invalid');

/**
 * Creates the administrator named by ADMIN_USERNAME / ADMIN_PASSWORD at start, as an account of
 * its own: a name that belongs to someone who registered is refused, never promoted (their email
 * and password would become the administrator's). An existing administrator gets ADMIN_PASSWORD
 * when it changed (that is its recovery; mailed codes never apply to it) and its sessions end.
 * Idempotent, and safe when several instances start together.
 */
export async function ensureAdmin({ db, config }: { db: Db; config: Readonly<Config> }): Promise<void> {
  const { username, password } = config.admin;
  if (!username || !password) return;
  const email = adminEmailOf(username);

  let user = await findUserByLogin(db, username);
  if (!user) {
    try {
      await insertUser(db, {
        username,
        email,
        fullName: username,
        passwordHash: await hashSecret(password),
        isAdmin: true,
      });
      return;
    } catch (err) {
      if (!uniqueViolation(err)) throw err;
      // Another instance starting at the same moment created it, or the name was just registered.
      user = await findUserByLogin(db, username);
      if (!user) {
        throw new AdminBootstrapError(
          `ADMIN_USERNAME: the administrator's address ${email} belongs to another account; choose another ADMIN_USERNAME.`,
        );
      }
    }
  }
  if (!user.isAdmin) {
    throw new AdminBootstrapError(
      `ADMIN_USERNAME: "${username}" is the username of an account someone registered, not an administrator; choose another ADMIN_USERNAME.`,
    );
  }
  if (await verifySecret(user.passwordHash, password)) return;
  await updateUser(db, user.id, { passwordHash: await hashSecret(password) });
  await deleteUserSessions(db, user.id);
}
