/**
 * Stripe.js for the embedded checkout, fetched only when /checkout shows Stripe's form: the
 * package is a dynamic import (a chunk of its own, never in another page's first bundle), and the
 * `pure` entry adds Stripe's script to the page only when called.
 */
export interface EmbeddedCheckout {
  mount(element: HTMLElement): void;
  destroy(): void;
}

export async function loadEmbeddedCheckout(
  publishableKey: string,
  options: { fetchClientSecret: () => Promise<string>; locale: 'it' | 'en' },
): Promise<EmbeddedCheckout> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey, { locale: options.locale });
  if (!stripe) throw new Error('Stripe.js did not load');
  return stripe.createEmbeddedCheckoutPage({ fetchClientSecret: options.fetchClientSecret });
}
