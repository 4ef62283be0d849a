import { PageIntro } from '@/components/page-intro';
import { PaymentConfirmation } from '@/features/billing/components/payment-confirmation';

/** SPEC §2 /payment-success and /payment-success-optimized: the payment as the server confirmed it, with the PDF receipt. */
export default function PaymentSuccessPage() {
  return (
    <>
      <PageIntro page="paymentSuccess" />
      <PaymentConfirmation variant="full" />
    </>
  );
}
