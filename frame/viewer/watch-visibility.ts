// SPEC §4 VIEW: fires once when 10% of the widget is visible. The loader reports the frame's visible
// ratio in the host viewport (parentWindowScroll); IntersectionObserver is the fallback, and inside an
// iframe its implicit root is the top-level viewport, so it also works cross-origin.
import { VIEWPORT_VISIBILITY_THRESHOLD } from '../../shared/constants';
import type { ScrollInfo } from './session';
import { afterFirstPaint } from './after-first-paint';

// A widget that has nothing contentful to paint is still counted as seen, this much later.
const PAINT_WAIT_MAX_MS = 1000;

export function watchVisibility(
  el: Element,
  onScroll: (fn: (s: ScrollInfo) => void) => () => void,
  onVisible: () => void,
): () => void {
  let done = false;
  let cancelWait: (() => void) | undefined;
  let io: IntersectionObserver | undefined;
  // Either signal comes as the widget scrolls into view, before the frame has shown it: the VIEW work
  // (the event report, the host event) waits for that (after-first-paint.ts).
  const seen = () => {
    if (done || cancelWait) return;
    // stop() cancels this wait, so it never runs after a stop.
    cancelWait = afterFirstPaint(() => {
      stop();
      onVisible();
    }, PAINT_WAIT_MAX_MS);
  };
  const off = onScroll((s) => {
    if (s.inViewport && s.visibleRatio >= VIEWPORT_VISIBILITY_THRESHOLD) seen();
  });
  if (typeof IntersectionObserver !== 'undefined') {
    io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= VIEWPORT_VISIBILITY_THRESHOLD)) seen();
      },
      { threshold: [VIEWPORT_VISIBILITY_THRESHOLD] },
    );
    io.observe(el);
  }
  function stop() {
    done = true;
    off();
    io?.disconnect();
    cancelWait?.();
  }
  return stop;
}
