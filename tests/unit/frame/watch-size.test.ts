// @vitest-environment happy-dom
// The viewer's height reports (issue 8): each says whether a loading state shows, and the end of a
// loading state is reported even when the height stays the same (no ResizeObserver would fire); the first
// waits for a web font still loading, whose re-wrap would otherwise move the host page twice.
import { describe, expect, it, vi } from 'vitest';
import { EARLY_SIZE_FONT_WAIT_MS } from '../../../shared/bridge/early-size';
import { LOADING_ATTR } from '../../../frame/viewer/loading-state';
import { watchSize } from '../../../frame/viewer/watch-size';

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('watchSize', () => {
  it('reports a loading state as such, and its end though the height did not change', async () => {
    const root = document.createElement('div');
    root.innerHTML = `<section><p role="status" ${LOADING_ATTR}>Loading…</p></section>`;
    document.body.append(root);
    const seen: [number, boolean][] = [];
    const stop = watchSize(root, (h, loading) => seen.push([h, loading]), 0);
    expect(seen).toEqual([[0, true]]);
    root.querySelector('section')!.innerHTML = '<canvas></canvas>';
    await settle();
    expect(seen).toEqual([[0, true], [0, false]]);
    // Settled, other changes of the content with no new height report nothing.
    root.querySelector('section')!.append(document.createElement('span'));
    await settle();
    expect(seen).toHaveLength(2);
    stop();
    root.remove();
  });

  it('holds the first report while the web font loads, then reports the height with it; at most the wait', async () => {
    vi.useFakeTimers();
    let loaded!: () => void;
    const fonts: { status: string; ready: Promise<unknown> } = { status: 'loading', ready: new Promise<void>((r) => (loaded = r)) };
    Object.defineProperty(document, 'fonts', { configurable: true, get: () => fonts });
    const root = document.createElement('div');
    document.body.append(root);
    let height = 629;
    root.getBoundingClientRect = () => ({ height }) as DOMRect;
    try {
      const seen: number[] = [];
      const stop = watchSize(root, (h) => seen.push(h), 0);
      expect(seen).toEqual([]);
      // The font arrives and re-wraps the text: the one report is the height with it.
      height = 650;
      fonts.status = 'loaded';
      loaded();
      await vi.advanceTimersByTimeAsync(0);
      expect(seen).toEqual([650]);
      stop();

      // A font that never arrives holds the first report EARLY_SIZE_FONT_WAIT_MS at most.
      fonts.status = 'loading';
      fonts.ready = new Promise(() => undefined);
      const late: number[] = [];
      const stop2 = watchSize(root, (h) => late.push(h), 0);
      await vi.advanceTimersByTimeAsync(EARLY_SIZE_FONT_WAIT_MS - 1);
      expect(late).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(late).toEqual([650]);
      stop2();
    } finally {
      delete (document as { fonts?: unknown }).fonts;
      root.remove();
      vi.useRealTimers();
    }
  });
});
