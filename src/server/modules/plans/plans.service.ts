import type { PublicUser } from '@shared/schemas/auth';
import type { PrivacyExport } from '@shared/schemas/privacy';
import type { RequestUser } from '../../lib/request-user';
import type { UserRow } from '../users/users.table';
import { getEntitlements } from './entitlements';

export { getEntitlements };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * SPEC §3's user as the client holds it, with the plan computed now: only these fields ever
 * leave the server (the route schemas strip anything else), never a hash, a token or Stripe ids.
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

/** What other modules see of the signed-in person (`req.user`), with the plan computed now. */
export function toRequestUser(row: UserRow, now: Date): RequestUser {
  return {
    id: row.id,
    username: row.username,
    isAdmin: row.isAdmin,
    timeZone: row.timeZone,
    entitlements: getEntitlements({ user: row, now }),
  };
}

/** The export's `plan` section: the plan now, and the dates it is computed from. */
export function planExportOf(user: UserRow, now: Date): PrivacyExport['plan'] {
  return {
    current: getEntitlements({ user, now }),
    isPremium: user.isPremium,
    subscription: {
      plan: user.subscriptionPlan ?? null,
      status: user.subscriptionStatus,
      start: iso(user.subscriptionStart),
      end: iso(user.subscriptionEnd),
    },
    trialStartedAt: iso(user.trialStartedAt),
    trialEndsAt: iso(user.trialEndsAt),
    launchTrialEndsAt: iso(user.launchTrialEndsAt),
  };
}
