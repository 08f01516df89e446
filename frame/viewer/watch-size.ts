// Reports the content height so the loader can make the iframe exactly as tall as the widget (no
// scrollbar). The first size goes out at once (no visible jump) unless the web font is still loading;
// later ones are debounced (SPEC §9).
// Each says whether a loading state shows (loading-state.ts): that height is provisional.
// The first waits for the web font (at most EARLY_SIZE_FONT_WAIT_MS), as the frame document's early size
// does: measured while the font loads, it is the fallback face's, and the font's re-wrap would move the
// host page a second time.
import { EARLY_SIZE_FONT_WAIT_MS } from '../../shared/bridge/early-size';
import { RESIZE_DEBOUNCE_MS } from '../../shared/constants';
import { fontsIn, fontsLoading } from './fonts-settled';
import { isLoading, LOADING_ATTR } from './loading-state';

export function watchSize(el: HTMLElement, report: (height: number, loading: boolean) => void, debounceMs = RESIZE_DEBOUNCE_MS): () => void {
  let last = -1;
  let lastLoading = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Only while a loading state shows: its end may leave the height as it was, which no ResizeObserver
  // reports, and the loader still holds the reserved space until it hears of it.
  const mo = typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => schedule());
  let fontWait: 'none' | 'waiting' | 'done' = 'none';
  let stopped = false;
  /** True while the first report waits for fonts that measuring has just set loading. */
  const waitForFonts = (): boolean => {
    if (fontWait === 'done' || last !== -1) return false;
    if (fontWait === 'waiting') return true;
    if (!fontsLoading(el.ownerDocument)) return false;
    fontWait = 'waiting';
    void fontsIn(el.ownerDocument, EARLY_SIZE_FONT_WAIT_MS).then(() => {
      fontWait = 'done';
      if (!stopped) measure();
    });
    return true;
  };
  const measure = () => {
    timer = undefined;
    // Measuring lays the text out, which starts loading its font.
    const h = Math.ceil(el.getBoundingClientRect().height);
    if (waitForFonts()) return;
    const loading = isLoading(el);
    if (loading !== lastLoading) {
      if (loading) mo?.observe(el, { childList: true, subtree: true, attributeFilter: [LOADING_ATTR] });
      else mo?.disconnect();
    }
    if (h !== last || loading !== lastLoading) {
      last = h;
      lastLoading = loading;
      report(h, loading);
    }
  };
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(measure, debounceMs);
  };
  measure();
  const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
  ro?.observe(el);
  return () => {
    stopped = true;
    ro?.disconnect();
    mo?.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}
