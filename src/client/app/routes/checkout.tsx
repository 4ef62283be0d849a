import { PageIntro } from '@/components/page-intro';
import { CheckoutChoice } from '@/features/billing/components/checkout-choice';

/**
 * SPEC §2 /checkout: the demo provider's in-app form (`?session_id=…`), or Stripe's embedded
 * checkout (`?plan=…`) when Stripe takes the payments.
 */
export default function CheckoutPage() {
  return (
    <>
      <PageIntro page="checkout" />
      <CheckoutChoice />
    </>
  );
}
