import { PageIntro } from '@/components/page-intro';

export default function SubscriptionPage() {
  return <PageIntro page="subscription" />;
}
