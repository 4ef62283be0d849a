import { PageIntro } from '@/components/page-intro';
import { SimplePlanChoice } from '@/features/billing/components/simple-plan-choice';

/** SPEC §2 /simple-payment: choose monthly or yearly and go straight to the card payment. */
export default function SimplePaymentPage() {
  return (
    <>
      <PageIntro page="simplePayment" />
      <SimplePlanChoice />
    </>
  );
}
