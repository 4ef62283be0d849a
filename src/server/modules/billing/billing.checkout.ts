import { prices } from '@shared/plans';
import type {
  BillingPlan,
  BillingPlans,
  CreateCheckoutSessionResponse,
  VerifySessionResponse,
} from '@shared/schemas/billing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { launchPriceCents, type PaymentProvider, planPriceCents } from '../../lib/payments';
import { createUsersService } from '../users/users.service';
import { viaProvider } from './billing.errors';
import { createBillingRepository } from './billing.repository';
import { governing, isLive } from './billing.sync';
import { verification } from './billing.view';
import { createCheckoutRepository } from './checkout.repository';
import { createDiscountsRepository } from './discounts.repository';

/** How long a checkout session stays open (Stripe takes 30 minutes to 24 hours). */
const CHECKOUT_TTL_MS = 60 * 60 * 1000;
const euros = (cents: number) => cents / 100;

interface CheckoutInput {
  userId: string;
  priceId: string;
  language: 'it' | 'en';
  launchDiscount: boolean;
  /** What the page asked for; the provider and the configuration decide (see `uiModeOf`). */
  uiMode: 'hosted' | 'embedded';
}
interface Deps {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
  provider: PaymentProvider;
}

/**
 * Stripe's embedded checkout needs the publishable key in the browser: without one the session
 * is Stripe's hosted page. (The demo provider shows its own form on /checkout either way.)
 */
const uiModeOf = (config: Readonly<Config>, asked: CheckoutInput['uiMode']) =>
  asked === 'embedded' && config.stripe.publishableKey ? 'embedded' : 'hosted';

/** What the subscription page offers: both plans, their price ids and the launch discounts left. */
async function offers({ db, config, provider }: Deps): Promise<BillingPlans> {
  const [ids, rows] = await Promise.all([
    viaProvider(() => provider.priceIds()),
    createDiscountsRepository(db).discounts(),
  ]);
  return {
    provider: provider.kind,
    publishableKey: provider.kind === 'stripe' ? (config.stripe.publishableKey ?? null) : null,
    currency: 'EUR',
    plans: (['monthly', 'yearly'] as const).map((plan) => {
      const row = rows.find((r) => r.plan === plan);
      const total = row?.total ?? prices.launchDiscountCodesPerPlan;
      const remaining = Math.max(0, total - (row?.used ?? 0));
      return {
        plan,
        priceId: ids[plan],
        amount: euros(planPriceCents[plan]),
        interval: plan === 'yearly' ? ('year' as const) : ('month' as const),
        launchOffer: { amount: euros(launchPriceCents[plan]), remaining, total },
      };
    }),
  };
}

/** A new session at the provider; a claimed launch discount is given back if that fails. */
async function openSession(
  { db, config, clock, provider }: Deps,
  input: CheckoutInput & { plan: BillingPlan; email: string; customerId: string | null },
): Promise<CreateCheckoutSessionResponse> {
  const discounts = createDiscountsRepository(db);
  const now = clock();
  const { userId, plan, launchDiscount, language } = input;
  const appUrl = (path: string) =>
    `${config.publicUrl}${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
  if (launchDiscount && !(await discounts.claimDiscount({ plan })))
    throw new AppError('billing.discount_unavailable');
  try {
    const session = await viaProvider(
      () =>
        provider.createCheckoutSession({
          ...input,
          uiMode: uiModeOf(config, input.uiMode),
          successUrl: appUrl('/payment-success?session_id={CHECKOUT_SESSION_ID}'),
          cancelUrl: appUrl('/subscription'),
          // The embedded form's page: opening it again hands back this open session (below).
          embeddedPageUrl: appUrl(`/checkout?plan=${plan}${launchDiscount ? '&launch=1' : ''}`),
          expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
          // A request retried within the minute gets the same session back from Stripe.
          idempotencyKey: `checkout:${userId}:${plan}:${launchDiscount}:${uiModeOf(config, input.uiMode)}:${Math.floor(now.getTime() / 60_000)}`,
        }),
      'billing.checkout_failed',
    );
    const { id, url, expiresAt, clientSecret } = session;
    await createCheckoutRepository(db).insertCheckout({
      values: { id, userId, provider: provider.kind, plan, launchDiscount, url, expiresAt, createdAt: now },
    });
    return { url, sessionId: id, ...(clientSecret ? { clientSecret } : {}) };
  } catch (err) {
    if (launchDiscount) await discounts.releaseDiscount({ plan });
    throw err;
  }
}

/** The plans on offer, opening a checkout and verifying it (SPEC §7). */
export function createCheckoutFlow(deps: Deps) {
  const { db, clock, provider } = deps;
  const checkouts = createCheckoutRepository(db);
  const subscriptions = createBillingRepository(db);
  const users = createUsersService({ db });

  async function planOf(priceId: string): Promise<BillingPlan> {
    if (priceId === 'monthly' || priceId === 'yearly') return priceId;
    const ids = await viaProvider(() => provider.priceIds(), 'billing.checkout_failed');
    const plan = (Object.keys(ids) as BillingPlan[]).find((p) => ids[p] === priceId);
    if (!plan) throw new AppError('billing.unknown_price');
    return plan;
  }

  /**
   * The person's open session for the same offer, handed back (no second discount is taken); an
   * embedded page gets its client secret from the provider again. A session opened for the other
   * ui goes on where it was opened (its `url`).
   */
  async function reopen(open: { id: string; url: string }, uiMode: CheckoutInput['uiMode']) {
    const found =
      uiMode === 'embedded'
        ? await viaProvider(() => provider.retrieveCheckoutSession(open.id), 'billing.checkout_failed')
        : null;
    const clientSecret = found?.clientSecret ?? null;
    return { url: open.url, sessionId: open.id, ...(clientSecret ? { clientSecret } : {}) };
  }

  return {
    plans: () => offers(deps),

    /** Only the signed-in person, for themselves; their open session for the same offer is handed back. */
    async createCheckout(
      input: CheckoutInput & { callerId: string | null },
    ): Promise<CreateCheckoutSessionResponse> {
      if (!input.callerId || input.callerId !== input.userId)
        throw new AppError('billing.user_not_authenticated');
      const plan = await planOf(input.priceId);
      const user = await users.findById({ id: input.userId });
      if (!user) throw new AppError('billing.user_not_authenticated');
      const mine = governing(await subscriptions.subscriptionsOfUser({ userId: user.id }));
      if (mine && isLive(mine)) throw new AppError('billing.already_subscribed');
      const { launchDiscount } = input;
      const open = await checkouts.findOpenCheckout({ userId: user.id, plan, launchDiscount, now: clock() });
      if (open) return reopen(open, input.uiMode);
      return openSession(deps, { ...input, plan, email: user.email, customerId: mine?.customerId ?? null });
    },

    /** The caller's own session (the latest one without an id), else 404. */
    async verifySession({
      userId,
      sessionId,
    }: {
      userId: string | null;
      sessionId?: string | undefined;
    }): Promise<VerifySessionResponse> {
      if (!userId) throw new AppError('billing.session_not_found');
      const session = sessionId
        ? await checkouts.findCheckout({ id: sessionId })
        : await checkouts.latestCheckoutOfUser({ userId });
      if (!session || session.userId !== userId) throw new AppError('billing.session_not_found');
      const sub = session.subscriptionId
        ? await subscriptions.findSubscription({ id: session.subscriptionId })
        : null;
      return verification(session, sub, clock());
    },
  };
}
