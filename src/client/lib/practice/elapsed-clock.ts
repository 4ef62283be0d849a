/**
 * Elapsed time from timestamps, never from counting ticks: a background tab or a locked phone
 * may run timers late or not at all, but the next reading is still right. Pure functions over
 * a small value, so the rules are easy to test.
 */
export interface ElapsedClock {
  /** Date.now() of the last start or resume; null while stopped or paused. */
  startedAt: number | null;
  /** Time counted before the last start. */
  accumulatedMs: number;
}

export const idleClock: ElapsedClock = { startedAt: null, accumulatedMs: 0 };

export function elapsedMs(clock: ElapsedClock, now: number): number {
  return clock.accumulatedMs + (clock.startedAt === null ? 0 : Math.max(0, now - clock.startedAt));
}

export function startClock(clock: ElapsedClock, now: number): ElapsedClock {
  return clock.startedAt === null ? { startedAt: now, accumulatedMs: clock.accumulatedMs } : clock;
}

export function pauseClock(clock: ElapsedClock, now: number): ElapsedClock {
  return clock.startedAt === null ? clock : { startedAt: null, accumulatedMs: elapsedMs(clock, now) };
}

export type ClockStatus = 'idle' | 'running' | 'paused' | 'finished';

export function clockStatus(clock: ElapsedClock, now: number, durationMs: number): ClockStatus {
  if (elapsedMs(clock, now) >= durationMs) return 'finished';
  if (clock.startedAt !== null) return 'running';
  return clock.accumulatedMs > 0 ? 'paused' : 'idle';
}

/** Index of the step being spoken at `seconds` (the last one whose start has passed), or -1. */
export function stepIndexAt(steps: readonly { at: number }[], seconds: number): number {
  let index = -1;
  for (let i = 0; i < steps.length; i++) {
    if (steps[i]!.at <= seconds) index = i;
    else break;
  }
  return index;
}
