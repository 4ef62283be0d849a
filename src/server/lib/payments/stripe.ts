import Stripe from 'stripe';
import { launchCouponIds, priceLookupKeys } from './catalog';
import { verifySignedEvent } from './verify';
import {
  type CheckoutSessionShape,
  type InvoiceShape,
  type SubscriptionShape,
  toProviderCheckout,
  toProviderInvoice,
  toProviderSubscription,
  toUnix,
} from './shapes';
import {
  type CreateCheckoutInput,
  type OpenedCheckout,
  type PaymentProvider,
  type PlanName,
  ProviderUnavailableError,
} from './types';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  priceMonthly?: string | undefined;
  priceYearly?: string | undefined;
  /** Another API address (a local double in tests, stripe-mock): `http://127.0.0.1:12111`. */
  apiBase?: string | undefined;
}

/** The SDK, pointed at Stripe or at `apiBase`. */
export function createStripeClient({
  secretKey,
  apiBase,
}: Pick<StripeProviderOptions, 'secretKey' | 'apiBase'>): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

const missing = (err: unknown) =>
  err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404;

/** Runs a call; a missing object is null, any other failure the provider being unavailable. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (err) {
    if (missing(err)) return null;
    throw new ProviderUnavailableError(`stripe: ${what} failed`, { cause: err });
  }
}

async function must<T>(what: string, run: () => Promise<T>): Promise<T> {
  const result = await call(what, run);
  if (result === null) throw new ProviderUnavailableError(`stripe: ${what}: not found`);
  return result;
}

/**
 * Where the session shows: embedded in the app's /checkout (Stripe.js opens it with the client
 * secret and comes back to `return_url`), or Stripe's hosted page (success and cancel addresses).
 */
const uiOf = (input: CreateCheckoutInput) =>
  input.uiMode === 'embedded'
    ? ({ ui_mode: 'embedded_page', return_url: input.successUrl } as const)
    : ({ success_url: input.successUrl, cancel_url: input.cancelUrl } as const);

/** A Checkout Session in subscription mode; the launch coupon for a discounted first period. */
async function createCheckoutSession(
  stripe: Stripe,
  prices: Record<PlanName, string>,
  input: CreateCheckoutInput,
): Promise<OpenedCheckout> {
  const session = await must('checkout.sessions.create', () =>
    stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        ...uiOf(input),
        line_items: [{ price: prices[input.plan], quantity: 1 }],
        client_reference_id: input.userId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        locale: input.language,
        expires_at: toUnix(input.expiresAt),
        metadata: { userId: input.userId, plan: input.plan, launchDiscount: String(input.launchDiscount) },
        subscription_data: {
          metadata: { userId: input.userId, plan: input.plan, launchDiscount: String(input.launchDiscount) },
        },
        ...(input.launchDiscount ? { discounts: [{ coupon: launchCouponIds[input.plan] }] } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    ),
  );
  const expiresAt = new Date(session.expires_at * 1000);
  if (input.uiMode === 'embedded') {
    if (!session.client_secret) throw new ProviderUnavailableError('stripe: embedded session without secret');
    const url = input.embeddedPageUrl;
    return { id: session.id, url, expiresAt, clientSecret: session.client_secret };
  }
  if (!session.url) throw new ProviderUnavailableError('stripe: checkout session without url');
  return { id: session.id, url: session.url, expiresAt, clientSecret: null };
}

/**
 * The new price from the next period on, through a subscription schedule (no proration); the
 * current plan releases the schedule, so the subscription renews as it is.
 */
async function schedulePlanChange(
  stripe: Stripe,
  prices: Record<PlanName, string>,
  subscriptionId: string,
  plan: PlanName,
) {
  const sub = await must('subscriptions.retrieve', () => stripe.subscriptions.retrieve(subscriptionId));
  const item = sub.items.data[0];
  if (!item) throw new ProviderUnavailableError('stripe: subscription without items');
  const existing = typeof sub.schedule === 'string' ? sub.schedule : (sub.schedule?.id ?? null);
  if (item.price.id === prices[plan]) {
    // Back to the current plan: the schedule goes, the subscription renews as it is.
    if (existing)
      await must('subscriptionSchedules.release', () => stripe.subscriptionSchedules.release(existing));
    return;
  }
  const scheduleId =
    existing ??
    (
      await must('subscriptionSchedules.create', () =>
        stripe.subscriptionSchedules.create({ from_subscription: subscriptionId }),
      )
    ).id;
  await must('subscriptionSchedules.update', () =>
    stripe.subscriptionSchedules.update(scheduleId, {
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        {
          items: [{ price: item.price.id, quantity: 1 }],
          start_date: item.current_period_start,
          end_date: item.current_period_end,
        },
        {
          items: [{ price: prices[plan], quantity: 1 }],
          duration: { interval: plan === 'yearly' ? 'year' : 'month', interval_count: 1 },
        },
      ],
    }),
  );
}

/** The two plans' price ids: from the configuration, else found once by their lookup keys. */
function createPriceLookup(
  stripe: Stripe,
  options: StripeProviderOptions,
): () => Promise<Record<PlanName, string>> {
  let cachedPrices: Record<PlanName, string> | null =
    options.priceMonthly && options.priceYearly
      ? { monthly: options.priceMonthly, yearly: options.priceYearly }
      : null;

  return async function priceIds(): Promise<Record<PlanName, string>> {
    if (cachedPrices) return cachedPrices;
    const list = await must('prices.list', () =>
      stripe.prices.list({ lookup_keys: Object.values(priceLookupKeys), active: true, limit: 10 }),
    );
    const byKey = new Map(list.data.map((p) => [p.lookup_key, p.id]));
    const monthly = options.priceMonthly ?? byKey.get(priceLookupKeys.monthly);
    const yearly = options.priceYearly ?? byKey.get(priceLookupKeys.yearly);
    if (!monthly || !yearly)
      throw new ProviderUnavailableError('stripe: prices not found; run `npm run stripe:setup`');
    cachedPrices = { monthly, yearly };
    return cachedPrices;
  };
}

/**
 * Stripe: Checkout Sessions in subscription mode, the billing portal for the card, cancel at the
 * period's end, plan changes through a subscription schedule (the new price from the next
 * period, no proration), Stripe's own invoice PDFs. Events are verified with the endpoint's
 * signing secret; the billing module then reads each object's current state from here.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(options);
  const priceIds = createPriceLookup(stripe, options);

  const retrieveSubscription = async (id: string) => {
    const sub = await call('subscriptions.retrieve', () =>
      stripe.subscriptions.retrieve(id, { expand: ['default_payment_method', 'latest_invoice'] }),
    );
    return sub ? toProviderSubscription(sub as unknown as SubscriptionShape) : null;
  };

  return {
    kind: 'stripe',
    priceIds,

    createCheckoutSession: async (input) => createCheckoutSession(stripe, await priceIds(), input),

    verifyEvent: async (payload, signature) => verifySignedEvent(payload, signature, options.webhookSecret),

    async retrieveCheckoutSession(id) {
      const cs = await call('checkout.sessions.retrieve', () => stripe.checkout.sessions.retrieve(id));
      return cs ? toProviderCheckout(cs as unknown as CheckoutSessionShape) : null;
    },

    retrieveSubscription,

    async retrieveInvoice(id) {
      const invoice = await call('invoices.retrieve', () => stripe.invoices.retrieve(id));
      return invoice ? toProviderInvoice(invoice as unknown as InvoiceShape) : null;
    },

    async setCancelAtPeriodEnd({ subscriptionId, cancel }) {
      await must('subscriptions.update', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
      );
    },

    schedulePlanChange: async ({ subscriptionId, plan }) =>
      schedulePlanChange(stripe, await priceIds(), subscriptionId, plan),

    async paymentMethodUrl({ customerId, returnUrl, language }) {
      const session = await must('billingPortal.sessions.create', () =>
        stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          locale: language,
          flow_data: { type: 'payment_method_update' },
        }),
      );
      return session.url;
    },

    async invoicePdfUrl(invoiceId) {
      const invoice = await call('invoices.retrieve', () => stripe.invoices.retrieve(invoiceId));
      return invoice?.invoice_pdf ?? null;
    },

    async runDue() {
      // Stripe renews, retries and ends subscriptions on its own clock, and says so by events.
      return 0;
    },
  };
}
