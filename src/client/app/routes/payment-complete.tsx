import { PageIntro } from '@/components/page-intro';
import { PaymentConfirmation } from '@/features/billing/components/payment-confirmation';

/** SPEC §2 /payment-complete: the payment as the server confirmed it, with the PDF receipt. */
export default function PaymentCompletePage() {
  return (
    <>
      <PageIntro page="paymentComplete" />
      <PaymentConfirmation variant="compact" />
    </>
  );
}
