import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intentEvents, startOnIntent } from './start-on-intent';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in for the browser's IntersectionObserver that the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: Callback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback(this.observed.map(() => ({ isIntersecting })));
  }
}

describe('starting the app over a page sent rendered', () => {
  let root: HTMLElement;
  let stop: () => void = () => {};

  beforeEach(() => {
    root = document.createElement('div');
    root.innerHTML = '<main><h1>Un posto calmo</h1><button type="button">Menu</button></main>';
    document.body.append(root);
    FakeObserver.last = undefined;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });

  afterEach(() => {
    stop();
    root.remove();
    vi.unstubAllGlobals();
  });

  it('leaves a static page alone while nobody touches it', () => {
    const start = vi.fn();
    stop = startOnIntent(root, start);
    expect(start).not.toHaveBeenCalled();
    expect(FakeObserver.last).toBeUndefined();
  });

  for (const type of intentEvents) {
    it(`starts the app once at the first ${type}`, () => {
      const start = vi.fn();
      stop = startOnIntent(root, start);
      root.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }));
      window.dispatchEvent(new Event('keydown'));
      expect(start).toHaveBeenCalledTimes(1);
    });
  }

  it('starts the app when another tab changes what this browser stores, as a sign-in does', () => {
    const start = vi.fn();
    stop = startOnIntent(root, start);
    window.dispatchEvent(new StorageEvent('storage', { key: 'serenamente_user' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the app when a part only the app can fill in comes near the viewport', () => {
    root.insertAdjacentHTML('beforeend', '<div role="status" data-needs-app="">Loading…</div>');
    const start = vi.fn();
    stop = startOnIntent(root, start);
    const observer = FakeObserver.last!;
    expect(observer.observed).toHaveLength(1);
    observer.report(false);
    expect(start).not.toHaveBeenCalled();
    observer.report(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the browser cannot tell what is in view and a part needs the app', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    root.insertAdjacentHTML('beforeend', '<div data-needs-app=""></div>');
    const start = vi.fn();
    stop = startOnIntent(root, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the keyboard focus is already inside the page', () => {
    root.querySelector('button')!.focus();
    const start = vi.fn();
    stop = startOnIntent(root, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does nothing after it has been cancelled', () => {
    const start = vi.fn();
    startOnIntent(root, start)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).not.toHaveBeenCalled();
  });
});
