import { useQueryClient } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type PageId, pageForPath, pathOf } from '@shared/routes';
import type { PublicUser } from '@shared/schemas/auth';
import { Button, buttonVariants } from '@/components/ui/button';
import { meQueryKey } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';
import { readStorage, writeStorage } from '@/lib/storage-keys';

// SPEC §2/§4: the trial expiry banner, for the standard 7-day trial and the launch trial.

type Trial = { kind: 'trial' | 'launch'; endsAt: number; userId: string };
const dayMs = 86_400_000;
/** "Later" hides the banner until the next day: a cache of a UI choice, never of access. */
const laterKey = 'serenamente_trial_banner_later';
/** The payment screens already speak of Premium: the banner would only repeat them. */
const paymentPages: readonly PageId[] = [
  'subscription',
  'simplePayment',
  'checkout',
  'paymentSuccess',
  'paymentSuccessSimple',
  'paymentSuccessFast',
  'paymentComplete',
  'manageSubscription',
];

/** The banner's usual height at each width, held while its words load so the page never jumps. */
const bannerHeight = 'mb-8 min-h-[14.75rem] sm:min-h-52 lg:min-h-36';

const localDay = (ms: number) => new Date(ms).toDateString();

function trialOf(user: PublicUser | null): Trial | null {
  if (!user) return null;
  const { plan, trialEndsAt, premiumUntil } = user.entitlements;
  const end = plan === 'trial' ? trialEndsAt : plan === 'launch' ? premiumUntil : null;
  return end ? { kind: plan as Trial['kind'], endsAt: Date.parse(end), userId: user.id } : null;
}

/** Calendar days from today to the end, in the person's own time (0: today, 1: tomorrow). */
function calendarDaysUntil(end: number, now: number): number {
  const day = (ms: number) => new Date(ms).setHours(0, 0, 0, 0);
  return Math.round((day(end) - day(now)) / dayMs);
}

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
  if (!trial || (page && paymentPages.includes(page)) || later === `${trial.userId}|${localDay(Date.now())}`) return null;

  const onLater = () => {
    const value = `${trial.userId}|${localDay(Date.now())}`;
    writeStorage(laterKey, value);
    setLater(value);
  };
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={<div aria-hidden="true" className={bannerHeight} />}>
        <TrialNotice trial={trial} onLater={onLater} />
      </Suspense>
    </ErrorBoundary>
  );
}

function TrialNotice({ trial, onLater }: { trial: Trial; onLater: () => void }) {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, trial.endsAt - now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  // At the end the server decides what the person has now.
  useEffect(() => {
    if (!running) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [running, queryClient]);

  const days = calendarDaysUntil(trial.endsAt, now);
  const notice = !running ? 'expired' : days <= 0 ? 'today' : days === 1 ? 'tomorrow' : 'inDays';
  const s = Math.floor(left / 1000);
  const parts = [
    ['days', Math.floor(s / 86_400)],
    ['hours', Math.floor(s / 3600) % 24],
    ['minutes', Math.floor(s / 60) % 60],
    ['seconds', s % 60],
  ] as const;
  return (
    <section
      aria-label={t('banner.label')}
      className={`${bannerHeight} flex flex-col gap-3 rounded-3xl border border-accent/30 bg-accent-soft p-4 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6 sm:p-5`}
    >
      <div className="flex min-w-0 items-start gap-3 sm:flex-1 sm:basis-64">
        <Hourglass aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
        <div className="min-w-0">
          <p role="status" className="font-semibold">
            {t(`banner.${trial.kind}.${notice}`, { count: days })}
          </p>
          <p className="text-sm text-muted-foreground">{t(`banner.${trial.kind}.after`)}</p>
        </div>
      </div>
      {running && (
        <p role="timer" aria-live="off" className="flex gap-1.5 tabular-nums">
          {parts.map(([unit, value]) => (
            <span key={unit} className="flex min-w-14 flex-col items-center rounded-xl bg-surface px-2 py-1 leading-tight">
              <span className="font-semibold">{String(value).padStart(unit === 'days' ? 1 : 2, '0')}</span>
              <span className="text-xs text-muted-foreground">{t(`banner.units.${unit}`)}</span>
            </span>
          ))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Link to={pathOf('subscription')} className={buttonVariants({ size: 'sm' })}>
          {t(`banner.${trial.kind}.keep`)}
        </Link>
        <Button type="button" variant="ghost" size="sm" onClick={onLater}>
          {t('banner.later')}
        </Button>
      </div>
    </section>
  );
}
