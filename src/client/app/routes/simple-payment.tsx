import { PageIntro } from '@/components/page-intro';

export default function SimplePaymentPage() {
  return <PageIntro page="simplePayment" />;
}
