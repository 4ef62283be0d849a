import { PageIntro } from '@/components/page-intro';

export default function CheckoutPage() {
  return <PageIntro page="checkout" />;
}
