import { useSearchParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { DemoCheckout } from '@/features/billing/components/demo-checkout';

/** SPEC §2 /checkout: the in-app checkout of the demo provider, at `?session_id=…`. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageIntro page="checkout" />
      <DemoCheckout sessionId={params.get('session_id')} />
    </>
  );
}
