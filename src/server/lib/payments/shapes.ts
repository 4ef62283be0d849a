import type { CardSummary, PlanName, ProviderCheckout, ProviderInvoice, ProviderSubscription } from './types';

/**
 * The parts of Stripe's objects the app reads (API 2025+: a subscription's period lives on its
 * items, an invoice's subscription under `parent.subscription_details`). Stripe's own types fit
 * them, and the demo provider builds exactly these, so one mapping serves both adapters.
 */
type Ref = string | { id: string };
type Metadata = Record<string, string> | null;

export interface PriceShape {
  id: string;
  lookup_key: string | null;
  unit_amount: number | null;
  recurring: { interval: string } | null;
}

export interface SubscriptionShape {
  id: string;
  object: 'subscription';
  customer: Ref;
  status: string;
  created: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  metadata: Metadata;
  items: {
    data: Array<{ id: string; price: PriceShape; current_period_start: number; current_period_end: number }>;
  };
  default_payment_method:
    | string
    | { id: string; card?: { brand: string; last4: string; exp_month: number; exp_year: number } | null }
    | null;
  latest_invoice:
    | string
    | { id: string; status: string | null; attempt_count: number; next_payment_attempt: number | null }
    | null;
  schedule?: string | { id: string } | null;
}

export interface InvoiceShape {
  id: string;
  object: 'invoice';
  number: string | null;
  customer: Ref | null;
  customer_name: string | null;
  customer_email: string | null;
  status: string | null;
  amount_paid: number;
  amount_due: number;
  currency: string;
  billing_reason: string | null;
  attempt_count: number;
  next_payment_attempt: number | null;
  created: number;
  status_transitions: { paid_at: number | null };
  invoice_pdf?: string | null;
  parent: { subscription_details: { subscription: Ref; metadata: Metadata } | null } | null;
  lines: { data: Array<{ period: { start: number; end: number } }> };
  total_discount_amounts: Array<{ amount: number }> | null;
}

export interface CheckoutSessionShape {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: string | null;
  payment_status: string;
  customer: Ref | null;
  subscription: Ref | null;
  client_reference_id: string | null;
  metadata: Metadata;
  expires_at: number;
  url: string | null;
  /** Stripe's embedded checkout only. */
  client_secret?: string | null;
}

export interface EventShape {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string | null;
  livemode: boolean;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null } | null;
  data: { object: { id: string; object: string } & Record<string, unknown> };
}

const idOf = (ref: Ref | null | undefined): string | null =>
  ref == null ? null : typeof ref === 'string' ? ref : ref.id;
export const fromUnix = (seconds: number): Date => new Date(seconds * 1000);
export const toUnix = (date: Date): number => Math.floor(date.getTime() / 1000);
const dateOrNull = (seconds: number | null | undefined) => (seconds == null ? null : fromUnix(seconds));

/** A price's plan, by its billing interval: the one fact Stripe and the demo always agree on. */
export function planOfInterval(interval: string | undefined | null): PlanName | null {
  if (interval === 'month') return 'monthly';
  if (interval === 'year') return 'yearly';
  return null;
}

/** A period longer than two months is a year's. */
const planOfPeriod = (start: number, end: number): PlanName =>
  end - start > 62 * 86_400 ? 'yearly' : 'monthly';

function cardOf(pm: SubscriptionShape['default_payment_method']): CardSummary | null {
  if (!pm || typeof pm === 'string' || !pm.card) return null;
  return {
    brand: pm.card.brand,
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
  };
}

export function toProviderSubscription(sub: SubscriptionShape): ProviderSubscription {
  const item = sub.items.data[0];
  const invoice = sub.latest_invoice && typeof sub.latest_invoice !== 'string' ? sub.latest_invoice : null;
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    userId: sub.metadata?.userId ?? null,
    plan: planOfInterval(item?.price.recurring?.interval),
    status: sub.status,
    createdAt: fromUnix(sub.created),
    currentPeriodStart: fromUnix(item?.current_period_start ?? sub.created),
    currentPeriodEnd: fromUnix(item?.current_period_end ?? sub.created),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: dateOrNull(sub.canceled_at),
    endedAt: dateOrNull(sub.ended_at),
    launchDiscount: sub.metadata?.launchDiscount === 'true',
    paymentMethod: cardOf(sub.default_payment_method),
    latestInvoice: invoice
      ? {
          id: invoice.id,
          status: invoice.status,
          attemptCount: invoice.attempt_count,
          nextPaymentAttempt: dateOrNull(invoice.next_payment_attempt),
        }
      : null,
  };
}

export function toProviderInvoice(inv: InvoiceShape): ProviderInvoice {
  const line = inv.lines.data[0];
  const period = line?.period ?? { start: inv.created, end: inv.created };
  return {
    id: inv.id,
    number: inv.number,
    customerId: idOf(inv.customer),
    subscriptionId: idOf(inv.parent?.subscription_details?.subscription),
    status: inv.status,
    amountPaidCents: inv.amount_paid,
    amountDueCents: inv.amount_due,
    currency: inv.currency,
    plan: planOfPeriod(period.start, period.end),
    periodStart: fromUnix(period.start),
    periodEnd: fromUnix(period.end),
    billingReason: inv.billing_reason,
    attemptCount: inv.attempt_count,
    nextPaymentAttempt: dateOrNull(inv.next_payment_attempt),
    discounted: (inv.total_discount_amounts ?? []).some((d) => d.amount > 0),
    createdAt: fromUnix(inv.created),
    paidAt: dateOrNull(inv.status_transitions.paid_at),
    pdfUrl: inv.invoice_pdf ?? null,
    customerName: inv.customer_name,
    customerEmail: inv.customer_email,
  };
}

export function toProviderCheckout(cs: CheckoutSessionShape): ProviderCheckout {
  return {
    id: cs.id,
    mode: cs.mode === 'setup' ? 'setup' : cs.mode === 'payment' ? 'payment' : 'subscription',
    status: cs.status ?? 'open',
    paymentStatus: cs.payment_status,
    customerId: idOf(cs.customer),
    subscriptionId: idOf(cs.subscription),
    userId: cs.client_reference_id ?? cs.metadata?.userId ?? null,
    expiresAt: fromUnix(cs.expires_at),
    clientSecret: cs.client_secret ?? null,
  };
}
