import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPresses, whenNoPress } from './press';

describe('waiting for a press to be released before the app replaces the page', () => {
  const page = new EventTarget() as unknown as Window;
  watchPresses(page);
  const fire = (type: string) => page.dispatchEvent(new Event(type));

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    fire('pointercancel');
    vi.runAllTimers();
    vi.useRealTimers();
  });

  async function settled(promise: Promise<void>): Promise<boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  }

  it('goes on at once when nothing is pressed', async () => {
    expect(await settled(whenNoPress())).toBe(true);
  });

  it('waits while a finger is down and goes on after its click', async () => {
    fire('pointerdown');
    const waiting = whenNoPress();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(waiting)).toBe(false);
    fire('pointerup');
    fire('click');
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on shortly after a release that brings no click', async () => {
    fire('pointerdown');
    const waiting = whenNoPress();
    fire('pointerup');
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled(waiting)).toBe(true);
  });

  it('a new press after the release keeps the app waiting', async () => {
    fire('pointerdown');
    fire('pointerup');
    fire('pointerdown');
    const waiting = whenNoPress();
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(waiting)).toBe(false);
    fire('pointercancel');
    expect(await settled(waiting)).toBe(true);
  });

  it('never waits longer than the limit for a finger held down', async () => {
    fire('pointerdown');
    const waiting = whenNoPress(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
