import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from '@/lib/router';
import { type PageId, pageForPath } from '@shared/routes';
import type { PublicUser } from '@shared/schemas/auth';
import { lazyPart } from '@/lib/lazy-part';
import { useSession } from '@/lib/session/use-session';
import { readStorage, writeStorage } from '@/lib/storage-keys';
import type { Trial } from './trial-notice';

// SPEC §2/§4: the trial expiry banner, for the standard 7-day trial and the launch trial. What it
// shows loads only for a person in a trial (trial-notice.tsx), not with every page.

const TrialNotice = lazyPart(() => import('./trial-notice').then((m) => m.default), ['trialBanner']);

/** "Later" hides the banner until the next day: a cache of a UI choice, never of access. */
const laterKey = 'serenamente_trial_banner_later';
/**
 * Where the banner stays away: the payment screens already speak of Premium, and the welcome after
 * a registration (its launch code and the way home) is not the moment for a countdown.
 */
const quietPages: readonly PageId[] = [
  'register',
  'login',
  'subscription',
  'simplePayment',
  'checkout',
  'paymentSuccess',
  'paymentSuccessSimple',
  'paymentSuccessFast',
  'paymentComplete',
  'manageSubscription',
];

const localDay = (ms: number) => new Date(ms).toDateString();

function trialOf(user: PublicUser | null): Trial | null {
  if (!user) return null;
  const { plan, trialEndsAt, premiumUntil } = user.entitlements;
  const end = plan === 'trial' ? trialEndsAt : plan === 'launch' ? premiumUntil : null;
  return end ? { kind: plan as Trial['kind'], endsAt: Date.parse(end), userId: user.id } : null;
}

/**
 * The notice's code and words, fetched before the app renders over a member's page when the
 * person is in a trial (boot.tsx): arriving after that render, its words would render the whole
 * app again (every part that reads words listens for a catalogue's arrival).
 */
export function trialNoticeReady(user: PublicUser | null): Promise<void> | undefined {
  return trialOf(user) ? TrialNotice.ready() : undefined;
}

/**
 * The banner floats over the bottom of the window (beside the sidebar on wide screens), so its
 * arrival after the session is known moves nothing on the page (no layout shift). While it shows,
 * the page gets as much room at its end, so it never hides the last lines.
 */
export function TrialBanner() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const current = trialOf(user);
  // A trial that ends while the app is open stays on screen as "expired" (the server then says free).
  const [last, setLast] = useState(current);
  if (current && (current.endsAt !== last?.endsAt || current.userId !== last.userId)) setLast(current);
  const [later, setLater] = useState(() => readStorage(laterKey));
  const trial = current ?? (last && user?.id === last.userId && !user.entitlements.premium ? last : null);
  const page = pageForPath(pathname);
  if (!trial || (page && quietPages.includes(page)) || later === `${trial.userId}|${localDay(Date.now())}`)
    return null;

  const onLater = () => {
    const value = `${trial.userId}|${localDay(Date.now())}`;
    writeStorage(laterKey, value);
    setLater(value);
  };
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <TrialNotice.Part trial={trial} onLater={onLater} />
      </Suspense>
    </ErrorBoundary>
  );
}
