import { describe, expect, it } from 'vitest';
import { clockStatus, elapsedMs, idleClock, pauseClock, startClock, stepIndexAt } from './elapsed-clock';

describe('elapsed clock', () => {
  it('counts wall time between timestamps, however rarely it is read', () => {
    const started = startClock(idleClock, 1_000);
    // A background tab may not tick for minutes: the next reading is still exact.
    expect(elapsedMs(started, 1_000 + 180_000)).toBe(180_000);
  });

  it('does not count paused time, and resumes from where it stopped', () => {
    let clock = startClock(idleClock, 0);
    clock = pauseClock(clock, 30_000);
    expect(elapsedMs(clock, 90_000)).toBe(30_000);
    clock = startClock(clock, 90_000);
    expect(elapsedMs(clock, 100_000)).toBe(40_000);
  });

  it('ignores a second start and a pause while paused', () => {
    const clock = startClock(idleClock, 0);
    expect(startClock(clock, 5_000)).toBe(clock);
    const paused = pauseClock(clock, 5_000);
    expect(pauseClock(paused, 9_000)).toBe(paused);
  });

  it('never goes backwards when the system clock does', () => {
    expect(elapsedMs(startClock(idleClock, 10_000), 9_000)).toBe(0);
  });

  it('reports idle, running, paused and finished', () => {
    expect(clockStatus(idleClock, 0, 60_000)).toBe('idle');
    const running = startClock(idleClock, 0);
    expect(clockStatus(running, 10_000, 60_000)).toBe('running');
    expect(clockStatus(pauseClock(running, 10_000), 20_000, 60_000)).toBe('paused');
    expect(clockStatus(running, 60_000, 60_000)).toBe('finished');
  });
});

describe('stepIndexAt', () => {
  const steps = [{ at: 0 }, { at: 20 }, { at: 45 }];
  it('is the last step whose start has passed (skipping missed ones after a catch-up)', () => {
    expect(stepIndexAt(steps, 0)).toBe(0);
    expect(stepIndexAt(steps, 19.9)).toBe(0);
    expect(stepIndexAt(steps, 20)).toBe(1);
    expect(stepIndexAt(steps, 300)).toBe(2);
    expect(stepIndexAt([{ at: 5 }], 1)).toBe(-1);
  });
});
