import type { PublicUser } from '../../../shared/schemas/auth';
import type { RequestUser } from '../../lib/request-user';
import { getEntitlements } from '../plans/entitlements';
import type { UserRow } from './users.table';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * SPEC §3's user as the client holds it: only these fields ever leave the server (the route
 * schemas strip anything else), never a hash, a token or Stripe ids.
 */
export function toPublicUser(row: UserRow, now: Date): PublicUser {
  const entitlements = getEntitlements({ user: row, now });
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    isAdmin: row.isAdmin,
    isPremium: entitlements.premium,
    subscriptionPlan: row.subscriptionPlan ?? null,
    subscriptionStart: iso(row.subscriptionStart),
    subscriptionEnd: iso(row.subscriptionEnd),
    plan: entitlements.plan,
    entitlements,
  };
}

/** What other modules see of the signed-in person (`req.user`). */
export function toRequestUser(row: UserRow, now: Date): RequestUser {
  return {
    id: row.id,
    username: row.username,
    isAdmin: row.isAdmin,
    timeZone: row.timeZone,
    entitlements: getEntitlements({ user: row, now }),
  };
}
