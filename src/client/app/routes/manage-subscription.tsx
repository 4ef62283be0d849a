import { PageIntro } from '@/components/page-intro';
import { ManageSubscription } from '@/features/billing/components/manage-subscription';

/** SPEC §2 /manage-subscription: the person's subscription, its changes and receipts. */
export default function ManageSubscriptionPage() {
  return (
    <>
      <PageIntro page="manageSubscription" />
      <ManageSubscription />
    </>
  );
}
