// Creates, once, what the app needs in a Stripe account (test mode first: an `sk_test_…` key):
// the product "Serenamente Premium", its monthly (4.99 EUR) and yearly (39.99 EUR) prices found
// by their lookup keys, and the two launch coupons (first period at 2.49 / 19.99 EUR, 10
// redemptions each). Running it again changes nothing. Usage:
//   STRIPE_SECRET_KEY=sk_test_… npm run stripe:setup
import type Stripe from 'stripe';
import { launchCouponIds, launchPriceCents, planInterval, planPriceCents, priceLookupKeys } from '../src/server/lib/payments/catalog';
import { createStripeClient } from '../src/server/lib/payments/stripe';
import { prices as planPrices } from '../src/shared/plans';

const productId = 'serenamente_premium';
const plans = ['monthly', 'yearly'] as const;

const secretKey = process.env.STRIPE_SECRET_KEY;
if (!secretKey) {
  console.error('Set STRIPE_SECRET_KEY (a test-mode key, sk_test_…) to create the products, prices and coupons.');
  process.exit(1);
}
const stripe = createStripeClient({ secretKey, apiBase: process.env.STRIPE_API_BASE });

async function ensureProduct(): Promise<string> {
  try {
    return (await stripe.products.retrieve(productId)).id;
  } catch (err) {
    if ((err as Stripe.errors.StripeError).statusCode !== 404) throw err;
    const product = await stripe.products.create({ id: productId, name: 'Serenamente Premium' });
    console.log(`created product ${product.id}`);
    return product.id;
  }
}

async function ensurePrices(product: string): Promise<Record<(typeof plans)[number], string>> {
  const existing = await stripe.prices.list({ lookup_keys: Object.values(priceLookupKeys), active: true, limit: 10 });
  const ids = {} as Record<(typeof plans)[number], string>;
  for (const plan of plans) {
    const found = existing.data.find((p) => p.lookup_key === priceLookupKeys[plan]);
    if (found) {
      ids[plan] = found.id;
      continue;
    }
    const price = await stripe.prices.create({
      product,
      currency: 'eur',
      unit_amount: planPriceCents[plan],
      recurring: { interval: planInterval[plan] },
      lookup_key: priceLookupKeys[plan],
      // Prices include VAT (SPEC §9's amounts are what people pay).
      tax_behavior: 'inclusive',
      nickname: `Premium ${plan}`,
    });
    console.log(`created ${plan} price ${price.id}`);
    ids[plan] = price.id;
  }
  return ids;
}

async function ensureCoupons(product: string): Promise<void> {
  for (const plan of plans) {
    const id = launchCouponIds[plan];
    try {
      await stripe.coupons.retrieve(id);
      continue;
    } catch (err) {
      if ((err as Stripe.errors.StripeError).statusCode !== 404) throw err;
    }
    await stripe.coupons.create({
      id,
      name: `Launch ${plan}: first ${planInterval[plan]} at ${plan === 'yearly' ? planPrices.launchYearly : planPrices.launchMonthly} EUR`,
      currency: 'eur',
      amount_off: planPriceCents[plan] - launchPriceCents[plan],
      // The first period only; renewals are at the full price.
      duration: 'once',
      max_redemptions: planPrices.launchDiscountCodesPerPlan,
      applies_to: { products: [product] },
    });
    console.log(`created coupon ${id}`);
  }
}

const product = await ensureProduct();
const ids = await ensurePrices(product);
await ensureCoupons(product);
console.log(`ready: STRIPE_PRICE_MONTHLY=${ids.monthly} STRIPE_PRICE_YEARLY=${ids.yearly} (optional: found by lookup key when unset)`);
