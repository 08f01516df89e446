// SPEC §4 VIEW: fires once when 10% of the widget is visible. The loader reports the frame's visible
// ratio in the host viewport (parentWindowScroll); IntersectionObserver is the fallback, and inside an
// iframe its implicit root is the top-level viewport, so it also works cross-origin.
import { VIEWPORT_VISIBILITY_THRESHOLD } from '../../shared/constants';
import type { ScrollInfo } from './session';

export function watchVisibility(
  el: Element,
  onScroll: (fn: (s: ScrollInfo) => void) => () => void,
  onVisible: () => void,
): () => void {
  let done = false;
  let waiting = false;
  let io: IntersectionObserver | undefined;
  const fire = () => {
    if (done) return;
    stop();
    onVisible();
  };
  // After the frame's next paint: the loader's report comes as the widget scrolls into view, and the VIEW
  // work (the event report, the host event) ran before the frame's first paint there.
  const off = onScroll((s) => {
    if (waiting || !s.inViewport || s.visibleRatio < VIEWPORT_VISIBILITY_THRESHOLD) return;
    waiting = true;
    requestAnimationFrame(() => setTimeout(fire, 0));
  });
  if (typeof IntersectionObserver !== 'undefined') {
    io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= VIEWPORT_VISIBILITY_THRESHOLD)) fire();
      },
      { threshold: [VIEWPORT_VISIBILITY_THRESHOLD] },
    );
    io.observe(el);
  }
  function stop() {
    done = true;
    off();
    io?.disconnect();
  }
  return stop;
}
