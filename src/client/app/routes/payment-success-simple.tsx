import { PageIntro } from '@/components/page-intro';
import { PaymentConfirmation } from '@/features/billing/components/payment-confirmation';

/** SPEC §2 /payment-success-simple: the payment as the server confirmed it, with the PDF receipt. */
export default function PaymentSuccessSimplePage() {
  return (
    <>
      <PageIntro page="paymentSuccessSimple" />
      <PaymentConfirmation variant="compact" />
    </>
  );
}
