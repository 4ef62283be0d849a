import type { ProviderKind, ProviderSubscription } from '../../lib/payments';
import type { UserInsert } from '../users/users.table';
import type { BillingSubscriptionInsert, BillingSubscriptionRow } from './billing.table';

/** Statuses in which a subscription still gives premium (until its period's end). */
export const liveStatuses = new Set(['active', 'trialing', 'past_due']);
export const isLive = (row: Pick<BillingSubscriptionRow, 'status' | 'endedAt'>) =>
  liveStatuses.has(row.status) && !row.endedAt;

/**
 * A renewing subscription keeps premium this long past its period's end: the provider charges
 * the renewal a little after the period ends (Stripe finalises the invoice about an hour later)
 * and its events follow. A subscription that will not renew ends exactly at its period's end.
 */
export const renewalGraceMs = 2 * 60 * 60 * 1000;

/** The row for the provider's current state of a subscription (the pending plan kept until it applies). */
export function subscriptionRow({
  sub,
  userId,
  provider,
  existing,
}: {
  sub: ProviderSubscription;
  userId: string;
  provider: ProviderKind;
  existing: BillingSubscriptionRow | null;
}): BillingSubscriptionInsert {
  const plan = sub.plan ?? existing?.plan ?? 'monthly';
  const ended = !!sub.endedAt || !liveStatuses.has(sub.status);
  const pending =
    existing?.pendingPlan && existing.pendingPlan !== plan && !ended ? existing.pendingPlan : null;
  const failing = sub.status === 'past_due' || sub.status === 'unpaid';
  return {
    id: sub.id,
    userId,
    provider,
    customerId: sub.customerId,
    plan,
    status: sub.status,
    startedAt: sub.createdAt,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    canceledAt: sub.canceledAt,
    endedAt: sub.endedAt,
    pendingPlan: pending,
    launchDiscount: sub.launchDiscount,
    paymentMethod: sub.paymentMethod,
    retryAttempts: failing ? (sub.latestInvoice?.attemptCount ?? 1) : 0,
    nextAttemptAt: failing ? (sub.latestInvoice?.nextPaymentAttempt ?? null) : null,
  };
}

/**
 * The subscription that decides a person's plan: the live one that runs longest, else the
 * latest one. An old subscription's late event can then never undo a newer one.
 */
export function governing(rows: BillingSubscriptionRow[]): BillingSubscriptionRow | null {
  const live = rows
    .filter(isLive)
    .sort((a, b) => b.currentPeriodEnd.getTime() - a.currentPeriodEnd.getTime());
  return live[0] ?? [...rows].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())[0] ?? null;
}

/** The plan fields of `users` that the entitlement function reads (plans/entitlements.ts). */
export function userPlanFields(row: BillingSubscriptionRow): Partial<UserInsert> {
  const ids = {
    stripeCustomerId: row.customerId,
    stripeSubscriptionId: row.id,
    subscriptionPlan: row.plan,
    subscriptionStart: row.startedAt,
  };
  if (!isLive(row)) {
    return {
      ...ids,
      isPremium: false,
      subscriptionStatus: 'inactive',
      subscriptionEnd: row.endedAt ?? row.currentPeriodEnd,
    };
  }
  const renews = !row.cancelAtPeriodEnd;
  return {
    ...ids,
    isPremium: true,
    subscriptionStatus: row.status === 'past_due' ? 'past_due' : renews ? 'active' : 'canceled',
    subscriptionEnd: renews
      ? new Date(row.currentPeriodEnd.getTime() + renewalGraceMs)
      : row.currentPeriodEnd,
  };
}
