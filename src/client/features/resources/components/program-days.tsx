import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import type { ProgramDay } from '@shared/schemas/resources';
import { cn } from '@/lib/utils';
import { useProgramProgress, useSetProgramDay } from '../api/progress';
import { LightMarkdown } from './light-markdown';

/** How far the person is (signed in), or the invitation to sign in and keep track. */
function ProgramSummary({
  signedIn,
  done,
  total,
  nextDay,
}: {
  signedIn: boolean;
  done: number;
  total: number;
  nextDay: number;
}) {
  const { t } = useTranslation('resources');
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div className="border-border bg-surface shadow-soft flex flex-col gap-3 rounded-3xl border p-5">
      <h2 id="program-title" className="text-2xl">
        {t('program.title')}
      </h2>
      {signedIn ? (
        <>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span id="program-progress-label" className="font-medium">
              {t('program.progress', { done, total })}
            </span>
            <span className="text-muted-foreground tabular-nums">{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="program-progress-label"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            className="bg-surface-muted h-3 overflow-hidden rounded-full"
          >
            <div
              className="bg-primary h-full rounded-full transition-[width] duration-500"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-muted-foreground text-sm">
            {done === total ? t('program.completed') : t('program.next', { day: nextDay })}
          </p>
        </>
      ) : (
        <p className="text-muted-foreground">
          {t('program.signInToTrack')}{' '}
          <Link to={pathOf('login')} className="text-primary font-medium underline underline-offset-4">
            {t('detail.signIn')}
          </Link>
        </p>
      )}
    </div>
  );
}

/** One day: its text, opened when it is the next to do, and "done" for signed-in people. */
function DayItem({
  day,
  number,
  isDone,
  open,
  signedIn,
  disabled,
  onToggle,
}: {
  day: ProgramDay;
  number: number;
  isDone: boolean;
  open: boolean;
  signedIn: boolean;
  disabled: boolean;
  onToggle: (done: boolean) => void;
}) {
  const { t } = useTranslation('resources');
  const inputId = `day-${number}-done`;
  return (
    <li>
      <details
        className={cn(
          'group bg-surface open:shadow-soft rounded-2xl border transition-colors',
          isDone ? 'border-primary/40' : 'border-border',
        )}
        open={open}
      >
        <summary className="flex cursor-pointer list-none items-center gap-3 rounded-2xl p-4 [&::-webkit-details-marker]:hidden">
          <span
            aria-hidden="true"
            className={cn(
              'grid size-9 shrink-0 place-items-center rounded-full text-sm font-semibold',
              isDone ? 'bg-primary text-primary-foreground' : 'bg-surface-muted text-muted-foreground',
            )}
          >
            {isDone ? <Check className="size-4" /> : number}
          </span>
          <span className="flex-1">
            <span className="text-muted-foreground block text-sm">
              {t('program.day', { day: number })}
              {isDone && <span className="sr-only">, {t('program.doneBadge')}</span>}
            </span>
            <span className="font-semibold">{day.title}</span>
          </span>
          <span
            aria-hidden="true"
            className="text-muted-foreground transition-transform group-open:rotate-90"
          >
            ›
          </span>
        </summary>
        <div className="border-border flex flex-col gap-4 border-t px-4 pt-4 pb-5">
          <LightMarkdown source={day.body} headingOffset={2} />
          {signedIn && (
            <label
              htmlFor={inputId}
              className="bg-primary-soft inline-flex w-fit cursor-pointer items-center gap-3 rounded-full px-4 py-2 font-medium"
            >
              <input
                id={inputId}
                type="checkbox"
                className="size-5 cursor-pointer accent-[var(--primary)]"
                checked={isDone}
                disabled={disabled}
                onChange={(e) => onToggle(e.target.checked)}
              />
              {t('program.markDone', { day: number })}
            </label>
          )}
        </div>
      </details>
    </li>
  );
}

/**
 * A program day by day: a progress bar, each day to read (the next one to do is open), and a
 * checkbox to mark it done. Visitors read the days and are invited to sign in to keep track.
 */
export function ProgramDays({
  slug,
  days,
  signedIn,
}: {
  slug: string;
  days: ProgramDay[];
  signedIn: boolean;
}) {
  const progress = useProgramProgress(slug, signedIn);
  const setDay = useSetProgramDay(slug);
  const completed = new Set(progress.data?.completedDays ?? []);
  const total = days.length;
  const done = days.filter((_, i) => completed.has(i + 1)).length;
  const nextDay = days.findIndex((_, i) => !completed.has(i + 1)) + 1;

  return (
    <section aria-labelledby="program-title" className="flex flex-col gap-5">
      <ProgramSummary signedIn={signedIn} done={done} total={total} nextDay={nextDay} />

      <ol className="flex flex-col gap-3">
        {days.map((day, index) => (
          <DayItem
            key={index + 1}
            day={day}
            number={index + 1}
            isDone={completed.has(index + 1)}
            open={signedIn ? index + 1 === nextDay : index === 0}
            signedIn={signedIn}
            disabled={progress.isPending}
            onToggle={(done) => setDay.mutate({ day: index + 1, done })}
          />
        ))}
      </ol>
    </section>
  );
}
