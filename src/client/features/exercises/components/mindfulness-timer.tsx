import { Pause, Play, RotateCcw } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useElapsedClock } from '@/lib/practice/use-elapsed-clock';
import { playBell, unlockAudio } from '@/lib/practice/bell';
import { formatClock } from '@/lib/format';
import { ProgressRing } from '@/components/practice/progress-ring';

/**
 * SPEC §2's mindfulness timer: start, pause, reset. It counts down the exercise's length from
 * timestamps (right after a background tab or a locked phone) and announces the end, with a
 * soft bell.
 */
export function MindfulnessTimer({ durationMinutes }: { durationMinutes: number }) {
  const { t } = useTranslation('exercises');
  const durationMs = durationMinutes * 60_000;
  const [announcement, setAnnouncement] = useState('');
  const onFinish = useCallback(() => {
    playBell();
    setAnnouncement(t('timer.finished'));
  }, [t]);
  const clock = useElapsedClock(durationMs, { onFinish });
  const remaining = formatClock(Math.ceil(clock.remainingMs / 1000));

  return (
    <section
      aria-labelledby="timer-title"
      className="border-border bg-surface shadow-soft flex flex-col items-center gap-5 rounded-3xl border p-6"
    >
      <div className="text-center">
        <h2 id="timer-title" className="text-2xl">
          {t('timer.title')}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{t('timer.description')}</p>
      </div>
      <ProgressRing fraction={clock.elapsedMs / durationMs}>
        <span className="text-muted-foreground text-sm">{t('timer.remaining')}</span>
        <span className="font-serif text-5xl font-semibold tabular-nums" data-testid="timer-remaining">
          {remaining}
        </span>
      </ProgressRing>
      <div className="flex flex-wrap justify-center gap-3">
        {clock.status === 'running' ? (
          <Button
            type="button"
            size="lg"
            onClick={() => {
              clock.pause();
              setAnnouncement(t('timer.paused'));
            }}
          >
            <Pause aria-hidden="true" />
            {t('timer.pause')}
          </Button>
        ) : (
          <Button
            type="button"
            size="lg"
            disabled={clock.status === 'finished'}
            onClick={() => {
              unlockAudio();
              setAnnouncement(t(clock.status === 'paused' ? 'timer.resumed' : 'timer.started'));
              clock.start();
            }}
          >
            <Play aria-hidden="true" />
            {t(clock.status === 'paused' ? 'timer.resume' : 'timer.start')}
          </Button>
        )}
        <Button
          type="button"
          size="lg"
          variant="outline"
          disabled={clock.status === 'idle'}
          onClick={() => {
            clock.reset();
            setAnnouncement(t('timer.wasReset'));
          }}
        >
          <RotateCcw aria-hidden="true" />
          {t('timer.reset')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-primary min-h-6 text-center text-sm font-medium">
        {announcement}
      </p>
    </section>
  );
}
