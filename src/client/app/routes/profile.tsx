import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/page-intro';
import { YourDataSection } from '@/features/privacy/components/your-data-section';
import { ProfilePlaceholder } from '@/features/profile/components/profile-placeholder';
import { placeholderHeights } from '@/features/progress/lib/sizes';
import { useSession } from '@/lib/session/use-session';

// The tabs and their forms, and the plan card of the progress feature: only for someone signed in.
const ProfileView = lazy(() =>
  import('@/features/profile/components/profile-view').then((m) => ({ default: m.ProfileView })),
);
const PlanSummary = lazy(() =>
  import('@/features/progress/components/plan-summary').then((m) => ({ default: m.PlanSummary })),
);
const planPlaceholder = (
  <div
    aria-hidden="true"
    className={`border-border bg-surface/70 rounded-3xl border ${placeholderHeights.plan}`}
  />
);

/**
 * /profile: the tabs (overview with the plan from the progress feature, activity, personal data,
 * goals) for someone signed in, and "Your data" from the privacy feature for everyone.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <>
      <PageIntro page="profile" />
      {status !== 'signedOut' && (
        <Suspense fallback={<ProfilePlaceholder label={t('shell.loading')} />}>
          <ProfileView
            plan={
              <Suspense fallback={planPlaceholder}>
                <PlanSummary />
              </Suspense>
            }
          />
        </Suspense>
      )}
      <YourDataSection />
    </>
  );
}
