import { PageIntro } from '@/components/page-intro';
import { SignedOutInvite } from '@/components/signed-out-invite';

export default function MoodPage() {
  return (
    <>
      <PageIntro page="mood" />
      <SignedOutInvite page="mood" />
    </>
  );
}
