import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { hashSecret, verifySecret } from '../../lib/password';
import { deleteUserSessions } from '../sessions/sessions.repository';
import { findUserByLogin, insertUser, updateUser, uniqueViolation } from './users.repository';

/**
 * Creates or updates the administrator named by ADMIN_USERNAME / ADMIN_PASSWORD at start.
 * Idempotent, and safe when several instances start together. A changed password replaces the
 * stored hash and ends that account's sessions.
 */
export async function ensureAdmin({ db, config }: { db: Db; config: Readonly<Config> }): Promise<void> {
  const { username, password } = config.admin;
  if (!username || !password) return;
  const email = `${username.toLowerCase()}@admin.invalid`;

  let user = await findUserByLogin(db, username);
  if (!user) {
    try {
      user = await insertUser(db, {
        username,
        email,
        fullName: username,
        passwordHash: await hashSecret(password),
        isAdmin: true,
      });
      return;
    } catch (err) {
      if (!uniqueViolation(err)) throw err;
      user = await findUserByLogin(db, username);
      if (!user) throw err;
    }
  }
  const samePassword = await verifySecret(user.passwordHash, password);
  if (samePassword && user.isAdmin) return;
  await updateUser(db, user.id, {
    isAdmin: true,
    ...(samePassword ? {} : { passwordHash: await hashSecret(password) }),
  });
  if (!samePassword) await deleteUserSessions(db, user.id);
}
