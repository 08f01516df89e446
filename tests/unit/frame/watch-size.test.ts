// @vitest-environment happy-dom
// The viewer's height reports (issue 8): each says whether a loading state shows, and the end of a
// loading state is reported even when the height stays the same (no ResizeObserver would fire).
import { describe, expect, it } from 'vitest';
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
});
