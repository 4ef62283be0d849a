import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { hashSecret, verifySecret } from '../../lib/password';
import { createSessionsService } from '../sessions/sessions.service';
import { createUsersService } from '../users/users.service';
import { createServiceSecrets } from './service-secrets.service';

/** The hash of the ADMIN_PASSWORD last applied, so a password changed in the admin pages stays. */
const APPLIED = 'admin_password_applied';

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
 * when it changed (that is its recovery; mailed codes never apply to it) and its sessions end;
 * a password the administrator chose in the admin pages is kept while ADMIN_PASSWORD stays the same.
 * Idempotent, and safe when several instances start together.
 */
export async function ensureAdmin({ db, config }: { db: Db; config: Readonly<Config> }): Promise<void> {
  const { username, password } = config.admin;
  if (!username || !password) return;
  const users = createUsersService({ db });
  const secrets = createServiceSecrets({ db });
  const email = adminEmailOf(username);
  let user = await users.findByLogin({ identifier: username });
  if (!user) {
    try {
      const values = { username, email, fullName: username, passwordHash: await hashSecret(password), role: 'admin' as const };
      await users.insert({ values });
      await secrets.write(APPLIED, values.passwordHash);
      return;
    } catch (err) {
      if (!uniqueViolation(err)) throw err;
      // Another instance starting at the same moment created it, or the name was just registered.
      user = await users.findByLogin({ identifier: username });
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
  const applied = await secrets.read(APPLIED);
  if (await verifySecret(user.passwordHash, password)) {
    if (!applied) await secrets.write(APPLIED, user.passwordHash);
    return;
  }
  if (applied && (await verifySecret(applied, password))) return;
  const passwordHash = await hashSecret(password);
  await users.update({ id: user.id, values: { passwordHash } });
  await secrets.write(APPLIED, passwordHash);
  await createSessionsService({ db }).endAllOf({ userId: user.id });
}
