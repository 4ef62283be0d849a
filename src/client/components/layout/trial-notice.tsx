// What the trial banner shows (trial-banner.tsx): loaded for a person in a trial only, not with every page.
import { useQueryClient } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { Button, buttonVariants } from '@/components/ui/button';
import { meQueryKey } from '@/lib/session/session';

export type Trial = { kind: 'trial' | 'launch'; endsAt: number; userId: string };

const dayMs = 86_400_000;

/** Calendar days from today to the end, in the person's own time (0: today, 1: tomorrow). */
function calendarDaysUntil(end: number, now: number): number {
  const day = (ms: number) => new Date(ms).setHours(0, 0, 0, 0);
  return Math.round((day(end) - day(now)) / dayMs);
}

/**
 * Room at the end of the page as tall as the floating banner, for as long as it shows. Measured
 * by a ResizeObserver, which the browser runs after its own layout (and at once when observing
 * starts): reading the height during the app's first render would make the browser lay out the
 * whole page inside that task, then again for the frame.
 */
function useRoomBelow() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const body = document.body;
    const fit = () => (body.style.paddingBottom = `${element.offsetHeight}px`);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    if (observer) observer.observe(element);
    else fit();
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
    };
  }, []);
  return ref;
}

export default function TrialNotice({ trial, onLater }: { trial: Trial; onLater: () => void }) {
  const { t } = useTranslation('trialBanner');
  const queryClient = useQueryClient();
  const ref = useRoomBelow();
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
      ref={ref}
      aria-label={t('label')}
      data-testid="trial-banner"
      className="fixed inset-x-0 bottom-0 z-30 px-3 pb-3 lg:left-[17rem] lg:px-8 lg:pb-5"
    >
      <div className="border-accent/30 bg-accent-soft mx-auto flex w-full max-w-5xl flex-col gap-2 rounded-3xl border p-3 shadow-lg sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6 sm:p-4">
        <div className="flex min-w-0 items-start gap-3 sm:flex-1 sm:basis-64">
          <Hourglass aria-hidden="true" className="text-accent mt-1 size-5 shrink-0" />
          <div className="min-w-0">
            <p role="status" className="font-semibold">
              {t(`${trial.kind}.${notice}`, { count: days })}
            </p>
            <p className="text-muted-foreground text-sm">{t(`${trial.kind}.after`)}</p>
          </div>
        </div>
        {running && (
          <p role="timer" aria-live="off" className="flex gap-1.5 tabular-nums">
            {parts.map(([unit, value]) => (
              <span
                key={unit}
                className="bg-surface flex min-w-12 flex-col items-center rounded-xl px-2 py-0.5 leading-tight"
              >
                <span className="font-semibold">{String(value).padStart(unit === 'days' ? 1 : 2, '0')}</span>
                <span className="text-muted-foreground text-xs">{t(`units.${unit}`)}</span>
              </span>
            ))}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Link to={pathOf('subscription')} className={buttonVariants({ size: 'sm' })}>
            {t(`${trial.kind}.keep`)}
          </Link>
          <Button type="button" variant="ghost" size="sm" onClick={onLater}>
            {t('later')}
          </Button>
        </div>
      </div>
    </section>
  );
}
