import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDemoProvider } from './demo';
import { createStripeProvider } from './stripe';
import type { DeliverEvent, PaymentProvider } from './types';

export * from './types';
export { launchPriceCents, planPriceCents } from './catalog';

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the embedded demo provider (offline, the default):
 * both behind the same interface, and both send their events to the same handler.
 */
export function createPaymentProvider({
  config,
  db,
  clock,
  deliver,
  onDeliveryError,
}: {
  config: Readonly<Pick<Config, 'stripe' | 'publicUrl'>>;
  db: Db;
  clock: () => Date;
  deliver: DeliverEvent;
  onDeliveryError?: (err: unknown) => void;
}): PaymentProvider {
  const { stripe } = config;
  if (stripe.secretKey && stripe.webhookSecret) {
    return createStripeProvider({
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      priceMonthly: stripe.priceMonthly,
      priceYearly: stripe.priceYearly,
      apiBase: stripe.apiBase,
    });
  }
  return createDemoProvider({
    db,
    clock,
    publicUrl: config.publicUrl,
    deliver,
    ...(onDeliveryError ? { onDeliveryError } : {}),
  });
}
