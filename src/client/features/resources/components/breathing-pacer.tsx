import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import './breathing-pacer.css';

const cycleMs = 11_000;
type Phase = 'in' | 'hold' | 'out';

export function phaseAt(elapsedMs: number): { phase: Phase; secondsLeft: number } {
  const t = elapsedMs % cycleMs;
  if (t < 4000) return { phase: 'in', secondsLeft: Math.ceil((4000 - t) / 1000) };
  if (t < 5000) return { phase: 'hold', secondsLeft: 1 };
  return { phase: 'out', secondsLeft: Math.ceil((cycleMs - t) / 1000) };
}

const formatTime = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The animated breathing guide of 'breathing-pacer' items: a circle that grows while breathing
 * in and shrinks while breathing out (CSS animation). The words follow the same clock, so with
 * reduced motion (the circle stays still) or a screen reader the guide still works as text.
 */
export function BreathingPacer() {
  const { t } = useTranslation('resources');
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const running = startedAt !== null;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);

  const elapsed = running ? Math.max(0, now - startedAt) : 0;
  const { phase, secondsLeft } = phaseAt(elapsed);

  return (
    <section
      aria-labelledby="pacer-title"
      className="border-border bg-primary-soft/50 flex flex-col items-center gap-5 rounded-3xl border p-6 text-center"
    >
      <h2 id="pacer-title" className="text-xl">
        {t('pacer.title')}
      </h2>
      <div className="relative grid size-56 place-items-center sm:size-64" aria-hidden="true">
        <div className="border-primary/30 absolute inset-0 rounded-full border-2 border-dashed" />
        <div
          data-running={running}
          className="breathing-pacer-circle bg-primary/25 absolute inset-0 rounded-full shadow-[0_0_60px_-10px_var(--primary)]"
        />
        <div className="bg-primary relative size-3 rounded-full" />
      </div>
      <div className="min-h-[3.5rem]">
        <p className="font-serif text-2xl" aria-live="polite" aria-atomic="true">
          {running ? (
            t(`pacer.${phase}`)
          ) : (
            <span className="text-muted-foreground text-base">{t('pacer.ready')}</span>
          )}
        </p>
        {running && (
          <p className="text-muted-foreground text-base tabular-nums" aria-hidden="true">
            {t('pacer.seconds', { count: secondsLeft })}
          </p>
        )}
      </div>
      <p className="text-muted-foreground hidden max-w-md text-sm motion-reduce:block">
        {t('pacer.reducedMotion')}
      </p>
      <div className="flex items-center gap-4">
        <Button
          onClick={() => (running ? setStartedAt(null) : (setNow(Date.now()), setStartedAt(Date.now())))}
        >
          {running ? t('pacer.stop') : t('pacer.start')}
        </Button>
        {running && (
          <span className="text-muted-foreground text-sm tabular-nums" aria-label={t('pacer.elapsed')}>
            {formatTime(elapsed)}
          </span>
        )}
      </div>
      <p className="text-muted-foreground max-w-md text-sm">{t('pacer.rhythm')}</p>
    </section>
  );
}
