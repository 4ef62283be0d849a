import { useCallback, useEffect, useRef, useState } from 'react';
import { type ClockStatus, elapsedMs, idleClock, pauseClock, startClock } from './elapsed-clock';

/**
 * A start/pause/reset clock for `durationMs`, read from Date.now() deltas. It re-reads the time
 * four times a second while running and at once when the page becomes visible again, so after
 * a background tab or a locked phone it shows (and finishes at) the right time.
 */
export function useElapsedClock(durationMs: number, { onFinish }: { onFinish?: () => void } = {}) {
  const [clock, setClock] = useState(idleClock);
  const [now, setNow] = useState(() => Date.now());
  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  }, [onFinish]);

  const running = clock.startedAt !== null;
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const interval = setInterval(tick, 250);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', tick);
    window.addEventListener('focus', tick);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', tick);
      window.removeEventListener('focus', tick);
    };
  }, [running]);

  const elapsed = Math.min(durationMs, elapsedMs(clock, now));
  const reachedEnd = running && elapsedMs(clock, now) >= durationMs;
  useEffect(() => {
    if (!reachedEnd) return;
    setClock({ startedAt: null, accumulatedMs: durationMs });
    onFinishRef.current?.();
  }, [reachedEnd, durationMs]);

  let status: ClockStatus;
  if (elapsed >= durationMs) status = 'finished';
  else if (running) status = 'running';
  else status = clock.accumulatedMs > 0 ? 'paused' : 'idle';

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setClock((c) => startClock(c, t));
  }, []);
  const pause = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setClock((c) => pauseClock(c, t));
  }, []);
  const reset = useCallback(() => {
    setNow(Date.now());
    setClock(idleClock);
  }, []);
  const restart = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setClock({ startedAt: t, accumulatedMs: 0 });
  }, []);
  /** The elapsed time right now, for handlers (not the last rendered value). */
  const readElapsedMs = useCallback(
    () => Math.min(durationMs, elapsedMs(clock, Date.now())),
    [clock, durationMs],
  );

  return {
    status,
    elapsedMs: elapsed,
    remainingMs: durationMs - elapsed,
    start,
    pause,
    reset,
    restart,
    readElapsedMs,
  };
}
