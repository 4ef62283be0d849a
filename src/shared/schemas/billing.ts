import { text, z } from './zod';
import { languages } from '../i18n';
import { publicUserSchema } from './auth';

/**
 * Premium payments (SPEC §2, §3, §4, §7, §8, §9): the contract between the billing routes and the
 * screens. The server is the only source of truth: every answer here is computed from what the
 * payment provider confirmed (signed events), never from what a browser says.
 *
 * - Amounts are in euros, VAT included (the invoice states the VAT share).
 * - The launch discount (SPEC §9: yearly 19.99, monthly 2.49, 10 each) holds for the FIRST
 *   period only (the first year or the first month); renewals are at the full price.
 * - A plan change takes effect at the next renewal, with no proration; cancelling keeps access
 *   until the end of the paid period.
 * - Messages are error codes of src/shared/errors/billing.ts (`t('errors.' + code)`).
 *
 * Stable: changes are additive only, and listed here.
 * - `verifySessionQuerySchema` takes `lang` (the answer's language), as every route does.
 * - `checkoutErrorSchema.error.details`: the fields a validation failure names.
 * - `createCheckoutSessionSchema.uiMode`, `createCheckoutSessionResponseSchema.clientSecret` and
 *   `billingPlansResponseSchema.publishableKey`: Stripe's embedded checkout on /checkout.
 */

export const billingPlanSchema = z.enum(['monthly', 'yearly']);
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/** `demo`: the embedded provider that runs offline (no STRIPE_SECRET_KEY); `stripe`: Stripe. */
export const billingProviderSchema = z.enum(['stripe', 'demo']);

const isoDate = z.string();
const amount = z.number();

// ---------------------------------------------------------------------------------------------
// GET /api/billing/plans (anyone): what the subscription page offers.

export const launchOfferSchema = z
  .object({
    /** The first period's price with the launch discount. */
    amount,
    /** Discounts left of `total` (0 once they are all taken). */
    remaining: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'LaunchOffer' });

export const billingPlanOfferSchema = z
  .object({
    plan: billingPlanSchema,
    /** What `POST /api/create-checkout-session` takes as `priceId` for this plan. */
    priceId: z.string(),
    amount,
    interval: z.enum(['month', 'year']),
    launchOffer: launchOfferSchema,
  })
  .meta({ id: 'BillingPlanOffer' });

export const billingPlansResponseSchema = z
  .object({
    provider: billingProviderSchema,
    currency: z.literal('EUR'),
    plans: z.array(billingPlanOfferSchema),
    /** Stripe's publishable key (`pk_…`) for the embedded checkout; null with the demo provider. */
    publishableKey: z.string().nullable(),
  })
  .meta({ id: 'BillingPlans' });
export type BillingPlans = z.infer<typeof billingPlansResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/create-checkout-session (SPEC §7): signed in, `userId` must be the caller's own id.

export const createCheckoutSessionSchema = z
  .object({
    /** A plan's `priceId` from GET /api/billing/plans (the plan name `monthly`/`yearly` works too). */
    priceId: text().trim().min(1).max(200),
    userId: text().trim().min(1).max(64),
    language: z.enum(languages).default('it'),
    /** Ask for the launch discount; 409 `billing.discount_unavailable` when none is left. */
    launchDiscount: z.boolean().optional(),
    /**
     * `embedded` (the plans page): the checkout shows inside the app's /checkout (Stripe's
     * embedded checkout, opened with `clientSecret`); `hosted` (the default, /simple-payment):
     * the browser goes to Stripe's page. The demo provider always shows its own form on /checkout.
     */
    uiMode: z.enum(['hosted', 'embedded']).optional(),
  })
  .meta({ id: 'CreateCheckoutSessionRequest' });
export type CreateCheckoutSessionInput = z.input<typeof createCheckoutSessionSchema>;

export const createCheckoutSessionResponseSchema = z
  .object({
    /** Where to send the browser: Stripe's hosted checkout, or the app's own /checkout page (demo). */
    url: z.string(),
    /** SPEC §3's payment session id, to verify on return (GET /api/stripe/verify-session). */
    sessionId: z.string(),
    /** Only for a Stripe session shown embedded: what Stripe.js opens the checkout with. */
    clientSecret: z.string().optional(),
  })
  .meta({ id: 'CreateCheckoutSessionResponse' });
export type CreateCheckoutSessionResponse = z.infer<typeof createCheckoutSessionResponseSchema>;

/**
 * SPEC §7's `{ message }` on error, beside the app's usual `error` object. `message` is
 * 'User not authenticated' (401), 'Error creating checkout session' (502), 'Payment processing
 * error' (500), 'Impossibile applicare lo sconto. Riprova.' / 'Discount Error' (409), localized.
 */
export const checkoutErrorSchema = z
  .object({
    message: z.string(),
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** The fields a validation failure names (`validation.failed`). */
      details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: 'CheckoutError' });

// ---------------------------------------------------------------------------------------------
// GET /api/stripe/verify-session?session_id= (SPEC §7): the caller's own session only; without
// session_id, the caller's latest one. 404 `billing.session_not_found` ('Nessuna sessione valida
// trovata.') otherwise.

export const verifySessionQuerySchema = z.object({
  session_id: text().trim().min(1).max(255).optional(),
  /** The answer's language (SPEC §2), as on every route. */
  lang: z.enum(languages).optional(),
});

export const verifySessionResponseSchema = z
  .object({
    /** 'success' once the payment is confirmed and the subscription gives premium now. */
    status: z.enum(['success', 'inactive']),
    plan: billingPlanSchema.nullable(),
    expiresAt: isoDate.nullable(),
    customerId: z.string().nullable(),
    subscriptionId: z.string().nullable(),
  })
  .meta({ id: 'VerifySessionResponse' });
export type VerifySessionResponse = z.infer<typeof verifySessionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/billing/subscription (signed in): the management screen.

export const subscriptionStatusSchema = z.enum([
  /** Paid, renews at `currentPeriodEnd` (or ends there when `cancelAtPeriodEnd`). */
  'active',
  /** A renewal failed: retries are running (see `retry`), premium stays meanwhile. */
  'past_due',
  /** Ended: no premium from it any more. */
  'canceled',
  /** Created but its first payment is not confirmed. */
  'incomplete',
]);
export type SubscriptionStatusView = z.infer<typeof subscriptionStatusSchema>;

export const paymentMethodSchema = z
  .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
  .meta({ id: 'PaymentMethod' });

export const subscriptionSchema = z
  .object({
    plan: billingPlanSchema,
    status: subscriptionStatusSchema,
    /** Premium from this subscription now (until `currentPeriodEnd`). */
    isActive: z.boolean(),
    currentPeriodStart: isoDate,
    /** SPEC §3's expiresAt: the end of the paid period. */
    currentPeriodEnd: isoDate,
    /** Cancelled by the person: access stays until `currentPeriodEnd`, no renewal. */
    cancelAtPeriodEnd: z.boolean(),
    canceledAt: isoDate.nullable(),
    endedAt: isoDate.nullable(),
    /** The next charge (null when it will not renew). */
    nextPayment: z.object({ date: isoDate, amount, currency: z.literal('EUR') }).nullable(),
    /** A plan change waiting for the next renewal. */
    pendingChange: z.object({ plan: billingPlanSchema, effectiveAt: isoDate, amount }).nullable(),
    /** While `past_due`: which attempt failed last and when the next one is. */
    retry: z.object({ attempts: z.number().int(), nextAttemptAt: isoDate.nullable() }).nullable(),
    paymentMethod: paymentMethodSchema.nullable(),
    /** The first period was paid at the launch price. */
    launchDiscount: z.boolean(),
    customerId: z.string(),
    subscriptionId: z.string(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionViewSchema = z
  .object({
    provider: billingProviderSchema,
    /** The person's current (or latest) subscription; null when they never had one. */
    subscription: subscriptionSchema.nullable(),
  })
  .meta({ id: 'SubscriptionView' });
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

// POST /api/billing/subscription/change-plan → SubscriptionView (effective at the next renewal)
export const changePlanSchema = z.object({ plan: billingPlanSchema }).meta({ id: 'ChangePlanRequest' });
export type ChangePlanInput = z.infer<typeof changePlanSchema>;

// POST /api/billing/subscription/resume → SubscriptionView (undoes a cancellation before the period ends)

// POST /api/auth/user/{id}/cancel-subscription (SPEC §7): cancel at the period's end.
export const cancelSubscriptionResponseSchema = z
  .object({ success: z.literal(true), user: publicUserSchema, subscription: subscriptionSchema.nullable() })
  .meta({ id: 'CancelSubscriptionResponse' });
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;

// POST /api/billing/payment-method: Stripe's billing portal, or the demo's card form (/checkout).
export const paymentMethodUpdateResponseSchema = z
  .object({ url: z.string() })
  .meta({ id: 'PaymentMethodUpdateResponse' });

// ---------------------------------------------------------------------------------------------
// GET /api/billing/invoices (signed in), GET /api/billing/invoices/{id}/pdf (a PDF, or a
// redirect to Stripe's PDF).

export const invoiceSchema = z
  .object({
    id: z.string(),
    /** Gapless per year (`2026-00001`) with the demo provider; Stripe's own number with Stripe. */
    number: z.string(),
    issuedAt: isoDate,
    /** VAT included. */
    amount,
    /** The VAT share of `amount`. */
    vatAmount: amount,
    vatRatePercent: z.number(),
    currency: z.literal('EUR'),
    status: z.enum(['paid', 'open', 'void']),
    plan: billingPlanSchema,
    periodStart: isoDate,
    periodEnd: isoDate,
    launchDiscount: z.boolean(),
    /** GET this to download the invoice PDF. */
    pdfUrl: z.string(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicesResponseSchema = z.object({ invoices: z.array(invoiceSchema) }).meta({ id: 'Invoices' });
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

export const invoiceIdParamsSchema = z.object({ id: text().min(1).max(100) });

// ---------------------------------------------------------------------------------------------
// The demo provider's checkout page (/checkout?session_id=…): GET /api/billing/demo/sessions/{id}
// and POST /api/billing/demo/sessions/{id}/pay. Test cards: 4242 4242 4242 4242 succeeds;
// 4000 0000 0000 0002 declined; 4000 0000 0000 9995 insufficient funds; 4000 0000 0000 0069
// expired; 4000 0000 0000 0127 wrong CVC; 4000 0000 0000 0341 pays now, fails at renewal.

export const demoSessionParamsSchema = z.object({ id: text().min(1).max(100) });

export const demoCheckoutSessionSchema = z
  .object({
    id: z.string(),
    /** `subscription`: the first payment; `setup`: a new card for an existing subscription. */
    mode: z.enum(['subscription', 'setup']),
    status: z.enum(['open', 'complete', 'expired']),
    plan: billingPlanSchema,
    /** Due now (0 for `setup`). */
    amount,
    /** The price from the second period on. */
    renewalAmount: amount,
    currency: z.literal('EUR'),
    interval: z.enum(['month', 'year']),
    launchDiscount: z.boolean(),
    email: z.string(),
    expiresAt: isoDate,
    /** Where the page sends the browser back when the person gives up. */
    cancelUrl: z.string(),
  })
  .meta({ id: 'DemoCheckoutSession' });
export type DemoCheckoutSession = z.infer<typeof demoCheckoutSessionSchema>;

const digitsOf = (s: string) => s.replace(/[\s-]/g, '');
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The demo checkout's card form (react-hook-form + zodResolver on the page, the body of the pay
 * route). Whether the expiry has passed is the server's decision (`billing.expired_card`).
 */
export const demoCardSchema = z
  .object({
    number: text({ error: 'billing.validation.card_number' })
      .transform(digitsOf)
      .refine((d) => /^\d{12,19}$/.test(d) && luhnValid(d), { message: 'billing.validation.card_number' }),
    /** MM/YY */
    expiry: text({ error: 'billing.validation.card_expiry' })
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, { message: 'billing.validation.card_expiry' }),
    cvc: text({ error: 'billing.validation.card_cvc' })
      .trim()
      .regex(/^\d{3,4}$/, { message: 'billing.validation.card_cvc' }),
    name: text({ error: 'billing.validation.card_name' })
      .trim()
      .min(1, { message: 'billing.validation.card_name' })
      .max(100, { message: 'billing.validation.card_name' }),
  })
  .meta({ id: 'DemoCard' });
export type DemoCardInput = z.input<typeof demoCardSchema>;
export type DemoCard = z.output<typeof demoCardSchema>;

export const demoPayResponseSchema = z
  .object({
    status: z.literal('succeeded'),
    /** The app's payment-success page with `?session_id=`, or the management page after `setup`. */
    redirectUrl: z.string(),
  })
  .meta({ id: 'DemoPayResponse' });
export type DemoPayResponse = z.infer<typeof demoPayResponseSchema>;
