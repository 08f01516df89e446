// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../../frame/viewer/after-first-paint';

/** Paint timing as Chromium gives it: an FCP entry once presented, and an observer told of it then. */
function fakePaintTiming(alreadyPainted: boolean) {
  const observers: Array<(list: { getEntriesByName(n: string): unknown[] }) => void> = [];
  let painted = alreadyPainted;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'mark'];
    constructor(private cb: (list: { getEntriesByName(n: string): unknown[] }) => void) {}
    observe() {
      observers.push(this.cb);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.cb), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((n: string) => (painted && n === 'first-contentful-paint' ? [{ name: n } as PerformanceEntry] : []));
  return {
    present() {
      painted = true;
      for (const cb of [...observers]) cb({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{ name: n }] : []) });
    },
    observing: () => observers.length,
  };
}

describe('viewer: work that waits until the widget has been seen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs after the first contentful paint is presented, not before', async () => {
    const paint = fakePaintTiming(false);
    let runs = 0;
    afterFirstPaint(() => runs++, 1000);
    await vi.advanceTimersByTimeAsync(200);
    expect(runs).toBe(0);
    paint.present();
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    expect(paint.observing()).toBe(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(1);
  });

  it('runs in the next task when the frame has painted already', async () => {
    const paint = fakePaintTiming(true);
    let runs = 0;
    afterFirstPaint(() => runs++, 1000);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    expect(paint.observing()).toBe(0);
  });

  it('runs after the longest wait when nothing contentful is ever painted', async () => {
    fakePaintTiming(false);
    let runs = 0;
    afterFirstPaint(() => runs++, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
  });

  it('never runs once cancelled', async () => {
    const paint = fakePaintTiming(false);
    let runs = 0;
    const cancel = afterFirstPaint(() => runs++, 1000);
    cancel();
    paint.present();
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(0);
    expect(paint.observing()).toBe(0);
  });
});
