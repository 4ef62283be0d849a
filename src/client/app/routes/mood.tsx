import { PageIntro } from '@/components/page-intro';

export default function MoodPage() {
  return <PageIntro page="mood" />;
}
