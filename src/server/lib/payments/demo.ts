import type { Db } from '../../db/client';
import { createDemoCheckoutApi } from './demo-checkout';
import { createDemoEngine } from './demo-engine';
import {
  buildCheckoutSession,
  type DemoCheckoutSession,
  type DemoInvoice,
  demoPrices,
  type DemoSubscription,
} from './demo-objects';
import { fromUnix, toProviderCheckout, toProviderInvoice, toProviderSubscription, toUnix } from './shapes';
import { type DeliverEvent, type PaymentProvider, ProviderSessionError } from './types';
import { verifySignedEvent } from './verify';

export interface DemoProviderOptions {
  db: Db;
  clock: () => Date;
  /** The app's address: the demo's checkout page is the app's own /checkout. */
  publicUrl: string;
  /** The billing module's webhook handler, the same function the HTTP route calls. */
  deliver: DeliverEvent;
  /** A delivery that failed (it is sent again by `runDue`). */
  onDeliveryError?: (err: unknown) => void;
}

/** A checkout session in `setup` mode: the card form, for a new card, nothing to pay. */
function setupSession(
  input: Parameters<PaymentProvider['paymentMethodUrl']>[0],
  sub: DemoSubscription | null,
  now: Date,
  pageUrl: (id: string) => string,
): DemoCheckoutSession {
  return buildCheckoutSession({
    mode: 'setup',
    userId: input.userId,
    email: input.email,
    plan: sub?.metadata.plan === 'yearly' ? 'yearly' : 'monthly',
    launchDiscount: false,
    customerId: input.customerId,
    subscriptionId: input.subscriptionId,
    successUrl: input.returnUrl,
    cancelUrl: input.returnUrl,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
    pageUrl,
  });
}

/**
 * The embedded payment provider: Stripe's behaviour without a network. Checkout sessions,
 * subscriptions and invoices are kept in the database in Stripe's shapes; paying on the app's
 * own checkout page with a test card, and the clock (renewals, retries, expiries), change them
 * and send Stripe's events, signed with Stripe's scheme and a secret of its own, to the billing
 * module's webhook handler: the same path Stripe's events take.
 */
export function createDemoProvider({
  db,
  clock,
  publicUrl,
  deliver,
  onDeliveryError,
}: DemoProviderOptions): PaymentProvider {
  const engine = createDemoEngine({ db, clock, deliver, onDeliveryError });
  const { store } = engine;
  const pageUrl = (language: string) => (id: string) =>
    `${publicUrl}/checkout?session_id=${id}&lang=${language}`;

  /** Changes a live subscription and says so (`customer.subscription.updated`). */
  const updateSubscription = (id: string, change: (sub: DemoSubscription) => DemoSubscription) =>
    engine.transact(async (tx, emit) => {
      const row = await store.lock<DemoSubscription>({ id, type: 'subscription', tx });
      if (!row || row.data.status === 'canceled') throw new ProviderSessionError('not_found');
      const sub = change(row.data);
      await store.put({ id, type: 'subscription', data: sub, dueAt: row.dueAt, tx });
      emit('customer.subscription.updated', sub);
    });

  const openSession = (cs: DemoCheckoutSession) =>
    engine.transact((tx) =>
      store.put({ id: cs.id, type: 'checkout.session', data: cs, dueAt: fromUnix(cs.expires_at), tx }),
    );

  return {
    kind: 'demo',
    demo: createDemoCheckoutApi(engine, clock),
    priceIds: async () => ({ monthly: demoPrices.monthly.id, yearly: demoPrices.yearly.id }),

    async createCheckoutSession(input) {
      const cs = buildCheckoutSession({
        ...input,
        mode: 'subscription',
        subscriptionId: null,
        pageUrl: pageUrl(input.language),
      });
      await openSession(cs);
      // Its own form on /checkout whatever the ui asked for: there is no provider page to go to.
      return { id: cs.id, url: cs.url!, expiresAt: fromUnix(cs.expires_at), clientSecret: null };
    },

    verifyEvent: async (payload, signature) =>
      verifySignedEvent(payload, signature, await engine.webhookSecret()),

    async retrieveCheckoutSession(id) {
      const cs = await store.get<DemoCheckoutSession>({ id, type: 'checkout.session' });
      return cs ? toProviderCheckout(cs) : null;
    },
    async retrieveSubscription(id) {
      const sub = await store.get<DemoSubscription>({ id, type: 'subscription' });
      return sub ? toProviderSubscription(sub) : null;
    },
    async retrieveInvoice(id) {
      const invoice = await store.get<DemoInvoice>({ id, type: 'invoice' });
      return invoice ? toProviderInvoice(invoice) : null;
    },

    async setCancelAtPeriodEnd({ subscriptionId, cancel }) {
      await updateSubscription(subscriptionId, (sub) => ({
        ...sub,
        cancel_at_period_end: cancel,
        canceled_at: cancel ? toUnix(clock()) : null,
      }));
    },

    async schedulePlanChange({ subscriptionId, plan }) {
      await updateSubscription(subscriptionId, (sub) => {
        const current = sub.items.data[0]!.price.id === demoPrices[plan].id;
        return { ...sub, demo: { ...sub.demo, nextPlan: current ? null : plan } };
      });
    },

    /** A `setup` session on the demo's checkout page: a new card for the subscription. */
    async paymentMethodUrl(input) {
      const sub = await store.get<DemoSubscription>({ id: input.subscriptionId, type: 'subscription' });
      const cs = setupSession(input, sub, clock(), pageUrl(input.language));
      await openSession(cs);
      return cs.url!;
    },

    invoicePdfUrl: async () => null,

    async runDue() {
      let handled = 0;
      // Bounded, so one run never holds an instance for long; the next run takes the rest.
      while (handled < 500 && (await engine.runOne())) handled++;
      await engine.send(await store.undelivered({ olderThanMs: 30_000, limit: 100 }));
      return handled;
    },
  };
}
