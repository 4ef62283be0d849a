import { PageIntro } from '@/components/page-intro';

export default function PaymentCompletePage() {
  return <PageIntro page="paymentComplete" />;
}
