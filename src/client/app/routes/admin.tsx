import { PageIntro } from '@/components/page-intro';

export default function AdminPage() {
  return <PageIntro page="admin" />;
}
