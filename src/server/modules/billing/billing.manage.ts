import type { BillingPlan, SubscriptionView } from '@shared/schemas/billing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../../lib/payments';
import { toPublicUser } from '../plans/plans.service';
import { createUsersService } from '../users/users.service';
import { viaProvider } from './billing.errors';
import { type BillingRepository, createBillingRepository } from './billing.repository';
import { governing, isLive } from './billing.sync';
import type { BillingSubscriptionRow } from './billing.table';
import { subscriptionView } from './billing.view';

/**
 * Before an account is deleted: no renewal will charge a card whose owner has gone. EVERY live
 * subscription is told (two checkouts paid at once make two), not only the one that governs
 * the plan. Access ends with the account anyway; this only tells the provider. The first
 * failure stops the deletion (the caller keeps the account), so none is left renewing unseen.
 */
async function stopRenewals({
  repo,
  provider,
  userId,
}: {
  repo: BillingRepository;
  provider: PaymentProvider;
  userId: string;
}): Promise<number> {
  const renewing = (await repo.subscriptionsOfUser({ userId })).filter(
    (row) => isLive(row) && !row.cancelAtPeriodEnd,
  );
  for (const row of renewing) {
    await viaProvider(() => provider.setCancelAtPeriodEnd({ subscriptionId: row.id, cancel: true }));
  }
  return renewing.length;
}

/**
 * The person's own subscription: the view, cancel, resume, plan change and card. Each asks the
 * provider to act; the subscription's state then follows the provider's event.
 */
type Deps = { db: Db; config: Readonly<Config>; clock: () => Date; provider: PaymentProvider };

export function createSubscriptionManager({ db, config, clock, provider }: Deps) {
  const repo = createBillingRepository(db);
  const users = createUsersService({ db });

  const current = async (userId: string) => governing(await repo.subscriptionsOfUser({ userId }));

  /** The person's live subscription, or 404 `billing.no_active_subscription`. */
  async function live(userId: string): Promise<BillingSubscriptionRow> {
    const row = await current(userId);
    if (!row || !isLive(row)) throw new AppError('billing.no_active_subscription');
    return row;
  }

  async function view(userId: string): Promise<SubscriptionView> {
    const row = await current(userId);
    return { provider: provider.kind, subscription: row ? subscriptionView(row, clock()) : null };
  }

  async function userOf(userId: string) {
    const user = await users.findById({ id: userId });
    if (!user) throw new AppError('billing.user_not_authenticated');
    return user;
  }

  return {
    view,

    /** Cancels at the period's end (SPEC §4: access stays until then). Asking twice is harmless. */
    async cancel({ userId }: { userId: string }) {
      const row = await live(userId);
      if (!row.cancelAtPeriodEnd)
        await viaProvider(() => provider.setCancelAtPeriodEnd({ subscriptionId: row.id, cancel: true }));
      return {
        success: true as const,
        user: toPublicUser(await userOf(userId), clock()),
        subscription: (await view(userId)).subscription,
      };
    },

    stopRenewals: ({ userId }: { userId: string }) => stopRenewals({ repo, provider, userId }),

    /** Undoes a cancellation while the period runs. */
    async resume({ userId }: { userId: string }): Promise<SubscriptionView> {
      const row = await live(userId);
      if (row.cancelAtPeriodEnd)
        await viaProvider(() => provider.setCancelAtPeriodEnd({ subscriptionId: row.id, cancel: false }));
      return view(userId);
    },

    /** From the next renewal on (no proration); the current plan takes back a pending change. */
    async changePlan({ userId, plan }: { userId: string; plan: BillingPlan }): Promise<SubscriptionView> {
      const row = await live(userId);
      if (row.cancelAtPeriodEnd) throw new AppError('billing.no_active_subscription');
      if (plan === row.plan && !row.pendingPlan) throw new AppError('billing.plan_unchanged');
      if (plan !== row.pendingPlan) {
        await viaProvider(() => provider.schedulePlanChange({ subscriptionId: row.id, plan }));
        await repo.setPendingPlan({ id: row.id, plan: plan === row.plan ? null : plan, now: clock() });
      }
      return view(userId);
    },

    /** Stripe's billing portal, or the demo's card form. */
    async paymentMethodUrl({ userId, language }: { userId: string; language: 'it' | 'en' }) {
      const row = await live(userId);
      const user = await userOf(userId);
      const returnUrl = `${config.publicUrl}/manage-subscription?lang=${language}`;
      const url = await viaProvider(() =>
        provider.paymentMethodUrl({
          userId,
          email: user.email,
          customerId: row.customerId,
          subscriptionId: row.id,
          returnUrl,
          language,
        }),
      );
      return { url };
    },
  };
}
