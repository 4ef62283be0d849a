import { PageIntro } from '@/components/page-intro';

export default function ProfilePage() {
  return <PageIntro page="profile" />;
}
