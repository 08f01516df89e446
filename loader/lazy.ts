import { safe } from './guard';

export type LazyMode = 'in-viewport' | 'first-activity' | 'none';

// Mount a little before the placeholder scrolls into view so the widget is ready when it shows.
const MARGIN_PX = 300;
const VIEWPORT_MARGIN = `${MARGIN_PX}px 0px`;

/**
 * Already within the observer's margin: mount now instead of one rendering frame later, so on a fast
 * load the iframe (at its reserved height) is in place before the host page first paints. Rendered
 * elements only: a display:none placeholder has an empty box and waits for the observer.
 */
function nearViewport(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return (r.width > 0 || r.height > 0) && r.top < innerHeight + MARGIN_PX && r.bottom > -MARGIN_PX;
}
const ACTIVITY_EVENTS = ['scroll', 'pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'];

export function lazyModeOf(el: Element): LazyMode {
  const v = el.getAttribute('data-lazy');
  return v === 'none' || v === 'first-activity' ? v : 'in-viewport';
}

/**
 * Schedules mounts by lazy mode. `wait` returns a cancel function (placeholder removed before it mounted).
 * One IntersectionObserver and one set of activity listeners serve every placeholder.
 */
export function createScheduler() {
  const waiting = new Map<Element, () => void>();
  let io: IntersectionObserver | null = null;
  let active = false;

  const fire = (el: Element) => {
    const go = waiting.get(el);
    if (!go) return;
    waiting.delete(el);
    io?.unobserve(el);
    go();
  };

  const onActivity = safe(() => {
    active = true;
    for (const t of ACTIVITY_EVENTS) removeEventListener(t, onActivity, true);
    for (const [el] of waiting) if (lazyModeOf(el) === 'first-activity') fire(el);
  });

  return {
    wait(el: Element, go: () => void): () => void {
      const mode = lazyModeOf(el);
      const hasIO = typeof IntersectionObserver === 'function';
      if (mode === 'none' || (mode === 'first-activity' && active) || (mode === 'in-viewport' && (!hasIO || nearViewport(el)))) {
        go();
        return () => {};
      }
      waiting.set(el, go);
      if (mode === 'first-activity') {
        for (const t of ACTIVITY_EVENTS) addEventListener(t, onActivity, { capture: true, passive: true });
      } else {
        io ||= new IntersectionObserver(
          safe((entries: IntersectionObserverEntry[]) => {
            for (const e of entries) if (e.isIntersecting) fire(e.target);
          }),
          { rootMargin: VIEWPORT_MARGIN },
        );
        io.observe(el);
      }
      return () => {
        waiting.delete(el);
        io?.unobserve(el);
      };
    },
  };
}
