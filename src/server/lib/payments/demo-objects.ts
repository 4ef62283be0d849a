import { randomBytes } from 'node:crypto';
import { currency, launchPriceCents, planPriceCents, priceLookupKeys } from './catalog';
import type { CheckoutSessionShape, EventShape, InvoiceShape, PriceShape, SubscriptionShape } from './shapes';
import { toUnix } from './shapes';
import type { PlanName } from './types';

/** Stripe-like ids (`sub_demo_3f9a…`): a prefix that says what it is, and 24 hex digits. */
export const demoId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString('hex')}`;

export const demoPrices: Record<PlanName, PriceShape> = {
  monthly: {
    id: 'price_demo_monthly',
    lookup_key: priceLookupKeys.monthly,
    unit_amount: planPriceCents.monthly,
    recurring: { interval: 'month' },
  },
  yearly: {
    id: 'price_demo_yearly',
    lookup_key: priceLookupKeys.yearly,
    unit_amount: planPriceCents.yearly,
    recurring: { interval: 'year' },
  },
};

export type DemoCardObject = {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
};

/** The checkout session, with the fields Stripe's has that the demo's own page needs. */
export type DemoCheckoutSession = CheckoutSessionShape & {
  amount_total: number;
  currency: string;
  customer_email: string;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
};

/**
 * A subscription, plus what only the demo knows: whether its card fails at renewal (test card
 * …0341 "attaches but fails later") and the plan scheduled for the next period.
 */
export type DemoSubscription = SubscriptionShape & {
  metadata: Record<string, string>;
  demo: { failRenewals: boolean; nextPlan: PlanName | null; email: string };
};

export type DemoInvoice = InvoiceShape;

export function buildCheckoutSession(input: {
  mode: 'subscription' | 'setup';
  userId: string;
  email: string;
  plan: PlanName;
  launchDiscount: boolean;
  customerId: string | null;
  subscriptionId: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  pageUrl: (id: string) => string;
}): DemoCheckoutSession {
  const id = demoId('cs');
  const amount =
    input.mode === 'setup'
      ? 0
      : input.launchDiscount
        ? launchPriceCents[input.plan]
        : planPriceCents[input.plan];
  return {
    id,
    object: 'checkout.session',
    mode: input.mode,
    status: 'open',
    payment_status: input.mode === 'setup' ? 'no_payment_required' : 'unpaid',
    customer: input.customerId,
    subscription: input.subscriptionId,
    client_reference_id: input.userId,
    metadata: { userId: input.userId, plan: input.plan, launchDiscount: String(input.launchDiscount) },
    expires_at: toUnix(input.expiresAt),
    url: input.pageUrl(id),
    amount_total: amount,
    currency,
    customer_email: input.email,
    success_url: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
    cancel_url: input.cancelUrl,
  };
}

export function buildSubscription(input: {
  customerId: string;
  userId: string;
  plan: PlanName;
  launchDiscount: boolean;
  start: Date;
  periodEnd: Date;
  card: DemoCardObject;
  failRenewals: boolean;
  email: string;
}): DemoSubscription {
  const id = demoId('sub');
  return {
    id,
    object: 'subscription',
    customer: input.customerId,
    status: 'active',
    created: toUnix(input.start),
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    metadata: { userId: input.userId, plan: input.plan, launchDiscount: String(input.launchDiscount) },
    items: {
      data: [
        {
          id: demoId('si'),
          price: demoPrices[input.plan],
          current_period_start: toUnix(input.start),
          current_period_end: toUnix(input.periodEnd),
        },
      ],
    },
    default_payment_method: input.card,
    latest_invoice: null,
    demo: { failRenewals: input.failRenewals, nextPlan: null, email: input.email },
  };
}

export function buildInvoice(input: {
  sub: DemoSubscription;
  plan: PlanName;
  amountCents: number;
  discountCents: number;
  periodStart: Date;
  periodEnd: Date;
  billingReason: 'subscription_create' | 'subscription_cycle';
  now: Date;
}): DemoInvoice {
  return {
    id: demoId('in'),
    object: 'invoice',
    number: null,
    customer: input.sub.customer,
    customer_name: null,
    customer_email: input.sub.demo.email,
    status: 'open',
    amount_paid: 0,
    amount_due: input.amountCents,
    currency,
    billing_reason: input.billingReason,
    attempt_count: 0,
    next_payment_attempt: null,
    created: toUnix(input.now),
    status_transitions: { paid_at: null },
    parent: { subscription_details: { subscription: input.sub.id, metadata: input.sub.metadata } },
    lines: { data: [{ period: { start: toUnix(input.periodStart), end: toUnix(input.periodEnd) } }] },
    total_discount_amounts: input.discountCents > 0 ? [{ amount: input.discountCents }] : [],
  };
}

/** An invoice after one payment attempt. */
export function attempted(
  invoice: DemoInvoice,
  { paid, now, nextAttempt }: { paid: boolean; now: Date; nextAttempt: Date | null },
): DemoInvoice {
  return {
    ...invoice,
    status: paid ? 'paid' : 'open',
    amount_paid: paid ? invoice.amount_due : 0,
    attempt_count: invoice.attempt_count + 1,
    next_payment_attempt: paid || !nextAttempt ? null : toUnix(nextAttempt),
    status_transitions: { paid_at: paid ? toUnix(now) : null },
  };
}

/** A subscription's latest invoice, expanded as Stripe expands it. */
export const latestInvoiceRef = (invoice: DemoInvoice): DemoSubscription['latest_invoice'] => ({
  id: invoice.id,
  status: invoice.status,
  attempt_count: invoice.attempt_count,
  next_payment_attempt: invoice.next_payment_attempt,
});

export function buildEvent(type: string, object: { id: string; object: string }, now: Date): EventShape {
  return {
    id: demoId('evt'),
    object: 'event',
    type,
    created: toUnix(now),
    api_version: null,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: object as EventShape['data']['object'] },
  };
}
