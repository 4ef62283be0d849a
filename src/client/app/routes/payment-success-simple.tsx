import { PageIntro } from '@/components/page-intro';

export default function PaymentSuccessSimplePage() {
  return <PageIntro page="paymentSuccessSimple" />;
}
