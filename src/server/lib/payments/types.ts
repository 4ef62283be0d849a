/**
 * The payment provider as the billing module sees it: one interface, two adapters (Stripe, and
 * the embedded demo that runs offline). The billing module never learns which one it talks to,
 * except to show the demo's own checkout page.
 */

export type PlanName = 'monthly' | 'yearly';
export type ProviderKind = 'stripe' | 'demo';

export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A subscription as the provider holds it now (normalised from Stripe's object). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Our user id, from the metadata the checkout set. */
  userId: string | null;
  plan: PlanName | null;
  /** Stripe's statuses: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string;
  createdAt: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
  launchDiscount: boolean;
  paymentMethod: CardSummary | null;
  /** The latest invoice, for the retries of a failed renewal. */
  latestInvoice: {
    id: string;
    status: string | null;
    attemptCount: number;
    nextPaymentAttempt: Date | null;
  } | null;
}

export interface ProviderInvoice {
  id: string;
  /** The provider's own number (Stripe's), null with the demo provider (the app numbers it). */
  number: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** draft, open, paid, uncollectible, void */
  status: string | null;
  amountPaidCents: number;
  amountDueCents: number;
  currency: string;
  plan: PlanName | null;
  periodStart: Date;
  periodEnd: Date;
  billingReason: string | null;
  attemptCount: number;
  nextPaymentAttempt: Date | null;
  discounted: boolean;
  createdAt: Date;
  paidAt: Date | null;
  pdfUrl: string | null;
  customerName: string | null;
  customerEmail: string | null;
}

export interface ProviderCheckout {
  id: string;
  mode: 'subscription' | 'setup' | 'payment';
  /** open, complete, expired */
  status: string;
  /** paid, unpaid, no_payment_required */
  paymentStatus: string;
  customerId: string | null;
  subscriptionId: string | null;
  userId: string | null;
  expiresAt: Date;
  /** Stripe's embedded checkout: what the browser's Stripe.js opens it with; null otherwise. */
  clientSecret: string | null;
}

/** A verified event: its id, type and the id and kind of the object it is about. */
export interface ProviderEvent {
  id: string;
  type: string;
  objectId: string;
  objectType: string;
  created: Date;
}

export interface CreateCheckoutInput {
  userId: string;
  email: string;
  customerId: string | null;
  plan: PlanName;
  launchDiscount: boolean;
  language: 'it' | 'en';
  /**
   * `embedded`: the app's own /checkout page shows the provider's form (Stripe's embedded
   * checkout); `hosted`: the browser goes to the provider's page. The provider decides what it
   * can do: the demo provider always shows its own form on /checkout.
   */
  uiMode: 'hosted' | 'embedded';
  /** Contains `{CHECKOUT_SESSION_ID}`, replaced by the session's id (the embedded form's return address too). */
  successUrl: string;
  cancelUrl: string;
  /** The app's page that shows an embedded checkout (the session's `url` when it is embedded). */
  embeddedPageUrl: string;
  expiresAt: Date;
  /** The same key makes the same session (a retried request creates nothing new). */
  idempotencyKey: string;
}

export interface OpenedCheckout {
  id: string;
  url: string;
  expiresAt: Date;
  clientSecret: string | null;
}

/** Card payments refused by the provider, with the provider's decline code. */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc';

export class ProviderDeclineError extends Error {
  constructor(public readonly declineCode: DeclineCode) {
    super(declineCode);
    this.name = 'ProviderDeclineError';
  }
}

/** A checkout session that cannot be paid: unknown, already paid, or past its expiry. */
export class ProviderSessionError extends Error {
  constructor(public readonly state: 'not_found' | 'complete' | 'expired') {
    super(state);
    this.name = 'ProviderSessionError';
  }
}

/** The event's signature does not verify (wrong secret, altered body, too old). */
export class ProviderSignatureError extends Error {
  constructor(message = 'invalid signature') {
    super(message);
    this.name = 'ProviderSignatureError';
  }
}

/** The provider could not be reached or refused the call. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** What the demo's own checkout page shows and sends (the demo provider only). */
export interface DemoCheckoutPage {
  id: string;
  mode: 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  userId: string;
  plan: PlanName;
  amountCents: number;
  renewalAmountCents: number;
  launchDiscount: boolean;
  email: string;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

export interface DemoCard {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface DemoCheckoutApi {
  /** The session for the checkout page; null when there is none with that id. */
  session(id: string): Promise<DemoCheckoutPage | null>;
  /** Pays (or saves the card of) an open session; throws ProviderDeclineError. Returns where to go next. */
  pay(id: string, card: DemoCard): Promise<{ redirectUrl: string }>;
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** The provider's price id of each plan. */
  priceIds(): Promise<Record<PlanName, string>>;
  /** `clientSecret` only for an embedded session (Stripe's `ui_mode: embedded_page`). */
  createCheckoutSession(input: CreateCheckoutInput): Promise<OpenedCheckout>;
  /** Verifies the signature and reads the event; throws ProviderSignatureError. */
  verifyEvent(payload: string | Buffer, signature: string): Promise<ProviderEvent>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckout | null>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  retrieveInvoice(id: string): Promise<ProviderInvoice | null>;
  /** Sets (or clears) cancel-at-period-end. */
  setCancelAtPeriodEnd(input: { subscriptionId: string; cancel: boolean }): Promise<void>;
  /** From the next renewal on, `plan` (no proration); the current plan clears a pending change. */
  schedulePlanChange(input: { subscriptionId: string; plan: PlanName }): Promise<void>;
  /** Where the person changes their card (Stripe's billing portal, or the demo's card form). */
  paymentMethodUrl(input: {
    userId: string;
    email: string;
    customerId: string;
    subscriptionId: string;
    returnUrl: string;
    language: 'it' | 'en';
  }): Promise<string>;
  /** The provider's own PDF of an invoice (Stripe); null when the app renders it. */
  invoicePdfUrl(invoiceId: string): Promise<string | null>;
  /** Work that falls due on the clock: the demo's renewals, retries and expiries; nothing with Stripe. */
  runDue(): Promise<number>;
  /** The demo provider's checkout page; absent with Stripe. */
  readonly demo?: DemoCheckoutApi;
}

/** Where a verified event goes: the billing module's webhook handler (the HTTP route's function). */
export type DeliverEvent = (payload: string, signature: string) => Promise<unknown>;
