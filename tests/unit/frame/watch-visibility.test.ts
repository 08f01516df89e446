// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchVisibility } from '../../../frame/viewer/watch-visibility';
import { emitter } from '../../../frame/viewer/emitter';
import type { ScrollInfo } from '../../../frame/viewer/session';

describe('viewer: VIEW from the loader reports', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const scroll = emitter<ScrollInfo>();
    let views = 0;
    const stop = watchVisibility(document.createElement('div'), scroll.on, () => views++);
    return { report: (visibleRatio: number) => scroll.emit({ fromTop: 0, inViewport: true, visibleRatio }), views: () => views, stop };
  };

  it('fires once, after the frame has painted, when 10% is visible', async () => {
    const w = setup();
    w.report(0.05);
    await vi.advanceTimersByTimeAsync(50);
    expect(w.views()).toBe(0);
    w.report(0.1);
    w.report(0.5);
    // The report comes as the frame scrolls into view: its paint goes first.
    expect(w.views()).toBe(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(w.views()).toBe(1);
    w.report(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(w.views()).toBe(1);
  });

  it('fires nothing once stopped, even for a report already in', async () => {
    const w = setup();
    w.report(0.5);
    w.stop();
    await vi.advanceTimersByTimeAsync(50);
    expect(w.views()).toBe(0);
  });
});
