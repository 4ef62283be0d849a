import { PageIntro } from '@/components/page-intro';

export default function DashboardPage() {
  return <PageIntro page="dashboard" />;
}
