import { PageIntro } from '@/components/page-intro';

export default function PaymentSuccessFastPage() {
  return <PageIntro page="paymentSuccessFast" />;
}
