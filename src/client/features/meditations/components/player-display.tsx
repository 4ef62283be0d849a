import { useTranslation } from 'react-i18next';
import type { MeditationDetail } from '@shared/schemas/meditations';
import { formatClock } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { MeditationRun } from '../hooks/use-meditation-run';

/** The step due now, large, over the meditation's soft gradient. */
export function PlayerStage({
  run,
  meditation,
  titleId,
}: {
  run: MeditationRun;
  meditation: MeditationDetail;
  titleId: string;
}) {
  const { t } = useTranslation('meditation');
  const step = run.stepIndex >= 0 ? meditation.script[run.stepIndex] : undefined;
  return (
    <div className="from-lavender-soft via-surface to-primary-soft shadow-soft relative overflow-hidden rounded-[2rem] bg-gradient-to-br px-6 py-10 sm:px-12 sm:py-14">
      <div
        aria-hidden="true"
        className="bg-primary/10 absolute -top-20 -right-16 size-64 rounded-full blur-3xl"
      />
      <h2 id={titleId} className="sr-only">
        {t('player.currentStep')}
      </h2>
      <p
        className={cn(
          'relative mx-auto min-h-[9rem] max-w-2xl text-center font-serif text-2xl leading-relaxed text-balance sm:text-3xl',
          !step && 'text-muted-foreground',
        )}
        data-testid="meditation-step"
      >
        {run.clock.status === 'finished' ? t('player.finished') : (step?.text ?? t('player.ready'))}
      </p>
    </div>
  );
}

function Timer({ id, label, value, end }: { id: string; label: string; value: string; end?: boolean }) {
  return (
    <div className={cn('flex flex-col', end && 'items-end')}>
      <span className="text-muted-foreground text-sm" id={id}>
        {label}
      </span>
      <span role="timer" aria-labelledby={id} className="font-serif text-3xl font-semibold tabular-nums">
        {value}
      </span>
    </div>
  );
}

/** The progress bar with the time gone and the time left. */
export function PlayerProgress({
  run,
  meditation,
  ids,
}: {
  run: MeditationRun;
  meditation: MeditationDetail;
  ids: string;
}) {
  const { t } = useTranslation('meditation');
  const total = formatClock(meditation.durationSeconds);
  const elapsed = formatClock(run.elapsedSeconds);
  const fraction = run.clock.elapsedMs / (meditation.durationSeconds * 1000);
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label={meditation.title}
        aria-valuemin={0}
        aria-valuemax={meditation.durationSeconds}
        aria-valuenow={Math.floor(run.elapsedSeconds)}
        aria-valuetext={t('player.progress', { elapsed, total })}
        className="bg-primary-soft h-2 overflow-hidden rounded-full"
      >
        <div
          className="bg-primary h-full rounded-full transition-[width] duration-300 ease-linear"
          style={{ width: `${fraction * 100}%` }}
        />
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <Timer id={`${ids}-elapsed`} label={t('player.elapsed')} value={elapsed} />
        <Timer
          id={`${ids}-remaining`}
          label={t('player.remaining')}
          value={formatClock(Math.ceil(run.clock.remainingMs / 1000))}
          end
        />
      </div>
    </div>
  );
}

/** The whole script, the current step marked (none before the start, as in the editor's preview). */
export function PlayerScript({
  run,
  meditation,
}: {
  run: Pick<MeditationRun, 'stepIndex'>;
  meditation: Pick<MeditationDetail, 'script'>;
}) {
  const { t } = useTranslation('meditation');
  return (
    <details className="group border-border bg-surface rounded-2xl border p-5">
      <summary className="cursor-pointer font-semibold">{t('player.script')}</summary>
      <ol className="mt-4 flex flex-col gap-3">
        {meditation.script.map((s, i) => (
          <li
            key={s.at}
            aria-current={i === run.stepIndex ? 'step' : undefined}
            className={cn('flex gap-4 rounded-xl p-3', i === run.stepIndex && 'bg-primary-soft')}
          >
            <span className="text-muted-foreground w-14 shrink-0 text-sm tabular-nums">
              <span className="sr-only">{t('player.stepAt', { time: formatClock(s.at) })}</span>
              <span aria-hidden="true">{formatClock(s.at)}</span>
            </span>
            <span>{s.text}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
