// Reports the content height so the loader can make the iframe exactly as tall as the widget (no
// scrollbar). The first size goes out at once (no visible jump); later ones are debounced (SPEC §9).
import { RESIZE_DEBOUNCE_MS } from '../../shared/constants';

export function watchSize(el: HTMLElement, report: (height: number) => void, debounceMs = RESIZE_DEBOUNCE_MS): () => void {
  let last = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const measure = () => {
    timer = undefined;
    const h = Math.ceil(el.getBoundingClientRect().height);
    if (h !== last) {
      last = h;
      report(h);
    }
  };
  measure();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const ro = new ResizeObserver(() => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(measure, debounceMs);
  });
  ro.observe(el);
  return () => {
    ro.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}
