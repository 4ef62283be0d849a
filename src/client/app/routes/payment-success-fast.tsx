import { PageIntro } from '@/components/page-intro';
import { PaymentConfirmation } from '@/features/billing/components/payment-confirmation';

/** SPEC §2 /payment-success-fast and /test-payment: the payment as the server confirmed it, with the PDF receipt. */
export default function PaymentSuccessFastPage() {
  return (
    <>
      <PageIntro page="paymentSuccessFast" />
      <PaymentConfirmation variant="compact" />
    </>
  );
}
