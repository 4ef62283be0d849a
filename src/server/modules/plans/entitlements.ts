import { limits, type PlanId } from '@shared/plans';
import type { Entitlements } from '@shared/schemas/entitlements';
import type { UserRow } from '../users/users.table';

/** The user fields the entitlement function reads. */
export type EntitlementSubject = Pick<
  UserRow,
  | 'isAdmin'
  | 'isPremium'
  | 'subscriptionPlan'
  | 'subscriptionStatus'
  | 'subscriptionStart'
  | 'subscriptionEnd'
  | 'trialEndsAt'
  | 'launchTrialEndsAt'
>;

/** `date` plus n calendar months (UTC), clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/**
 * SPEC §4's premium end date: the stored subscriptionEnd, else the start plus one year (yearly)
 * or one month (monthly, and when the plan is unknown). Null when neither date is known.
 */
export function premiumEndDate(
  user: Pick<EntitlementSubject, 'subscriptionEnd' | 'subscriptionStart' | 'subscriptionPlan'>,
): Date | null {
  if (user.subscriptionEnd) return user.subscriptionEnd;
  if (!user.subscriptionStart) return null;
  return addMonths(user.subscriptionStart, user.subscriptionPlan === 'yearly' ? 12 : 1);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * What a person may use now: the one place that implements SPEC §4's access rule.
 *
 * - Administrators always have premium access.
 * - A premium subscription gives access until its end date (`premiumEndDate`); when no end is
 *   known, the premium flag decides. `inactive` means no subscription; `canceled` keeps access
 *   until the end of the paid period.
 * - An activated launch code gives full premium until `launchTrialEndsAt` (10 days).
 * - The standard trial (7 days from registration) gives 5 chat messages a day.
 * - Everyone else is on the free plan: 3 AI requests a day.
 */
export function getEntitlements({ user, now }: { user: EntitlementSubject; now: Date }): Entitlements {
  const subscriptionEnd = premiumEndDate(user);
  const hasSubscription = user.subscriptionStatus !== 'inactive' || user.isPremium;
  const subscriptionActive = hasSubscription && (subscriptionEnd ? subscriptionEnd > now : user.isPremium);
  const launchActive = !!user.launchTrialEndsAt && user.launchTrialEndsAt > now;
  const trialActive = !!user.trialEndsAt && user.trialEndsAt > now;

  let plan: PlanId = 'free';
  if (subscriptionActive) plan = user.subscriptionPlan === 'yearly' ? 'premium_yearly' : 'premium_monthly';
  else if (launchActive) plan = 'launch';
  else if (trialActive) plan = 'trial';

  const premium = user.isAdmin || subscriptionActive || launchActive;
  const premiumUntil = later(
    subscriptionActive ? subscriptionEnd : null,
    launchActive ? user.launchTrialEndsAt : null,
  );

  return {
    plan,
    premium,
    isAdmin: user.isAdmin,
    premiumUntil: iso(premiumUntil),
    trialEndsAt: trialActive ? iso(user.trialEndsAt) : null,
    dailyLimit: premium ? null : plan === 'trial' ? limits.trialChatMessagesPerDay : limits.freeAiRequestsPerDay,
  };
}
