import { PageIntro } from '@/components/page-intro';

export default function ManageSubscriptionPage() {
  return <PageIntro page="manageSubscription" />;
}
