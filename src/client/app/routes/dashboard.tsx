import { PageIntro } from '@/components/page-intro';
import { SignedOutInvite } from '@/components/signed-out-invite';

export default function DashboardPage() {
  return (
    <>
      <PageIntro page="dashboard" />
      <SignedOutInvite page="dashboard" />
    </>
  );
}
