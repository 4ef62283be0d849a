import { PageIntro } from '@/components/page-intro';

export default function PaymentSuccessPage() {
  return <PageIntro page="paymentSuccess" />;
}
