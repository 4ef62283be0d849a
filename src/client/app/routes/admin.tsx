import { lazy, Suspense } from 'react';
import { PageIntro } from '@/components/page-intro';
import { Spinner } from '@/components/ui/spinner';
import { AdminArea } from '@/features/admin';

// The content and support panels are features of their own, loaded only when their tab opens.
const ContentAdminPanel = lazy(() =>
  import('@/features/admin-content').then((m) => ({ default: m.ContentAdminPanel })),
);
const SupportInboxPanel = lazy(() =>
  import('@/features/admin-support').then((m) => ({ default: m.SupportInboxPanel })),
);
// The content editor's preview draws with the public pages' components: loaded when an item opens.
const ContentPreview = lazy(() => import('./admin-content-preview'));

/** /admin and /admin-dashboard: sign-in with the second factor, then the console. */
export default function AdminPage() {
  return (
    <>
      <PageIntro page="admin" />
      <AdminArea
        content={
          <Suspense fallback={<Spinner />}>
            <ContentAdminPanel preview={ContentPreview} />
          </Suspense>
        }
        support={
          <Suspense fallback={<Spinner />}>
            <SupportInboxPanel />
          </Suspense>
        }
      />
    </>
  );
}
