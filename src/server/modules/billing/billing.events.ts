import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderEvent,
  type ProviderInvoice,
  ProviderSignatureError,
  type ProviderSubscription,
} from '../../lib/payments';
import { createEventEffects } from './billing.effects';
import { createBillingRepository } from './billing.repository';

/** What an event is about, as the provider holds it now (not as the event described it). */
interface Facts {
  checkout: ProviderCheckout | null;
  subscription: ProviderSubscription | null;
  invoice: ProviderInvoice | null;
}

/**
 * The webhook handler: the ONE way the state of payments changes, for Stripe's events over HTTP
 * and the demo provider's in process alike. An event is verified (signature, then read), the
 * objects it is about are read again from the provider (so events late or out of order still
 * end in the provider's current state), and in ONE transaction its id is recorded and the
 * effect applied: the same event delivered ten times changes things once.
 */
export function createEventHandler({
  db,
  provider,
  config,
  clock,
}: {
  db: Db;
  provider: PaymentProvider;
  config: Readonly<Config>;
  clock: () => Date;
}) {
  const repo = createBillingRepository(db);
  const { applyCheckout, applySubscription, applyInvoice } = createEventEffects({ db, provider, config });

  async function factsOf(event: ProviderEvent): Promise<Facts> {
    const facts: Facts = { checkout: null, subscription: null, invoice: null };
    let subscriptionId: string | null = null;
    if (event.objectType === 'checkout.session') {
      facts.checkout = await provider.retrieveCheckoutSession(event.objectId);
      subscriptionId = facts.checkout?.subscriptionId ?? null;
    } else if (event.objectType === 'subscription') {
      subscriptionId = event.objectId;
    } else if (event.objectType === 'invoice') {
      facts.invoice = await provider.retrieveInvoice(event.objectId);
      subscriptionId = facts.invoice?.subscriptionId ?? null;
    }
    if (subscriptionId) facts.subscription = await provider.retrieveSubscription(subscriptionId);
    return facts;
  }

  /** Verifies and applies one event; a bad signature is a 400 and changes nothing. */
  return async function handleEvent(
    payload: string | Buffer,
    signature: string,
  ): Promise<{ received: true; duplicate: boolean }> {
    let event: ProviderEvent;
    try {
      event = await provider.verifyEvent(payload, signature);
    } catch (err) {
      if (err instanceof ProviderSignatureError) throw new AppError('billing.webhook_signature_invalid');
      throw err;
    }
    if (await repo.eventSeen({ id: event.id })) return { received: true, duplicate: true };
    const facts = await factsOf(event);
    const applied = await db.transaction(async (tx) => {
      const now = clock();
      if (!(await repo.recordEvent({ id: event.id, type: event.type, now, tx }))) return false;
      if (facts.checkout) await applyCheckout(facts.checkout, tx, now);
      if (facts.subscription) await applySubscription(facts.subscription, tx, now);
      if (facts.invoice) await applyInvoice(facts.invoice, tx, now);
      return true;
    });
    return { received: true, duplicate: !applied };
  };
}
export type EventHandler = ReturnType<typeof createEventHandler>;
