import { PageIntro } from '@/components/page-intro';
import { YourDataSection } from '@/features/privacy/components/your-data-section';

export default function ProfilePage() {
  return (
    <>
      <PageIntro page="profile" />
      <YourDataSection />
    </>
  );
}
