// Reports the content height so the loader can make the iframe exactly as tall as the widget (no
// scrollbar). The first size goes out at once (no visible jump); later ones are debounced (SPEC §9).
// Each says whether a loading state shows (loading-state.ts): that height is provisional.
import { RESIZE_DEBOUNCE_MS } from '../../shared/constants';
import { isLoading, LOADING_ATTR } from './loading-state';

export function watchSize(el: HTMLElement, report: (height: number, loading: boolean) => void, debounceMs = RESIZE_DEBOUNCE_MS): () => void {
  let last = -1;
  let lastLoading = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Only while a loading state shows: its end may leave the height as it was, which no ResizeObserver
  // reports, and the loader still holds the reserved space until it hears of it.
  const mo = typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => schedule());
  const measure = () => {
    timer = undefined;
    const h = Math.ceil(el.getBoundingClientRect().height);
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
    ro?.disconnect();
    mo?.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}
