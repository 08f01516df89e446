import { safe } from './guard';
import { whenIdle } from './idle';

export type LazyMode = 'in-viewport' | 'first-activity' | 'none';

// Mount a little before the placeholder scrolls into view so the widget is ready when it shows.
const MARGIN_PX = 300;
const VIEWPORT_MARGIN = `${MARGIN_PX}px 0px`;
// Farther out, up to Chromium's own distance for lazy iframes on a fast connection (1,250 px), the
// iframe is created in idle time once the host page has loaded: it never competes with the page's own
// loading, and it has loaded (and paints on first sight) by the time a visitor scrolls to it.
const AHEAD_MARGIN = '1250px 0px';
// An idle period can fail to come on a page that keeps its main thread busy.
const IDLE_TIMEOUT_MS = 2000;

/** Runs `fn` in the first idle period after the host page's load event. */
function afterLoadWhenIdle(fn: () => void): void {
  const run = () => whenIdle(fn, IDLE_TIMEOUT_MS, 0);
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
}

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
 * Two IntersectionObservers (near: mount now; ahead: mount when idle) and one set of activity listeners
 * serve every placeholder.
 */
export function createScheduler() {
  const waiting = new Map<Element, () => void>();
  let near: IntersectionObserver | null = null;
  let ahead: IntersectionObserver | null = null;
  let active = false;

  const unobserve = (el: Element) => {
    near?.unobserve(el);
    ahead?.unobserve(el);
  };
  // Idempotent: the idle mount of a placeholder the near observer already mounted (or that was removed) does nothing.
  const fire = (el: Element) => {
    const go = waiting.get(el);
    if (!go) return;
    waiting.delete(el);
    unobserve(el);
    go();
  };
  const observer = (margin: string, onEnter: (el: Element) => void) =>
    new IntersectionObserver(
      safe((entries: IntersectionObserverEntry[]) => {
        for (const e of entries) if (e.isIntersecting) onEnter(e.target);
      }),
      { rootMargin: margin },
    );

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
        (near ||= observer(VIEWPORT_MARGIN, fire)).observe(el);
        (ahead ||= observer(AHEAD_MARGIN, (t) => afterLoadWhenIdle(safe(() => fire(t))))).observe(el);
      }
      return () => {
        waiting.delete(el);
        unobserve(el);
      };
    },
  };
}
