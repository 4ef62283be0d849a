import type { FastifyBaseLogger } from 'fastify';
import { prices } from '@shared/plans';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createPaymentProvider, launchPriceCents, type PaymentProvider } from '../../lib/payments';
import { createBillingArchive } from './billing.archive';

export { createBillingExport } from './billing.archive';
import { createCheckoutFlow } from './billing.checkout';
import { createDemoCheckout } from './billing.demo';
import { createEventHandler, type EventHandler } from './billing.events';
import { createSubscriptionManager } from './billing.manage';
import { createDiscountsRepository } from './discounts.repository';

/** SPEC §9's launch discounts, created once whatever the number of instances. */
export async function ensureBillingSeed(db: Db): Promise<void> {
  await createDiscountsRepository(db).seedDiscounts({
    rows: (['monthly', 'yearly'] as const).map((plan) => ({
      plan,
      priceCents: launchPriceCents[plan],
      total: prices.launchDiscountCodesPerPlan,
    })),
  });
}

export interface BillingDeps {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
  log?: FastifyBaseLogger;
  /** Another provider (tests); by default Stripe when configured, else the demo. */
  provider?: (deliver: EventHandler) => PaymentProvider;
}

/**
 * Premium subscriptions: checkout, verification, management and invoices. Every change of a
 * subscription's state comes from the provider's verified events (`handleEvent`, the webhook
 * route's function, to which the demo provider delivers in process); the other calls ask the
 * provider to act and read back what its events recorded.
 */
export function createBillingService({ db, config, clock, log, provider: makeProvider }: BillingDeps) {
  // The provider delivers its events to the handler, and the handler reads objects from the provider.
  const deliver: EventHandler = (payload, signature) => handleEvent(payload, signature);
  const provider =
    makeProvider?.(deliver) ??
    createPaymentProvider({
      config,
      db,
      clock,
      deliver,
      onDeliveryError: (err) =>
        log?.warn({ err }, 'billing: an event delivery failed; it is sent again later'),
    });
  const handleEvent = createEventHandler({ db, provider, config, clock });
  const parts = { db, config, clock, provider };

  return {
    provider,
    handleEvent,
    ...createCheckoutFlow(parts),
    ...createSubscriptionManager(parts),
    ...createDemoCheckout(parts),
    ...createBillingArchive(parts),
    /** The clock's work (the demo's renewals, retries, expiries); each item is done by one instance. */
    runDue: () => provider.runDue(),
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
